import { z } from 'zod';
import { DAY_MS } from '../rules/time';

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
  .refine(
    (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    { error: 'Data inválida: use AAAA-MM-DD.' },
  )
  .meta({ format: 'date' });

/** De/Até filters: whole days in America/Sao_Paulo, both inclusive (the dashboard, the ledger, the demands list). */
export const periodQuery = z.object({ from: calendarDay.optional(), to: calendarDay.optional() });

const offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Sao_Paulo', timeZoneName: 'longOffset' });

/** Minutes São Paulo is ahead of UTC at `instant` (−180 today; −120 in the summers before 2019). */
function brasiliaOffsetMinutes(instant: Date): number {
  const name = offsetFormat.formatToParts(instant).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT-03:00';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

/** The instant a `YYYY-MM-DD` day begins in America/Sao_Paulo (the days of `periodQuery`). */
export function brasiliaDayStart(day: string): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  const offset = brasiliaOffsetMinutes(new Date(midnightUtc + 12 * 3_600_000));
  return new Date(midnightUtc - offset * 60_000);
}

/** A De/Até period of whole São Paulo days as instants: `since` inclusive, `until` exclusive (the day after `to`). */
export function periodInstants(period: { from?: string; to?: string }): { since?: Date; until?: Date } {
  const next = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  return {
    ...(period.from ? { since: brasiliaDayStart(period.from) } : {}),
    ...(period.to ? { until: brasiliaDayStart(next(period.to)) } : {}),
  };
}
