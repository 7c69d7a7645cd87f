import type { Kafka, Admin } from 'kafkajs';
import { Counter, Gauge } from 'prom-client';
import type pg from 'pg';
import type { LogPosition } from '@conectasst/events/envelope';
import { formatPosition } from '@conectasst/events/envelope';
import type { EventStore } from '@conectasst/events/eventStore';
import type { ProjectionFeed, SharedConsistencyWaiter } from '@conectasst/projections/consistency';
import { lagBehind } from '@conectasst/projections/lag';
import { countParkedEvents } from '@conectasst/projections/parkedEvents';
import type { Lag } from '@conectasst/projections/lag';
import type { ServiceMetrics } from '@conectasst/platform/http/metrics';
import type { ReadinessCheck } from '@conectasst/platform/http/operationsRoutes';

type ProjectionPositions = () => Promise<Map<string, LogPosition>>;

/** Read-your-writes in /metrics: how waits ended, how many positions are awaited, how often the poll loop read. */
export function registerWaiterMetrics(metrics: ServiceMetrics, waiter: SharedConsistencyWaiter): void {
  const waits = new Counter({
    name: 'conectasst_read_your_writes_waits_total',
    help: 'Calls that carried X-Min-Position, by how their wait ended: immediate (already applied), reached, stale (timed out)',
    labelNames: ['outcome'],
    registers: [metrics.registry],
  });
  for (const outcome of ['immediate', 'reached', 'stale']) waits.inc({ outcome }, 0);
  waiter.onWait = (outcome) => waits.inc({ outcome });
  new Gauge({
    name: 'conectasst_read_your_writes_waiting_positions',
    help: 'Distinct log positions calls are waiting for right now (each shared by all its callers)',
    registers: [metrics.registry],
    collect() {
      this.set(waiter.pendingPositions());
    },
  });
  new Gauge({
    name: 'conectasst_read_your_writes_polls',
    help: "Reads of the projections' stored positions by the shared poll loop (0 when the projections run in this process)",
    registers: [metrics.registry],
    collect() {
      this.set(waiter.polls);
    },
  });
}

/** Each read model's lag behind the log, computed once per second at most and shared by the gauges and /ready. */
export function projectionLagsOf(store: EventStore, positions: ProjectionPositions): () => Promise<Map<string, Lag>> {
  return sharedForOneSecond(async () => {
    const now = new Date();
    const result = new Map<string, Lag>();
    for (const [name, position] of await positions()) result.set(name, await lagBehind(store, position, now));
    return result;
  });
}

/** The projections' lag in events and in seconds, per read model, for a process that runs them. */
export function registerLagMetrics(metrics: ServiceMetrics, lags: () => Promise<Map<string, Lag>>): void {
  const gauge = (name: string, help: string, of: (lag: Lag) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['projection'],
      registers: [metrics.registry],
      async collect() {
        for (const [projection, lag] of await lags()) this.set({ projection }, of(lag));
      },
    });
  gauge(
    'conectasst_projection_lag_events',
    'Events in the store that a read model has not applied yet',
    (lag) => lag.events,
  );
  gauge(
    'conectasst_projection_lag_seconds',
    'Age of the oldest event a read model has not applied yet (0 when caught up)',
    (lag) => lag.seconds,
  );
}

/** Events parked per consumer (ADR 0155), read from the shared table once per second at most. */
export function parkedCountsOf(readPool: pg.Pool): () => Promise<Map<string, number>> {
  return sharedForOneSecond(() => countParkedEvents(readPool));
}

/** `conectasst_parked_events{consumer}`: events set aside and not yet reprocessed or ignored (0 for none). */
export function registerParkedMetrics(
  metrics: ServiceMetrics,
  parked: () => Promise<Map<string, number>>,
  consumers: readonly string[],
): void {
  new Gauge({
    name: 'conectasst_parked_events',
    help: 'Events a projection or process could not handle after its bounded retries and set aside (Eventos com falha), by consumer',
    labelNames: ['consumer'],
    registers: [metrics.registry],
    async collect() {
      const counts = await parked();
      for (const consumer of new Set([...consumers, ...counts.keys()]))
        this.set({ consumer }, counts.get(consumer) ?? 0);
    },
  });
}

export interface ReadinessInputs {
  store: EventStore;
  pool: pg.Pool;
  readPool: pg.Pool;
  /** Set when this process hosts projections or queries: /ready then fails when a read model is too far behind. */
  lags?: () => Promise<Map<string, Lag>>;
  readyMaxLagSeconds: number;
  feed: ProjectionFeed;
  /** Set when this process's projections read Kafka: /ready then checks the topic. */
  kafka?: { client: Kafka; topic: string };
  /** Set where projections or processes run: parked events make /ready `degraded` (200), never 503 (ADR 0155). */
  parked?: () => Promise<Map<string, number>>;
  /** Set where start-up waited a bounded time for catch-up: false until the read models first caught up. */
  caughtUp?: () => boolean;
}

/** /ready's checks (docs/operations.md §4), and a `close` for the Kafka admin connection it may have opened. */
export function readinessChecks({
  store,
  pool,
  readPool,
  lags,
  readyMaxLagSeconds,
  feed,
  kafka,
  parked,
  caughtUp,
}: ReadinessInputs): { checks: Record<string, ReadinessCheck>; close(): Promise<void> } {
  const checks: Record<string, ReadinessCheck> = {
    database: async () => {
      await pool.query('SELECT 1');
      if (readPool !== pool) await readPool.query('SELECT 1');
    },
    eventStore: async () => ({ head: formatPosition(await store.headPosition()) }),
  };
  if (lags) {
    checks.projections = async () => {
      let worst: [string, Lag] | undefined;
      for (const entry of await lags()) if (!worst || entry[1].seconds > worst[1].seconds) worst = entry;
      const detail = {
        feed: feed.kind,
        furthestBehind: worst?.[0],
        lagEvents: worst?.[1].events ?? 0,
        lagSeconds: Math.round(worst?.[1].seconds ?? 0),
      };
      if (worst && worst[1].seconds > readyMaxLagSeconds) {
        throw new Error(
          `projeção ${worst[0]} atrasada ${Math.round(worst[1].seconds)} s (${worst[1].events} eventos; limite ${readyMaxLagSeconds} s)`,
        );
      }
      return detail;
    };
  }
  if (caughtUp) {
    checks.startup = async () => {
      if (!caughtUp()) throw new Error('as projeções ainda estão alcançando o log desde a partida');
      return { caughtUp: true };
    };
  }
  if (parked) {
    checks.parkedEvents = async () => {
      const counts = await parked();
      const total = [...counts.values()].reduce((a, b) => a + b, 0);
      return total > 0 ? { degraded: true, total, consumers: Object.fromEntries(counts) } : { total: 0 };
    };
  }
  const kafkaCheck = kafka ? kafkaTopicCheck(kafka.client, kafka.topic) : undefined;
  if (kafkaCheck) checks.kafka = kafkaCheck.check;
  return { checks, close: async () => kafkaCheck?.close() };
}

/** /ready's Kafka check: the topic's metadata through one admin connection, opened on first use and renewed after a failure. */
export function kafkaTopicCheck(client: Kafka, topic: string): { check: ReadinessCheck; close(): Promise<void> } {
  let admin: Admin | undefined;
  return {
    check: async () => {
      if (!admin) {
        const fresh = client.admin({ retry: { retries: 0 } });
        await fresh.connect();
        admin = fresh;
      }
      try {
        const metadata = await admin.fetchTopicMetadata({ topics: [topic] });
        return { topic, partitions: metadata.topics[0]?.partitions.length ?? 0 };
      } catch (error) {
        // A fresh admin next time: after a broker restart the old connection may be stale.
        const stale = admin;
        admin = undefined;
        await stale.disconnect().catch(() => undefined);
        throw error;
      }
    },
    close: async () => void (await admin?.disconnect().catch(() => undefined)),
  };
}

/** A value computed at most once per second and shared by everyone who asks meanwhile (a failure is not kept). */
export function sharedForOneSecond<T>(compute: () => Promise<T>): () => Promise<T> {
  let cache: { at: number; value: Promise<T> } | undefined;
  return () => {
    if (cache && Date.now() - cache.at < 1_000) return cache.value;
    const value = compute();
    cache = { at: Date.now(), value };
    value.catch(() => (cache = undefined));
    return value;
  };
}
