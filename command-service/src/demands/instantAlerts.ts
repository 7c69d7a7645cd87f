import type { Pool } from 'pg';
import type { LogPosition } from '@conectasst/events/envelope';
import { WrongExpectedRevision } from '@conectasst/events/errors';
import { DemandPublished, demandAlertsStream } from '@conectasst/events/schemas/demandEvents';
import type { AlertChannel } from '@conectasst/common/rules/alertRules';
import { MAX_SUBSCRIBERS } from '@conectasst/common/rules/demandRules';
import type { InstantAlertTarget } from '@conectasst/projections/demands/alertQueries';
import type { MailMessage } from '@conectasst/platform/mail/mailer';
import type { PushSender } from '@conectasst/platform/push/webPushSender';
import type { WhatsAppMessenger } from '@conectasst/platform/messaging/whatsApp';
import type { CommandDeps } from '../infrastructure/commandContext';
import type { DecisionPart, Folded } from '../infrastructure/commandHandler';
import type { LogProcess } from '../infrastructure/logProcess';
import { startLogProcess } from '../infrastructure/logProcess';
import type { DemandAlertEvent, DemandAlertState } from './demandAlerts';
import { alertsOptOutSignature, demandAlertsDecider } from './demandAlerts';

/** The checkpoint row's name (and the consumer of its parked events). */
export const INSTANT_ALERTS = 'instant-alerts';

/** Where the provider changes the alerts (frontend/src/features/provider-alerts). */
export const ALERTS_SETTINGS_PATH = '/dashboard/alertas';

/** Rounds of "decide every stream, append them all at once" before giving up on a batch (it is then redelivered). */
const MAX_DECISION_ATTEMPTS = 10;
/** Provider streams read at once when their folds are not cached (the first alert after a start). */
const READ_CONCURRENCY = 32;

export type InstantAlertDeps = Pick<
  CommandDeps,
  'store' | 'catalogue' | 'commands' | 'lookups' | 'mailer' | 'config' | 'now'
> & {
  /** The Web Push channel; without it no push alert is claimed. */
  push?: PushSender;
  /** The WhatsApp channel (ADR 0162); without it no WhatsApp alert is claimed. */
  whatsApp?: WhatsAppMessenger;
};

export interface InstantAlertProcessOptions {
  deps: InstantAlertDeps;
  pool: Pool;
  waitForReadModels: (position: LogPosition) => Promise<boolean>;
  onError: (error: unknown) => void;
  onParked?: (fields: Record<string, unknown>) => void;
  parkAfter?: number;
  /** Called once per alert handed to a channel, with the demand it is about (the bench's probe). */
  onHandedOver?: (alert: { demandId: number; providerId: string; channel: AlertChannel }) => void;
}

/** One claimed alert: who, which demand, on which channels. */
export interface ClaimedAlert {
  target: InstantAlertTarget;
  channels: AlertChannel[];
}

/**
 * Instant alerts (issue 36, ADR 0161): each `DemandPublished` in the log (the requester confirmed, or an admin
 * published) alerts at once every provider whose profile the demand matches and who chose instant alerts. A process
 * manager fed by the log with its own checkpoint and parking (startLogProcess): for a batch it reads every (demand,
 * provider) pair in one statement, decides the claim on each provider's `demand-alerts-<id>` stream and appends all
 * of them in one atomic append, then hands the alerts to the channels together. Claimed before sent, like the digest:
 * a restart never alerts twice; the checkpoint moves only after the sends, so a restart before the claim never skips.
 */
export function startInstantAlertProcess({
  deps,
  pool,
  waitForReadModels,
  onError,
  onParked,
  parkAfter,
  onHandedOver,
}: InstantAlertProcessOptions): Promise<LogProcess> {
  return startLogProcess({
    name: INSTANT_ALERTS,
    store: deps.store,
    pool,
    eventTypes: [DemandPublished.type],
    waitForReadModels,
    onError,
    ...(onParked ? { onParked } : {}),
    ...(parkAfter !== undefined ? { parkAfter } : {}),
    act: async (events) => {
      const decoded = await deps.catalogue.decodeMany(events);
      const demandIds = [...new Set(decoded.map((e) => (e.data as { demandId: number }).demandId))];
      const now = deps.now();
      const targets = await deps.lookups.instantAlertTargets(demandIds, now);
      const claimed = await claimAlerts(deps, targets, now, channelsFor(deps));
      // Every alert handed over at once. A refused address is recorded by the mailer (MailBounced) and not retried; a
      // push subscription the push service says is gone (404/410) is removed; other failures are logged, not retried.
      await Promise.all(
        claimed.flatMap(({ target, channels }) =>
          channels.map(async (channel) => {
            if (channel === 'email') await deps.mailer.send(instantAlertMail(deps.config, target)).catch(onError);
            if (channel === 'push') await pushAlert(deps, target).catch(onError);
            if (channel === 'whatsapp')
              await deps
                .whatsApp!.send(target.whatsapp!, {
                  name: 'nova_demanda',
                  params: [
                    target.title,
                    target.place,
                    `${deps.config.publicUrl}/dashboard/service/${target.demand_id}`,
                  ],
                })
                .catch(onError);
            onHandedOver?.({ demandId: target.demand_id, providerId: target.provider_id, channel });
          }),
        ),
      );
    },
  });
}

/** The channels a target can be reached on now: what the provider set up and this process can deliver. */
const channelsFor =
  (deps: Pick<InstantAlertDeps, 'push' | 'whatsApp'>) =>
  (target: InstantAlertTarget): AlertChannel[] => [
    ...(target.email_instant ? (['email'] as const) : []),
    ...(deps.push && target.push.length > 0 ? (['push'] as const) : []),
    ...(deps.whatsApp && target.whatsapp ? (['whatsapp'] as const) : []),
  ];

/** The notification the service worker shows (frontend/public/service-worker.js); a click opens the offer page. */
export function pushAlertPayload(target: InstantAlertTarget): string {
  return JSON.stringify({
    title: `Nova demanda: ${target.title}`,
    body: `${target.place} — até ${MAX_SUBSCRIBERS} parceiros podem se inscrever.`,
    url: `/dashboard/service/${target.demand_id}`,
    tag: `demand-${target.demand_id}`,
  });
}

/** One push per subscription of the provider; a subscription the push service says is gone is removed. */
async function pushAlert(deps: InstantAlertDeps, target: InstantAlertTarget): Promise<void> {
  const payload = pushAlertPayload(target);
  await Promise.all(
    target.push.map(async (subscription) => {
      const sent = await deps.push!.send(subscription, payload);
      if (sent.outcome === 'gone')
        await deps.commands.handle(
          demandAlertsStream(target.provider_id),
          demandAlertsDecider,
          {
            type: 'RemovePushSubscription',
            providerId: target.provider_id,
            subscriptionId: subscription.subscriptionId,
            reason: 'gone',
          },
          { userId: 'system:instant-alerts', role: 'system' },
        );
      else if (sent.outcome === 'failed')
        throw new Error(`push alert refused by the push service: HTTP ${sent.status}`);
    }),
  );
}

/**
 * Decides `ClaimInstantAlert` for every target on its provider's stream (a provider with several demands in the batch
 * gets them folded one after the other) and appends every stream's claims in one atomic append; a conflict on any
 * stream (the digest or the provider changed it meanwhile) re-reads that stream and decides again. On a store without
 * atomic multi-stream appends, one append per provider, all at once.
 */
export async function claimAlerts(
  deps: Pick<InstantAlertDeps, 'commands'>,
  targets: readonly InstantAlertTarget[],
  now: Date,
  channelsOf: (target: InstantAlertTarget) => AlertChannel[],
): Promise<ClaimedAlert[]> {
  const byProvider = new Map<string, InstantAlertTarget[]>();
  for (const target of targets)
    byProvider.set(target.provider_id, [...(byProvider.get(target.provider_id) ?? []), target]);
  const metadata = { userId: 'system:instant-alerts', role: 'system' };
  const at = now.toISOString();
  const commandsOf = (providerTargets: InstantAlertTarget[]) =>
    providerTargets.map((t) => ({
      type: 'ClaimInstantAlert' as const,
      providerId: t.provider_id,
      demandId: t.demand_id,
      channels: channelsOf(t),
      now: at,
      ...(t.direct ? { direct: true } : {}),
    }));

  if (!deps.commands.supportsAtomicMultiStreamAppend) {
    const claims = await Promise.all(
      [...byProvider.values()].map(async (providerTargets) => {
        const out: ClaimedAlert[] = [];
        for (const command of commandsOf(providerTargets)) {
          const result = await deps.commands.handle(
            demandAlertsStream(command.providerId),
            demandAlertsDecider,
            command,
            metadata,
          );
          out.push(...claimedOf(result.events, providerTargets));
        }
        return out;
      }),
    );
    return claims.flat();
  }

  const reread = new Set<string>();
  for (let attempt = 1; ; attempt++) {
    const providers = [...byProvider.entries()];
    const folds = await inChunks(providers, READ_CONCURRENCY, ([providerId]) =>
      deps.commands.foldToDecideOn<DemandAlertState, DemandAlertEvent>(
        demandAlertsStream(providerId),
        demandAlertsDecider,
        { read: reread.has(providerId) },
      ),
    );
    const parts: DecisionPart[] = [];
    const claimed: ClaimedAlert[] = [];
    providers.forEach(([providerId, providerTargets], i) => {
      const folded: Folded<DemandAlertState> = folds[i]!;
      let state = folded.state;
      const events: DemandAlertEvent[] = [];
      for (const command of commandsOf(providerTargets)) {
        const decided = demandAlertsDecider.decide(command, state);
        for (const event of decided) state = demandAlertsDecider.evolve(state, event);
        events.push(...decided);
      }
      claimed.push(...claimedOf(events, providerTargets));
      parts.push({
        streamId: demandAlertsStream(providerId),
        folded,
        decider: demandAlertsDecider as DecisionPart['decider'],
        events,
      });
    });
    if (!parts.some((p) => p.events.length > 0)) return [];
    try {
      await deps.commands.appendDecision(parts, metadata);
      return claimed;
    } catch (error) {
      if (!(error instanceof WrongExpectedRevision) || attempt >= MAX_DECISION_ATTEMPTS) throw error;
      deps.commands.forget(error.streamId, demandAlertsDecider);
      reread.add(error.streamId.slice('demand-alerts-'.length));
    }
  }
}

function claimedOf(events: readonly DemandAlertEvent[], targets: readonly InstantAlertTarget[]): ClaimedAlert[] {
  return events.flatMap((event) => {
    if (event.type !== 'DemandAlertSent') return [];
    const target = targets.find((t) => t.demand_id === event.data.demandId)!;
    return [{ target, channels: [...event.data.channels] }];
  });
}

async function inChunks<T, R>(items: readonly T[], size: number, map: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size) out.push(...(await Promise.all(items.slice(i, i + size).map(map))));
  return out;
}

/** The instant e-mail of one demand: what, where, the offer page; never the requester's contact. */
export function instantAlertMail(
  config: Pick<CommandDeps['config'], 'publicUrl' | 'jwtSecret'>,
  target: InstantAlertTarget,
): MailMessage {
  const { publicUrl } = config;
  const optOut = `${publicUrl}/v1/demand-alerts/off?p=${target.provider_id}&s=${alertsOptOutSignature(target.provider_id, config.jwtSecret)}`;
  return {
    to: target.email,
    subject: `ConectaSST: nova demanda — ${target.title} em ${target.place}`,
    text: [
      `Olá${target.name ? `, ${target.name}` : ''}!`,
      '',
      'Uma demanda que combina com as áreas, NRs e regiões que você atende acaba de ser publicada:',
      `• ${target.title} — ${target.place}: ${publicUrl}/dashboard/service/${target.demand_id}`,
      '',
      `Até ${MAX_SUBSCRIBERS} parceiros podem se inscrever em cada demanda.`,
      '',
      `Escolha como e quando receber os alertas (na hora, resumo por hora, horário de silêncio, pausar): ${publicUrl}${ALERTS_SETTINGS_PATH}`,
      `Para não receber mais estes e-mails: ${optOut}`,
    ].join('\n'),
  };
}
