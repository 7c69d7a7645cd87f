/**
 * `npm run relay`: the Kafka relay as its own process. Follows the event store's `$all` (PostgreSQL at DATABASE_URL,
 * or EventStoreDB when EVENTSTOREDB_URL is set; the checkpoint and the "one active relay" lock stay in PostgreSQL)
 * and publishes to KAFKA_BROKERS (topic KAFKA_TOPIC). Start several: one publishes, the others wait as standbys.
 * It restarts itself after losing its database connection (a PostgreSQL restart) and serves `/health`, `/ready` and
 * `/metrics` on PORT. SIGTERM/SIGINT stop it after the batch in flight.
 */
import type { Server } from 'node:http';
import { Kafka, logLevel } from 'kafkajs';
import type { Admin } from 'kafkajs';
import { Gauge } from 'prom-client';
import { formatPosition } from '@conectasst/events/envelope';
import type { LogPosition } from '@conectasst/events/envelope';
import type { EventStore } from '@conectasst/events/eventStore';
import { createPool } from '@conectasst/events/postgres/postgresEventStore';
import { KafkaRelay } from '@conectasst/projections/kafka/relay';
import { lagBehind } from '@conectasst/projections/lag';
import { ConfigError, loadConfig } from '@conectasst/platform/config';
import { createHttpApp } from '@conectasst/platform/http/createHttpApp';
import { createServiceMetrics } from '@conectasst/platform/http/metrics';
import { operationsRouter } from '@conectasst/platform/http/operationsRoutes';
import { createLogger } from '@conectasst/platform/logger';
import { openStore } from '../cli/openStore';

const RELAY_NAME = 'default';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuração inválida: ${error.message}`);
      process.exit(2);
    }
    throw error;
  }
  if (!config.kafkaBrokers) throw new Error('KAFKA_BROKERS é obrigatório (ex.: 127.0.0.1:19092)');
  const logger = createLogger(config.logLevel);
  let store: EventStore;
  let databaseUrl: string;
  let closeStore: () => Promise<void>;
  if (config.eventStoreDbUrl) {
    if (!config.databaseUrl) throw new Error('DATABASE_URL é obrigatório (checkpoint do relay)');
    const { EventStoreDbEventStore } = await import('@conectasst/events/eventstoredb/eventStoreDbEventStore');
    const esdb = new EventStoreDbEventStore({ connectionString: config.eventStoreDbUrl });
    store = esdb;
    databaseUrl = config.databaseUrl;
    closeStore = () => esdb.close();
  } else {
    const opened = await openStore();
    store = opened.store;
    databaseUrl = opened.databaseUrl;
    closeStore = opened.close;
  }
  const pool = createPool(databaseUrl, 2);
  const kafka = new Kafka({ clientId: 'conectasst-relay', brokers: config.kafkaBrokers, logLevel: logLevel.WARN });
  const topic = config.kafkaTopic;

  // The relay itself, restarted after it stopped on its own (lost database connection), with a growing pause.
  let relay: KafkaRelay | undefined;
  let shuttingDown = false;
  const supervise = async () => {
    for (let attempt = 0; !shuttingDown; attempt++) {
      const current = new KafkaRelay({ store, kafka, databaseUrl, topic, name: RELAY_NAME, logger });
      relay = current;
      void current.active.then(() => {
        attempt = 0;
        logger.info({ brokers: config.kafkaBrokers, topic }, 'relay publishing');
      });
      try {
        await current.start();
      } catch (error) {
        logger.error({ err: error }, 'relay could not start');
        await current.stop('start failed');
      }
      const reason = await current.stopped;
      if (shuttingDown) return;
      relay = undefined;
      const pause = Math.min(500 * 2 ** Math.min(attempt, 5), 10_000);
      logger.warn({ reason, pauseMs: pause }, 'relay stopped on its own; starting again');
      await new Promise((r) => setTimeout(r, pause));
    }
  };
  const supervising = supervise();

  const checkpoint = async (): Promise<{ position: LogPosition; published: number }> => {
    const row = await pool
      .query<{ commit_position: string; prepare_position: string; published: string }>(
        'SELECT commit_position, prepare_position, published FROM kafka_relay_checkpoints WHERE name = $1',
        [RELAY_NAME],
      )
      .catch((error: { code?: string }) => {
        if (error.code === '42P01') return { rows: [] };
        throw error;
      });
    const r = row.rows[0];
    return r
      ? { position: { commit: BigInt(r.commit_position), prepare: BigInt(r.prepare_position) }, published: Number(r.published) }
      : { position: { commit: 0n, prepare: 0n }, published: 0 };
  };

  const metrics = createServiceMetrics('relay');
  let lagCache: { at: number; value: Promise<{ events: number; seconds: number; published: number }> } | undefined;
  const lag = () => {
    if (lagCache && Date.now() - lagCache.at < 1_000) return lagCache.value;
    const value = (async () => {
      const { position, published } = await checkpoint();
      return { ...(await lagBehind(store, position)), published };
    })();
    lagCache = { at: Date.now(), value };
    value.catch(() => (lagCache = undefined));
    return value;
  };
  new Gauge({
    name: 'conectasst_relay_lag_events',
    help: 'Events in the store the relay has not published yet',
    registers: [metrics.registry],
    async collect() {
      this.set((await lag()).events);
    },
  });
  new Gauge({
    name: 'conectasst_relay_lag_seconds',
    help: 'Age of the oldest event the relay has not published yet (0 when caught up)',
    registers: [metrics.registry],
    async collect() {
      this.set((await lag()).seconds);
    },
  });
  new Gauge({
    name: 'conectasst_relay_published_events',
    help: 'Events published and acknowledged since the relay checkpoint was created (durable)',
    registers: [metrics.registry],
    async collect() {
      this.set((await lag()).published);
    },
  });
  new Gauge({
    name: 'conectasst_relay_active',
    help: '1 while this process holds the lock and publishes, 0 as a standby',
    registers: [metrics.registry],
    collect() {
      this.set(relay?.isActive() ? 1 : 0);
    },
  });

  let admin: Admin | undefined;
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
        kafka: async () => {
          if (!admin) {
            const fresh = kafka.admin({ retry: { retries: 0 } });
            await fresh.connect();
            admin = fresh;
          }
          try {
            const metadata = await admin.fetchTopicMetadata({ topics: [topic] });
            return { topic, partitions: metadata.topics[0]?.partitions.length ?? 0 };
          } catch (error) {
            const stale = admin;
            admin = undefined;
            await stale.disconnect().catch(() => undefined);
            throw error;
          }
        },
        relay: async () => {
          if (!relay) throw new Error('relay reiniciando');
          const { events, seconds } = await lag();
          return { role: relay.isActive() ? 'active' : 'standby', checkpoint: formatPosition((await checkpoint()).position), lagEvents: events, lagSeconds: Math.round(seconds) };
        },
      },
    }),
  });
  // The relay serves operations endpoints only: on OPS_PORT in production (like every service), on PORT otherwise.
  const port = config.opsPort ?? config.port;
  const server: Server = app.listen(port, config.host, () => logger.info({ host: config.host, port }, 'relay operations endpoints up'));

  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    draining = true;
    logger.info({ signal }, 'relay stopping');
    await relay?.stop('shutdown');
    await supervising;
    await admin?.disconnect().catch(() => undefined);
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await pool.end().catch(() => undefined);
    await closeStore();
    logger.info({ signal }, 'relay stopped');
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
