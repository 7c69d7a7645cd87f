import { z } from 'zod';

/** The largest id a PostgreSQL `integer` holds. */
const MAX_ID = 2_147_483_647;

/**
 * A record id as the spec's client sends it: a positive integer, in JSON or as text of digits (headers, query). Only
 * digit text (with an optional all-zero fraction) is read as a number: `true` or `[5]` in a JSON body are refused, as the OpenAPI document (integer) says
 * (ADR 0114; `z.coerce` took `true` for 1).
 */
export const recordId = z.preprocess(
  // `29.0` is an integer to JSON Schema, and a fuzzer sends it as text (contract run of 2026-11-25 08:40, header id).
  (value) => (typeof value === 'string' && /^\s*\d+(?:\.0+)?\s*$/.test(value) ? Number(value) : value),
  z
    .number({ error: 'Informe um id numérico.' })
    .int({ error: 'Informe um id numérico.' })
    .positive({ error: 'Informe um id numérico.' })
    .max(MAX_ID, { error: 'Informe um id numérico.' }),
);

/** `?page=` — 1-based, defaults to 1. */
export const pageQuery = z.coerce
  .number({ error: 'Página inválida.' })
  .int({ error: 'Página inválida.' })
  .min(1, { error: 'Página inválida.' })
  .max(1_000_000, { error: 'Página inválida.' })
  .default(1);

/** `?id=` or `/:id` alone: the record a read names. */
export const idQuery = z.object({ id: recordId });

/** `?page=` alone: one page of a list. */
export const pageOnlyQuery = z.object({ page: pageQuery });

/**
 * An id read with `z.coerce` (a form's select, a JSON number): a positive integer a PostgreSQL `integer` holds, every
 * refusal answered with `message` (missing, empty or 0 in a select means nothing was chosen).
 */
export const coercedId = (message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(MAX_ID, { error: message });

/** `?page=&name=` of an admin catalogue list: the name filter is no longer than the names it looks for. */
export const nameFilteredPageQuery = (nameMax: number) =>
  z.object({ page: pageQuery, name: z.string().max(nameMax).optional() });

/** The answer of an admin create: the toast and the new record's id. */
export const createdIdResponse = z.object({ message: z.string(), data: z.object({ id: z.number().int() }) });
export type CreatedIdResponse = z.infer<typeof createdIdResponse>;

/** Situação (Ativo / Inativo) on an admin catalogue form. */
export const activeStatus = z.boolean({ error: 'Informe a situação (Ativo ou Inativo).' });
