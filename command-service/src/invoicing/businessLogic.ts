import type { EventOf } from '@conectasst/events/catalogue/defineEvent';
import type { invoiceEvents, invoiceReversalKinds } from '@conectasst/events/schemas/invoiceEvents';
import type { Decider } from '../infrastructure/decider';
import { decideByType, evolveByType } from '../infrastructure/decider';

export type InvoiceEvent = EventOf<(typeof invoiceEvents)[number]>;
export type InvoiceReversalKind = (typeof invoiceReversalKinds)[number];

/**
 * An order's NFS-e (ADR 0171). none → requested (claimed, the issuer called) → issued | rejected (refused for good);
 * a failed attempt stays requested with a `retryAt`. A reversal: issued → cancelling → cancelled (then, after a
 * partial refund, requested again for the money kept, under a new reference); not yet issued → voided.
 */
export interface InvoiceState {
  status: 'none' | 'requested' | 'issued' | 'rejected' | 'voided' | 'cancelling' | 'cancelled';
  reference: string;
  amountCents: number;
  /** Attempts of the current step (issue or cancel), and when the last claim was made. */
  attempt: number;
  claimedAt?: string;
  /** Set by a failed attempt that may be retried: the claim may be made again from then. */
  retryAt?: string;
  /** Notes issued so far under this order (the reissue references count on it). */
  issuedNotes: number;
  /** After a partial refund: the amount of the note to issue once the cancellation is done. */
  reissueCents: number;
  /** The kind of the reversal being served (a note issued after a void is cancelled for it). */
  reversal?: InvoiceReversalKind;
  lastError?: string;
  /** The last note issued: its number, verification code and date (the PDF is drawn again from them in the sandbox). */
  issued?: { number: string; verificationCode: string; issuedAt: string };
}

export type InvoiceCommand =
  /** The payment is confirmed, or a retry / a reissue is due: claim the call to the issuer (or nothing). */
  | { type: 'ClaimIssue'; orderId: number; amountCents: number; now: string }
  | {
      type: 'RecordIssued';
      orderId: number;
      reference: string;
      number: string;
      verificationCode: string;
      issuedAt: string;
      pdfUrl?: string;
    }
  | { type: 'RecordIssueFailure'; orderId: number; reference: string; reason: string; retryable: boolean; now: string }
  /** A refund or chargeback reversed the purchase; `keptCents`: the money the buyer still paid (partial refund). */
  | { type: 'ClaimCancel'; orderId: number; kind: InvoiceReversalKind; keptCents: number; now: string }
  | { type: 'RecordCancelled'; orderId: number; reference: string; now: string }
  /** The sweep: the step whose retry time came (or whose claim's lease ran out) is claimed again, issue or cancel. */
  | { type: 'ClaimRetry'; orderId: number; now: string }
  | {
      type: 'RecordCancelFailure';
      orderId: number;
      reference: string;
      reason: string;
      retryable: boolean;
      now: string;
    };

/** Attempts of one step before it waits for a person (the admin sees the reason). */
export const MAX_INVOICE_ATTEMPTS = 8;
/** A claim without an outcome after this long (a crash between claim and record) may be made again: the issuer is idempotent by reference. */
export const INVOICE_CLAIM_LEASE_MS = 10 * 60_000;

/** Backoff after failed attempt n: 1 min, 4 min, 16 min, 64 min, 256 min, then every 6 h (8 attempts span about a day). */
export function invoiceRetryDelayMs(attempt: number): number {
  return Math.min(60_000 * 4 ** (attempt - 1), 6 * 3600_000);
}

const baseReference = (orderId: number) => `order-${orderId}`;
const referenceFor = (orderId: number, issuedNotes: number) =>
  issuedNotes === 0 ? baseReference(orderId) : `${baseReference(orderId)}-r${issuedNotes}`;

/** A step may be claimed again: its last attempt failed and its retry time came, or its claim's lease ran out. */
function mayClaimAgain(state: InvoiceState, now: string): boolean {
  if (state.retryAt) return Date.parse(now) >= Date.parse(state.retryAt);
  if (state.lastError) return false; // refused for good
  return state.claimedAt !== undefined && Date.parse(now) - Date.parse(state.claimedAt) >= INVOICE_CLAIM_LEASE_MS;
}

type DataOf<T extends InvoiceEvent['type']> = Extract<InvoiceEvent, { type: T }>['data'];
/** The issue call claimed: `InvoiceRequested`, the decision of every claim of a note to issue. */
const requested = (data: DataOf<'InvoiceRequested'>): InvoiceEvent[] => [{ type: 'InvoiceRequested', data }];
/** The same note's issue call claimed again: its retry time came, or the last claim's lease ran out. */
const requestedAgain = (orderId: number, state: InvoiceState, now: string): InvoiceEvent[] =>
  requested({
    orderId,
    reference: state.reference,
    amountCents: state.amountCents,
    attempt: state.attempt + 1,
    at: now,
  });
/** The cancellation call claimed: `InvoiceCancellationRequested`. */
const cancellationRequested = (data: DataOf<'InvoiceCancellationRequested'>): InvoiceEvent[] => [
  { type: 'InvoiceCancellationRequested', data },
];

function failure(attempt: number, retryable: boolean, now: string): { retryAt?: string } {
  if (!retryable || attempt >= MAX_INVOICE_ATTEMPTS) return {};
  return { retryAt: new Date(Date.parse(now) + invoiceRetryDelayMs(attempt)).toISOString() };
}

export const invoiceDecider: Decider<InvoiceState, InvoiceCommand, InvoiceEvent> = {
  initialState: () => ({ status: 'none', reference: '', amountCents: 0, attempt: 0, issuedNotes: 0, reissueCents: 0 }),
  cacheable: true,
  evolve: evolveByType<InvoiceState, InvoiceEvent>({
    InvoiceRequested: (state, { data }) => {
      const { retryAt: _r, lastError: _e, ...rest } = state;
      return {
        ...rest,
        status: 'requested',
        reference: data.reference,
        amountCents: data.amountCents,
        attempt: data.attempt,
        claimedAt: data.at,
        reissueCents: 0,
      };
    },
    InvoiceIssued: (state, { data }) => {
      const { retryAt: _r, lastError: _e, claimedAt: _c, ...rest } = state;
      const issued = { number: data.number, verificationCode: data.verificationCode, issuedAt: data.issuedAt };
      return { ...rest, status: 'issued', issuedNotes: state.issuedNotes + 1, attempt: 0, issued };
    },
    InvoiceIssueFailed: (state, { data }) => {
      const { retryAt: _r, ...rest } = state;
      return {
        ...rest,
        status: data.retryAt ? 'requested' : 'rejected',
        lastError: data.reason,
        ...(data.retryAt ? { retryAt: data.retryAt } : {}),
      };
    },
    InvoiceVoided: (state, { data }) => {
      const { retryAt: _r, ...rest } = state;
      return { ...rest, status: 'voided', reversal: data.kind, reissueCents: 0 };
    },
    InvoiceCancellationRequested: (state, { data }) => {
      const { retryAt: _r, lastError: _e, ...rest } = state;
      return {
        ...rest,
        status: 'cancelling',
        reference: data.reference,
        attempt: data.attempt,
        claimedAt: data.at,
        reversal: data.kind,
        reissueCents: data.reissueCents,
      };
    },
    InvoiceCancelled: (state) => {
      const { retryAt: _r, lastError: _e, claimedAt: _c, ...rest } = state;
      return { ...rest, status: 'cancelled', attempt: 0 };
    },
    InvoiceCancellationFailed: (state, { data }) => {
      const { retryAt: _r, ...rest } = state;
      return { ...rest, lastError: data.reason, ...(data.retryAt ? { retryAt: data.retryAt } : {}) };
    },
  }),
  decide: decideByType<InvoiceState, InvoiceCommand, InvoiceEvent>({
    ClaimIssue: ({ orderId, amountCents, now }, state) => {
      if (state.status === 'none')
        return requested({ orderId, reference: baseReference(orderId), amountCents, attempt: 1, at: now });
      if (state.status === 'requested' && mayClaimAgain(state, now)) return requestedAgain(orderId, state, now);
      if (state.status === 'cancelled' && state.reissueCents > 0)
        return requested({
          orderId,
          reference: referenceFor(orderId, state.issuedNotes),
          amountCents: state.reissueCents,
          attempt: 1,
          at: now,
        });
      return [];
    },
    RecordIssued: (command, state) => {
      if (
        command.reference !== state.reference ||
        (state.status !== 'requested' && state.status !== 'voided' && state.status !== 'rejected')
      )
        return [];
      const { orderId, reference, number, verificationCode, issuedAt, pdfUrl } = command;
      const issued: InvoiceEvent = {
        type: 'InvoiceIssued',
        data: { orderId, reference, number, verificationCode, issuedAt, ...(pdfUrl ? { pdfUrl } : {}) },
      };
      // The purchase was reversed while the call was under way: the note just issued is cancelled at once.
      if (state.status === 'voided')
        return [
          issued,
          ...cancellationRequested({
            orderId,
            reference,
            kind: state.reversal ?? 'refunded',
            reissueCents: 0,
            attempt: 1,
            at: issuedAt,
          }),
        ];
      return [issued];
    },
    RecordIssueFailure: ({ orderId, reference, reason, retryable, now }, state) => {
      if (state.status !== 'requested' || reference !== state.reference || state.retryAt) return [];
      return [
        {
          type: 'InvoiceIssueFailed',
          data: { orderId, reference, attempt: state.attempt, reason, ...failure(state.attempt, retryable, now) },
        },
      ];
    },
    ClaimCancel: ({ orderId, kind, keptCents, now }, state) => {
      const reissueCents = kind === 'partial_refund' ? Math.max(0, keptCents) : 0;
      if (state.status === 'none' || state.status === 'requested' || state.status === 'rejected') {
        // No note yet. A partial refund only lowers the note still to be issued; a whole reversal voids it.
        if (kind === 'partial_refund' && reissueCents > 0 && state.status !== 'none')
          return requested({
            orderId,
            reference: state.reference,
            amountCents: reissueCents,
            attempt: state.attempt + 1,
            at: now,
          });
        return [{ type: 'InvoiceVoided', data: { orderId, kind } }];
      }
      if (state.status === 'issued')
        return cancellationRequested({ orderId, reference: state.reference, kind, reissueCents, attempt: 1, at: now });
      if (state.status === 'cancelling') {
        // A later reversal while cancelling updates what is reissued; a due retry claims the call again.
        const kindNow = kind === 'partial_refund' && state.reversal !== 'partial_refund' ? state.reversal! : kind;
        const reissueNow = kindNow === 'partial_refund' ? reissueCents : 0;
        if (reissueNow !== state.reissueCents || mayClaimAgain(state, now))
          return cancellationRequested({
            orderId,
            reference: state.reference,
            kind: kindNow,
            reissueCents: reissueNow,
            attempt: state.attempt + 1,
            at: now,
          });
        return [];
      }
      if (state.status === 'cancelled' && state.reissueCents > 0) {
        // Cancelled, its reissue not yet claimed: a whole reversal drops it, another partial refund claims it at the new amount.
        if (reissueCents === 0) return [{ type: 'InvoiceVoided', data: { orderId, kind } }];
        return requested({
          orderId,
          reference: referenceFor(orderId, state.issuedNotes),
          amountCents: reissueCents,
          attempt: 1,
          at: now,
        });
      }
      return [];
    },
    ClaimRetry: ({ orderId, now }, state) => {
      if (!mayClaimAgain(state, now)) return [];
      if (state.status === 'requested') return requestedAgain(orderId, state, now);
      if (state.status === 'cancelling')
        return cancellationRequested({
          orderId,
          reference: state.reference,
          kind: state.reversal ?? 'refunded',
          reissueCents: state.reissueCents,
          attempt: state.attempt + 1,
          at: now,
        });
      return [];
    },
    RecordCancelled: ({ orderId, reference, now }, state) => {
      if (state.status !== 'cancelling' || reference !== state.reference) return [];
      return [{ type: 'InvoiceCancelled', data: { orderId, reference, at: now } }];
    },
    RecordCancelFailure: ({ orderId, reference, reason, retryable, now }, state) => {
      if (state.status !== 'cancelling' || reference !== state.reference || state.retryAt) return [];
      return [
        {
          type: 'InvoiceCancellationFailed',
          data: { orderId, reference, attempt: state.attempt, reason, ...failure(state.attempt, retryable, now) },
        },
      ];
    },
  }),
};
