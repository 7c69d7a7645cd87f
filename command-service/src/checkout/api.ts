import { createHmac, randomBytes } from 'node:crypto';
import type { Router } from 'express';
import {
  checkoutRequest,
  checkoutResponse,
  paymentWebhookBody,
  paymentWebhookHeaders,
  paymentWebhookQuery,
  sandboxConfirmRequest,
  sandboxPayRequest,
  sandboxReverseRequest,
  PARTIAL_REFUND_TOO_LARGE,
} from '@conectasst/common/api/checkout';
import { toCents } from '@conectasst/common/rules/packageRules';
import { orderStream } from '@conectasst/events/schemas/orderEvents';
import { DomainError } from '@conectasst/common/rules/domainError';
import { HttpError } from '@conectasst/platform/http/httpError';
import type { RouteHandler } from '@conectasst/platform/http/route';
import { MERCADOPAGO_WEBHOOK_PATH } from '@conectasst/platform/payments/mercadoPagoGateway';
import type { PaymentReport } from '@conectasst/platform/payments/paymentGateway';
import { ForgedNotification } from '@conectasst/platform/payments/paymentGateway';
import { sandboxPixCharge } from '@conectasst/platform/payments/sandboxGateway';
import type { CommandDeps } from '../infrastructure/commandContext';
import type { CommandRoute } from '../infrastructure/commandRoutes';
import {
  answer,
  commandRouter,
  commandRoutes,
  createdResponses,
  decide,
  messageResponses,
  newId,
  positionOf,
  route,
} from '../infrastructure/commandRoutes';
import { requireFiscalData } from '../invoicing/fiscalData';
import { applyPayment, gatewayMetadata } from './applyPayment';
import { ORDER_MESSAGES, PIX_EXPIRY_MINUTES, orderDecider } from './businessLogic';

const declare = commandRoutes({ tags: ['Créditos e pagamentos'], access: 'public' });
const sandbox = (what: string) => `Checkout de testes (modo local): ${what}`;

export const checkoutRoute = declare.post(
  '/v1/checkout',
  'Inicia a compra de um pacote: devolve o token e o endereço do checkout',
  {
    access: 'provider',
    body: checkoutRequest,
    responses: createdResponses(
      'Pedido criado',
      {
        404: 'Pacote inexistente ou inativo',
        422: 'Dados fiscais da NFS-e ainda não informados (PUT /v1/fiscal-data, uma vez antes da primeira compra)',
        503: 'O meio de pagamento não respondeu',
      },
      checkoutResponse,
    ),
  },
);
export const paymentWebhookRoute = declare.post(
  MERCADOPAGO_WEBHOOK_PATH,
  'Notificação do Mercado Pago (assinatura x-signature verificada; o pagamento é lido da API do Mercado Pago; uma vez por pagamento)',
  {
    headers: paymentWebhookHeaders,
    query: paymentWebhookQuery,
    body: paymentWebhookBody,
    responses: messageResponses('Notificação aplicada ou ignorada', { 401: 'Assinatura inválida' }),
  },
);
export const sandboxPayRoute = declare.post(
  '/v1/checkout/sandbox/pay',
  sandbox(
    'PIX gera o QR code e o copia e cola (30 minutos); cartão libera os créditos na hora; boleto fica aguardando o banco',
  ),
  { body: sandboxPayRequest, responses: messageResponses('Pagamento registrado', { 404: 'Pedido não encontrado' }) },
);
export const sandboxConfirmBoletoRoute = declare.post(
  '/v1/checkout/sandbox/boleto/confirm',
  sandbox('simula a confirmação do boleto pelo banco'),
  {
    body: sandboxConfirmRequest,
    responses: messageResponses('Boleto compensado', { 409: 'Nenhum boleto emitido' }),
  },
);
export const sandboxConfirmPixRoute = declare.post(
  '/v1/checkout/sandbox/pix/confirm',
  sandbox('simula o pagamento do PIX gerado (créditos uma vez; PIX expirado é recusado)'),
  {
    body: sandboxConfirmRequest,
    responses: messageResponses('PIX recebido', {
      404: 'Pedido não encontrado',
      409: 'Nenhum PIX gerado, ou o PIX expirou',
    }),
  },
);
export const sandboxReverseRoute = declare.post(
  '/v1/checkout/sandbox/reverse',
  sandbox(
    'simula o estorno (refunded), a contestação no cartão (charged_back) ou um reembolso parcial (partial_refund, com amount em reais e refundId opcional) de um pedido pago — os créditos são retirados (no reembolso parcial, na proporção do valor devolvido)',
  ),
  {
    body: sandboxReverseRequest,
    responses: messageResponses('Pagamento revertido', { 404: 'Pedido não encontrado', 409: 'Pedido não pago' }),
  },
);

const GATEWAY_DOWN = 'Não foi possível abrir o pagamento agora. Tente novamente em instantes.';

/**
 * The order's token. Copies of one keyed request must place the very same order (same event, same token), or the store
 * sees one key with two contents; keyed, the token is an HMAC under the server's secret, so it stays unguessable.
 */
function orderToken(secret: string, orderId: number, providerId: string, idempotencyKey: string | undefined): string {
  if (!idempotencyKey) return randomBytes(16).toString('hex');
  return createHmac('sha256', secret)
    .update(`order:${orderId}:${providerId}:${idempotencyKey}`)
    .digest('hex')
    .slice(0, 32);
}

/** POST /v1/checkout: the package → PlaceOrder → the gateway's checkout for the order. */
function placeOrder(deps: CommandDeps): RouteHandler<typeof checkoutRoute> {
  return async (ctx) => {
    const pkg = await deps.lookups.availablePackage(ctx.body.product_id);
    if (!pkg) throw new DomainError('not_found', 'Pacote não encontrado ou indisponível.');
    const providerId = ctx.user.id;
    // Every paid purchase carries an NFS-e (ADR 0171): the buyer's fiscal data is asked once, before the first one.
    await requireFiscalData(deps.commands, providerId);
    const orderId = await newId(deps, 'order', ctx);
    const token = orderToken(deps.config.jwtSecret, orderId, providerId, ctx.idempotencyKey);
    const command = {
      type: 'PlaceOrder' as const,
      orderId,
      providerId,
      packageId: pkg.id,
      packageName: pkg.name,
      credits: pkg.credits,
      priceCents: Number(pkg.price_cents),
      token,
    };
    const result = await decide(deps, ctx, orderStream(orderId), orderDecider, command);
    // A retried request (same Idempotency-Key) answers with the order it placed the first time.
    const placed = result.state;
    const title = `Pacote ${pkg.name} — ${pkg.credits} créditos`;
    const session = await deps.payments
      .startCheckout({ orderId, token: placed.token, packageId: pkg.id, title, priceCents: placed.priceCents })
      .catch(() => {
        throw new HttpError(503, GATEWAY_DOWN);
      });
    return { status: 201, body: { token: placed.token, checkoutUrl: session.checkoutUrl }, ...positionOf(result) };
  };
}

/** The gateway's notification: verified and read back from the gateway, then applied once per payment. */
function receiveNotification(deps: CommandDeps): RouteHandler<typeof paymentWebhookRoute> {
  return async ({ req }) => {
    let report: PaymentReport | undefined;
    try {
      report = await deps.payments.readNotification({
        headers: req.headers,
        query: req.query as Record<string, unknown>,
        body: req.body,
      });
    } catch (error) {
      if (error instanceof ForgedNotification) throw new HttpError(401, 'Notificação de pagamento recusada.');
      // The payment could not be read back from the gateway: a non-2xx answer makes the gateway deliver it again.
      throw new HttpError(503, 'Não foi possível consultar o pagamento agora.');
    }
    if (!report) return answer('Notificação ignorada.');
    const applied = await applyPayment(deps, report);
    return answer(`Notificação aplicada: ${applied.outcome}.`, applied);
  };
}

export function checkoutCommandRouter(deps: CommandDeps): Router {
  const routes: CommandRoute[] = [
    route(checkoutRoute, placeOrder(deps)),
    route(paymentWebhookRoute, receiveNotification(deps)),
  ];
  // The sandbox checkout page's own calls exist only in local mode with the sandbox gateway.
  if (deps.config.mode === 'local' && deps.payments.name === 'sandbox') routes.push(...sandboxRoutes(deps));
  return commandRouter(deps.route, routes);
}

interface OrderRow {
  id: number;
  price_cents: string;
}

/** The sandbox plays the payer's bank and the gateway: a payment it approves is applied like a verified notification. */
function sandboxRoutes(deps: CommandDeps): CommandRoute[] {
  const orderByToken = async (token: string): Promise<OrderRow> => {
    const found = await deps.lookups.orderByToken(token);
    if (!found) throw new DomainError('not_found', ORDER_MESSAGES.notFound);
    return found;
  };
  const orderState = async (order: OrderRow) => (await deps.commands.load(orderStream(order.id), orderDecider)).state;
  const report = (
    order: OrderRow,
    status: PaymentReport['status'],
    method: PaymentReport['method'],
    paidAt?: Date,
  ): PaymentReport => ({
    paymentId: `sandbox-${order.id}`,
    orderId: order.id,
    status,
    method,
    amountCents: Number(order.price_cents),
    detail: `sandbox/${status}`,
    ...(paidAt ? { paidAt: paidAt.toISOString() } : {}),
  });
  const approve = (order: OrderRow, method: PaymentReport['method'], paidAt?: Date) =>
    applyPayment(deps, report(order, 'approved', method, paidAt));

  return [
    route(sandboxPayRoute, async ({ body }) => {
      const order = await orderByToken(body.token);
      if (body.method === 'card')
        return answer('Pagamento aprovado! Seus créditos já estão disponíveis.', await approve(order, 'card'));
      if (body.method === 'pix')
        return answer(
          'PIX gerado. Pague em até 30 minutos com o QR code ou o código copia e cola.',
          await issuePix(deps, order),
        );
      const issued = await decide(
        deps,
        {},
        orderStream(order.id),
        orderDecider,
        { type: 'ChooseBoleto', orderId: order.id },
        gatewayMetadata(`sandbox-${order.id}`, 'boleto'),
      );
      return answer(
        'Boleto emitido. Os créditos são liberados quando o banco confirmar o pagamento (até 24 horas úteis).',
        issued,
      );
    }),
    route(sandboxConfirmBoletoRoute, async ({ body }) => {
      const order = await orderByToken(body.token);
      const { status } = await orderState(order);
      // The bank can only compensate a boleto that was issued.
      if (status !== 'boleto' && status !== 'paid') throw new DomainError('conflict', ORDER_MESSAGES.noBoleto);
      return answer('Boleto compensado: créditos liberados.', await approve(order, 'boleto'));
    }),
    route(sandboxConfirmPixRoute, async ({ body }) => {
      const order = await orderByToken(body.token);
      const current = await orderState(order);
      // The payer's bank can pay only a PIX charge that was generated, and only before it expires.
      // A repeated confirmation of a paid order goes through the same idempotent steps and credits nothing more.
      if ((current.status !== 'pix' && current.status !== 'paid') || !current.pix)
        throw new DomainError('conflict', ORDER_MESSAGES.noPix);
      const now = deps.now();
      if (current.status === 'pix' && now.getTime() > Date.parse(current.pix.expiresAt))
        throw new DomainError('conflict', ORDER_MESSAGES.pixExpired);
      const credited = await approve(order, 'pix', now);
      // It expired between the check and the payment: recorded as a failed payment, nothing credited.
      if (credited.outcome === 'failed') throw new DomainError('conflict', ORDER_MESSAGES.pixExpired);
      return answer('PIX recebido: créditos liberados.', credited);
    }),
    route(sandboxReverseRoute, async ({ body }) => {
      const order = await orderByToken(body.token);
      const { status } = await orderState(order);
      if (status !== 'paid' && status !== 'reversed')
        throw new DomainError('conflict', 'Só um pedido pago pode ser estornado ou contestado.');
      if (body.kind === 'partial_refund') {
        // Mercado Pago keeps a partly refunded payment approved and lists the refund (ADR 0168): the same report here.
        const amountCents = toCents(body.amount)!;
        if (amountCents >= Number(order.price_cents)) throw new HttpError(422, PARTIAL_REFUND_TOO_LARGE);
        const refundId = body.refundId ?? `sandbox-refund-${randomBytes(8).toString('hex')}`;
        const refunded = await applyPayment(deps, {
          ...report(order, 'approved', 'card'),
          detail: 'sandbox/approved/partially_refunded',
          refunds: [{ refundId, amountCents }],
        });
        const message =
          refunded.outcome === 'reversed'
            ? 'Este pagamento já foi estornado por inteiro: nada mais a retirar.'
            : 'Reembolso parcial registrado: créditos retirados na proporção do valor devolvido.';
        return answer(message, refunded);
      }
      // `method` is not read for a reversal.
      const reversed = await applyPayment(deps, report(order, body.kind, 'card'));
      return answer(
        body.kind === 'refunded'
          ? 'Pagamento estornado: créditos retirados.'
          : 'Pagamento contestado no cartão: créditos retirados.',
        reversed,
      );
    }),
  ];
}

/**
 * A PIX charge for the order: a live charge is kept (the decider records nothing); otherwise a new one, payable for 30
 * minutes. Not keyed: each charge is a new txid, and concurrent requests are settled by the stream's expected revision.
 */
async function issuePix(deps: CommandDeps, order: OrderRow) {
  const now = deps.now();
  const charge = sandboxPixCharge(order.id, Number(order.price_cents), now, PIX_EXPIRY_MINUTES);
  const command = { type: 'IssuePix' as const, orderId: order.id, ...charge, now: now.toISOString() };
  return decide(deps, {}, orderStream(order.id), orderDecider, command, {
    userId: 'payment-gateway',
    role: 'system',
    correlationId: `payment:sandbox-${order.id}`,
  });
}
