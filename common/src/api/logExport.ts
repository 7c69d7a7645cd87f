import { z } from 'zod';
import { UNSTATABLE } from '../rules/textRules';
import { calendarDay } from './calendarDay';

/**
 * The analyst's export of a period of the event log (issue #40 item 4, ADR 0179): whole days in America/Sao_Paulo,
 * both inclusive, as CSV or Parquet; personal data always out. `npm run export` writes the same table.
 */
export const logExportFormats = ['csv', 'parquet'] as const;
export type LogExportFormat = (typeof logExportFormats)[number];

/** The most events one download from the screen carries (the command line has no limit). */
export const LOG_EXPORT_SCREEN_LIMIT = 1_000_000;

export const logExportMessages = {
  periodOrder: 'A data inicial deve ser anterior ou igual à final.',
} as const;

export const logExportQuery = z
  .object({
    from: calendarDay,
    to: calendarDay,
    format: z.enum(logExportFormats, { error: 'Formato inválido: csv ou parquet.' }),
  })
  .refine((q) => q.from <= q.to, { error: logExportMessages.periodOrder, params: UNSTATABLE, path: ['to'] });
export type LogExportQuery = z.infer<typeof logExportQuery>;

/** The file's name: `eventos-2026-11-01_a_2026-11-07.csv`. */
export const logExportFileName = (q: Pick<LogExportQuery, 'from' | 'to' | 'format'>): string =>
  `eventos-${q.from}_a_${q.to}.${q.format}`;
