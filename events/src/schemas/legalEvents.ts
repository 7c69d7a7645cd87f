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
  z.object({ kind: z.enum(legalDocumentKinds), version: z.number().int().positive(), title: z.string().min(1), body: z.string().min(1) }),
);

export const legalEvents = [LegalDocumentPublished] as const;
