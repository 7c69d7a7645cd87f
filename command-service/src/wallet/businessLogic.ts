import type { EventOf } from '@conectasst/events/catalogue/defineEvent';
import type { LeadReportReason } from '@conectasst/events/schemas/leadReportEvents';
import type { walletEvents } from '@conectasst/events/schemas/walletEvents';
import { DomainError } from '@conectasst/platform/http/httpError';
import type { Decider } from '../infrastructure/decider';

export type WalletEvent = EventOf<(typeof walletEvents)[number]>;

export interface WalletState {
  /** Available credits (reserved ones are already out of it). */
  balance: number;
  /** Open reservations by id. */
  reservations: ReadonlyMap<string, { demandId: number; credits: number }>;
  /** Orders already credited: a confirmed payment credits once, however often it is reported. */
  creditedOrders: ReadonlySet<number>;
  /** Reservations already settled, and how (the subscription process resumes from them after an interruption). */
  settledReservations: ReadonlyMap<string, { outcome: 'spent' } | { outcome: 'released'; reason: string }>;
  /** Credits spent per demand (what a refund of that lead may give back). */
  spentByDemand: ReadonlyMap<number, number>;
  /** Demands whose credits were refunded: a lead is refunded at most once. */
  refundedDemands: ReadonlySet<number>;
}

export type WalletCommand =
  | { type: 'CreditPurchase'; providerId: string; orderId: number; packageId: number; credits: number; priceCents: number; method: 'card' | 'boleto' }
  | { type: 'AdjustCredits'; providerId: string; newBalance: number; reason: string }
  | { type: 'ReserveCredits'; providerId: string; reservationId: string; demandId: number; credits: number }
  | { type: 'SpendReservation'; providerId: string; reservationId: string }
  | { type: 'ReleaseReservation'; providerId: string; reservationId: string; reason: string }
  /** A lead report was approved (automatically or by an admin): the credits spent on the demand come back, once. */
  | { type: 'RefundCredits'; providerId: string; demandId: number; reportId: string; reason: LeadReportReason; decidedBy: string; automatic: boolean; note: string };

/** Spec §8: the subscribe failure message is the server's. */
export const INSUFFICIENT_CREDITS = 'Saldo de créditos insuficiente. Compre um pacote para se inscrever.';

export const NOTHING_TO_REFUND = 'Nenhum crédito foi gasto nesta demanda: não há o que devolver.';

/** The provider's credits: purchases and admin adjustments (reservations and spends come with subscriptions). */
export const walletDecider: Decider<WalletState, WalletCommand, WalletEvent> = {
  // Credits and reservations only: nothing personal.
  cacheable: true,
  initialState: () => ({ balance: 0, reservations: new Map(), creditedOrders: new Set(), settledReservations: new Map(), spentByDemand: new Map(), refundedDemands: new Set() }),
  evolve(state, event) {
    switch (event.type) {
      case 'CreditsPurchased':
        return { ...state, balance: state.balance + event.data.credits, creditedOrders: new Set([...state.creditedOrders, event.data.orderId]) };
      case 'CreditsReserved':
        return {
          ...state,
          balance: state.balance - event.data.credits,
          reservations: new Map([...state.reservations, [event.data.reservationId, { demandId: event.data.demandId, credits: event.data.credits }]]),
        };
      case 'CreditsSpent': {
        const reservations = new Map(state.reservations);
        reservations.delete(event.data.reservationId);
        return {
          ...state,
          reservations,
          settledReservations: new Map([...state.settledReservations, [event.data.reservationId, { outcome: 'spent' as const }]]),
          spentByDemand: new Map([...state.spentByDemand, [event.data.demandId, (state.spentByDemand.get(event.data.demandId) ?? 0) + event.data.credits]]),
        };
      }
      case 'CreditsRefunded':
        return { ...state, balance: state.balance + event.data.credits, refundedDemands: new Set([...state.refundedDemands, event.data.demandId]) };
      case 'CreditsReleased': {
        const reservations = new Map(state.reservations);
        reservations.delete(event.data.reservationId);
        return {
          ...state,
          balance: state.balance + event.data.credits,
          reservations,
          settledReservations: new Map([...state.settledReservations, [event.data.reservationId, { outcome: 'released' as const, reason: event.data.reason }]]),
        };
      }
      case 'CreditsAdjusted':
        return { ...state, balance: event.data.balanceAfter };
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'CreditPurchase': {
        if (state.creditedOrders.has(command.orderId)) return [];
        const { providerId, orderId, packageId, credits, priceCents, method } = command;
        return [{ type: 'CreditsPurchased', data: { providerId, orderId, packageId, credits, priceCents, method } }];
      }
      case 'AdjustCredits': {
        if (!Number.isInteger(command.newBalance) || command.newBalance < 0) throw new DomainError('invalid', 'O saldo de créditos não pode ficar negativo.');
        if (command.newBalance === state.balance) return [];
        return [
          {
            type: 'CreditsAdjusted',
            data: { providerId: command.providerId, delta: command.newBalance - state.balance, balanceBefore: state.balance, balanceAfter: command.newBalance, reason: command.reason },
          },
        ];
      }
      case 'ReserveCredits': {
        if (state.reservations.has(command.reservationId) || state.settledReservations.has(command.reservationId)) return [];
        if (state.balance < command.credits) throw new DomainError('conflict', INSUFFICIENT_CREDITS);
        const { providerId, reservationId, demandId, credits } = command;
        return [{ type: 'CreditsReserved', data: { providerId, reservationId, demandId, credits } }];
      }
      case 'SpendReservation': {
        const held = state.reservations.get(command.reservationId);
        if (!held) return [];
        return [{ type: 'CreditsSpent', data: { providerId: command.providerId, reservationId: command.reservationId, demandId: held.demandId, credits: held.credits } }];
      }
      case 'ReleaseReservation': {
        const held = state.reservations.get(command.reservationId);
        if (!held) return [];
        return [
          {
            type: 'CreditsReleased',
            data: { providerId: command.providerId, reservationId: command.reservationId, demandId: held.demandId, credits: held.credits, reason: command.reason },
          },
        ];
      }
      case 'RefundCredits': {
        // At most once per lead, whatever the number of reports or approvals.
        if (state.refundedDemands.has(command.demandId)) return [];
        const spent = state.spentByDemand.get(command.demandId);
        if (!spent) throw new DomainError('conflict', NOTHING_TO_REFUND);
        const { providerId, demandId, reportId, reason, decidedBy, automatic, note } = command;
        return [{ type: 'CreditsRefunded', data: { providerId, demandId, credits: spent, reportId, reason, decidedBy, automatic, note } }];
      }
      default: {
        const unhandled: never = command;
        return unhandled;
      }
    }
  },
};
