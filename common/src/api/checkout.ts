import { formatBRL } from '../text/brazilianFormats';
import { z } from 'zod';
import { toCents } from '../rules/packageRules';
import { requiredText, UNSTATABLE } from '../rules/textRules';
import { recordId } from './ids';
import { orderInvoiceSchema } from './invoicing';

/** `POST /v1/checkout` — spec §7: the package id travels as `product_id`. */
export const checkoutRequest = z.object({ product_id: recordId });
export const checkoutResponse = z.object({ token: z.string(), checkoutUrl: z.string() });
export type CheckoutResponse = z.infer<typeof checkoutResponse>;

const token = z
  .string({ error: 'Pedido não encontrado.' })
  .regex(/^[a-f0-9]{32}$/, { error: 'Pedido não encontrado.' });
export const sandboxTokenQuery = z.object({ token });
/** pix = generate the PIX charge (QR code and "copia e cola", 30 minutes); card = pay at once; boleto = issue a boleto. */
export const sandboxPayRequest = z.object({
  token,
  method: z.enum(['pix', 'card', 'boleto'], { error: 'Escolha PIX, cartão ou boleto.' }),
});
export type SandboxMethod = z.infer<typeof sandboxPayRequest>['method'];
/** Boleto: the bank's confirmation; PIX: the payer's bank paid the charge (sandbox only). */
export const sandboxConfirmRequest = z.object({ token });
export const PARTIAL_REFUND_AMOUNT =
  'Informe o valor do reembolso parcial em reais (maior que zero, com no máximo duas casas decimais).';
export const PARTIAL_REFUND_TOO_LARGE = 'O reembolso parcial deve ser menor que o valor pago.';
/**
 * Sandbox only: the gateway takes a paid order's money back — refund by the seller, chargeback by the card holder, or a
 * partial refund (`amount` in reais, below the price; `refundId` is the gateway's id of the refund, made up when
 * absent — ADR 0168).
 */
export const sandboxReverseRequest = z
  .object({
    token,
    kind: z.enum(['refunded', 'charged_back', 'partial_refund'], {
      error: 'Escolha estorno, contestação ou reembolso parcial.',
    }),
    amount: z.union([z.string(), z.number()]).optional(),
    // A required text when given (ADR 0114): the document states it not blank; Schemathesis sent "\r", valid by a bare minLength 1.
    refundId: requiredText('Informe o id do reembolso no gateway (até 64 caracteres).', 64).optional(),
  })
  .superRefine((body, ctx) => {
    // A rule across two fields, which the document cannot state: 422 (ADR 0114); Schemathesis sent amount 0.0.
    if (body.kind === 'partial_refund' && !toCents(body.amount))
      ctx.addIssue({ code: 'custom', path: ['amount'], message: PARTIAL_REFUND_AMOUNT, params: UNSTATABLE });
  });

export const orderSchema = z.object({
  id: z.number().int(),
  packageName: z.string(),
  credits: z.number().int(),
  price: z.number(),
  /**
   * placed = aguardando pagamento; boleto = boleto emitido, aguardando o banco; failed = pagamento recusado (pode pagar
   * de novo); paid = créditos liberados; refunded / charged_back = pago, depois estornado ou contestado: os créditos
   * foram retirados (ADR 0111); pix = PIX gerado, aguardando o pagamento; pix_expired = o PIX passou dos 30 minutos sem
   * pagamento (pode gerar outro, ADR 0122); partially_refunded = pago, depois reembolsado em parte (o pagamento segue
   * aprovado): `refunded` reais devolvidos e `creditsTaken` créditos retirados (ADR 0168).
   */
  status: z.enum([
    'placed',
    'boleto',
    'pix',
    'pix_expired',
    'failed',
    'paid',
    'partially_refunded',
    'refunded',
    'charged_back',
  ]),
  /** Reais given back so far (0 when none; the price once the whole payment was reversed). */
  refunded: z.number(),
  /** Credits the refunds and reversals took back from this purchase. */
  creditsTaken: z.number().int(),
  method: z.enum(['pix', 'card', 'boleto']).nullable(),
  /** The last PIX charge: its BR Code ("copia e cola", what the QR code carries) and when it stops being payable. */
  pix: z.object({ code: z.string(), expiresAt: z.string() }).nullable(),
  createdAt: z.string(),
  /** The order's NFS-e (ADR 0171): null until a paid order's note is asked for. */
  invoice: orderInvoiceSchema.nullable(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderStatusLabels: Record<Order['status'], string> = {
  placed: 'Aguardando pagamento',
  boleto: 'Boleto emitido: aguardando confirmação do banco',
  pix: 'PIX gerado: aguardando o pagamento',
  pix_expired: 'PIX expirado: gere um novo PIX para pagar',
  failed: 'Pagamento recusado: tente novamente',
  paid: 'Pago: créditos liberados',
  partially_refunded: 'Reembolsado parcialmente',
  refunded: 'Pagamento estornado: créditos retirados',
  charged_back: 'Pagamento contestado no cartão: créditos retirados',
};

/** Under the status of a refunded order (ADR 0168): "R$ 139,50 devolvidos · 50 créditos retirados". */
export function orderRefundLine(order: Pick<Order, 'refunded' | 'creditsTaken'>): string {
  const credits = order.creditsTaken === 1 ? '1 crédito retirado' : `${order.creditsTaken} créditos retirados`;
  return `${formatBRL(order.refunded)} devolvidos · ${credits}`;
}

/**
 * `POST /v1/checkout/webhook/mercadopago` — the gateway's notification. Only the payment id is read from it; the
 * signature (`x-signature`, `x-request-id`) is verified and the payment itself is fetched from the gateway.
 */
export const paymentWebhookHeaders = z.object({
  'x-signature': z.string().max(500).optional(),
  'x-request-id': z.string().max(200).optional(),
});
export const paymentWebhookQuery = z.object({
  'data.id': z.string().max(100).optional(),
  type: z.string().max(50).optional(),
  topic: z.string().max(50).optional(),
  id: z.string().max(100).optional(),
  source_news: z.string().max(50).optional(),
});
// Unknown fields are dropped (the adapter reads the raw notification): they are never stored, so no rule applies to them.
export const paymentWebhookBody = z
  .object({
    type: z.string().max(50).optional(),
    action: z.string().max(100).optional(),
    data: z.object({ id: z.union([z.string().max(100), z.number()]).optional() }).optional(),
  })
  .optional();
