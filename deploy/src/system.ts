import type { Express } from 'express';
import type pg from 'pg';
import { z } from 'zod';
import { EventCatalogue } from '@conectasst/events/catalogue/eventCatalogue';
import { PostgresSubjectKeyStore, parseMasterKey } from '@conectasst/events/catalogue/keyStore';
import { formatPosition } from '@conectasst/events/envelope';
import { PostgresEventStore, createPool } from '@conectasst/events/postgres/postgresEventStore';
import { allEventDefinitions } from '@conectasst/events/schemas/allEvents';
import { allProjections } from '@conectasst/projections/allProjections';
import { ProjectionRunner } from '@conectasst/projections/runner';
import type { AppConfig } from '@conectasst/platform/config';
import { argon2Hasher } from '@conectasst/platform/auth/passwords';
import { createHttpApp } from '@conectasst/platform/http/createHttpApp';
import { systemRouter } from '@conectasst/platform/http/systemRoutes';
import { DevMailbox } from '@conectasst/platform/mail/devMailbox';
import { noCepLookup, viaCepLookup } from '@conectasst/platform/cep/cepLookup';
import { smtpMailer } from '@conectasst/platform/mail/smtpMailer';
import type { Mailer } from '@conectasst/platform/mail/mailer';
import { paymentGatewayFor } from '@conectasst/platform/payments/paymentGatewayFor';
import type { Logger } from 'pino';
import { ensureAdminAccount } from '@conectasst/command-service/accounts/adminBootstrap';
import { createCommandRouter } from '@conectasst/command-service/commandRouter';
import { scheduleDemandDigests } from '@conectasst/command-service/demands/demandDigest';
import { CommandHandler } from '@conectasst/command-service/infrastructure/commandHandler';
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
  store: PostgresEventStore;
  runner: ProjectionRunner;
  catalogue: EventCatalogue;
  readPool: pg.Pool;
  mailer: Mailer;
  /** Local mode without SMTP_URL only. */
  devMailbox?: DevMailbox;
  stop(): Promise<void>;
}

export interface SystemOptions {
  config: AppConfig;
  databaseUrl: string;
  logger: Logger;
  /** Built frontend to serve; omitted for API-only use (tests, separate services). */
  staticDir?: string;
  /**
   * Which parts this process hosts; all of them by default (the standalone mode). A separate command-service hosts
   * `commands`; a separate query-service hosts `queries` and `projections` (it owns the read models).
   */
  parts?: readonly SystemPart[];
}

export type SystemPart = 'commands' | 'queries' | 'projections';
export const ALL_PARTS: readonly SystemPart[] = ['commands', 'queries', 'projections'];

/**
 * Everything of the embedded mode in one process: event store, projections, command and query routers.
 * Separate services use the same pieces (see command-service/src/main.ts and query-service/src/main.ts).
 */
export async function startSystem({ config, databaseUrl, logger, staticDir, parts = ALL_PARTS }: SystemOptions): Promise<System> {
  const hosts = (part: SystemPart) => parts.includes(part);
  const store = await PostgresEventStore.connect({ connectionString: databaseUrl, poolSize: 20 });
  const readPool = createPool(databaseUrl, 20);
  const keyStore = new PostgresSubjectKeyStore(store.pool, parseMasterKey(config.piiMasterKey));
  const catalogue = new EventCatalogue(allEventDefinitions, { keyStore });
  const runner = new ProjectionRunner({ store, pool: readPool, decoder: catalogue, projections: allProjections, logger });
  if (hosts('projections')) await runner.start();

  const smtp = config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : undefined;
  const devMailbox = smtp ? undefined : new DevMailbox(config.mailFrom);
  const mailer: Mailer = smtp ?? devMailbox!;

  const route = {
    jwtSecret: config.jwtSecret,
    waitForPosition: (position: Parameters<ProjectionRunner['waitFor']>[0]) => runner.waitFor(position, config.readYourWritesTimeoutMs),
  };
  const commandDeps: CommandDeps = {
    store,
    catalogue,
    commands: new CommandHandler(store, catalogue),
    ids: new PostgresIdAllocator(store.pool),
    readPool,
    hasher: argon2Hasher(config.passwordHashMemoryKiB),
    config,
    route,
    mailer,
    payments: paymentGatewayFor(config),
  };
  if (hosts('commands')) {
    const admin = await ensureAdminAccount(commandDeps);
    logger.info({ admin: config.adminEmail, outcome: admin }, 'admin account checked');
    // Areas, NRs, services, social list and default content, as events; idempotent (fixed keys), see docs/catalogue.md.
    const reference = await loadReferenceData(commandDeps);
    logger.info(reference, 'reference data checked');
    logger.info({ created: await loadDefaultPackages(commandDeps) }, 'default credit packages checked');
  }
  if (hosts('projections')) await runner.caughtUp();
  // New demands e-mailed to matching providers, batched (docs/demands.md); DEMAND_DIGEST_INTERVAL_MS, default 1 h.
  const stopDemandDigests = hosts('commands')
    ? scheduleDemandDigests(commandDeps, Number(process.env.DEMAND_DIGEST_INTERVAL_MS) || 3_600_000, (error) => logger.error({ err: error }, 'demand digest failed'))
    : undefined;
  // Reservations left open by interrupted subscriptions are settled (docs/credits.md); RESERVATION_SWEEP_INTERVAL_MS, default 5 min.
  const stopReservationSweep = hosts('commands')
    ? scheduleReservationSweep(commandDeps, Number(process.env.RESERVATION_SWEEP_INTERVAL_MS) || 300_000, (error) => logger.error({ err: error }, 'reservation sweep failed'))
    : undefined;

  const health = async () => {
    await readPool.query('SELECT 1');
    return { database: 'up', projections: formatPosition(runner.position()) };
  };
  const app = createHttpApp({
    logger,
    routers: [
      systemRouter(health, config.jwtSecret, config.mode === 'local' && hosts('commands') ? devMailbox : undefined),
      ...(hosts('commands') ? [createCommandRouter(commandDeps)] : []),
      ...(hosts('queries') ? [createQueryRouter({
        pool: readPool,
        route,
        checkoutSandbox: config.mode === 'local' && config.payments.gateway === 'sandbox',
        cepLookup: config.cepLookupUrl === 'off' ? noCepLookup : viaCepLookup(config.cepLookupUrl),
      })] : []),
    ],
    ...(staticDir ? { staticDir } : {}),
  });

  return {
    app,
    store,
    runner,
    catalogue,
    readPool,
    mailer,
    ...(devMailbox ? { devMailbox } : {}),
    async stop() {
      stopDemandDigests?.();
      stopReservationSweep?.();
      smtp?.close();
      await runner.stop();
      await store.close();
      await readPool.end();
    },
  };
}
