import { MAX_SUBSCRIBERS } from '@conectasst/common/rules/demandRules';
import { demandAlertsStream } from '@conectasst/events/schemas/demandEvents';
import type { CommandDeps } from '../infrastructure/commandContext';
import { alertsOptOutSignature, demandAlertsDecider } from './demandAlerts';
import { scheduleEvery } from '../infrastructure/scheduleEvery';

export type DigestDeps = Pick<CommandDeps, 'readPool' | 'commands' | 'mailer'> & { config: Pick<CommandDeps['config'], 'publicUrl' | 'jwtSecret'> };

/** Only demands filed in this window are announced (a provider who joins late is not sent the whole backlog). */
const RECENT_DAYS = 7;
/** At most this many demands listed in one e-mail; the rest go in the next run. */
const MAX_PER_DIGEST = 20;

interface Match {
  provider_id: string;
  email: string;
  name: string | null;
  demand_ids: number[];
  titles: string[];
  places: string[];
}

/**
 * One run: for every active provider with a service profile and alerts on, the open, unexpired demands of the last
 * RECENT_DAYS that match one of the provider's areas or NRs and lie in the regions served ('All' counts), not mailed
 * before. Each provider's demands are claimed on the alerts stream first (DemandDigestSent), then mailed: a crash
 * between the two loses that e-mail rather than sending it twice.
 */
export async function sendDemandDigests(deps: DigestDeps, now: Date): Promise<number> {
  const publicUrl = deps.config.publicUrl;
  const matches = await deps.readPool.query<Match>(
    `SELECT p.user_id AS provider_id, u.email, u.name,
            array_agg(d.id ORDER BY d.created_at DESC) AS demand_ids,
            array_agg(d.title ORDER BY d.created_at DESC) AS titles,
            array_agg(d.city || '/' || d.uf ORDER BY d.created_at DESC) AS places
       FROM provider_profiles p
       -- Inactive, removed and erased partners are sent nothing (ADR 0110).
       JOIN users u ON u.id = p.user_id AND u.email IS NOT NULL AND u.active AND NOT u.removed AND NOT u.erased
       JOIN demands d ON d.status AND d.published AND NOT d.deleted AND d.expires_at > $1 AND d.created_at > $1::timestamptz - make_interval(days => $2)
        AND ('All' = ANY(p.ufs) OR d.uf = ANY(p.ufs))
        AND ('All' = ANY(p.cities) OR d.city = ANY(p.cities))
        AND EXISTS (SELECT 1 FROM services s WHERE s.id = ANY(d.service_ids) AND (s.area_id = ANY(p.area_ids) OR s.nr_ids && p.nr_ids))
      WHERE NOT EXISTS (SELECT 1 FROM demand_alerts a WHERE a.provider_id = p.user_id AND NOT a.enabled)
        AND NOT EXISTS (SELECT 1 FROM demand_alerts_sent x WHERE x.provider_id = p.user_id AND x.demand_id = d.id)
      GROUP BY p.user_id, u.email, u.name`,
    [now.toISOString(), RECENT_DAYS],
  );
  let sent = 0;
  for (const match of matches.rows) {
    const ids = match.demand_ids.slice(0, MAX_PER_DIGEST);
    const claim = await deps.commands.handle(
      demandAlertsStream(match.provider_id),
      demandAlertsDecider,
      { type: 'ClaimDigest', providerId: match.provider_id, demandIds: ids, now: now.toISOString() },
      { userId: 'system:demand-digest', role: 'system' },
    );
    const claimed = claim.events.flatMap((e) => (e.type === 'DemandDigestSent' ? e.data.demandIds : []));
    if (!claimed.length) continue;
    const lines = claimed.map((id) => {
      const i = match.demand_ids.indexOf(id);
      return `• ${match.titles[i]} — ${match.places[i]}: ${publicUrl}/dashboard/service/${id}`;
    });
    const optOut = `${publicUrl}/v1/demand-alerts/off?p=${match.provider_id}&s=${alertsOptOutSignature(match.provider_id, deps.config.jwtSecret)}`;
    await deps.mailer.send({
      to: match.email,
      subject: claimed.length === 1 ? 'ConectaSST: 1 nova demanda para você' : `ConectaSST: ${claimed.length} novas demandas para você`,
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
  }
  return sent;
}

/** Runs the digest every `intervalMs` (one run at a time); returns a stop function. */
export function scheduleDemandDigests(
  deps: DigestDeps,
  intervalMs: number,
  onError: (error: unknown) => void,
): () => void {
  return scheduleEvery((now) => sendDemandDigests(deps, now), intervalMs, onError);
}
