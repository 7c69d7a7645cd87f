import { z } from 'zod';
import { recordId } from './ids';

/** `POST /v1/checkout` — spec §7: the package id travels as `product_id`. */
export const checkoutRequest = z.object({ product_id: recordId });
export const checkoutResponse = z.object({ token: z.string(), checkoutUrl: z.string() });
export type CheckoutResponse = z.infer<typeof checkoutResponse>;

const token = z.string({ error: 'Pedido não encontrado.' }).regex(/^[a-f0-9]{32}$/, { error: 'Pedido não encontrado.' });
export const sandboxTokenQuery = z.object({ token });
export const sandboxPayRequest = z.object({ token, method: z.enum(['card', 'boleto'], { error: 'Escolha cartão ou boleto.' }) });
export const sandboxConfirmRequest = z.object({ token });

export const orderSchema = z.object({
  id: z.number().int(),
  packageName: z.string(),
  credits: z.number().int(),
  price: z.number(),
  /** placed = aguardando pagamento; boleto = boleto emitido, aguardando o banco; paid = créditos liberados. */
  status: z.enum(['placed', 'boleto', 'paid']),
  method: z.enum(['card', 'boleto']).nullable(),
  createdAt: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderStatusLabels: Record<Order['status'], string> = {
  placed: 'Aguardando pagamento',
  boleto: 'Boleto emitido: aguardando confirmação do banco',
  paid: 'Pago: créditos liberados',
};
