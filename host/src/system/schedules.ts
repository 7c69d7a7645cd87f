import type { Logger } from 'pino';
import type { AppConfig } from '@conectasst/platform/config';
import type { CommandDeps } from '@conectasst/command-service/infrastructure/commandContext';
import { scheduleDemandDigests } from '@conectasst/command-service/demands/demandDigest';
import { scheduleDemandSweep } from '@conectasst/command-service/demands/demandSweep';
import { scheduleWeeklyInsights } from '@conectasst/command-service/insights/weeklyInsights';
import { scheduleReviewRequests } from '@conectasst/command-service/reviews/reviewRequests';
import { scheduleReservationSweep } from '@conectasst/command-service/subscriptions/reservationSweep';

type Schedule = (deps: CommandDeps, everyMs: number, onError: (error: unknown) => void) => () => void;

/**
 * The command side's timed jobs, each with its interval from `config.schedules` (environment names in
 * platform/src/config.ts) and the docs that state its rule.
 */
const SCHEDULES: readonly { name: string; start: Schedule; everyMs: (schedules: AppConfig['schedules']) => number }[] = [
  // New demands e-mailed to matching providers, batched (docs/demands.md); default 1 h.
  { name: 'demand digest', start: scheduleDemandDigests, everyMs: (s) => s.demandDigestMs },
  // Review request e-mails, 7 days after the first seat and after 'Já contratei' (docs/reviews.md); default 1 h.
  { name: 'review requests', start: scheduleReviewRequests, everyMs: (s) => s.reviewRequestMs },
  // The weekly "Meu desempenho" e-mail, once per ISO week each (docs/insights.md); default 1 h.
  { name: 'weekly insights', start: scheduleWeeklyInsights, everyMs: (s) => s.insightsMailMs },
  // Reservations left open by interrupted subscriptions of old logs are settled (docs/credits.md); default 5 min.
  { name: 'reservation sweep', start: scheduleReservationSweep, everyMs: (s) => s.reservationSweepMs },
  // Unconfirmed demands expire after 72 h, open ones close at the requester's deadline (docs/demands.md); default 15 min.
  { name: 'demand sweep', start: scheduleDemandSweep, everyMs: (s) => s.demandSweepMs },
];

/** Starts every timed job of the command side; the returned function stops them all. */
export function startSchedules(deps: CommandDeps, config: AppConfig, logger: Logger): () => void {
  const stops = SCHEDULES.map(({ name, start, everyMs }) => start(deps, everyMs(config.schedules), (error) => logger.error({ err: error }, `${name} failed`)));
  return () => stops.forEach((stop) => stop());
}
