import { randomBytes } from 'node:crypto';
import { Router } from 'express';
import { checkoutRequest, checkoutResponse, sandboxConfirmRequest, sandboxPayRequest } from '@conectasst/common/api/checkout';
import { messageBodySchema } from '@conectasst/common/api/messageBody';
import { orderStream, walletStream } from '@conectasst/events/schemas/walletEvents';
import { HttpError } from '@conectasst/platform/http/httpError';
import { defineRoute, mountRoute } from '@conectasst/platform/http/route';
import type { CommandDeps } from '../infrastructure/commandContext';
import { metadataFor } from '../infrastructure/commandContext';
import { orderDecider, walletDecider } from './businessLogic';

const tags = ['Créditos e pagamentos'];

export const checkoutRoute = defineRoute({
  method: 'post',
  path: '/v1/checkout',
  summary: 'Inicia a compra de um pacote: devolve o token e o endereço do checkout',
  tags,
  access: 'provider',
  kind: 'command',
  body: checkoutRequest,
  responses: { 201: { description: 'Pedido criado', schema: checkoutResponse }, 404: { description: 'Pacote inexistente ou inativo' } },
});

export const sandboxPayRoute = defineRoute({
  method: 'post',
  path: '/v1/checkout/sandbox/pay',
  summary: 'Checkout de testes (modo local): cartão libera os créditos na hora; boleto fica aguardando o banco',
  tags,
  access: 'public',
  kind: 'command',
  body: sandboxPayRequest,
  responses: { 200: { description: 'Pagamento registrado', schema: messageBodySchema }, 404: { description: 'Pedido não encontrado' } },
});

export const sandboxConfirmBoletoRoute = defineRoute({
  method: 'post',
  path: '/v1/checkout/sandbox/boleto/confirm',
  summary: 'Checkout de testes (modo local): simula a confirmação do boleto pelo banco',
  tags,
  access: 'public',
  kind: 'command',
  body: sandboxConfirmRequest,
  responses: { 200: { description: 'Boleto compensado', schema: messageBodySchema }, 409: { description: 'Nenhum boleto emitido' } },
});

interface OrderRow {
  id: number;
  provider_id: string;
  package_id: number;
  credits: number;
  price_cents: string;
}

export function checkoutCommandRouter(deps: CommandDeps): Router {
  const router = Router();

  mountRoute(
    router,
    checkoutRoute,
    async ({ body, user, idempotencyKey }) => {
      const found = await deps.readPool.query<{ id: number; name: string; credits: number; price_cents: string }>(
        'SELECT id, name, credits, price_cents FROM packages WHERE id = $1 AND status',
        [body.product_id],
      );
      const pkg = found.rows[0];
      if (!pkg) throw new HttpError(404, 'Pacote não encontrado ou indisponível.');
      const orderId = await deps.ids.next('order', idempotencyKey ? `${user!.id}:${idempotencyKey}` : undefined);
      const token = randomBytes(16).toString('hex');
      const result = await deps.commands.handle(
        orderStream(orderId),
        orderDecider,
        { type: 'PlaceOrder', orderId, providerId: user!.id, packageId: pkg.id, packageName: pkg.name, credits: pkg.credits, priceCents: Number(pkg.price_cents), token },
        metadataFor(user, idempotencyKey),
      );
      const placed = result.state.token || token;
      return { status: 201, body: { token: placed, checkoutUrl: `/checkout?token=${placed}` }, position: result.position };
    },
    deps.route,
  );

  if (deps.config.mode !== 'local') return router;

  const orderByToken = async (token: string): Promise<OrderRow> => {
    const found = await deps.readPool.query<OrderRow>('SELECT id, provider_id, package_id, credits, price_cents FROM orders WHERE token = $1', [token]);
    if (!found.rows[0]) throw new HttpError(404, 'Pedido não encontrado.');
    return found.rows[0];
  };

  /** Payment confirmed → the wallet is credited once per order (a repeated confirmation changes nothing). */
  const confirm = async (order: OrderRow, method: 'card' | 'boleto') => {
    const metadata = { userId: 'payment-gateway', role: 'system', idempotencyKey: `payment:${order.id}` };
    await deps.commands.handle(orderStream(order.id), orderDecider, { type: 'ConfirmPayment', orderId: order.id, method, paymentId: `sandbox-${order.id}` }, metadata);
    return deps.commands.handle(
      walletStream(order.provider_id),
      walletDecider,
      { type: 'CreditPurchase', providerId: order.provider_id, orderId: order.id, packageId: order.package_id, credits: order.credits, priceCents: Number(order.price_cents), method },
      metadata,
    );
  };

  mountRoute(
    router,
    sandboxPayRoute,
    async ({ body }) => {
      const order = await orderByToken(body.token);
      if (body.method === 'card') {
        const credited = await confirm(order, 'card');
        return { body: { message: 'Pagamento aprovado! Seus créditos já estão disponíveis.' }, position: credited.position };
      }
      const issued = await deps.commands.handle(orderStream(order.id), orderDecider, { type: 'ChooseBoleto', orderId: order.id }, { userId: 'payment-gateway', role: 'system' });
      return { body: { message: 'Boleto emitido. Os créditos são liberados quando o banco confirmar o pagamento (até 24 horas úteis).' }, position: issued.position };
    },
    deps.route,
  );

  mountRoute(
    router,
    sandboxConfirmBoletoRoute,
    async ({ body }) => {
      const order = await orderByToken(body.token);
      const credited = await confirm(order, 'boleto');
      return { body: { message: 'Boleto compensado: créditos liberados.' }, position: credited.position };
    },
    deps.route,
  );

  return router;
}
