import type { Logger } from 'pino';
import type { AppConfig } from '@conectasst/platform/config';
import type { CommandDeps } from '@conectasst/command-service/infrastructure/commandContext';
import { sendDemandDigests } from '@conectasst/command-service/demands/demandDigest';
import { sweepDemands } from '@conectasst/command-service/demands/demandSweep';
import { sendWeeklyInsights } from '@conectasst/command-service/insights/weeklyInsights';
import { sendReviewRequests } from '@conectasst/command-service/reviews/reviewRequests';
import { sendAgendaReminders } from '@conectasst/command-service/agenda/agendaReminders';
import { retryDueInvoices } from '@conectasst/command-service/invoicing/invoiceWiring';
import { settleStaleReservations } from '@conectasst/command-service/subscriptions/stepByStep/reservationSweep';

/** One run of a timed job, at the time the command side's clock says. */
type Job = (deps: CommandDeps, now: Date) => Promise<unknown>;

/**
 * The command side's timed jobs, each with its interval from `config.schedules` (environment names in
 * platform/src/config.ts) and the docs that state its rule.
 */
const SCHEDULES: readonly { name: string; run: Job; everyMs: (schedules: AppConfig['schedules']) => number }[] = [
  // New demands e-mailed to matching providers, batched (docs/demands.md); default 1 h.
  { name: 'demand digest', run: sendDemandDigests, everyMs: (s) => s.demandDigestMs },
  // Review request e-mails, 7 days after the first seat and after 'Já contratei' (docs/reviews.md); default 1 h.
  { name: 'review requests', run: sendReviewRequests, everyMs: (s) => s.reviewRequestMs },
  // Agenda SST reminders 60 and 30 days before each due date, claimed before sent (docs/agenda.md, ADR 0177); default 1 h.
  { name: 'agenda reminders', run: sendAgendaReminders, everyMs: (s) => s.agendaReminderMs },
  // The weekly "Meu desempenho" e-mail, once per ISO week each (docs/insights.md); default 1 h.
  { name: 'weekly insights', run: sendWeeklyInsights, everyMs: (s) => s.insightsMailMs },
  // Reservations left open by interrupted subscriptions of old logs are settled (docs/credits.md); default 5 min.
  { name: 'reservation sweep', run: settleStaleReservations, everyMs: (s) => s.reservationSweepMs },
  // Unconfirmed demands expire after 72 h, open ones close at the requester's deadline (docs/demands.md); default 15 min.
  { name: 'demand sweep', run: sweepDemands, everyMs: (s) => s.demandSweepMs },
  // NFS-e attempts whose backoff came (1, 4, 16, 64, 256 min, then 6 h) are asked again (docs/invoicing.md); default 1 min.
  { name: 'NFS-e retries', run: retryDueInvoices, everyMs: (s) => s.invoiceRetryMs },
];

/** Starts every timed job of the command side, at the time of `deps.now` (the one clock); the returned function stops them all. */
export function startSchedules(deps: CommandDeps, config: AppConfig, logger: Logger): () => void {
  const stops = SCHEDULES.map(({ name, run, everyMs }) =>
    scheduleEvery((now) => run(deps, now), {
      everyMs: everyMs(config.schedules),
      clock: deps.now,
      onError: (error) => logger.error({ err: error }, `${name} failed`),
    }),
  );
  return () => stops.forEach((stop) => stop());
}

/**
 * Runs `run` with the clock's time every `everyMs`, never two runs at once (a slow run makes the next tick skip);
 * the timer does not keep the process alive. Returns a stop function.
 */
export function scheduleEvery(
  run: (now: Date) => Promise<unknown>,
  { everyMs, clock, onError }: { everyMs: number; clock: () => Date; onError: (error: unknown) => void },
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    run(clock())
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
