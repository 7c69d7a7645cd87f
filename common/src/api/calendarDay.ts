import { z } from 'zod';

/**
 * `YYYY-MM-DD`, a day in America/Sao_Paulo from 1900 to 2099: the De/Até filters of the admin screens (audit, dashboard,
 * demands). The years are bounded in the pattern, so the OpenAPI document states them: a wider year reached
 * PostgreSQL as a day it does not have (year 0000 in the demands list, and a dashboard ending on 0001-01-01 whose default
 * start fell before year 1), each a 500 found by the contract fuzzing of 2026-11-25.
 */
/** The first and the last day a filter takes (the pattern below says the same), for the screens' date pickers. */
export const CALENDAR_FIRST_DAY = '1900-01-01';
export const CALENDAR_LAST_DAY = '2099-12-31';

export const calendarDay = z
  .string({ error: 'Data inválida: use AAAA-MM-DD.' })
  .regex(/^(?:19|20)\d{2}-\d{2}-\d{2}$/, { error: 'Data inválida: use AAAA-MM-DD, entre 1900 e 2099.' })
  // The document says a real calendar day (the pattern alone would allow 2026-02-31), ADR 0114.
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), { error: 'Data inválida: use AAAA-MM-DD.' })
  .meta({ format: 'date' });

/** De/Até filters: whole days in America/Sao_Paulo, both inclusive (the dashboard, the ledger, the demands list). */
export const periodQuery = z.object({ from: calendarDay.optional(), to: calendarDay.optional() });
