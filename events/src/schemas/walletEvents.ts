import { z } from 'zod';
import { plainEvent } from './plainEvent';
import { leadReportReasons } from './leadReportEvents';

/**
 * One wallet per provider: `wallet-<userId>`. The balance is the fold of this stream. It goes below zero only when a
 * payment already credited is refunded or charged back (`CreditsReversed`); a negative wallet cannot subscribe.
 */
export const walletStream = (providerId: string) => `wallet-${providerId}`;

const providerId = z.string().uuid();
/** How a package was paid (PIX first, as the checkout shows it; ADR 0122). */
export const paymentMethods = ['pix', 'card', 'boleto'] as const;
export type PaymentMethodName = (typeof paymentMethods)[number];
const credits = z.number().int().positive();

export const CreditsPurchased = plainEvent(
  'CreditsPurchased',
  z.object({
    providerId,
    orderId: z.number().int().positive(),
    packageId: z.number().int().positive(),
    credits,
    priceCents: z.number().int().positive(),
    method: z.enum(paymentMethods),
  }),
);
/**
 * An admin changed the balance (who is in the metadata; why here). `unchecked`: a total set by the spec's call without
 * the balance the admin saw, so nothing checked that the wallet had not moved (ADR 0158); absent for checked deltas.
 */
export const CreditsAdjusted = plainEvent(
  'CreditsAdjusted',
  z.object({
    providerId,
    delta: z.number().int(),
    balanceBefore: z.number().int(),
    balanceAfter: z.number().int(),
    reason: z.string(),
    unchecked: z.literal(true).optional(),
  }),
);

const reservation = { providerId, reservationId: z.string().uuid(), demandId: z.number().int().positive(), credits };

/** Step 1 of subscribing: the credits leave the available balance and wait for the seat. */
export const CreditsReserved = plainEvent('CreditsReserved', z.object(reservation));
/** The seat was taken: the reserved credits are spent. */
export const CreditsSpent = plainEvent('CreditsSpent', z.object(reservation));
/** The seat was refused (full, closed, expired, already subscribed): the credits come back. */
export const CreditsReleased = plainEvent('CreditsReleased', z.object({ ...reservation, reason: z.string() }));

/**
 * A lead the provider reported was refunded (leadReportEvents.ts): the credits spent on `demandId` come back, at most
 * once per demand. Everything a ledger line needs is here: the report, its reason, and who decided ('system' for an
 * automatic check, otherwise the admin's id).
 */
export const CreditsRefunded = plainEvent(
  'CreditsRefunded',
  z.object({
    providerId,
    demandId: z.number().int().positive(),
    credits,
    reportId: z.string().uuid(),
    reason: z.enum(leadReportReasons),
    decidedBy: z.union([z.literal('system'), z.string().uuid()]),
    automatic: z.boolean(),
    note: z.string(),
  }),
);

/** Why the gateway took a payment back: the seller refunded it, or the card holder disputed it with the bank. */
export const paymentReversalKinds = ['refunded', 'charged_back'] as const;
export type PaymentReversalKind = (typeof paymentReversalKinds)[number];
/** A reversal in the wallet: the whole payment, or part of it refunded while the payment stays approved (ADR 0168). */
export const creditReversalKinds = [...paymentReversalKinds, 'partial_refund'] as const;
export type CreditReversalKind = (typeof creditReversalKinds)[number];

/**
 * A payment already credited was refunded or charged back (ADR 0111): the credits of its order are taken back, once
 * per order, even when they were already spent — the balance may then go below zero. `orderId`, `paymentId` and the
 * package's `priceCents` tie the line to the purchase it reverses. A partial refund (kind `partial_refund`, ADR 0168)
 * takes back credits in proportion to the money refunded, once per refund id; a full reversal after partial refunds takes
 * only the rest.
 */
export const CreditsReversed = plainEvent(
  'CreditsReversed',
  z.object({
    providerId,
    orderId: z.number().int().positive(),
    paymentId: z.string(),
    packageId: z.number().int().positive(),
    /** Credits taken back by this line: zero when a small partial refund did not reach a whole credit (ADR 0168). */
    credits: z.number().int().nonnegative(),
    priceCents: z.number().int().positive(),
    kind: z.enum(creditReversalKinds),
    /**
     * A partial refund (ADR 0168): the gateway's refund id (once per id) and the money it gave back, in cents. A full
     * reversal after partial refunds states the rest of the money here; absent on a full reversal alone (the price).
     */
    refundId: z.string().optional(),
    refundedCents: z.number().int().positive().optional(),
  }),
);

export const walletEvents = [
  CreditsPurchased,
  CreditsAdjusted,
  CreditsReserved,
  CreditsSpent,
  CreditsReleased,
  CreditsRefunded,
  CreditsReversed,
] as const;
