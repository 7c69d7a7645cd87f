import type { LogPosition } from '@conectasst/events/envelope';
import { orderStream } from '@conectasst/events/schemas/orderEvents';
import type { CreditReversalKind } from '@conectasst/events/schemas/walletEvents';
import { walletStream } from '@conectasst/events/schemas/walletEvents';
import { DomainError } from '@conectasst/common/rules/domainError';
import type { PaymentReport } from '@conectasst/platform/payments/paymentGateway';
import type { CommandMetadata } from '../infrastructure/commandHandler';
import type { CommandDeps } from '../infrastructure/commandContext';
import { walletDecider } from '../wallet/businessLogic';
import { orderDecider } from './businessLogic';

/** One key per payment and step: a notification delivered again is recognised and answers the first time's position. */
export const gatewayMetadata = (
  paymentId: string,
  step: 'boleto' | 'confirm' | 'credit' | 'failed' | 'reverse' | 'uncredit' | `refund:${string}`,
): CommandMetadata => ({
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
): Promise<{
  outcome: 'credited' | 'partially_refunded' | 'pending' | 'failed' | 'reversed' | 'unknown';
  position?: LogPosition;
}> {
  const stream = orderStream(report.orderId);
  const metadata = (step: Parameters<typeof gatewayMetadata>[1]) => gatewayMetadata(report.paymentId, step);
  const order = await deps.commands.load(stream, orderDecider);
  if (order.state.status === 'none') return { outcome: 'unknown' };
  const { providerId, packageId, credits, priceCents } = order.state;

  /** A failed attempt, kept on the order's record for the admins; nothing is credited. */
  const recordFailure = async (reason: string) => {
    const failed = await deps.commands.handle(
      stream,
      orderDecider,
      { type: 'RecordPaymentFailure', orderId: report.orderId, paymentId: report.paymentId, reason },
      metadata('failed'),
    );
    return { outcome: 'failed' as const, ...(failed.position ? { position: failed.position } : {}) };
  };
  /** The order's credits leave the wallet: all of them, or a partial refund's share (the wallet computes it). */
  const takeCreditsBack = (
    kind: CreditReversalKind,
    step: Parameters<typeof gatewayMetadata>[1],
    refund?: { refundId: string; refundedCents: number },
  ) =>
    deps.commands.handle(
      walletStream(providerId),
      walletDecider,
      {
        type: 'ReverseCredits',
        providerId,
        orderId: report.orderId,
        paymentId: report.paymentId,
        packageId,
        credits,
        priceCents,
        kind,
        ...refund,
      },
      metadata(step),
    );

  if (
    (report.status === 'refunded' || report.status === 'charged_back') &&
    (order.state.status === 'paid' || order.state.status === 'reversed')
  ) {
    // Money that was credited went back to the buyer (ADR 0111): the order is reversed, then its credits leave the
    // wallet — even spent ones (the balance may go below zero). Both steps are idempotent; a notification repeated after
    // an interruption between them finishes the second.
    const reversed = await deps.commands.handle(
      stream,
      orderDecider,
      {
        type: 'ReversePayment',
        orderId: report.orderId,
        paymentId: report.paymentId,
        kind: report.status,
        detail: report.detail,
      },
      metadata('reverse'),
    );
    const taken = await takeCreditsBack(report.status, 'uncredit');
    const position = latest(reversed.position, taken.position);
    return { outcome: 'reversed', ...(position ? { position } : {}) };
  }
  // A failed payment is a failed attempt; so is one given back before it counted (nothing was credited for this order).
  if (report.status === 'refunded' || report.status === 'charged_back' || report.status === 'failed')
    return recordFailure(report.detail);
  // A boleto reported by the gateway: issued (pending) or already compensated (approved) — issued first in both cases.
  let issued: LogPosition | undefined;
  if (report.method === 'boleto' && order.state.status !== 'paid' && order.state.status !== 'reversed') {
    issued = (
      await deps.commands.handle(
        stream,
        orderDecider,
        { type: 'ChooseBoleto', orderId: report.orderId },
        metadata('boleto'),
      )
    ).position;
  }
  if (report.status === 'pending') return { outcome: 'pending', ...(issued ? { position: issued } : {}) };

  const confirm = {
    type: 'ConfirmPayment' as const,
    orderId: report.orderId,
    method: report.method,
    paymentId: report.paymentId,
    amountCents: report.amountCents,
    at: report.paidAt ?? deps.now().toISOString(),
  };
  let confirmed: LogPosition | undefined;
  try {
    const result = await deps.commands.handle(stream, orderDecider, confirm, metadata('confirm'));
    // A reversed order is final: an approval delivered late (or after an interrupted credit step) credits nothing.
    if (result.state.status === 'reversed') return { outcome: 'reversed' };
    confirmed = result.position;
  } catch (error) {
    if (!(error instanceof DomainError) || (error.reason !== 'payment_wrong_amount' && error.reason !== 'pix_expired'))
      throw error;
    // Never credit a payment of another amount, or a PIX paid after its charge expired; keep it on the order's record
    // for the admins.
    return recordFailure(
      error.reason === 'payment_wrong_amount'
        ? `valor divergente: ${report.amountCents} centavos`
        : 'PIX pago depois de expirar',
    );
  }
  const credited = await deps.commands.handle(
    walletStream(providerId),
    walletDecider,
    {
      type: 'CreditPurchase',
      providerId,
      orderId: report.orderId,
      packageId,
      credits,
      priceCents,
      method: report.method,
    },
    metadata('credit'),
  );
  // An approved payment partly refunded (ADR 0168): each refund takes back its share of the credits, once per refund id
  // (the wallet decides the share on the order's running total), after the credit it reverses.
  let refunded: LogPosition | undefined;
  for (const { refundId, amountCents } of report.refunds ?? []) {
    const taken = await takeCreditsBack('partial_refund', `refund:${refundId}`, {
      refundId,
      refundedCents: amountCents,
    });
    refunded = taken.position ?? refunded;
  }
  const position = latest(issued, confirmed, credited.position, refunded);
  return { outcome: report.refunds?.length ? 'partially_refunded' : 'credited', ...(position ? { position } : {}) };
}
