import { z } from 'zod';
import { plainEvent } from './plainEvent';

/** The two legal texts of the site (issue 37 item 3): Termos de Uso and Política de Privacidade. */
export const legalDocumentKinds = ['termos-de-uso', 'politica-de-privacidade'] as const;
export type LegalDocumentKind = (typeof legalDocumentKinds)[number];
/** One stream per document: `legal-termos-de-uso`, `legal-politica-de-privacidade`. */
export const legalDocumentStream = (kind: LegalDocumentKind) => `legal-${kind}`;

/**
 * A new version of a legal text, published by the admin in the CMS (or seeded at first start). `version` counts from 1
 * per document; the event's time is the version's date. Acceptances name the version they accepted.
 */
export const LegalDocumentPublished = plainEvent(
  'LegalDocumentPublished',
  z.object({
    kind: z.enum(legalDocumentKinds),
    version: z.number().int().positive(),
    title: z.string().min(1),
    body: z.string().min(1),
  }),
);

/** One stream per account: `legal-acceptance-<userId>`. */
export const legalAcceptanceStream = (userId: string) => `legal-acceptance-${userId}`;

/**
 * A provider accepted the terms of use and the privacy policy in these versions (at sign-up, or when asked again after
 * a new version); the event's time is the acceptance's. The user id is the account's pseudonymous id, not personal data.
 */
export const LegalTermsAccepted = plainEvent(
  'LegalTermsAccepted',
  z.object({
    userId: z.string().min(1),
    termsVersion: z.number().int().positive(),
    privacyVersion: z.number().int().positive(),
  }),
);

export const legalEvents = [LegalDocumentPublished, LegalTermsAccepted] as const;
