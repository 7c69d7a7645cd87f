import { z } from 'zod';

/** A record id as the spec's client sends it: a positive integer, in JSON or as text (headers, query). */
export const recordId = z.coerce
  .number({ error: 'Informe um id numérico.' })
  .int({ error: 'Informe um id numérico.' })
  .positive({ error: 'Informe um id numérico.' })
  .max(2_147_483_647, { error: 'Informe um id numérico.' });

/** `?page=` — 1-based, defaults to 1. */
export const pageQuery = z.coerce.number({ error: 'Página inválida.' }).int({ error: 'Página inválida.' }).min(1, { error: 'Página inválida.' }).max(1_000_000, { error: 'Página inválida.' }).default(1);
