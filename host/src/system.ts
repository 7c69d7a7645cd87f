import express from 'express';
import type { Express } from 'express';
import type pg from 'pg';
import type { Logger } from 'pino';
import { z } from 'zod';
import { EventCatalogue } from '@conectasst/events/catalogue/eventCatalogue';
import type { AuditViewTrail } from '@conectasst/events/auditViewTrail';
import { auditViewTrail } from '@conectasst/events/auditViewTrail';
import { PostgresSubjectKeyStore, parseMasterKey } from '@conectasst/events/catalogue/keyStore';
import type { LogPosition } from '@conectasst/events/envelope';
import { formatPosition } from '@conectasst/events/envelope';
import type { EventStore } from '@conectasst/events/eventStore';
import { createPool } from '@conectasst/events/postgres/postgresEventStore';
import { allEventDefinitions } from '@conectasst/events/schemas/allEvents';
import { LogHead, readProjectionPositions, smallestPosition } from '@conectasst/projections/consistency';
import { decodingWorker } from '@conectasst/projections/decodingWorker/decodingWorker';
import type { KafkaProjectionRunner } from '@conectasst/projections/kafka/kafkaProjectionRunner';
import type { ProjectionRunner } from '@conectasst/projections/runner';
import { sessionGenerationsOf } from '@conectasst/projections/users/usersQueries';
import { allProjections } from '@conectasst/projections/allProjections';
import { ignoreParkedEvents, reprocessParkedEvents } from '@conectasst/projections/reprocessParked';
import { argon2Hasher } from '@conectasst/platform/auth/passwords';
import { SessionRegistry } from '@conectasst/platform/auth/sessions';
import { noCepLookup, viaCepLookup } from '@conectasst/platform/cep/cepLookup';
import { cnpjLookupFor } from '@conectasst/platform/cnpj/cnpjLookup';
import type { AppConfig } from '@conectasst/platform/config';
import { createHttpApp } from '@conectasst/platform/http/createHttpApp';
import { createServiceMetrics } from '@conectasst/platform/http/metrics';
import type { ServiceMetrics } from '@conectasst/platform/http/metrics';
import { operationsRouter } from '@conectasst/platform/http/operationsRoutes';
import { systemRouter } from '@conectasst/platform/http/systemRoutes';
import { DevMailbox } from '@conectasst/platform/mail/devMailbox';
import type { Mailer } from '@conectasst/platform/mail/mailer';
import { smtpMailer } from '@conectasst/platform/mail/smtpMailer';
import { paymentGatewayFor } from '@conectasst/platform/payments/paymentGatewayFor';
import { invoiceIssuerFor } from '@conectasst/platform/invoicing/invoicingFor';
import { ensureAdminAccount } from '@conectasst/command-service/accounts/adminBootstrap';
import { createCommandRouter } from '@conectasst/command-service/commandRouter';
import type { CommandDeps } from '@conectasst/command-service/infrastructure/commandContext';
import { CommandHandler } from '@conectasst/command-service/infrastructure/commandHandler';
import { PostgresIdAllocator } from '@conectasst/command-service/infrastructure/idAllocator';
import { PostgresIdempotencyKeys } from '@conectasst/command-service/infrastructure/idempotencyKeys';
import { ProposalAttachments } from '@conectasst/platform/attachments/proposalAttachments';
import { PROPOSAL_PDF_MAX_BYTES, PROPOSAL_PDF_TOTAL_MAX_BYTES } from '@conectasst/common/rules/proposalRules';
import { bounceRecordingMailer } from '@conectasst/command-service/mail/bounceRecorder';
import { loadDefaultPackages } from '@conectasst/command-service/packages/defaultPackages';
import { readModelLookups } from '@conectasst/command-service/readModelLookups';
import {
  REQUESTER_MAILS,
  sendRequesterMails,
  startRequesterMailProcess,
} from '@conectasst/command-service/subscriptions/requesterMailProcess';
import { startInstantAlertProcess } from '@conectasst/command-service/demands/instantAlerts';
import { INVOICING } from '@conectasst/command-service/invoicing/invoiceProcess';
import { reprocessInvoiceEvent, startInvoicing } from '@conectasst/command-service/invoicing/invoiceWiring';
import type { LogProcess } from '@conectasst/command-service/infrastructure/logProcess';
import { webPushSender } from '@conectasst/platform/push/webPushSender';
import { whatsAppMessengerFor } from '@conectasst/command-service/demands/whatsAppChannel';
import type { RequesterMailProcess } from '@conectasst/command-service/subscriptions/requesterMailProcess';
import { loadReferenceData } from '@conectasst/command-service/referenceData/loadReferenceData';
import { createQueryRouter } from '@conectasst/query-service/queryRouter';
import { pageCache, type PageCache } from '@conectasst/query-service/site/pageCache';
import { openEventStore } from './system/openEventStore';
import {
  parkedCountsOf,
  projectionLagsOf,
  readinessChecks,
  registerLagMetrics,
  registerParkedMetrics,
  registerWaiterMetrics,
} from './system/operations';
import { startProjectionsPart } from './system/projectionsPart';
import { startSchedules } from './system/schedules';

type QueryRouteDeps = Parameters<typeof createQueryRouter>[0]['route'];

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
  /** Where commands are hosted: the requester's e-mail of each subscription, sent from the log (ADR 0152). */
  requesterMails?: RequesterMailProcess;
  /** Where commands are hosted: the instant new-demand alerts, fanned out from the log (ADR 0161). */
  instantAlerts?: LogProcess;
  /** Where queries are hosted: the cache of the server-rendered public pages (ADR 0174; the benchmark empties it). */
  pageCache?: PageCache;
  /** Where commands are hosted: the NFS-e of each paid purchase, asked and cancelled from the log (ADR 0171). */
  invoicing?: LogProcess;
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
export async function startSystem({
  config,
  databaseUrl,
  logger,
  staticDir,
  parts = ALL_PARTS,
  service = 'standalone',
  kafka,
}: SystemOptions): Promise<System> {
  const hosts = (part: SystemPart) => parts.includes(part);
  const { store, pool, ownsPool } = await openEventStore(config.eventStoreDbUrl, databaseUrl);
  const readPool = createPool(databaseUrl, 20, { keepWarm: true });
  const keyStore = new PostgresSubjectKeyStore(pool, parseMasterKey(config.piiMasterKey));
  const catalogue = new EventCatalogue(allEventDefinitions, { keyStore });
  // Rebuilds of a PostgreSQL log read and decode it on a worker thread, the keys asked of this thread (ADR 0150).
  const rebuildReading = config.eventStoreDbUrl
    ? undefined
    : decodingWorker({ connectionString: databaseUrl, keyStore });
  const projections = await startProjectionsPart({
    store,
    readPool,
    catalogue,
    logger,
    service,
    kafka,
    hostsProjections: hosts('projections'),
    rebuildReading,
  });
  const { runner, kafkaRunner, feed, waiter } = projections;
  const logHead = new LogHead(() => store.headPosition());

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
    idempotencyKeys: new PostgresIdempotencyKeys(pool),
    waitForPosition: (position: LogPosition) => waiter.waitFor(position, config.readYourWritesTimeoutMs),
    isBeyondHead: (position: LogPosition) => logHead.isBeyond(position),
  };
  const commands = new CommandHandler(store, catalogue);
  // The one clock of both sides (command routes, handlers, the bounce recorder, the query routes): tests inject their own.
  const clock = () => new Date();
  const commandDeps = commandDepsOf({
    config,
    store,
    pool,
    readPool,
    catalogue,
    commands,
    route,
    mailer,
    logger,
    clock,
  });
  if (hosts('commands')) await seedCommandSide(commandDeps, logger);
  const caughtUp = await awaitStartupCatchUp(runner, hosts('projections') && !kafkaRunner, config, logger);
  const stopSchedules = hosts('commands') ? startSchedules(commandDeps, config, logger) : undefined;
  const waitForReadModels = (position: LogPosition) => waiter.waitFor(position, config.readYourWritesTimeoutMs);
  const logProcesses: Partial<LogProcesses> = hosts('commands')
    ? await startLogProcesses(commandDeps, pool, waitForReadModels, config, logger)
    : {};
  const { requesterMails, instantAlerts, invoicing } = logProcesses;

  // Operations: /health, /ready, /metrics (docs/operations.md §4).
  const projectionPositions = () => readProjectionPositions(readPool, runner.projectionNames(), feed);
  const health = healthCheckOf(readPool, projectionPositions, config, logger);
  const metrics = createServiceMetrics(service);
  registerWaiterMetrics(metrics, waiter);
  const lags = projectionLagsOf(store, projectionPositions);
  if (hosts('projections')) registerLagMetrics(metrics, lags);
  const parked = parkedCountsOf(readPool);
  if (hosts('projections') || hosts('commands'))
    registerParkedMetrics(metrics, parked, hosts('projections') ? runner.projectionNames() : []);
  const readiness = readinessChecks({
    store,
    pool,
    readPool,
    ...(hosts('projections') || hosts('queries') ? { lags } : {}),
    readyMaxLagSeconds: config.readyMaxLagSeconds,
    feed,
    ...(hosts('projections') || hosts('commands') ? { parked } : {}),
    caughtUp,
    ...(kafkaRunner && projections.kafkaClient && feed.kind === 'kafka'
      ? { kafka: { client: projections.kafkaClient, topic: feed.topic } }
      : {}),
  });
  let draining = false;
  const operations = operationsRouter({
    service,
    registry: metrics.registry,
    checks: readiness.checks,
    draining: () => draining,
  });
  // Production keeps the operations endpoints off the public port: lag, database errors and metrics are for operators.
  const operationsApp = config.mode === 'production' ? express().disable('x-powered-by').use(operations) : undefined;
  const pages = hosts('queries') ? pageCache(readPool, { maxBytes: config.pageCacheMaxBytes }) : undefined;
  const app = createHttpApp({
    logger,
    trustProxy: config.trustProxy,
    ...(config.mode === 'production' ? {} : { operations }),
    metrics: metrics.http,
    routers: [
      systemRouter(health, config.jwtSecret, config.mode === 'local' && hosts('commands') ? devMailbox : undefined),
      ...(hosts('commands') ? [createCommandRouter(commandDeps)] : []),
      ...(hosts('queries') && pages
        ? [queryRouterOf(config, readPool, route, clock, pages, auditViewTrail(store, catalogue))]
        : []),
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
    ...(requesterMails ? { requesterMails } : {}),
    ...(instantAlerts ? { instantAlerts } : {}),
    ...(pages ? { pageCache: pages } : {}),
    ...(invoicing ? { invoicing } : {}),
    startDraining() {
      draining = true;
    },
    async stop() {
      stopSchedules?.();
      await requesterMails?.stop();
      await instantAlerts?.stop();
      await invoicing?.stop();
      sessions.stop();
      smtp?.close();
      await kafkaRunner?.stop();
      await readiness.close();
      await runner.stop();
      await store.close();
      // The PostgreSQL store closed its own pool; beside EventStoreDB the pool is ours.
      if (ownsPool) await pool.end().catch(() => undefined);
      await readPool.end();
    },
  };
}

/**
 * What the command routes, the timed jobs and the log processes work with: the write side's store and pool, lookups in
 * the read models, and the outside services (mail, payments, NFS-e).
 */
function commandDepsOf({
  config,
  store,
  pool,
  readPool,
  catalogue,
  commands,
  route,
  mailer,
  logger,
  clock,
}: {
  config: AppConfig;
  store: EventStore;
  pool: pg.Pool;
  readPool: pg.Pool;
  catalogue: EventCatalogue;
  commands: CommandHandler;
  route: CommandDeps['route'];
  mailer: Mailer;
  logger: Logger;
  clock: () => Date;
}): CommandDeps {
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
    mailer: bounceRecordingMailer(mailer, commands, { addressSecret: config.piiMasterKey, now: clock }),
    payments: paymentGatewayFor(config),
    invoicing: invoiceIssuerFor(config.invoicing),
    attachments: new ProposalAttachments(pool, {
      maxBytes: PROPOSAL_PDF_MAX_BYTES,
      maxTotalBytes: PROPOSAL_PDF_TOTAL_MAX_BYTES,
    }),
    parkedEvents: {
      reprocess: (items, by) =>
        reprocessParkedEvents(
          {
            pool: readPool,
            store,
            decoder: catalogue,
            projections: allProjections,
            // The requester e-mail process's parked events: that subscription's e-mail, sent again (ADR 0155).
            processes: {
              [REQUESTER_MAILS]: (event) =>
                sendRequesterMails(commandDeps, [event], (error) =>
                  logger.warn({ err: error }, 'requester e-mail failed'),
                ),
              // The NFS-e process's parked purchase events: the order's note asked (or cancelled) again (ADR 0171).
              [INVOICING]: async (event) => void (await reprocessInvoiceEvent(commandDeps, event)),
            },
          },
          items,
          by,
        ),
      ignore: (items, by) => ignoreParkedEvents(readPool, items, by),
    },
    now: clock,
  };
  return commandDeps;
}

/**
 * Start-up waits a bounded time for the read models (ADR 0155): then it serves anyway, and /ready says "not ready"
 * (check `startup`) until they have caught up. Answers whether they have, read live.
 */
async function awaitStartupCatchUp(
  runner: ProjectionRunner,
  waitsForProjections: boolean,
  config: AppConfig,
  logger: Logger,
): Promise<() => boolean> {
  let caughtUp = !waitsForProjections;
  if (!caughtUp) {
    const done = runner.caughtUp().then(() => {
      caughtUp = true;
    });
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      done,
      new Promise<void>((resolve) => (timer = setTimeout(resolve, config.startupCatchUpMaxMs))),
    ]);
    clearTimeout(timer);
    if (!caughtUp)
      logger.warn(
        { waitedMs: config.startupCatchUpMaxMs },
        'read models still catching up; serving, /ready not ready until they have',
      );
  }
  return () => caughtUp;
}

interface LogProcesses {
  requesterMails: RequesterMailProcess;
  instantAlerts: LogProcess;
  invoicing: LogProcess;
}

/**
 * The processes fed by the log where commands are hosted: the requester's e-mail of each subscription (ADR 0152), the
 * instant new-demand alerts (ADR 0161) and the NFS-e of each paid purchase (ADR 0171).
 */
async function startLogProcesses(
  commandDeps: CommandDeps,
  pool: pg.Pool,
  waitForReadModels: (position: LogPosition) => Promise<boolean>,
  config: AppConfig,
  logger: Logger,
): Promise<LogProcesses> {
  const requesterMails = await startRequesterMailProcess({
    deps: commandDeps,
    pool,
    waitForReadModels,
    onError: (error) => logger.warn({ err: error }, 'requester e-mail failed'),
    onParked: (fields) =>
      logger.error(fields, 'event parked: the requester e-mail process goes on without it (Eventos com falha)'),
  });
  const instantAlerts = await startInstantAlertProcess({
    deps: {
      ...commandDeps,
      push: webPushSender(config.webPush),
      ...(whatsAppMessengerFor(config) ? { whatsApp: whatsAppMessengerFor(config)! } : {}),
    },
    pool,
    waitForReadModels,
    onError: (error) => logger.warn({ err: error }, 'instant alert failed'),
    onParked: (fields) =>
      logger.error(fields, 'event parked: the instant alert process goes on without it (Eventos com falha)'),
  });
  const invoicing = await startInvoicing(commandDeps, {
    pool,
    waitForReadModels,
    onError: (error) => logger.warn({ err: error }, 'NFS-e process failed'),
    onParked: (fields) =>
      logger.error(fields, 'event parked: the NFS-e process goes on without it (Eventos com falha)'),
  });
  return { requesterMails, instantAlerts, invoicing };
}

/** `/health`: the read models' database answers, and the position every projection has reached. */
function healthCheckOf(
  readPool: pg.Pool,
  projectionPositions: () => ReturnType<typeof readProjectionPositions>,
  config: AppConfig,
  logger: Logger,
) {
  return async () => {
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
}

/** The admin account, the reference catalogue and the default packages, as idempotent events (docs/catalogue.md). */
async function seedCommandSide(deps: CommandDeps, logger: Logger): Promise<void> {
  const admin = await ensureAdminAccount(deps);
  logger.info({ admin: deps.config.adminEmail, outcome: admin }, 'admin account checked');
  // Areas, NRs, services, social list and default content; fixed keys make a second start a no-op.
  logger.info(await loadReferenceData(deps), 'reference data checked');
  logger.info({ created: await loadDefaultPackages(deps) }, 'default credit packages checked');
}

function queryRouterOf(
  config: AppConfig,
  readPool: pg.Pool,
  route: QueryRouteDeps,
  now: () => Date,
  pages: PageCache,
  recordAuditView: AuditViewTrail,
) {
  return createQueryRouter({
    recordAuditView,
    pageCache: pages,
    pool: readPool,
    route,
    now,
    checkoutSandbox: config.mode === 'local' && config.payments.gateway === 'sandbox',
    cepLookup: config.cepLookupUrl === 'off' ? noCepLookup : viaCepLookup(config.cepLookupUrl),
    cepLookupsPerMinutePerIp: config.cepLookupsPerMinutePerIp,
    cnpjLookup: cnpjLookupFor(config.cnpjLookupUrl),
    cnpjLookupsPerMinutePerIp: config.cnpjLookupsPerMinutePerIp,
    lgpdController: config.lgpdController,
    publicUrl: config.publicUrl,
  });
}
