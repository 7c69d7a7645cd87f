import type { EventOf } from '@conectasst/events/catalogue/defineEvent';
import type { orderEvents } from '@conectasst/events/schemas/orderEvents';
import type { PaymentMethodName, PaymentReversalKind } from '@conectasst/events/schemas/walletEvents';
import { DomainError } from '@conectasst/common/rules/domainError';
import type { Decider } from '../infrastructure/decider';
import { decideByType, evolveByType } from '../infrastructure/decider';

export type OrderEvent = EventOf<(typeof orderEvents)[number]>;

export interface OrderState {
  /**
   * placed = waiting; boleto = issued, waiting for the bank; pix = a PIX charge issued (payable until `pix.expiresAt`,
   * ADR 0122); failed = last attempt refused (may be paid again); paid =
   * credited; reversed = paid, then refunded or charged back (its credits were taken back; final).
   */
  status: 'none' | 'placed' | 'boleto' | 'pix' | 'failed' | 'paid' | 'reversed';
  providerId: string;
  packageId: number;
  credits: number;
  priceCents: number;
  token: string;
  /** Gateway payments already reported as failed (a repeated notification records nothing new). */
  failedPayments: ReadonlySet<string>;
  /** The last PIX charge issued for the order, if any. */
  pix?: { txid: string; code: string; expiresAt: string };
}

/** A PIX charge can be paid for 30 minutes after it is issued (issue #21). */
export const PIX_EXPIRY_MINUTES = 30;

export type OrderCommand =
  | {
      type: 'PlaceOrder';
      orderId: number;
      providerId: string;
      packageId: number;
      packageName: string;
      credits: number;
      priceCents: number;
      token: string;
    }
  | { type: 'ChooseBoleto'; orderId: number }
  /** A PIX charge for the order: a live one is kept (nothing new); after it expired a new one is issued. */
  | { type: 'IssuePix'; orderId: number; txid: string; code: string; now: string; expiresAt: string }
  /** `at`: when the payment was made (a PIX paid after its charge expired is refused). */
  | {
      type: 'ConfirmPayment';
      orderId: number;
      method: PaymentMethodName;
      paymentId: string;
      amountCents: number;
      at?: string;
    }
  | { type: 'RecordPaymentFailure'; orderId: number; paymentId: string; reason: string }
  /** The gateway refunded or charged back the payment: only a paid order is reversed, once. */
  | { type: 'ReversePayment'; orderId: number; paymentId: string; kind: PaymentReversalKind; detail: string };

export const ORDER_MESSAGES = {
  exists: 'Este pedido já existe.',
  notFound: 'Pedido não encontrado.',
  alreadyPaid: 'Este pedido já foi pago.',
  noBoleto: 'Nenhum boleto foi emitido para este pedido.',
  wrongAmount: 'O valor pago não corresponde ao valor do pedido.',
  noPix: 'Nenhum PIX foi gerado para este pedido.',
  pixExpired: 'Este PIX expirou (o prazo para pagar é de 30 minutos). Gere um novo PIX para pagar.',
} as const;

/** A purchase: card confirms at once; boleto waits for the bank's confirmation (spec §1, FAQ). */
export const orderDecider: Decider<OrderState, OrderCommand, OrderEvent> = {
  initialState: () => ({
    status: 'none',
    providerId: '',
    packageId: 0,
    credits: 0,
    priceCents: 0,
    token: '',
    failedPayments: new Set(),
  }),
  evolve: evolveByType<OrderState, OrderEvent>({
    OrderPlaced: (state, { data }) => ({
      ...state,
      status: 'placed',
      providerId: data.providerId,
      packageId: data.packageId,
      credits: data.credits,
      priceCents: data.priceCents,
      token: data.token,
    }),
    BoletoIssued: (state) => ({ ...state, status: 'boleto' }),
    PixIssued: (state, { data }) => ({
      ...state,
      status: 'pix',
      pix: { txid: data.txid, code: data.code, expiresAt: data.expiresAt },
    }),
    PaymentConfirmed: (state) => ({ ...state, status: 'paid' }),
    PaymentFailed: (state, { data }) => ({
      ...state,
      status: state.status === 'paid' || state.status === 'reversed' ? state.status : 'failed',
      failedPayments: new Set([...state.failedPayments, data.paymentId]),
    }),
    PaymentReversed: (state) => ({ ...state, status: 'reversed' }),
  }),
  decide: decideByType<OrderState, OrderCommand, OrderEvent>({
    PlaceOrder: (command, state) => {
      if (state.status !== 'none') throw new DomainError('conflict', ORDER_MESSAGES.exists);
      const { orderId, providerId, packageId, packageName, credits, priceCents, token } = command;
      return [
        { type: 'OrderPlaced', data: { orderId, providerId, packageId, packageName, credits, priceCents, token } },
      ];
    },
    ChooseBoleto: (command, state) => {
      if (state.status === 'none') throw new DomainError('not_found', ORDER_MESSAGES.notFound);
      if (state.status === 'paid' || state.status === 'reversed')
        throw new DomainError('conflict', ORDER_MESSAGES.alreadyPaid);
      if (state.status === 'boleto') return [];
      return [{ type: 'BoletoIssued', data: { orderId: command.orderId } }];
    },
    ConfirmPayment: (command, state) => {
      if (state.status === 'none') throw new DomainError('not_found', ORDER_MESSAGES.notFound);
      // Idempotent on the order: whatever payment is reported again, the order was credited once (and a reversed
      // order is never credited again by a late "approved").
      if (state.status === 'paid' || state.status === 'reversed') return [];
      if (command.method === 'boleto' && state.status !== 'boleto')
        throw new DomainError('conflict', ORDER_MESSAGES.noBoleto);
      // A PIX charge this order issued can be paid until it expires; a PIX the gateway issued on its own page (Mercado
      // Pago) has no charge here and its approval is money in. No payment time counts as too late.
      if (command.method === 'pix' && state.pix && !(Date.parse(command.at ?? '') <= Date.parse(state.pix.expiresAt))) {
        throw new DomainError('conflict', ORDER_MESSAGES.pixExpired, { reason: 'pix_expired' });
      }
      if (command.amountCents !== state.priceCents)
        throw new DomainError('conflict', ORDER_MESSAGES.wrongAmount, { reason: 'payment_wrong_amount' });
      return [
        {
          type: 'PaymentConfirmed',
          data: { orderId: command.orderId, method: command.method, paymentId: command.paymentId },
        },
      ];
    },
    IssuePix: (command, state) => {
      if (state.status === 'none') throw new DomainError('not_found', ORDER_MESSAGES.notFound);
      if (state.status === 'paid' || state.status === 'reversed')
        throw new DomainError('conflict', ORDER_MESSAGES.alreadyPaid);
      // The charge on screen is still payable: the same QR code and "copia e cola" are shown again.
      if (state.status === 'pix' && state.pix && Date.parse(command.now) < Date.parse(state.pix.expiresAt)) return [];
      return [
        {
          type: 'PixIssued',
          data: { orderId: command.orderId, txid: command.txid, code: command.code, expiresAt: command.expiresAt },
        },
      ];
    },
    RecordPaymentFailure: (command, state) => {
      if (state.status === 'none') throw new DomainError('not_found', ORDER_MESSAGES.notFound);
      if (state.status === 'paid' || state.status === 'reversed' || state.failedPayments.has(command.paymentId))
        return [];
      return [
        {
          type: 'PaymentFailed',
          data: { orderId: command.orderId, paymentId: command.paymentId, reason: command.reason },
        },
      ];
    },
    ReversePayment: (command, state) => {
      if (state.status === 'none') throw new DomainError('not_found', ORDER_MESSAGES.notFound);
      if (state.status !== 'paid') return [];
      return [
        {
          type: 'PaymentReversed',
          data: { orderId: command.orderId, paymentId: command.paymentId, kind: command.kind, detail: command.detail },
        },
      ];
    },
  }),
};
