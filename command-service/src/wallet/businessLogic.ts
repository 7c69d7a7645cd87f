import type { EventOf } from '@conectasst/events/catalogue/defineEvent';
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
}

export type WalletCommand =
  | { type: 'CreditPurchase'; providerId: string; orderId: number; packageId: number; credits: number; priceCents: number; method: 'card' | 'boleto' }
  | { type: 'AdjustCredits'; providerId: string; newBalance: number; reason: string }
  | { type: 'ReserveCredits'; providerId: string; reservationId: string; demandId: number; credits: number }
  | { type: 'SpendReservation'; providerId: string; reservationId: string }
  | { type: 'ReleaseReservation'; providerId: string; reservationId: string; reason: string };

/** Spec §8: the subscribe failure message is the server's. */
export const INSUFFICIENT_CREDITS = 'Saldo de créditos insuficiente. Compre um pacote para se inscrever.';

/** The provider's credits: purchases and admin adjustments (reservations and spends come with subscriptions). */
export const walletDecider: Decider<WalletState, WalletCommand, WalletEvent> = {
  initialState: () => ({ balance: 0, reservations: new Map(), creditedOrders: new Set(), settledReservations: new Map() }),
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
        return { ...state, reservations, settledReservations: new Map([...state.settledReservations, [event.data.reservationId, { outcome: 'spent' as const }]]) };
      }
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
      default: {
        const unhandled: never = command;
        return unhandled;
      }
    }
  },
};
