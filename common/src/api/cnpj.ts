import { z } from 'zod';
import { isCnpj } from '../rules/accountRules';
import { UNSTATABLE } from '../rules/textRules';

/** Messages of the CNPJ lookup (`GET /v1/cnpj/{cnpj}`, docs/cnpj.md). */
export const cnpjMessages = {
  invalid: 'CNPJ inválido. Confira os 14 dígitos.',
  notFound: 'CNPJ não encontrado.',
  unavailable: 'A consulta de CNPJ está indisponível no momento. Preencha os dados manualmente ou tente de novo em instantes.',
  off: 'A consulta de CNPJ está desligada neste ambiente. Preencha os dados manualmente.',
} as const;

/** The Receita's registration status, as BrasilAPI names it (`descricao_situacao_cadastral`), lower case. */
export const CNPJ_STATUSES = ['ativa', 'suspensa', 'inapta', 'baixada', 'nula'] as const;
export type CnpjStatus = (typeof CNPJ_STATUSES)[number];
/** Statuses the admin's CNPJ check flags: the company cannot legally operate (docs/cnpj.md). */
export const FLAGGED_CNPJ_STATUSES: readonly CnpjStatus[] = ['inapta', 'baixada', 'suspensa', 'nula'];
export const cnpjStatusLabel: Record<CnpjStatus, string> = { ativa: 'Ativa', suspensa: 'Suspensa', inapta: 'Inapta', baixada: 'Baixada', nula: 'Nula' };

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
  address: z.object({ cep: z.string(), street: z.string(), number: z.string(), complement: z.string(), neighbourhood: z.string(), city: z.string(), uf: z.string() }),
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
