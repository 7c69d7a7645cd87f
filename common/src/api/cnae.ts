import { z } from 'zod';

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
export const cnaeCodeParams = z.object({ code: z.string().max(40, { error: cnaeMessages.malformed }) });
export const cnaeLookupResponse = z.object({ data: cnaeClassSchema.extend({ meaning: z.string() }) });

/** `GET /v1/cnae?q=` — classes by words of the name, accent- and case-free, best matches first. */
export const cnaeSearchQuery = z.object({
  q: z
    .string({ error: cnaeMessages.searchRequired })
    .trim()
    .min(1, { error: cnaeMessages.searchRequired })
    .max(CNAE_SEARCH_MAX, { error: cnaeMessages.searchTooLong }),
});
export const cnaeSearchResponse = z.object({ data: z.array(cnaeClassSchema) });
