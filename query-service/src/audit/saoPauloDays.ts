import { brasiliaDay } from '@conectasst/common/text/brazilianFormats';

/** Today in São Paulo as YYYY-MM-DD, at the time `now` of the request (the injected clock). */
export function todayInSaoPaulo(now: Date): string {
  return brasiliaDay(now);
}

export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
