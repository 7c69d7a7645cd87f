import { z } from 'zod';
import { requiredText } from '../rules/textRules';
import {
  PACKAGE_CREDITS_MAX,
  PACKAGE_NAME_MAX,
  PACKAGE_PRICE_MAX,
  packageMessages as m,
  toCents,
} from '../rules/packageRules';
import { activeStatus, nameFilteredPageQuery, recordId } from './ids';

export const creditPackageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  credits: z.number().int(),
  /** Number of demands the package covers (spec §3). */
  ndemanda: z.number().int(),
  /** Reais, two decimals. */
  price: z.number(),
  pricePerCredit: z.number(),
  status: z.boolean(),
});
export type CreditPackage = z.infer<typeof creditPackageSchema>;

const name = requiredText(m.nameRequired, PACKAGE_NAME_MAX, m.nameTooLong);
/**
 * What the transforms below accept, for the OpenAPI document (ADR 0114): a number or its text. The text patterns stop
 * at 6 digits (the limit is 1,000,000), a little stricter than the server, never looser.
 */
const countDocument = {
  anyOf: [
    { type: 'integer', minimum: 1, maximum: PACKAGE_CREDITS_MAX },
    { type: 'string', pattern: '^\\s*0*[1-9][0-9]{0,5}\\s*$' },
  ],
};
const priceDocument = {
  anyOf: [
    { type: 'number', minimum: 0.01, maximum: PACKAGE_PRICE_MAX, multipleOf: 0.01 },
    { type: 'string', pattern: '^\\s*0*[1-9][0-9]{0,5}(?:[.,][0-9]{1,2})?\\s*$' },
  ],
};

/** Whole positive count; '0' or 0 gets the spec's own message. */
const count = (zeroMessage: string) =>
  z
    .union([z.number(), z.string()], { error: zeroMessage })
    .meta(countDocument)
    .transform((v, ctx) => {
      const n = typeof v === 'number' ? v : /^\s*\d+\s*$/.test(v) ? Number(v) : Number.NaN;
      if (n === 0) ctx.addIssue({ code: 'custom', message: zeroMessage });
      else if (!Number.isInteger(n) || n < 0) ctx.addIssue({ code: 'custom', message: m.wholeNumber });
      else if (n > PACKAGE_CREDITS_MAX) ctx.addIssue({ code: 'custom', message: m.tooLarge });
      return n;
    });
const price = z
  .union([z.number(), z.string()], { error: m.priceZero })
  .meta(priceDocument)
  .transform((v, ctx) => {
    const cents = toCents(v);
    if (cents === undefined) ctx.addIssue({ code: 'custom', message: m.priceFormat });
    else if (cents === 0) ctx.addIssue({ code: 'custom', message: m.priceZero });
    else if (cents > PACKAGE_PRICE_MAX * 100) ctx.addIssue({ code: 'custom', message: m.tooLarge });
    return cents ?? 0;
  });

/** `POST /v1/admin/packages` — price arrives in reais; the server keeps cents. */
export const createPackageRequest = z.object({
  name,
  credits: count(m.creditsZero),
  ndemanda: count(m.demandsZero),
  price,
});
export type CreatePackageRequest = z.input<typeof createPackageRequest>;

/** `PUT /v1/admin/packages` — only name and status change (spec §5). */
export const updatePackageRequest = z.object({ id: recordId, name, status: activeStatus });
export type UpdatePackageRequest = z.infer<typeof updatePackageRequest>;

export const listPackagesQuery = nameFilteredPageQuery(PACKAGE_NAME_MAX);
export const showPackageQuery = z.object({ id: recordId });
