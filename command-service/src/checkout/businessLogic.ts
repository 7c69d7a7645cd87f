import type { EventOf } from '@conectasst/events/catalogue/defineEvent';
import type { orderEvents } from '@conectasst/events/schemas/orderEvents';
import type { PaymentReversalKind } from '@conectasst/events/schemas/walletEvents';
import { DomainError } from '@conectasst/platform/http/httpError';
import type { Decider } from '../infrastructure/decider';

export type OrderEvent = EventOf<(typeof orderEvents)[number]>;

export interface OrderState {
  /**
   * placed = waiting; boleto = issued, waiting for the bank; failed = last attempt refused (may be paid again); paid =
   * credited; reversed = paid, then refunded or charged back (its credits were taken back; final).
   */
  status: 'none' | 'placed' | 'boleto' | 'failed' | 'paid' | 'reversed';
  providerId: string;
  packageId: number;
  credits: number;
  priceCents: number;
  token: string;
  /** Gateway payments already reported as failed (a repeated notification records nothing new). */
  failedPayments: ReadonlySet<string>;
}

export type OrderCommand =
  | { type: 'PlaceOrder'; orderId: number; providerId: string; packageId: number; packageName: string; credits: number; priceCents: number; token: string }
  | { type: 'ChooseBoleto'; orderId: number }
  | { type: 'ConfirmPayment'; orderId: number; method: 'card' | 'boleto'; paymentId: string; amountCents: number }
  | { type: 'RecordPaymentFailure'; orderId: number; paymentId: string; reason: string }
  /** The gateway refunded or charged back the payment: only a paid order is reversed, once. */
  | { type: 'ReversePayment'; orderId: number; paymentId: string; kind: PaymentReversalKind; detail: string };

export const ORDER_MESSAGES = {
  exists: 'Este pedido já existe.',
  notFound: 'Pedido não encontrado.',
  alreadyPaid: 'Este pedido já foi pago.',
  noBoleto: 'Nenhum boleto foi emitido para este pedido.',
  wrongAmount: 'O valor pago não corresponde ao valor do pedido.',
} as const;

/** A purchase: card confirms at once; boleto waits for the bank's confirmation (spec §1, FAQ). */
export const orderDecider: Decider<OrderState, OrderCommand, OrderEvent> = {
  initialState: () => ({ status: 'none', providerId: '', packageId: 0, credits: 0, priceCents: 0, token: '', failedPayments: new Set() }),
  evolve(state, event) {
    switch (event.type) {
      case 'OrderPlaced':
        return {
          ...state,
          status: 'placed',
          providerId: event.data.providerId,
          packageId: event.data.packageId,
          credits: event.data.credits,
          priceCents: event.data.priceCents,
          token: event.data.token,
        };
      case 'BoletoIssued':
        return { ...state, status: 'boleto' };
      case 'PaymentConfirmed':
        return { ...state, status: 'paid' };
      case 'PaymentFailed':
        return {
          ...state,
          status: state.status === 'paid' || state.status === 'reversed' ? state.status : 'failed',
          failedPayments: new Set([...state.failedPayments, event.data.paymentId]),
        };
      case 'PaymentReversed':
        return { ...state, status: 'reversed' };
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'PlaceOrder': {
        if (state.status !== 'none') throw new DomainError('conflict', ORDER_MESSAGES.exists);
        const { orderId, providerId, packageId, packageName, credits, priceCents, token } = command;
        return [{ type: 'OrderPlaced', data: { orderId, providerId, packageId, packageName, credits, priceCents, token } }];
      }
      case 'ChooseBoleto':
        if (state.status === 'none') throw new DomainError('not_found', ORDER_MESSAGES.notFound);
        if (state.status === 'paid' || state.status === 'reversed') throw new DomainError('conflict', ORDER_MESSAGES.alreadyPaid);
        if (state.status === 'boleto') return [];
        return [{ type: 'BoletoIssued', data: { orderId: command.orderId } }];
      case 'ConfirmPayment':
        if (state.status === 'none') throw new DomainError('not_found', ORDER_MESSAGES.notFound);
        // Idempotent on the order: whatever payment is reported again, the order was credited once (and a reversed
        // order is never credited again by a late "approved").
        if (state.status === 'paid' || state.status === 'reversed') return [];
        if (command.method === 'boleto' && state.status !== 'boleto') throw new DomainError('conflict', ORDER_MESSAGES.noBoleto);
        if (command.amountCents !== state.priceCents) throw new DomainError('conflict', ORDER_MESSAGES.wrongAmount);
        return [{ type: 'PaymentConfirmed', data: { orderId: command.orderId, method: command.method, paymentId: command.paymentId } }];
      case 'RecordPaymentFailure':
        if (state.status === 'none') throw new DomainError('not_found', ORDER_MESSAGES.notFound);
        if (state.status === 'paid' || state.status === 'reversed' || state.failedPayments.has(command.paymentId)) return [];
        return [{ type: 'PaymentFailed', data: { orderId: command.orderId, paymentId: command.paymentId, reason: command.reason } }];
      case 'ReversePayment':
        if (state.status === 'none') throw new DomainError('not_found', ORDER_MESSAGES.notFound);
        if (state.status !== 'paid') return [];
        return [{ type: 'PaymentReversed', data: { orderId: command.orderId, paymentId: command.paymentId, kind: command.kind, detail: command.detail } }];
      default: {
        const unhandled: never = command;
        return unhandled;
      }
    }
  },
};
