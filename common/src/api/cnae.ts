import { z } from 'zod';
import { NOT_TEXT, textPattern } from '../rules/textRules';
import { COMPANY_SIZES, EMPLOYEES_MAX, diagnosisMessages } from '../rules/diagnosisRules';

export const CNAE_SEARCH_MAX = 100;
export const CNAE_SEARCH_LIMIT = 20;

export const cnaeMessages = {
  malformed: 'Código CNAE inválido. Informe a classe (47.11-3) ou a subclasse (4711-3/02), com ou sem pontuação.',
  notFound: (code: string) => `A classe CNAE ${code} não está na relação da NR-4 (Anexo I). Confira o código.`,
  searchRequired: 'Informe palavras da atividade (por exemplo, "supermercado").',
  searchTooLong: `Informe no máximo ${CNAE_SEARCH_MAX} caracteres.`,
} as const;

/** A CNAE class with its risk grade, as the lookup and the search answer it. */
export const cnaeClassSchema = z.object({
  /** `NN.NN-D` */
  code: z.string(),
  name: z.string(),
  grade: z.number().int().min(1).max(4),
  /** baixo, médio-baixo, médio-alto, alto */
  gradeLabel: z.string(),
  /** CNAE section letter A–U. */
  section: z.string(),
  /** Always "NR-4, Anexo I". */
  source: z.string(),
});
export type CnaeClassView = z.infer<typeof cnaeClassSchema>;

/** `GET /v1/cnae/:code` — a class or a subclass (URL-encode the slash of `4711-3/02`, or send `4711302`). */
/**
 * What the API accepts, as a pattern for the OpenAPI document (ADR 0114): 5 or 7 digits with up to three dots,
 * hyphens, slashes or spaces before and after each one ("47.11-3", "4711-3 / 02", "4711302"). The bounded runs keep
 * the length finite by the pattern alone (31 characters at most): a pattern plus a separate maximum length made a
 * fuzzer filter most of what it generated (CI run of 2026-11-25 05:13, "filter_too_much" on GET /v1/cnae/{code}).
 */
export const cnaeCodeText = z
  .string({ error: cnaeMessages.malformed })
  .regex(/^[.\-/\s]{0,3}(?:[0-9][.\-/\s]{0,3}){5}(?:(?:[0-9][.\-/\s]{0,3}){2})?$/, { error: cnaeMessages.malformed });
export const cnaeCodeParams = z.object({ code: cnaeCodeText });
export const cnaeLookupResponse = z.object({ data: cnaeClassSchema.extend({ meaning: z.string() }) });

/** `GET /v1/cnae?q=` — classes by words of the name, accent- and case-free, best matches first. */
export const cnaeSearchQuery = z.object({
  q: z
    .string({ error: cnaeMessages.searchRequired })
    // Not blank once trimmed, and no NUL, stated for the OpenAPI document (ADR 0114).
    .regex(textPattern(`^[^${NOT_TEXT}]*[^\\s\\uFEFF${NOT_TEXT}][^${NOT_TEXT}]*$`), {
      error: cnaeMessages.searchRequired,
    })
    .trim()
    .min(1, { error: cnaeMessages.searchRequired })
    .max(CNAE_SEARCH_MAX, { error: cnaeMessages.searchTooLong }),
});
export const cnaeSearchResponse = z.object({ data: z.array(cnaeClassSchema) });

/** `GET /v1/diagnostico?cnae=&employees=&size=` */
export const diagnosisQuery = z.object({
  cnae: cnaeCodeText,
  employees: z.coerce
    .number({ error: diagnosisMessages.employeesInvalid })
    .int({ error: diagnosisMessages.employeesInvalid })
    .min(0, { error: diagnosisMessages.employeesInvalid })
    .max(EMPLOYEES_MAX, { error: diagnosisMessages.employeesInvalid }),
  size: z.enum(COMPANY_SIZES, { error: diagnosisMessages.sizeInvalid }),
});

export const diagnosedServiceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  area: z.number().int(),
  area_name: z.string().nullable(),
  nrs: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** One sentence: why it applies (the catalogue's text). */
  reason: z.string(),
});
export type DiagnosedService = z.infer<typeof diagnosedServiceSchema>;

export const diagnosisResponse = z.object({
  data: z.object({
    cnae: cnaeClassSchema.extend({ meaning: z.string() }),
    employees: z.number().int(),
    size: z.enum(COMPANY_SIZES),
    /** What applies, in catalogue order. */
    services: z.array(diagnosedServiceSchema),
    /** What the company's size may waive (NR-1, 1.8), with the same reasons. */
    exempt: z.array(diagnosedServiceSchema),
    /** "Esta é uma primeira orientação …" */
    notice: z.string(),
  }),
});
export type Diagnosis = z.infer<typeof diagnosisResponse>['data'];
