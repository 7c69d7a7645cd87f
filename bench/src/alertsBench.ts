import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { demandAlertsStream } from '@conectasst/events/schemas/demandEvents';
import { userStream } from '@conectasst/events/schemas/userEvents';
import { startInstantAlertProcess } from '@conectasst/command-service/demands/instantAlerts';
import { CommandHandler } from '@conectasst/command-service/infrastructure/commandHandler';
import { readModelLookups } from '@conectasst/command-service/readModelLookups';
import type { AlertChannel } from '@conectasst/common/rules/alertRules';
import { loadConfig } from '@conectasst/platform/config';
import { webPushSender } from '@conectasst/platform/push/webPushSender';
import { blumenauDemand, fileDemand } from '../../test-support/demands';
import type { LogEvent } from '../../test-support/marketplaceLog';
import { catalogueOf, writeLog } from '../../test-support/marketplaceLog';
import { testBrowser } from '../../test-support/pushTestService';
import { startBenchSystem } from './benchSystem';
import type { BenchRow } from './report';
import { percentile, round } from './stats';
import { DAY_MS } from '@conectasst/common/rules/time';

/**
 * Instant alerts (issue 36, ADR 0161): from a requester's confirmation (the `POST /v1/minha-demanda/confirm` answered)
 * to each alert handed to its channel — the e-mail to the mailer (the dev mailbox: no SMTP round trip), the push
 * encrypted, signed and accepted (201) by a local push service — with `providers` providers of whom `matching` match
 * the demand (same area, Blumenau/SC) and all chose instant e-mail; the matching ones also have a browser subscribed.
 * The others serve another area in another state: the match is the SQL's, not the preferences'.
 */
export async function alertsBench(databaseUrl: string, quick: boolean, label: string): Promise<BenchRow[]> {
  const providers = quick ? 1_000 : 5_000;
  const matching = quick ? 100 : 500;
  const demands = quick ? 3 : 10;
  const bench = await startBenchSystem(databaseUrl);
  const sink = createServer((request, response) => {
    request.resume();
    request.on('end', () => response.writeHead(201).end());
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  const sinkUrl = `http://127.0.0.1:${(sink.address() as AddressInfo).port}`;
  try {
    const { system } = bench;
    // This bench's own process, with a probe on each hand-over; the system's would race it for the same checkpoint.
    await system.instantAlerts?.stop();
    const refs = await catalogueOf(system.readPool);
    const service = refs.services[0]!;
    const otherArea = refs.areaIds.find((a) => a !== service.areaId)!;
    const at = new Date(Date.now() - DAY_MS);
    const events = Array.from({ length: providers }, (_, i) =>
      providerEvents(i, i < matching, { areaId: service.areaId, otherArea, sinkUrl, at }),
    ).flat();
    const written = await writeLog(system.pool, system.catalogue, events);
    if (written.position) await system.runner.waitFor(written.position, 300_000);

    let confirmedAt = 0;
    const handed: { channel: AlertChannel; ms: number }[] = [];
    const config = loadConfig(bench.env);
    const alerts = await startInstantAlertProcess({
      deps: {
        store: system.store,
        catalogue: system.catalogue,
        commands: new CommandHandler(system.store, system.catalogue),
        lookups: readModelLookups(system.readPool),
        mailer: system.mailer,
        config,
        now: () => new Date(),
        push: webPushSender(config.webPush),
      },
      pool: system.pool,
      waitForReadModels: (position) => system.runner.waitFor(position, 30_000),
      onError: (error) => process.stderr.write(`alerts bench: ${String(error)}\n`),
      onHandedOver: ({ channel }) => handed.push({ channel, ms: Date.now() - confirmedAt }),
    });
    try {
      for (let d = 0; d < demands; d++) {
        const filed = await fileDemand(bench.url, blumenauDemand(service.id, `empresa${d}@bench-alertas.com.br`));
        const before = handed.length;
        confirmedAt = Date.now();
        const confirmed = await fetch(`${bench.url}/v1/minha-demanda/confirm`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ token: filed.token }),
        });
        if (confirmed.status !== 200) throw new Error(`alerts bench: confirm → ${confirmed.status}`);
        // Measured from the answer: what the requester sees as "confirmed".
        confirmedAt = Date.now();
        await alerts.caughtUp();
        const got = handed.length - before;
        if (got !== matching * 2)
          throw new Error(`alerts bench: ${got} alerts handed over for demand ${d + 1}, expected ${matching * 2}`);
      }
    } finally {
      await alerts.stop();
    }
    return latencyRows(
      handed,
      `${providers.toLocaleString('en')} providers, ${matching} matching, ${demands} demands`,
      label,
    );
  } finally {
    await new Promise<void>((resolve) => sink.close(() => resolve()));
    await bench.stop();
  }
}

/**
 * One provider of the bench: signed up, with a service profile and instant e-mail alerts; a `matching` one serves the
 * demands' area in Blumenau/SC and has a browser subscribed to push, the others serve another area in Manaus/AM.
 */
function providerEvents(
  i: number,
  matches: boolean,
  { areaId, otherArea, sinkUrl, at }: { areaId: number; otherArea: number; sinkUrl: string; at: Date },
): LogEvent[] {
  const id = randomUUID();
  const me = { userId: id, role: 'provider' };
  const events: LogEvent[] = [
    {
      streamId: userStream(id),
      type: 'UserRegistered',
      data: {
        userId: id,
        type: 'provider',
        name: 'Parceiro',
        surname: `Alerta ${i}`,
        email: `alerta${i}@bench.conectasst.com.br`,
        phone: '47987654321',
        passwordHash: 'x',
      },
      at,
      metadata: me,
    },
    {
      streamId: userStream(id),
      type: 'ServiceProfileSet',
      data: {
        userId: id,
        areaIds: [matches ? areaId : otherArea],
        nrIds: [],
        esocial: 'Sim',
        software: null,
        ufs: [matches ? 'SC' : 'AM'],
        cities: [matches ? 'Blumenau' : 'Manaus'],
      },
      at,
      metadata: me,
    },
    {
      streamId: demandAlertsStream(id),
      type: 'DemandAlertPreferencesSet',
      data: { providerId: id, email: 'instant', quietHours: null, paused: false },
      at,
      metadata: me,
    },
  ];
  if (matches) {
    const browser = testBrowser(`${sinkUrl}/push/${i}`);
    events.push({
      streamId: demandAlertsStream(id),
      type: 'PushSubscriptionAdded',
      data: {
        providerId: id,
        subscriptionId: `s${i}`,
        endpoint: browser.endpoint,
        p256dh: browser.keys.p256dh,
        auth: browser.keys.auth,
        at: at.toISOString(),
      },
      at,
      metadata: me,
    });
  }
  return events;
}

/** p50 and p99 of the confirmation → hand-over times, per channel. */
function latencyRows(handed: { channel: AlertChannel; ms: number }[], shape: string, label: string): BenchRow[] {
  const rows: BenchRow[] = [];
  for (const channel of ['email', 'push'] as const) {
    const samples = handed.filter((h) => h.channel === channel).map((h) => h.ms);
    const note = `${shape}; load ${os.loadavg()[0]!.toFixed(1)}`;
    rows.push(
      {
        group: `instant alerts (${label})`,
        name: `confirmation → ${channel} handed over, p50`,
        value: round(percentile(samples, 50)),
        unit: 'ms',
        better: 'lower',
        note,
      },
      {
        group: `instant alerts (${label})`,
        name: `confirmation → ${channel} handed over, p99`,
        value: round(percentile(samples, 99)),
        unit: 'ms',
        better: 'lower',
        target: '≤ 2,000 ms',
        note,
      },
    );
  }
  return rows;
}
