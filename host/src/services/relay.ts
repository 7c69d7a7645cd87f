/**
 * `npm run relay`: the Kafka relay as its own process. Follows the event store's `$all` (PostgreSQL at DATABASE_URL,
 * or EventStoreDB when EVENTSTOREDB_URL is set; the checkpoint and the "one active relay" lock stay in PostgreSQL)
 * and publishes to KAFKA_BROKERS (topic KAFKA_TOPIC). Start several: one publishes, the others wait as standbys.
 * It restarts itself after losing its database connection (a PostgreSQL restart) and serves `/health`, `/ready` and
 * `/metrics` on PORT. SIGTERM/SIGINT stop it after the batch in flight.
 */
import type { Server } from 'node:http';
import { Kafka, logLevel } from 'kafkajs';
import type pg from 'pg';
import type { Logger } from 'pino';
import { Gauge } from 'prom-client';
import { formatPosition } from '@conectasst/events/envelope';
import type { LogPosition } from '@conectasst/events/envelope';
import type { EventStore } from '@conectasst/events/eventStore';
import { createPool } from '@conectasst/events/postgres/postgresEventStore';
import { KafkaRelay } from '@conectasst/projections/kafka/relay';
import { lagBehind } from '@conectasst/projections/lag';
import type { AppConfig } from '@conectasst/platform/config';
import { createHttpApp } from '@conectasst/platform/http/createHttpApp';
import { createServiceMetrics } from '@conectasst/platform/http/metrics';
import type { ServiceMetrics } from '@conectasst/platform/http/metrics';
import { operationsRouter } from '@conectasst/platform/http/operationsRoutes';
import { createLogger } from '@conectasst/platform/logger';
import { openStore } from '../cli/openStore';
import { loadConfigOrExit } from '../launcher/loadConfigOrExit';
import { kafkaTopicCheck, sharedForOneSecond } from '../system/operations';
import { runService } from '../cli/runCli';

const RELAY_NAME = 'default';
type Checkpoint = { position: LogPosition; published: number };

async function main(): Promise<void> {
  const config = loadRelayConfig();
  const logger = createLogger(config.logLevel);
  const { store, databaseUrl, closeStore } = await openRelayStore(config);
  const pool = createPool(databaseUrl, 2);
  const kafka = new Kafka({ clientId: 'conectasst-relay', brokers: config.kafkaBrokers, logLevel: logLevel.WARN });
  const topic = config.kafkaTopic;
  const supervisor = superviseRelay(
    () => new KafkaRelay({ store, kafka, databaseUrl, topic, name: RELAY_NAME, logger }),
    logger,
    () => logger.info({ brokers: config.kafkaBrokers, topic }, 'relay publishing'),
  );

  const checkpoint = () => readCheckpoint(pool);
  const lag = sharedForOneSecond(async () => {
    const { position, published } = await checkpoint();
    return { ...(await lagBehind(store, position)), published };
  });
  const metrics = createServiceMetrics('relay');
  registerRelayMetrics(metrics, lag, () => supervisor.current()?.isActive() ?? false);
  const kafkaCheck = kafkaTopicCheck(kafka, topic);
  let draining = false;
  const app = createHttpApp({
    logger,
    routers: [],
    metrics: metrics.http,
    operations: operationsRouter({
      service: 'relay',
      registry: metrics.registry,
      draining: () => draining,
      checks: {
        database: async () => {
          await pool.query('SELECT 1');
        },
        eventStore: async () => ({ head: formatPosition(await store.headPosition()) }),
        kafka: kafkaCheck.check,
        relay: async () => {
          const relay = supervisor.current();
          if (!relay) throw new Error('relay reiniciando');
          const { events, seconds } = await lag();
          return {
            role: relay.isActive() ? 'active' : 'standby',
            checkpoint: formatPosition((await checkpoint()).position),
            lagEvents: events,
            lagSeconds: Math.round(seconds),
          };
        },
      },
    }),
  });
  // The relay serves operations endpoints only: on OPS_PORT in production (like every service), on PORT otherwise.
  const port = config.opsPort ?? config.port;
  const server: Server = app.listen(port, config.host, () =>
    logger.info({ host: config.host, port }, 'relay operations endpoints up'),
  );

  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    draining = true;
    logger.info({ signal }, 'relay stopping');
    await supervisor.stop();
    await kafkaCheck.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await pool.end().catch(() => undefined);
    await closeStore();
    logger.info({ signal }, 'relay stopped');
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}

function loadRelayConfig(): AppConfig & { kafkaBrokers: string[] } {
  const config = loadConfigOrExit();
  if (!config.kafkaBrokers) throw new Error('KAFKA_BROKERS é obrigatório (ex.: 127.0.0.1:19092)');
  return { ...config, kafkaBrokers: config.kafkaBrokers };
}

/** The log to follow; the checkpoint and the lock are always in PostgreSQL. */
async function openRelayStore(
  config: AppConfig,
): Promise<{ store: EventStore; databaseUrl: string; closeStore: () => Promise<void> }> {
  if (config.eventStoreDbUrl) {
    if (!config.databaseUrl) throw new Error('DATABASE_URL é obrigatório (checkpoint do relay)');
    const { EventStoreDbEventStore } = await import('@conectasst/events/eventstoredb/eventStoreDbEventStore');
    const esdb = new EventStoreDbEventStore({ connectionString: config.eventStoreDbUrl });
    return { store: esdb, databaseUrl: config.databaseUrl, closeStore: () => esdb.close() };
  }
  const opened = await openStore();
  return { store: opened.store, databaseUrl: opened.databaseUrl, closeStore: opened.close };
}

/** Runs the relay, and starts a new one after it stopped on its own (lost database connection), with a growing pause. */
function superviseRelay(
  create: () => KafkaRelay,
  logger: Logger,
  onActive: () => void,
): { current(): KafkaRelay | undefined; stop(): Promise<void> } {
  let relay: KafkaRelay | undefined;
  let stopping = false;
  const supervising = (async () => {
    for (let attempt = 0; !stopping; attempt++) {
      const current = create();
      relay = current;
      void current.active.then(() => {
        attempt = 0;
        onActive();
      });
      try {
        await current.start();
      } catch (error) {
        logger.error({ err: error }, 'relay could not start');
        await current.stop('start failed');
      }
      const reason = await current.stopped;
      if (stopping) return;
      relay = undefined;
      const pause = Math.min(500 * 2 ** Math.min(attempt, 5), 10_000);
      logger.warn({ reason, pauseMs: pause }, 'relay stopped on its own; starting again');
      await new Promise((r) => setTimeout(r, pause));
    }
  })();
  return {
    current: () => relay,
    async stop() {
      stopping = true;
      await relay?.stop('shutdown');
      await supervising;
    },
  };
}

async function readCheckpoint(pool: pg.Pool): Promise<Checkpoint> {
  const row = await pool
    .query<{ commit_position: string; prepare_position: string; published: string }>(
      'SELECT commit_position, prepare_position, published FROM kafka_relay_checkpoints WHERE name = $1',
      [RELAY_NAME],
    )
    .catch((error: { code?: string }) => {
      // Before the relay's first start the table does not exist yet.
      if (error.code === '42P01') return { rows: [] };
      throw error;
    });
  const r = row.rows[0];
  return r
    ? {
        position: { commit: BigInt(r.commit_position), prepare: BigInt(r.prepare_position) },
        published: Number(r.published),
      }
    : { position: { commit: 0n, prepare: 0n }, published: 0 };
}

function registerRelayMetrics(
  metrics: ServiceMetrics,
  lag: () => Promise<{ events: number; seconds: number; published: number }>,
  isActive: () => boolean,
): void {
  const gauge = (name: string, help: string, read: () => Promise<number> | number) =>
    new Gauge({
      name,
      help,
      registers: [metrics.registry],
      async collect() {
        this.set(await read());
      },
    });
  gauge(
    'conectasst_relay_lag_events',
    'Events in the store the relay has not published yet',
    async () => (await lag()).events,
  );
  gauge(
    'conectasst_relay_lag_seconds',
    'Age of the oldest event the relay has not published yet (0 when caught up)',
    async () => (await lag()).seconds,
  );
  gauge(
    'conectasst_relay_published_events',
    'Events published and acknowledged since the relay checkpoint was created (durable)',
    async () => (await lag()).published,
  );
  gauge('conectasst_relay_active', '1 while this process holds the lock and publishes, 0 as a standby', () =>
    isActive() ? 1 : 0,
  );
}

runService(main);
