import { z } from 'zod';
import { isCnpj } from '../rules/accountRules';
import { UNSTATABLE } from '../rules/textRules';

// The messages and statuses live in a module without zod, so a screen that only shows them does not build a schema
// (a z.object probes `new Function`, which the site's CSP reports on /demanda: Lighthouse best practices 100 → 96).
import { cnpjMessages, CNPJ_STATUSES, FLAGGED_CNPJ_STATUSES, cnpjStatusLabel } from '../rules/cnpjRules';
export { cnpjMessages, CNPJ_STATUSES, FLAGGED_CNPJ_STATUSES, cnpjStatusLabel };
export type { CnpjStatus } from '../rules/cnpjRules';

/** A company's public registration data (Receita Federal, through BrasilAPI or the sandbox fixtures). */
export const cnpjCompanySchema = z.object({
  /** 14 digits. */
  cnpj: z.string(),
  /** Razão social. */
  corporateName: z.string(),
  /** Nome fantasia; empty when the company declared none. */
  tradeName: z.string(),
  /** CNAE principal: the class `NN.NN-D` (the product's format, docs/diagnostico.md), its subclass `NNNN-D/NN` and the Receita's description; null when absent. */
  cnae: z.object({ code: z.string(), subclass: z.string(), description: z.string() }).nullable(),
  /** Porte as the Receita states it ("MICRO EMPRESA", "EMPRESA DE PEQUENO PORTE", "DEMAIS"). */
  size: z.string(),
  status: z.enum(CNPJ_STATUSES),
  /** Date of the current status, `YYYY-MM-DD`, when known. */
  statusSince: z.string().nullable(),
  address: z.object({
    cep: z.string(),
    street: z.string(),
    number: z.string(),
    complement: z.string(),
    neighbourhood: z.string(),
    city: z.string(),
    uf: z.string(),
  }),
});
export type CnpjCompany = z.infer<typeof cnpjCompanySchema>;

/**
 * `GET /v1/cnpj/{cnpj}` — 14 digits, bare or masked (`12.345.678/0001-95`, the slash URL-encoded); the check digits are
 * verified (a rule no pattern can state: UNSTATABLE for the contract fuzzer, ADR 0114).
 */
export const cnpjLookupParams = z.object({
  cnpj: z
    .string({ error: cnpjMessages.invalid })
    .regex(/^[0-9./\- ]{14,20}$/, { error: cnpjMessages.invalid })
    .refine(isCnpj, { error: cnpjMessages.invalid, params: UNSTATABLE })
    .meta({ format: 'cnpj' }),
});
export const cnpjLookupResponse = z.object({ data: cnpjCompanySchema });
