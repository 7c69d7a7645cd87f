import { z } from 'zod';
import { defineEvent } from '../catalogue/defineEvent';
import { plainEvent } from './plainEvent';

/**
 * One stream per order's NFS-e: `invoice-<orderId>` (ADR 0171). The events hold no personal data: the buyer's fiscal
 * data is read from the provider's details when the note is asked for, never copied into the log.
 */
export const invoiceStream = (orderId: number) => `invoice-${orderId}`;

const orderId = z.number().int().positive();
/** Our reference of the note at the issuer: `order-<id>`, a reissue after a partial refund `order-<id>-r<n>`. */
const reference = z.string().regex(/^order-\d+(-r\d+)?$/);
const at = z.string().datetime();
/** What reversed the purchase: a whole refund, a chargeback, or a partial refund (cancel and reissue, ADR 0171). */
export const invoiceReversalKinds = ['refunded', 'charged_back', 'partial_refund'] as const;
const kind = z.enum(invoiceReversalKinds);

/** Claimed before the issuer is called (never twice): attempt n of asking for the note `reference`. */
export const InvoiceRequested = plainEvent(
  'InvoiceRequested',
  z.object({ orderId, reference, amountCents: z.number().int().positive(), attempt: z.number().int().positive(), at }),
);
/** The municipality authorised the note. */
export const InvoiceIssued = plainEvent(
  'InvoiceIssued',
  z.object({
    orderId,
    reference,
    number: z.string(),
    verificationCode: z.string(),
    issuedAt: z.string(),
    pdfUrl: z.string().url().optional(),
  }),
);
/** The attempt failed: `retryAt` when it is asked again (backoff); without it the issuer refused for good (the admin sees why). */
export const InvoiceIssueFailed = plainEvent(
  'InvoiceIssueFailed',
  z.object({ orderId, reference, attempt: z.number().int().positive(), reason: z.string(), retryAt: at.optional() }),
);
/** The purchase was reversed before any note was issued: none will be. */
export const InvoiceVoided = plainEvent('InvoiceVoided', z.object({ orderId, kind }));
/**
 * Claimed before the issuer's cancellation is called: the note `reference` is cancelled because of `kind`;
 * `reissueCents` > 0 (a partial refund) asks for a new note of the money kept once the cancellation is done.
 */
export const InvoiceCancellationRequested = plainEvent(
  'InvoiceCancellationRequested',
  z.object({
    orderId,
    reference,
    kind,
    reissueCents: z.number().int().nonnegative(),
    attempt: z.number().int().positive(),
    at,
  }),
);
export const InvoiceCancelled = plainEvent('InvoiceCancelled', z.object({ orderId, reference, at }));
export const InvoiceCancellationFailed = plainEvent(
  'InvoiceCancellationFailed',
  z.object({ orderId, reference, attempt: z.number().int().positive(), reason: z.string(), retryAt: at.optional() }),
);

/**
 * The provider's fiscal data (the tomador of the notes), asked once before the first purchase: stream
 * `fiscal-<providerId>`. All of it under the provider's key (a one-person company's document and address name its
 * owner): erasing the provider erases it, and the checkout asks for it again.
 */
export const fiscalDataStream = (providerId: string) => `fiscal-${providerId}`;
const fiscalAddress = z.object({
  street: z.string(),
  number: z.string(),
  complement: z.string().optional(),
  district: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  cityCode: z.string().optional(),
});
export const fiscalDataShape = z.object({
  document: z.string(),
  name: z.string(),
  email: z.string().optional(),
  municipalRegistration: z.string().optional(),
  address: fiscalAddress,
});
export const FiscalDataProvided = defineEvent({
  type: 'FiscalDataProvided',
  version: 1,
  schema: z.object({ providerId: z.string().uuid(), fiscalData: fiscalDataShape }),
  personalData: ['fiscalData'],
  subject: (d) => d.providerId,
});

export const fiscalDataEvents = [FiscalDataProvided] as const;

export const invoiceEvents = [
  InvoiceRequested,
  InvoiceIssued,
  InvoiceIssueFailed,
  InvoiceVoided,
  InvoiceCancellationRequested,
  InvoiceCancelled,
  InvoiceCancellationFailed,
] as const;
