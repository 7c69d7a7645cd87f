import { createHmac, randomBytes } from 'node:crypto';
import { Router } from 'express';
import {
  checkoutRequest,
  checkoutResponse,
  paymentWebhookBody,
  paymentWebhookHeaders,
  paymentWebhookQuery,
  sandboxConfirmRequest,
  sandboxPayRequest,
  sandboxReverseRequest,
} from '@conectasst/common/api/checkout';
import { messageBodySchema } from '@conectasst/common/api/messageBody';
import type { LogPosition } from '@conectasst/events/envelope';
import { orderStream } from '@conectasst/events/schemas/orderEvents';
import { walletStream } from '@conectasst/events/schemas/walletEvents';
import { DomainError } from '@conectasst/common/rules/domainError';
import { HttpError } from '@conectasst/platform/http/httpError';
import { defineRoute, mountRoute } from '@conectasst/platform/http/route';
import { MERCADOPAGO_WEBHOOK_PATH } from '@conectasst/platform/payments/mercadoPagoGateway';
import type { PaymentReport } from '@conectasst/platform/payments/paymentGateway';
import { ForgedNotification } from '@conectasst/platform/payments/paymentGateway';
import { sandboxPixCharge } from '@conectasst/platform/payments/sandboxGateway';
import type { CommandMetadata } from '../infrastructure/commandHandler';
import type { CommandDeps } from '../infrastructure/commandContext';
import { metadataFor } from '../infrastructure/commandContext';
import { walletDecider } from '../wallet/businessLogic';
import { ORDER_MESSAGES, PIX_EXPIRY_MINUTES, orderDecider } from './businessLogic';

const tags = ['Créditos e pagamentos'];

export const checkoutRoute = defineRoute({
  method: 'post',
  path: '/v1/checkout',
  summary: 'Inicia a compra de um pacote: devolve o token e o endereço do checkout',
  tags,
  access: 'provider',
  kind: 'command',
  body: checkoutRequest,
  responses: {
    201: { description: 'Pedido criado', schema: checkoutResponse },
    404: { description: 'Pacote inexistente ou inativo' },
    503: { description: 'O meio de pagamento não respondeu' },
  },
});

export const paymentWebhookRoute = defineRoute({
  method: 'post',
  path: MERCADOPAGO_WEBHOOK_PATH,
  summary: 'Notificação do Mercado Pago (assinatura x-signature verificada; o pagamento é lido da API do Mercado Pago; uma vez por pagamento)',
  tags,
  access: 'public',
  kind: 'command',
  headers: paymentWebhookHeaders,
  query: paymentWebhookQuery,
  body: paymentWebhookBody,
  responses: { 200: { description: 'Notificação aplicada ou ignorada', schema: messageBodySchema }, 401: { description: 'Assinatura inválida' } },
});

export const sandboxPayRoute = defineRoute({
  method: 'post',
  path: '/v1/checkout/sandbox/pay',
  summary: 'Checkout de testes (modo local): PIX gera o QR code e o copia e cola (30 minutos); cartão libera os créditos na hora; boleto fica aguardando o banco',
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

export const sandboxConfirmPixRoute = defineRoute({
  method: 'post',
  path: '/v1/checkout/sandbox/pix/confirm',
  summary: 'Checkout de testes (modo local): simula o pagamento do PIX gerado (créditos uma vez; PIX expirado é recusado)',
  tags,
  access: 'public',
  kind: 'command',
  body: sandboxConfirmRequest,
  responses: {
    200: { description: 'PIX recebido', schema: messageBodySchema },
    404: { description: 'Pedido não encontrado' },
    409: { description: 'Nenhum PIX gerado, ou o PIX expirou' },
  },
});

export const sandboxReverseRoute = defineRoute({
  method: 'post',
  path: '/v1/checkout/sandbox/reverse',
  summary: 'Checkout de testes (modo local): simula o estorno (refunded) ou a contestação no cartão (charged_back) de um pedido pago — os créditos são retirados',
  tags,
  access: 'public',
  kind: 'command',
  body: sandboxReverseRequest,
  responses: { 200: { description: 'Pagamento revertido', schema: messageBodySchema }, 404: { description: 'Pedido não encontrado' }, 409: { description: 'Pedido não pago' } },
});

const GATEWAY_DOWN = 'Não foi possível abrir o pagamento agora. Tente novamente em instantes.';
/** One key per payment and step: a notification delivered again is recognised and answers the first time's position. */
const gatewayMetadata = (paymentId: string, step: 'boleto' | 'confirm' | 'credit' | 'failed' | 'reverse' | 'uncredit'): CommandMetadata => ({
  userId: 'payment-gateway',
  role: 'system',
  idempotencyKey: `payment:${paymentId}:${step}`,
  correlationId: `payment:${paymentId}`,
});
const latest = (...positions: (LogPosition | undefined)[]) => positions.filter(Boolean).at(-1);

/**
 * What a payment report does to an order and its wallet. Every step is idempotent on its own state, so a notification
 * delivered twice, or a retry after a crash between two steps, changes nothing more: the order is paid once and the
 * wallet credits an order id once.
 */
export async function applyPayment(
  deps: CommandDeps,
  report: PaymentReport,
): Promise<{ outcome: 'credited' | 'pending' | 'failed' | 'reversed' | 'unknown'; position?: LogPosition }> {
  const stream = orderStream(report.orderId);
  const metadata = (step: Parameters<typeof gatewayMetadata>[1]) => gatewayMetadata(report.paymentId, step);
  const order = await deps.commands.load(stream, orderDecider);
  if (order.state.status === 'none') return { outcome: 'unknown' };

  if ((report.status === 'refunded' || report.status === 'charged_back') && (order.state.status === 'paid' || order.state.status === 'reversed')) {
    // Money that was credited went back to the buyer (ADR 0111): the order is reversed, then its credits leave the
    // wallet — even spent ones (the balance may go below zero). Both steps are idempotent; a notification repeated after
    // an interruption between them finishes the second.
    const reversed = await deps.commands.handle(stream, orderDecider, { type: 'ReversePayment', orderId: report.orderId, paymentId: report.paymentId, kind: report.status, detail: report.detail }, metadata('reverse'));
    const { providerId, packageId, credits, priceCents } = order.state;
    const taken = await deps.commands.handle(
      walletStream(providerId),
      walletDecider,
      { type: 'ReverseCredits', providerId, orderId: report.orderId, paymentId: report.paymentId, packageId, credits, priceCents, kind: report.status },
      metadata('uncredit'),
    );
    const position = latest(reversed.position, taken.position);
    return { outcome: 'reversed', ...(position ? { position } : {}) };
  }
  if (report.status === 'refunded' || report.status === 'charged_back') {
    // Nothing was credited for this order: a payment given back before it counted is a failed attempt, as before.
    const failed = await deps.commands.handle(stream, orderDecider, { type: 'RecordPaymentFailure', orderId: report.orderId, paymentId: report.paymentId, reason: report.detail }, metadata('failed'));
    return { outcome: 'failed', ...(failed.position ? { position: failed.position } : {}) };
  }

  if (report.status === 'failed') {
    const failed = await deps.commands.handle(stream, orderDecider, { type: 'RecordPaymentFailure', orderId: report.orderId, paymentId: report.paymentId, reason: report.detail }, metadata('failed'));
    return { outcome: 'failed', ...(failed.position ? { position: failed.position } : {}) };
  }
  // A boleto reported by the gateway: issued (pending) or already compensated (approved) — issued first in both cases.
  let issued: LogPosition | undefined;
  if (report.method === 'boleto' && order.state.status !== 'paid' && order.state.status !== 'reversed') {
    issued = (await deps.commands.handle(stream, orderDecider, { type: 'ChooseBoleto', orderId: report.orderId }, metadata('boleto'))).position;
  }
  if (report.status === 'pending') return { outcome: 'pending', ...(issued ? { position: issued } : {}) };

  const confirm = {
    type: 'ConfirmPayment' as const,
    orderId: report.orderId,
    method: report.method,
    paymentId: report.paymentId,
    amountCents: report.amountCents,
    at: report.paidAt ?? new Date().toISOString(),
  };
  let confirmed: LogPosition | undefined;
  try {
    const result = await deps.commands.handle(stream, orderDecider, confirm, metadata('confirm'));
    // A reversed order is final: an approval delivered late (or after an interrupted credit step) credits nothing.
    if (result.state.status === 'reversed') return { outcome: 'reversed' };
    confirmed = result.position;
  } catch (error) {
    if (!(error instanceof DomainError) || (error.reason !== 'payment_wrong_amount' && error.reason !== 'pix_expired')) throw error;
    // Never credit a payment of another amount, or a PIX paid after its charge expired; keep it on the order's record
    // for the admins.
    const reason = error.reason === 'payment_wrong_amount' ? `valor divergente: ${report.amountCents} centavos` : 'PIX pago depois de expirar';
    const failed = await deps.commands.handle(stream, orderDecider, { type: 'RecordPaymentFailure', orderId: report.orderId, paymentId: report.paymentId, reason }, metadata('failed'));
    return { outcome: 'failed', ...(failed.position ? { position: failed.position } : {}) };
  }
  const { providerId, packageId, credits, priceCents } = order.state;
  const credited = await deps.commands.handle(
    walletStream(providerId),
    walletDecider,
    { type: 'CreditPurchase', providerId, orderId: report.orderId, packageId, credits, priceCents, method: report.method },
    metadata('credit'),
  );
  const position = latest(issued, confirmed, credited.position);
  return { outcome: 'credited', ...(position ? { position } : {}) };
}

interface OrderRow {
  id: number;
  price_cents: string;
}

export function checkoutCommandRouter(deps: CommandDeps): Router {
  const router = Router();

  mountRoute(
    router,
    checkoutRoute,
    async ({ body, user, idempotencyKey }) => {
      const pkg = await deps.lookups.availablePackage(body.product_id);
      if (!pkg) throw new HttpError(404, 'Pacote não encontrado ou indisponível.');
      const orderId = await deps.ids.next('order', idempotencyKey ? `${user!.id}:${idempotencyKey}` : undefined);
      const result = await deps.commands.handle(
        orderStream(orderId),
        orderDecider,
        {
          type: 'PlaceOrder',
          orderId,
          providerId: user!.id,
          packageId: pkg.id,
          packageName: pkg.name,
          credits: pkg.credits,
          priceCents: Number(pkg.price_cents),
          // Copies of one keyed request must place the very same order (same event, same token), or the store sees
          // one key with two contents; keyed, the token is an HMAC under the server's secret, so it stays unguessable.
          token: idempotencyKey
            ? createHmac('sha256', deps.config.jwtSecret).update(`order:${orderId}:${user!.id}:${idempotencyKey}`).digest('hex').slice(0, 32)
            : randomBytes(16).toString('hex'),
        },
        metadataFor(user, idempotencyKey),
      );
      // A retried request (same Idempotency-Key) answers with the order it placed the first time.
      const { token, priceCents } = result.state;
      let session;
      try {
        session = await deps.payments.startCheckout({
          orderId,
          token,
          packageId: pkg.id,
          title: `Pacote ${pkg.name} — ${pkg.credits} créditos`,
          priceCents,
        });
      } catch {
        throw new HttpError(503, GATEWAY_DOWN);
      }
      return { status: 201, body: { token, checkoutUrl: session.checkoutUrl }, position: result.position };
    },
    deps.route,
  );

  mountRoute(
    router,
    paymentWebhookRoute,
    async ({ req }) => {
      let report: PaymentReport | undefined;
      try {
        report = await deps.payments.readNotification({ headers: req.headers, query: req.query as Record<string, unknown>, body: req.body });
      } catch (error) {
        if (error instanceof ForgedNotification) throw new HttpError(401, 'Notificação de pagamento recusada.');
        // The payment could not be read back from the gateway: a non-2xx answer makes the gateway deliver it again.
        throw new HttpError(503, 'Não foi possível consultar o pagamento agora.');
      }
      if (!report) return { body: { message: 'Notificação ignorada.' } };
      const applied = await applyPayment(deps, report);
      return { body: { message: `Notificação aplicada: ${applied.outcome}.` }, ...(applied.position ? { position: applied.position } : {}) };
    },
    deps.route,
  );

  // The sandbox checkout page's own calls exist only in local mode with the sandbox gateway.
  if (deps.config.mode !== 'local' || deps.payments.name !== 'sandbox') return router;

  const orderByToken = async (token: string): Promise<OrderRow> => {
    const found = await deps.lookups.orderByToken(token);
    if (!found) throw new HttpError(404, ORDER_MESSAGES.notFound);
    return found;
  };
  /** The sandbox plays the gateway: a payment it approves is applied like a verified notification. */
  const approve = (order: OrderRow, method: PaymentReport['method'], paidAt?: Date) =>
    applyPayment(deps, {
      paymentId: `sandbox-${order.id}`,
      orderId: order.id,
      status: 'approved',
      method,
      amountCents: Number(order.price_cents),
      detail: 'sandbox/approved',
      ...(paidAt ? { paidAt: paidAt.toISOString() } : {}),
    });

  mountRoute(
    router,
    sandboxPayRoute,
    async ({ body }) => {
      const order = await orderByToken(body.token);
      if (body.method === 'card') {
        const credited = await approve(order, 'card');
        return { body: { message: 'Pagamento aprovado! Seus créditos já estão disponíveis.' }, ...(credited.position ? { position: credited.position } : {}) };
      }
      if (body.method === 'pix') {
        // A live charge is kept (the decider records nothing); otherwise a new one, payable for 30 minutes. Not keyed:
        // each charge is a new txid, and concurrent requests are settled by the stream's expected revision.
        const now = new Date();
        const charge = sandboxPixCharge(order.id, Number(order.price_cents), now, PIX_EXPIRY_MINUTES);
        const issued = await deps.commands.handle(
          orderStream(order.id),
          orderDecider,
          { type: 'IssuePix', orderId: order.id, ...charge, now: now.toISOString() },
          { userId: 'payment-gateway', role: 'system', correlationId: `payment:sandbox-${order.id}` },
        );
        return {
          body: { message: 'PIX gerado. Pague em até 30 minutos com o QR code ou o código copia e cola.' },
          ...(issued.position ? { position: issued.position } : {}),
        };
      }
      const issued = await deps.commands.handle(orderStream(order.id), orderDecider, { type: 'ChooseBoleto', orderId: order.id }, gatewayMetadata(`sandbox-${order.id}`, 'boleto'));
      return { body: { message: 'Boleto emitido. Os créditos são liberados quando o banco confirmar o pagamento (até 24 horas úteis).' }, ...(issued.position ? { position: issued.position } : {}) };
    },
    deps.route,
  );

  mountRoute(
    router,
    sandboxConfirmBoletoRoute,
    async ({ body }) => {
      const order = await orderByToken(body.token);
      const current = await deps.commands.load(orderStream(order.id), orderDecider);
      // The bank can only compensate a boleto that was issued.
      if (current.state.status !== 'boleto' && current.state.status !== 'paid') throw new DomainError('conflict', ORDER_MESSAGES.noBoleto);
      const credited = await approve(order, 'boleto');
      return { body: { message: 'Boleto compensado: créditos liberados.' }, ...(credited.position ? { position: credited.position } : {}) };
    },
    deps.route,
  );

  mountRoute(
    router,
    sandboxConfirmPixRoute,
    async ({ body }) => {
      const order = await orderByToken(body.token);
      const current = await deps.commands.load(orderStream(order.id), orderDecider);
      // The payer's bank can pay only a PIX charge that was generated, and only before it expires.
      // A repeated confirmation of a paid order goes through the same idempotent steps and credits nothing more.
      if ((current.state.status !== 'pix' && current.state.status !== 'paid') || !current.state.pix) throw new DomainError('conflict', ORDER_MESSAGES.noPix);
      const now = new Date();
      if (current.state.status === 'pix' && now.getTime() > Date.parse(current.state.pix.expiresAt)) throw new DomainError('conflict', ORDER_MESSAGES.pixExpired);
      const credited = await approve(order, 'pix', now);
      // It expired between the check and the payment: recorded as a failed payment, nothing credited.
      if (credited.outcome === 'failed') throw new DomainError('conflict', ORDER_MESSAGES.pixExpired);
      return { body: { message: 'PIX recebido: créditos liberados.' }, ...(credited.position ? { position: credited.position } : {}) };
    },
    deps.route,
  );

  mountRoute(
    router,
    sandboxReverseRoute,
    async ({ body }) => {
      const order = await orderByToken(body.token);
      const current = await deps.commands.load(orderStream(order.id), orderDecider);
      if (current.state.status !== 'paid' && current.state.status !== 'reversed') throw new DomainError('conflict', 'Só um pedido pago pode ser estornado ou contestado.');
      const reversed = await applyPayment(deps, {
        paymentId: `sandbox-${order.id}`,
        orderId: order.id,
        status: body.kind,
        method: 'card', // not read for a reversal
        amountCents: Number(order.price_cents),
        detail: `sandbox/${body.kind}`,
      });
      return {
        body: { message: body.kind === 'refunded' ? 'Pagamento estornado: créditos retirados.' : 'Pagamento contestado no cartão: créditos retirados.' },
        ...(reversed.position ? { position: reversed.position } : {}),
      };
    },
    deps.route,
  );

  return router;
}
