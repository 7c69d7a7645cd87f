import express from 'express';
import type { Express } from 'express';
import type pg from 'pg';
import { z } from 'zod';
import { EventCatalogue } from '@conectasst/events/catalogue/eventCatalogue';
import { PostgresSubjectKeyStore, parseMasterKey } from '@conectasst/events/catalogue/keyStore';
import type { LogPosition } from '@conectasst/events/envelope';
import { formatPosition } from '@conectasst/events/envelope';
import type { EventStore } from '@conectasst/events/eventStore';
import { PostgresEventStore, createPool } from '@conectasst/events/postgres/postgresEventStore';
import { migrateEventStore } from '@conectasst/events/postgres/schema';
import { allEventDefinitions } from '@conectasst/events/schemas/allEvents';
import { allProjections } from '@conectasst/projections/allProjections';
import { ProjectionRunner } from '@conectasst/projections/runner';
import type { ProjectionFeed, SharedConsistencyWaiter } from '@conectasst/projections/consistency';
import { CheckpointPollingWaiter, LogHead, STORE_FEED, readProjectionPositions, smallestPosition } from '@conectasst/projections/consistency';
import { KafkaProjectionRunner } from '@conectasst/projections/kafka/kafkaProjectionRunner';
import { lagBehind } from '@conectasst/projections/lag';
import type { Lag } from '@conectasst/projections/lag';
import { Kafka, logLevel } from 'kafkajs';
import type { Admin } from 'kafkajs';
import { Counter, Gauge } from 'prom-client';
import { createServiceMetrics } from '@conectasst/platform/http/metrics';
import type { ServiceMetrics } from '@conectasst/platform/http/metrics';
import { operationsRouter } from '@conectasst/platform/http/operationsRoutes';
import type { ReadinessCheck } from '@conectasst/platform/http/operationsRoutes';
import type { AppConfig } from '@conectasst/platform/config';
import { argon2Hasher } from '@conectasst/platform/auth/passwords';
import { createHttpApp } from '@conectasst/platform/http/createHttpApp';
import { systemRouter } from '@conectasst/platform/http/systemRoutes';
import { DevMailbox } from '@conectasst/platform/mail/devMailbox';
import { noCepLookup, viaCepLookup } from '@conectasst/platform/cep/cepLookup';
import { smtpMailer } from '@conectasst/platform/mail/smtpMailer';
import type { Mailer } from '@conectasst/platform/mail/mailer';
import { paymentGatewayFor } from '@conectasst/platform/payments/paymentGatewayFor';
import { SessionRegistry } from '@conectasst/platform/auth/sessions';
import { sessionGenerationsOf } from '@conectasst/projections/users/usersQueries';
import type { Logger } from 'pino';
import { ensureAdminAccount } from '@conectasst/command-service/accounts/adminBootstrap';
import { createCommandRouter } from '@conectasst/command-service/commandRouter';
import { readModelLookups } from '@conectasst/command-service/readModelLookups';
import { scheduleDemandDigests } from '@conectasst/command-service/demands/demandDigest';
import { scheduleReviewRequests } from '@conectasst/command-service/reviews/reviewRequests';
import { scheduleWeeklyInsights } from '@conectasst/command-service/insights/weeklyInsights';
import { scheduleDemandSweep } from '@conectasst/command-service/demands/demandSweep';
import { CommandHandler } from '@conectasst/command-service/infrastructure/commandHandler';
import { bounceRecordingMailer } from '@conectasst/command-service/mail/bounceRecorder';
import type { CommandDeps } from '@conectasst/command-service/infrastructure/commandContext';
import { PostgresIdAllocator } from '@conectasst/command-service/infrastructure/idAllocator';
import { loadReferenceData } from '@conectasst/command-service/referenceData/loadReferenceData';
import { loadDefaultPackages } from '@conectasst/command-service/packages/defaultPackages';
import { scheduleReservationSweep } from '@conectasst/command-service/subscriptions/reservationSweep';
import { createQueryRouter } from '@conectasst/query-service/queryRouter';

// Validation messages in Portuguese wherever a schema has no message of its own.
z.config(z.locales.pt());

export interface System {
  app: Express;
  /** PostgreSQL, or EventStoreDB when EVENTSTOREDB_URL is set. */
  store: EventStore;
  /** The PostgreSQL pool of the write side (personal-data keys, id allocation; the events too on the PostgreSQL store). */
  pool: pg.Pool;
  runner: ProjectionRunner;
  /** Set when this process feeds its projections from Kafka. */
  kafkaRunner?: KafkaProjectionRunner;
  catalogue: EventCatalogue;
  /** The read models' pool: the projections write it; the query routes and the commands' ReadModelLookups read it. */
  readPool: pg.Pool;
  mailer: Mailer;
  metrics: ServiceMetrics;
  /**
   * Production: `/health`, `/ready` and `/metrics` on their own app, for `OPS_PORT` (never on the public port). In
   * local mode they are routes of `app`.
   */
  operationsApp?: Express;
  /** Local mode without SMTP_URL only. */
  devMailbox?: DevMailbox;
  /** SIGTERM: `/ready` answers 503 from now on while the calls in flight finish. */
  startDraining(): void;
  stop(): Promise<void>;
}

export interface SystemOptions {
  config: AppConfig;
  databaseUrl: string;
  logger: Logger;
  /** Built frontend to serve; omitted for API-only use (tests, separate services). */
  staticDir?: string;
  /**
   * Which parts this process hosts; all of them by default (the standalone mode). The separate services host one
   * part each: `commands` (command-service), `queries` (query-service), `projections` (the projections process).
   */
  parts?: readonly SystemPart[];
  /** Name in logs and metrics (`service` label). */
  service?: string;
  /**
   * Scaled-out with Kafka: the projections hosted here read the relay's topic instead of the store subscription,
   * and read-your-writes waits on the Kafka positions. Only the separate services pass it (the standalone and the
   * tests keep the store subscription even when KAFKA_BROKERS is set for the Kafka suites).
   */
  kafka?: { brokers: string[]; topic: string };
}

export type SystemPart = 'commands' | 'queries' | 'projections';
export const ALL_PARTS: readonly SystemPart[] = ['commands', 'queries', 'projections'];

/**
 * Everything of the embedded mode in one process: event store, projections, command and query routers.
 * Separate services use the same pieces (host/src/services/commandService.ts, host/src/services/queryService.ts, host/src/services/projections.ts).
 */
export async function startSystem({ config, databaseUrl, logger, staticDir, parts = ALL_PARTS, service = 'standalone', kafka }: SystemOptions): Promise<System> {
  const hosts = (part: SystemPart) => parts.includes(part);
  let store: EventStore;
  let pool: pg.Pool;
  if (config.eventStoreDbUrl) {
    // The log in EventStoreDB; PostgreSQL keeps the personal-data keys, the id allocations and the read models.
    // Loaded only when used: the gRPC client weighs on every process's start-up.
    const { EventStoreDbEventStore } = await import('@conectasst/events/eventstoredb/eventStoreDbEventStore');
    store = new EventStoreDbEventStore({ connectionString: config.eventStoreDbUrl });
    pool = createPool(databaseUrl, 20);
    await migrateEventStore(pool);
  } else {
    const postgresStore = await PostgresEventStore.connect({ connectionString: databaseUrl, poolSize: 20 });
    store = postgresStore;
    pool = postgresStore.pool;
  }
  const readPool = createPool(databaseUrl, 20);
  const keyStore = new PostgresSubjectKeyStore(pool, parseMasterKey(config.piiMasterKey));
  const catalogue = new EventCatalogue(allEventDefinitions, { keyStore });
  const runner = new ProjectionRunner({ store, pool: readPool, decoder: catalogue, projections: allProjections, logger });
  const feed: ProjectionFeed = kafka ? { kind: 'kafka', topic: kafka.topic } : STORE_FEED;
  const kafkaClient = kafka
    ? new Kafka({ clientId: `conectasst-${service}`, brokers: kafka.brokers, logLevel: logLevel.WARN, retry: { retries: 10, initialRetryTime: 200, maxRetryTime: 5_000 } })
    : undefined;
  let kafkaRunner: KafkaProjectionRunner | undefined;
  if (hosts('projections')) {
    if (kafkaClient) {
      kafkaRunner = new KafkaProjectionRunner({ kafka: kafkaClient, pool: readPool, decoder: catalogue, projections: allProjections, store, topic: feed.kind === 'kafka' ? feed.topic : undefined, logger });
      await kafkaRunner.start();
    } else {
      await runner.start();
    }
  }
  // Read-your-writes: one shared waiter per process (ADR 0113), woken in memory when this process runs the store-fed
  // projections, otherwise by one poll loop over their stored positions while anything waits.
  const waiter: SharedConsistencyWaiter =
    hosts('projections') && !kafkaRunner ? runner.consistency : new CheckpointPollingWaiter(readPool, runner.projectionNames(), 10, feed);
  const logHead = new LogHead(() => store.headPosition());
  const projectionPositions = () => readProjectionPositions(readPool, runner.projectionNames(), feed);

  const smtp = config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : undefined;
  const devMailbox = smtp ? undefined : new DevMailbox(config.mailFrom);
  const mailer: Mailer = smtp ?? devMailbox!;

  // Session revocation (ADR 0110): generations in memory, re-read from the users read model every second.
  const sessions = new SessionRegistry({
    load: (userIds) => sessionGenerationsOf(readPool, userIds),
    onError: (error) => logger.warn({ err: error }, 'session generations not refreshed'),
  }).start();
  const route = {
    jwtSecret: config.jwtSecret,
    sessions,
    waitForPosition: (position: LogPosition) => waiter.waitFor(position, config.readYourWritesTimeoutMs),
    isBeyondHead: (position: LogPosition) => logHead.isBeyond(position),
  };
  const commands = new CommandHandler(store, catalogue);
  const commandDeps: CommandDeps = {
    store,
    catalogue,
    commands,
    ids: new PostgresIdAllocator(pool),
    lookups: readModelLookups(readPool),
    hasher: argon2Hasher(config.passwordHashMemoryKiB),
    config,
    route,
    // Permanent refusals of a recipient are recorded as MailBounced (docs/credits.md, bad leads).
    mailer: bounceRecordingMailer(mailer, commands, { addressSecret: config.piiMasterKey }),
    payments: paymentGatewayFor(config),
    now: () => new Date(),
  };
  if (hosts('commands')) {
    const admin = await ensureAdminAccount(commandDeps);
    logger.info({ admin: config.adminEmail, outcome: admin }, 'admin account checked');
    // Areas, NRs, services, social list and default content, as events; idempotent (fixed keys), see docs/catalogue.md.
    const reference = await loadReferenceData(commandDeps);
    logger.info(reference, 'reference data checked');
    logger.info({ created: await loadDefaultPackages(commandDeps) }, 'default credit packages checked');
  }
  if (hosts('projections') && !kafkaRunner) await runner.caughtUp();
  // New demands e-mailed to matching providers, batched (docs/demands.md); DEMAND_DIGEST_INTERVAL_MS, default 1 h.
  const stopDemandDigests = hosts('commands')
    ? scheduleDemandDigests(commandDeps, config.schedules.demandDigestMs, (error) => logger.error({ err: error }, 'demand digest failed'))
    : undefined;
  // Review request e-mails to requesters, 7 days after the first seat and after 'Já contratei' (docs/reviews.md);
  // REVIEW_REQUEST_INTERVAL_MS, default 1 h.
  const stopReviewRequests = hosts('commands')
    ? scheduleReviewRequests(commandDeps, config.schedules.reviewRequestMs, (error) => logger.error({ err: error }, 'review requests failed'))
    : undefined;
  // The weekly "Meu desempenho" e-mail to providers, once per ISO week each (docs/insights.md); INSIGHTS_MAIL_INTERVAL_MS,
  // default 1 h (the first run of a week sends it).
  const stopWeeklyInsights = hosts('commands')
    ? scheduleWeeklyInsights(commandDeps, config.schedules.insightsMailMs, (error) => logger.error({ err: error }, 'weekly insights failed'))
    : undefined;
  // Reservations left open by interrupted subscriptions are settled (docs/credits.md); RESERVATION_SWEEP_INTERVAL_MS, default 5 min.
  const stopReservationSweep = hosts('commands')
    ? scheduleReservationSweep(commandDeps, config.schedules.reservationSweepMs, (error) => logger.error({ err: error }, 'reservation sweep failed'))
    : undefined;

  // Unconfirmed demands expire after 72 h, open ones close at the requester's deadline (docs/demands.md); DEMAND_SWEEP_INTERVAL_MS, default 15 min.
  const stopDemandSweep = hosts('commands')
    ? scheduleDemandSweep(commandDeps, config.schedules.demandSweepMs, (error) => logger.error({ err: error }, 'demand sweep failed'))
    : undefined;

  const health = async () => {
    try {
      await readPool.query('SELECT 1');
      return { database: 'up', projections: formatPosition(smallestPosition((await projectionPositions()).values())) };
    } catch (error) {
      if (config.mode !== 'production') throw error;
      // The public port says only that it is unavailable; the reason goes to the log and to /ready on OPS_PORT.
      logger.warn({ err: error }, 'health check failed');
      throw new Error('indisponível');
    }
  };

  // Operations: /health, /ready, /metrics (docs/operations.md §4).
  const metrics = createServiceMetrics(service);
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
    help: 'Reads of the projections\' stored positions by the shared poll loop (0 when the projections run in this process)',
    registers: [metrics.registry],
    collect() {
      this.set(waiter.polls);
    },
  });
  // One lag computation per scrape or readiness probe burst, shared by the gauges and /ready.
  let lagCache: { at: number; lags: Promise<Map<string, Lag>> } | undefined;
  const projectionLags = (): Promise<Map<string, Lag>> => {
    if (lagCache && Date.now() - lagCache.at < 1_000) return lagCache.lags;
    const lags = (async () => {
      const now = new Date();
      const result = new Map<string, Lag>();
      for (const [name, position] of await projectionPositions()) result.set(name, await lagBehind(store, position, now));
      return result;
    })();
    lagCache = { at: Date.now(), lags };
    lags.catch(() => (lagCache = undefined));
    return lags;
  };
  if (hosts('projections')) {
    new Gauge({
      name: 'conectasst_projection_lag_events',
      help: 'Events in the store that a read model has not applied yet',
      labelNames: ['projection'],
      registers: [metrics.registry],
      async collect() {
        for (const [projection, lag] of await projectionLags()) this.set({ projection }, lag.events);
      },
    });
    new Gauge({
      name: 'conectasst_projection_lag_seconds',
      help: 'Age of the oldest event a read model has not applied yet (0 when caught up)',
      labelNames: ['projection'],
      registers: [metrics.registry],
      async collect() {
        for (const [projection, lag] of await projectionLags()) this.set({ projection }, lag.seconds);
      },
    });
  }
  let kafkaAdmin: Admin | undefined;
  const checks: Record<string, ReadinessCheck> = {
    database: async () => {
      await pool.query('SELECT 1');
      if (readPool !== pool) await readPool.query('SELECT 1');
    },
    eventStore: async () => ({ head: formatPosition(await store.headPosition()) }),
  };
  if (hosts('projections') || hosts('queries')) {
    checks.projections = async () => {
      let worst: [string, Lag] | undefined;
      for (const entry of await projectionLags()) if (!worst || entry[1].seconds > worst[1].seconds) worst = entry;
      const detail = { feed: feed.kind, furthestBehind: worst?.[0], lagEvents: worst?.[1].events ?? 0, lagSeconds: Math.round(worst?.[1].seconds ?? 0) };
      if (worst && worst[1].seconds > config.readyMaxLagSeconds) {
        throw new Error(`projeção ${worst[0]} atrasada ${Math.round(worst[1].seconds)} s (${worst[1].events} eventos; limite ${config.readyMaxLagSeconds} s)`);
      }
      return detail;
    };
  }
  if (kafkaRunner && kafkaClient && feed.kind === 'kafka') {
    const topic = feed.topic;
    checks.kafka = async () => {
      if (!kafkaAdmin) {
        const admin = kafkaClient.admin({ retry: { retries: 0 } });
        await admin.connect();
        kafkaAdmin = admin;
      }
      try {
        const metadata = await kafkaAdmin.fetchTopicMetadata({ topics: [topic] });
        return { topic, partitions: metadata.topics[0]?.partitions.length ?? 0 };
      } catch (error) {
        // A fresh admin next time: after a broker restart the old connection may be stale.
        const stale = kafkaAdmin;
        kafkaAdmin = undefined;
        await stale.disconnect().catch(() => undefined);
        throw error;
      }
    };
  }
  let draining = false;

  const operations = operationsRouter({ service, registry: metrics.registry, checks, draining: () => draining });
  // Production keeps the operations endpoints off the public port: lag, database errors and metrics are for operators.
  const operationsApp = config.mode === 'production' ? express().disable('x-powered-by').use(operations) : undefined;
  const app = createHttpApp({
    logger,
    trustProxy: config.trustProxy,
    ...(config.mode === 'production' ? {} : { operations }),
    metrics: metrics.http,
    routers: [
      systemRouter(health, config.jwtSecret, config.mode === 'local' && hosts('commands') ? devMailbox : undefined),
      ...(hosts('commands') ? [createCommandRouter(commandDeps)] : []),
      ...(hosts('queries') ? [createQueryRouter({
        pool: readPool,
        route,
        checkoutSandbox: config.mode === 'local' && config.payments.gateway === 'sandbox',
        cepLookup: config.cepLookupUrl === 'off' ? noCepLookup : viaCepLookup(config.cepLookupUrl),
        cepLookupsPerMinutePerIp: config.cepLookupsPerMinutePerIp,
        publicUrl: config.publicUrl,
      })] : []),
    ],
    ...(staticDir ? { staticDir } : {}),
  });

  return {
    app,
    store,
    pool,
    runner,
    ...(kafkaRunner ? { kafkaRunner } : {}),
    catalogue,
    readPool,
    mailer,
    metrics,
    ...(operationsApp ? { operationsApp } : {}),
    ...(devMailbox ? { devMailbox } : {}),
    startDraining() {
      draining = true;
    },
    async stop() {
      stopDemandDigests?.();
      stopReviewRequests?.();
      stopWeeklyInsights?.();
      stopReservationSweep?.();
      stopDemandSweep?.();
      sessions.stop();
      smtp?.close();
      await kafkaRunner?.stop();
      await kafkaAdmin?.disconnect().catch(() => undefined);
      await runner.stop();
      await store.close();
      // The PostgreSQL store closed its own pool; beside EventStoreDB the pool is ours.
      if (config.eventStoreDbUrl) await pool.end().catch(() => undefined);
      await readPool.end();
    },
  };
}
