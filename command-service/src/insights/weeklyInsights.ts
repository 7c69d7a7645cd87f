import type { ProviderInsights } from '@conectasst/common/api/insights';
import {
  INSIGHTS_DEFAULT_DAYS,
  INSIGHTS_NOT_ENOUGH_OTHERS,
  INSIGHTS_SPEED_BAND_LABELS,
} from '@conectasst/common/rules/insightsRules';
import { formatDelay } from '@conectasst/common/text/delay';
import { demandAlertsStream } from '@conectasst/events/schemas/demandEvents';
import { alertsOptOutSignature, demandAlertsDecider } from '../demands/demandAlerts';
import type { DigestDeps } from '../demands/demandDigest';
import { recordFailures } from '../infrastructure/recordFailures';
import { DAY_MS } from '@conectasst/common/rules/time';

/** The ISO 8601 week of `date` in UTC, as `2026-W48` (weeks start on Monday; week 1 holds the year's first Thursday). */
export function isoWeekOf(date: Date): string {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / DAY_MS + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The e-mail's lines: the same figures as /dashboard/desempenho. The other providers appear only as the band of the
 * provider's own speed among theirs, never as a figure (issue #33 item 5, ADR 0157).
 */
export function insightsMailLines(i: ProviderInsights): string[] {
  const others =
    i.speed.yourMedianSeconds === null
      ? ''
      : i.speed.othersBand === null
        ? `; ${INSIGHTS_NOT_ENOUGH_OTHERS.charAt(0).toLowerCase()}${INSIGHTS_NOT_ENOUGH_OTHERS.slice(1)}`
        : `; entre os outros parceiros das suas áreas e região: ${INSIGHTS_SPEED_BAND_LABELS[i.speed.othersBand].toLowerCase()}`;
  return [
    `• Demandas do seu perfil: ${i.matching}`,
    `• Inscrições: ${i.subscribed}`,
    `• Contratações: ${i.hired}`,
    `• Créditos gastos: ${i.creditsSpent}${i.creditsPerHire === null ? '' : ` (${i.creditsPerHire} por contratação)`}`,
    `• Nota: ${i.rating.average === null ? 'sem avaliações ainda' : `${i.rating.average.toLocaleString('pt-BR')} de 5 (${plural(i.rating.count, 'avaliação', 'avaliações')})`}`,
    `• Velocidade de inscrição (mediana): você, ${i.speed.yourMedianSeconds === null ? 'sem inscrições no período' : formatDelay(i.speed.yourMedianSeconds)}${others}`,
  ];
}

/**
 * One run of the weekly "Meu desempenho" e-mail (issue #21 item 6, ADR 0127): every active provider with a service
 * profile and the new-demand e-mails on (the digest's opt-out covers this one too) gets, once per ISO week, the
 * figures of the last INSIGHTS_DEFAULT_DAYS days, when there is anything to tell (a matching demand, a seat, a hire
 * or a review). The week is claimed on the provider's demand-alerts stream first (InsightsMailSent), then mailed: a
 * restart or a second run in the same week sends nothing; a crash between the two loses that e-mail, never doubles it.
 */
export async function sendWeeklyInsights(deps: DigestDeps, now: Date): Promise<number> {
  const week = isoWeekOf(now);
  const providers = await deps.lookups.providersWithAlertsOn();
  let sent = 0;
  // One provider whose figures or mail fail does not keep the others from theirs (ADR 0155).
  const failures = recordFailures('weekly insights');
  await failures.each(
    providers,
    (p) => demandAlertsStream(p.provider_id),
    async (provider) => {
      const figures = await deps.lookups.providerInsights(provider.provider_id, now, INSIGHTS_DEFAULT_DAYS);
      if (!figures.matching && !figures.subscribed && !figures.hired && !figures.rating.count) return;
      const claim = await deps.commands.handle(
        demandAlertsStream(provider.provider_id),
        demandAlertsDecider,
        { type: 'ClaimInsightsMail', providerId: provider.provider_id, week, now: now.toISOString() },
        { userId: 'system:weekly-insights', role: 'system' },
      );
      if (!claim.events.some((e) => e.type === 'InsightsMailSent')) return;
      const publicUrl = deps.config.publicUrl;
      const optOut = `${publicUrl}/v1/demand-alerts/off?p=${provider.provider_id}&s=${alertsOptOutSignature(provider.provider_id, deps.config.jwtSecret)}`;
      await deps.mailer.send({
        to: provider.email,
        subject: `ConectaSST: seu desempenho nos últimos ${INSIGHTS_DEFAULT_DAYS} dias`,
        text: [
          `Olá${provider.name ? `, ${provider.name}` : ''}!`,
          '',
          `Seu desempenho nos últimos ${INSIGHTS_DEFAULT_DAYS} dias:`,
          ...insightsMailLines(figures),
          '',
          `Veja mais em: ${publicUrl}/dashboard/desempenho`,
          '',
          `Para não receber mais estes e-mails (novas demandas e resumo semanal): ${optOut}`,
        ].join('\n'),
      });
      sent += 1;
    },
  );
  failures.throwIfAny();
  return sent;
}
