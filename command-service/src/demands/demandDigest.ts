import { MAX_SUBSCRIBERS } from '@conectasst/common/rules/demandRules';
import { demandAlertsStream } from '@conectasst/events/schemas/demandEvents';
import type { CommandDeps } from '../infrastructure/commandContext';
import { recordFailures } from '../infrastructure/recordFailures';
import { alertsOptOutSignature, demandAlertsDecider } from './demandAlerts';

export type DigestDeps = Pick<CommandDeps, 'lookups' | 'commands' | 'mailer'> & {
  config: Pick<CommandDeps['config'], 'publicUrl' | 'jwtSecret'>;
};

/** Only demands filed in this window are announced (a provider who joins late is not sent the whole backlog). */
const RECENT_DAYS = 7;
/** At most this many demands listed in one e-mail; the rest go in the next run. */
const MAX_PER_DIGEST = 20;

/**
 * One run: for every active provider with a service profile and alerts on, the open, unexpired demands of the last
 * RECENT_DAYS that match one of the provider's areas or NRs and lie in the regions served ('All' counts), not mailed
 * before. Each provider's demands are claimed on the alerts stream first (DemandDigestSent), then mailed: a crash
 * between the two loses that e-mail rather than sending it twice.
 */
export async function sendDemandDigests(deps: DigestDeps, now: Date): Promise<number> {
  const publicUrl = deps.config.publicUrl;
  const matches = await deps.lookups.digestMatches(now, RECENT_DAYS);
  let sent = 0;
  // One provider whose digest fails does not keep the others from theirs (ADR 0155).
  const failures = recordFailures('demand digest');
  await failures.each(
    matches,
    (m) => `provider-${m.provider_id}`,
    async (match) => {
      const ids = match.demand_ids.slice(0, MAX_PER_DIGEST);
      const claim = await deps.commands.handle(
        demandAlertsStream(match.provider_id),
        demandAlertsDecider,
        { type: 'ClaimDigest', providerId: match.provider_id, demandIds: ids, now: now.toISOString() },
        { userId: 'system:demand-digest', role: 'system' },
      );
      const claimed = claim.events.flatMap((e) => (e.type === 'DemandDigestSent' ? e.data.demandIds : []));
      if (!claimed.length) return;
      const lines = claimed.map((id) => {
        const i = match.demand_ids.indexOf(id);
        return `• ${match.titles[i]} — ${match.places[i]}: ${publicUrl}/dashboard/service/${id}`;
      });
      const optOut = `${publicUrl}/v1/demand-alerts/off?p=${match.provider_id}&s=${alertsOptOutSignature(match.provider_id, deps.config.jwtSecret)}`;
      await deps.mailer.send({
        to: match.email,
        subject:
          claimed.length === 1
            ? 'ConectaSST: 1 nova demanda para você'
            : `ConectaSST: ${claimed.length} novas demandas para você`,
        text: [
          `Olá${match.name ? `, ${match.name}` : ''}!`,
          '',
          'Estas demandas combinam com as áreas, NRs e regiões que você atende:',
          ...lines,
          '',
          `Até ${MAX_SUBSCRIBERS} parceiros podem se inscrever em cada demanda.`,
          '',
          `Para não receber mais estes e-mails: ${optOut}`,
        ].join('\n'),
      });
      sent += 1;
    },
  );
  failures.throwIfAny();
  return sent;
}
