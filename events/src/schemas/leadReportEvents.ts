import { z } from 'zod';
import { defineEvent } from '../catalogue/defineEvent';
import { plainEvent } from './plainEvent';

/**
 * One provider's report of one lead (a demand it subscribed to): `leadreport-<demandId>-<providerId>`, so a provider
 * reports a demand once. The refund itself is `CreditsRefunded` on the provider's wallet (walletEvents.ts).
 */
export const leadReportStream = (demandId: number, providerId: string) => `leadreport-${demandId}-${providerId}`;

/** Reasons a provider may give (docs/credits.md, "Créditos de volta"). */
export const leadReportReasons = ['invalid_contact', 'not_requested', 'wrong_place_or_service', 'duplicate'] as const;
export type LeadReportReason = (typeof leadReportReasons)[number];

const reportId = z.string().uuid();
const demandId = z.number().int().positive();
const providerId = z.string().uuid();
/** 'system' for a check the platform made itself (bounced e-mail, duplicate), otherwise the admin's user id. */
const decidedBy = z.union([z.literal('system'), z.string().uuid()]);

/**
 * The provider reported the lead (within 7 days of subscribing). `credits` is what the seat cost. The note is free text
 * by the provider about a requester it has called ("a Maria disse que…"): under the provider's key (ADR 0112), erased
 * with the provider.
 */
export const LeadReported = defineEvent({
  type: 'LeadReported',
  version: 1,
  schema: z.object({
    reportId,
    demandId,
    providerId,
    reason: z.enum(leadReportReasons),
    note: z.string(),
    credits: z.number().int().positive(),
    subscribedAt: z.string(),
  }),
  personalData: ['note'],
  subject: (d) => d.providerId,
});

/**
 * The report holds: the credits go back. `automatic` when the platform checked it itself; `evidence` says what it
 * found (the SMTP rejection of the requester's address, or the earlier demand this one duplicates).
 */
export const LeadReportApproved = plainEvent(
  'LeadReportApproved',
  z.object({
    reportId,
    demandId,
    providerId,
    credits: z.number().int().positive(),
    decidedBy,
    automatic: z.boolean(),
    note: z.string(),
    evidence: z
      .object({
        bouncedAt: z.string().optional(),
        smtpCode: z.number().int().optional(),
        duplicateOf: z.number().int().positive().optional(),
      })
      .optional(),
  }),
);

/** An admin refused the report (the note says why; the provider sees it). */
export const LeadReportRefused = plainEvent(
  'LeadReportRefused',
  z.object({ reportId, demandId, providerId, decidedBy: z.string().uuid(), note: z.string().min(1) }),
);

export const leadReportEvents = [LeadReported, LeadReportApproved, LeadReportRefused] as const;
