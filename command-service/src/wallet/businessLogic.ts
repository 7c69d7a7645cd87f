import type { EventOf } from '@conectasst/events/catalogue/defineEvent';
import type { LeadReportReason } from '@conectasst/events/schemas/leadReportEvents';
import type { CreditReversalKind, PaymentMethodName, walletEvents } from '@conectasst/events/schemas/walletEvents';
import { PROVIDER_BALANCE_CHANGED } from '@conectasst/common/api/providers';
import { DomainError } from '@conectasst/common/rules/domainError';
import { RUNNING_TOTAL_REFUND } from '@conectasst/platform/payments/paymentGateway';
import type { Decider } from '../infrastructure/decider';
import { decideByType } from '../infrastructure/decider';

export type WalletEvent = EventOf<(typeof walletEvents)[number]>;

export interface WalletState {
  /** Available credits (reserved ones are already out of it). */
  balance: number;
  /** Open reservations by id. */
  reservations: ReadonlyMap<string, { demandId: number; credits: number }>;
  /** Orders already credited: a confirmed payment credits once, however often it is reported. */
  creditedOrders: ReadonlySet<number>;
  /** Orders whose payment was refunded or charged back: their credits are taken back once (ADR 0111). */
  reversedOrders: ReadonlySet<number>;
  /** Partial refunds per order (ADR 0168): money refunded so far and credits taken back for it. */
  partialRefunds: ReadonlyMap<number, { refundedCents: number; credits: number }>;
  /** Gateway refund ids already applied: each partial refund counts once. */
  refundIds: ReadonlySet<string>;
  /** Reservations already settled, and how (the subscription process resumes from them after an interruption). */
  settledReservations: ReadonlyMap<string, { outcome: 'spent' } | { outcome: 'released'; reason: string }>;
  /** Credits spent per demand (what a refund of that lead may give back). */
  spentByDemand: ReadonlyMap<number, number>;
  /** Demands whose credits were refunded: a lead is refunded at most once. */
  refundedDemands: ReadonlySet<number>;
}

export type WalletCommand =
  | {
      type: 'CreditPurchase';
      providerId: string;
      orderId: number;
      packageId: number;
      credits: number;
      priceCents: number;
      method: PaymentMethodName;
    }
  /** An admin adds (or takes away) `delta` credits to the balance their screen showed (`balanceSeen`, ADR 0111). */
  | { type: 'AdjustCredits'; providerId: string; delta: number; balanceSeen: number; reason: string }
  /** The spec's `PUT /admin/Parceiro { id, credits }`: the new total, set without checking a balance seen (ADR 0158). */
  | { type: 'SetCredits'; providerId: string; total: number; reason: string }
  | { type: 'ReserveCredits'; providerId: string; reservationId: string; demandId: number; credits: number }
  | { type: 'SpendReservation'; providerId: string; reservationId: string }
  | { type: 'ReleaseReservation'; providerId: string; reservationId: string; reason: string }
  /**
   * The gateway refunded or charged back the payment of an order this wallet was credited for: take those credits back.
   * `partial_refund` (ADR 0168): `refundId` and `refundedCents` (this refund's money) take back a proportional share.
   */
  | {
      type: 'ReverseCredits';
      providerId: string;
      orderId: number;
      paymentId: string;
      packageId: number;
      credits: number;
      priceCents: number;
      kind: CreditReversalKind;
      refundId?: string;
      refundedCents?: number;
    }
  /** A lead report was approved (automatically or by an admin): the credits spent on the demand come back, once. */
  | {
      type: 'RefundCredits';
      providerId: string;
      demandId: number;
      reportId: string;
      reason: LeadReportReason;
      decidedBy: string;
      automatic: boolean;
      note: string;
    };

/** Spec §8: the subscribe failure message is the server's. */
export const INSUFFICIENT_CREDITS = 'Saldo de créditos insuficiente. Compre um pacote para se inscrever.';
/** A wallet below zero after a reversal: the provider is told why it cannot subscribe (ADR 0111). */
export const NEGATIVE_BALANCE =
  'Seu saldo de créditos está negativo porque um pagamento já creditado foi estornado ou contestado. Compre um pacote para cobrir o saldo e voltar a se inscrever.';

export const NEGATIVE_ADJUSTMENT = 'O saldo de créditos não pode ficar negativo.';

/** Appended to the reason of a total set by the spec's call, without the balance the admin saw (ADR 0158). */
export const UNCHECKED_TOTAL_NOTE = 'total definido sem conferir o saldo exibido';

export const NOTHING_TO_REFUND = 'Nenhum crédito foi gasto nesta demanda: não há o que devolver.';

/**
 * The credits a partial refund takes back (ADR 0168): the share of the purchase refunded so far, in credits rounded
 * down, minus what earlier partial refunds of the order already took. Counted on the running total, so repeated partial
 * refunds add up to exactly the package's credits when they reach its price, and never more (the money is capped at the
 * price). Rounded down: a credit is taken back only once its whole price was refunded — the provider never loses a
 * credit they still paid for.
 */
export function partialRefundShare(order: {
  credits: number;
  priceCents: number;
  refundedBefore: number;
  creditsBefore: number;
  refundedCents: number;
}) {
  const refundedCents = Math.min(order.refundedCents, order.priceCents - order.refundedBefore);
  const total = order.refundedBefore + refundedCents;
  const credits = Math.floor((order.credits * total) / order.priceCents) - order.creditsBefore;
  return { credits: Math.max(0, credits), refundedCents };
}

type CommandOf<T extends WalletCommand['type']> = Extract<WalletCommand, { type: T }>;

function purchaseCredits(command: CommandOf<'CreditPurchase'>, state: WalletState): WalletEvent[] {
  if (state.creditedOrders.has(command.orderId)) return [];
  const { providerId, orderId, packageId, credits, priceCents, method } = command;
  return [{ type: 'CreditsPurchased', data: { providerId, orderId, packageId, credits, priceCents, method } }];
}

function adjustCredits(command: CommandOf<'AdjustCredits'>, state: WalletState): WalletEvent[] {
  // A purchase, spend or reversal that landed after the admin's screen loaded is never overwritten.
  if (command.balanceSeen !== state.balance) throw new DomainError('conflict', PROVIDER_BALANCE_CHANGED);
  if (!Number.isInteger(command.delta)) throw new DomainError('invalid', 'Você digitou algo que não é um numero.');
  if (command.delta === 0) return [];
  const balanceAfter = state.balance + command.delta;
  // An admin may raise a negative wallet (after a reversal) step by step, never push one below zero.
  if (balanceAfter < 0 && command.delta < 0) throw new DomainError('invalid', NEGATIVE_ADJUSTMENT);
  return [
    {
      type: 'CreditsAdjusted',
      data: {
        providerId: command.providerId,
        delta: command.delta,
        balanceBefore: state.balance,
        balanceAfter,
        reason: command.reason,
      },
    },
  ];
}

function setCredits(command: CommandOf<'SetCredits'>, state: WalletState): WalletEvent[] {
  if (!Number.isInteger(command.total) || command.total < 0) throw new DomainError('invalid', NEGATIVE_ADJUSTMENT);
  if (command.total === state.balance) return [];
  // Recorded as set without the check: the ledger and the event say so, the metadata says which admin (ADR 0158).
  const reason = `${command.reason} (${UNCHECKED_TOTAL_NOTE})`;
  return [
    {
      type: 'CreditsAdjusted',
      data: {
        providerId: command.providerId,
        delta: command.total - state.balance,
        balanceBefore: state.balance,
        balanceAfter: command.total,
        reason,
        unchecked: true,
      },
    },
  ];
}

function reserveCredits(command: CommandOf<'ReserveCredits'>, state: WalletState): WalletEvent[] {
  if (state.reservations.has(command.reservationId) || state.settledReservations.has(command.reservationId)) return [];
  if (state.balance < 0) throw new DomainError('conflict', NEGATIVE_BALANCE);
  if (state.balance < command.credits) throw new DomainError('conflict', INSUFFICIENT_CREDITS);
  const { providerId, reservationId, demandId, credits } = command;
  return [{ type: 'CreditsReserved', data: { providerId, reservationId, demandId, credits } }];
}

/** The seat a reservation still holds, as the event that settles it names it (none once settled or never held). */
function heldSeat(state: WalletState, { providerId, reservationId }: { providerId: string; reservationId: string }) {
  const held = state.reservations.get(reservationId);
  return held && { providerId, reservationId, demandId: held.demandId, credits: held.credits };
}

function spendReservation(command: CommandOf<'SpendReservation'>, state: WalletState): WalletEvent[] {
  const seat = heldSeat(state, command);
  return seat ? [{ type: 'CreditsSpent', data: seat }] : [];
}

function releaseReservation(command: CommandOf<'ReleaseReservation'>, state: WalletState): WalletEvent[] {
  const seat = heldSeat(state, command);
  return seat ? [{ type: 'CreditsReleased', data: { ...seat, reason: command.reason } }] : [];
}

function reverseCredits(command: CommandOf<'ReverseCredits'>, state: WalletState): WalletEvent[] {
  // Once per order, and only for an order this wallet was credited for (a reversal of an unpaid order takes nothing).
  if (state.reversedOrders.has(command.orderId) || !state.creditedOrders.has(command.orderId)) return [];
  const partial = state.partialRefunds.get(command.orderId) ?? { refundedCents: 0, credits: 0 };
  return command.kind === 'partial_refund'
    ? reversePartialRefund(command, state, partial)
    : reverseWholeOrder(command, partial);
}

/** After partial refunds, the full reversal takes only the credits (and states the money) they left (ADR 0168). */
function reverseWholeOrder(
  command: CommandOf<'ReverseCredits'>,
  partial: { refundedCents: number; credits: number },
): WalletEvent[] {
  const { providerId, orderId, paymentId, packageId, credits, priceCents, kind } = command;
  const rest = priceCents - partial.refundedCents;
  const refunded = partial.refundedCents > 0 && rest > 0 ? { refundedCents: rest } : {};
  return [
    {
      type: 'CreditsReversed',
      data: {
        providerId,
        orderId,
        paymentId,
        packageId,
        credits: credits - partial.credits,
        priceCents,
        kind,
        ...refunded,
      },
    },
  ];
}

function reversePartialRefund(
  command: CommandOf<'ReverseCredits'>,
  state: WalletState,
  partial: { refundedCents: number; credits: number },
): WalletEvent[] {
  const { providerId, orderId, paymentId, packageId, credits, priceCents, kind, refundId } = command;
  // A refund known only by the payment's refunded total counts what that total adds to the money already counted
  // (ADR 0168 §8): the same total twice, or a smaller one, takes nothing.
  const refundedCents = refundId?.startsWith(RUNNING_TOTAL_REFUND)
    ? (command.refundedCents ?? 0) - partial.refundedCents
    : command.refundedCents;
  if (!refundId || !refundedCents || refundedCents <= 0) return [];
  // Once per refund id; nothing once the refunds already reached the price paid.
  if (state.refundIds.has(refundId) || partial.refundedCents >= priceCents) return [];
  const share = partialRefundShare({
    credits,
    priceCents,
    refundedBefore: partial.refundedCents,
    creditsBefore: partial.credits,
    refundedCents,
  });
  return [
    {
      type: 'CreditsReversed',
      data: {
        providerId,
        orderId,
        paymentId,
        packageId,
        credits: share.credits,
        priceCents,
        kind,
        refundId,
        refundedCents: share.refundedCents,
      },
    },
  ];
}

function refundCredits(command: CommandOf<'RefundCredits'>, state: WalletState): WalletEvent[] {
  // At most once per lead, whatever the number of reports or approvals.
  if (state.refundedDemands.has(command.demandId)) return [];
  const spent = state.spentByDemand.get(command.demandId);
  if (!spent) throw new DomainError('conflict', NOTHING_TO_REFUND);
  const { providerId, demandId, reportId, reason, decidedBy, automatic, note } = command;
  return [
    {
      type: 'CreditsRefunded',
      data: { providerId, demandId, credits: spent, reportId, reason, decidedBy, automatic, note },
    },
  ];
}

const decideWallet = decideByType<WalletState, WalletCommand, WalletEvent>({
  CreditPurchase: purchaseCredits,
  AdjustCredits: adjustCredits,
  SetCredits: setCredits,
  ReserveCredits: reserveCredits,
  SpendReservation: spendReservation,
  ReleaseReservation: releaseReservation,
  ReverseCredits: reverseCredits,
  RefundCredits: refundCredits,
});

/** The provider's credits: purchases and admin adjustments (reservations and spends come with subscriptions). */
export const walletDecider: Decider<WalletState, WalletCommand, WalletEvent> = {
  // Credits and reservations only: nothing personal.
  cacheable: true,
  initialState: () => ({
    balance: 0,
    reservations: new Map(),
    creditedOrders: new Set(),
    reversedOrders: new Set(),
    partialRefunds: new Map(),
    refundIds: new Set(),
    settledReservations: new Map(),
    spentByDemand: new Map(),
    refundedDemands: new Set(),
  }),
  evolve(state, event) {
    switch (event.type) {
      case 'CreditsPurchased':
        return {
          ...state,
          balance: state.balance + event.data.credits,
          creditedOrders: new Set([...state.creditedOrders, event.data.orderId]),
        };
      case 'CreditsReserved':
        return {
          ...state,
          balance: state.balance - event.data.credits,
          reservations: new Map([
            ...state.reservations,
            [event.data.reservationId, { demandId: event.data.demandId, credits: event.data.credits }],
          ]),
        };
      case 'CreditsSpent': {
        const reservations = new Map(state.reservations);
        reservations.delete(event.data.reservationId);
        return {
          ...state,
          reservations,
          settledReservations: new Map([
            ...state.settledReservations,
            [event.data.reservationId, { outcome: 'spent' as const }],
          ]),
          spentByDemand: new Map([
            ...state.spentByDemand,
            [event.data.demandId, (state.spentByDemand.get(event.data.demandId) ?? 0) + event.data.credits],
          ]),
        };
      }
      case 'CreditsRefunded':
        return {
          ...state,
          balance: state.balance + event.data.credits,
          refundedDemands: new Set([...state.refundedDemands, event.data.demandId]),
        };
      case 'CreditsReleased': {
        const reservations = new Map(state.reservations);
        reservations.delete(event.data.reservationId);
        return {
          ...state,
          balance: state.balance + event.data.credits,
          reservations,
          settledReservations: new Map([
            ...state.settledReservations,
            [event.data.reservationId, { outcome: 'released' as const, reason: event.data.reason }],
          ]),
        };
      }
      case 'CreditsAdjusted':
        return { ...state, balance: event.data.balanceAfter };
      case 'CreditsReversed': {
        const { orderId, credits, kind, refundId, refundedCents } = event.data;
        if (kind === 'partial_refund') {
          const before = state.partialRefunds.get(orderId) ?? { refundedCents: 0, credits: 0 };
          return {
            ...state,
            balance: state.balance - credits,
            partialRefunds: new Map([
              ...state.partialRefunds,
              [
                orderId,
                { refundedCents: before.refundedCents + (refundedCents ?? 0), credits: before.credits + credits },
              ],
            ]),
            refundIds: refundId ? new Set([...state.refundIds, refundId]) : state.refundIds,
          };
        }
        return {
          ...state,
          balance: state.balance - credits,
          reversedOrders: new Set([...state.reversedOrders, orderId]),
        };
      }
      default:
        return state;
    }
  },
  decide: decideWallet,
};
