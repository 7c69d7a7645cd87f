import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import request from 'supertest';
import type { AppConfig } from '@conectasst/platform/config';
import { loadConfig } from '@conectasst/platform/config';
import { createLogger } from '@conectasst/platform/logger';
import type { System } from '../host/src/system';
import { startSystem } from '../host/src/system';
import { CommandHandler } from '@conectasst/command-service/infrastructure/commandHandler';
import type { CommandDeps } from '@conectasst/command-service/infrastructure/commandContext';
import { readModelLookups } from '@conectasst/command-service/readModelLookups';
import { ensureFreshFrontendBuild, FRONTEND_DIST } from './frontendBuild';
import { createTestDatabase } from './testDatabase';

/** A service's tests reach the whole system through here, never by importing the composition root (host/). */
export { startSystem };
export type { System };

export const TEST_ADMIN_EMAIL = 'admin@teste.conectasst.com.br';
export const TEST_ADMIN_PASSWORD = 'senha-admin-123';

const SCHEDULE_VARIABLES = [
  'DEMAND_DIGEST_INTERVAL_MS',
  'REVIEW_REQUEST_INTERVAL_MS',
  'AGENDA_REMINDER_INTERVAL_MS',
  'INSIGHTS_MAIL_INTERVAL_MS',
  'RESERVATION_SWEEP_INTERVAL_MS',
  'DEMAND_SWEEP_INTERVAL_MS',
];

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({
      APP_MODE: 'local',
      DATA_DIR: path.join(process.cwd(), '.tmp', 'test-data'),
      JWT_SECRET: randomBytes(32).toString('base64'),
      PII_MASTER_KEY: randomBytes(32).toString('base64'),
      ADMIN_EMAIL: TEST_ADMIN_EMAIL,
      ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
      // Cheap hashes in tests; production uses argon2id with 19 MiB.
      PASSWORD_HASH_MEMORY_KIB: '1024',
      // Suites sign up many providers from one address.
      SIGNUPS_PER_HOUR_PER_IP: '100000',
      CONTACTS_PER_HOUR_PER_IP: '100000',
      CEP_LOOKUPS_PER_MINUTE_PER_IP: '100000',
      CNPJ_LOOKUPS_PER_MINUTE_PER_IP: '100000',
      // The login slow-down's delays stay short (the schedule itself: platform/src/http/slowDown.test.ts).
      LOGIN_DELAY_MAX_MS: '20',
      // No outside services in tests.
      CEP_LOOKUP_URL: 'off',
      CNPJ_LOOKUP_URL: 'sandbox',
      // CI runs every suite at once on 2 cores: let read-your-writes wait longer than in production before answering stale.
      READ_YOUR_WRITES_TIMEOUT_MS: '15000',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      // A suite may shorten a scheduler's period through its environment before the product starts (e2e/reviews.e2e.ts:
      // review requests every second); config.schedules reads them from this object, not from process.env.
      ...Object.fromEntries(
        SCHEDULE_VARIABLES.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])),
      ),
    }),
    ...overrides,
  };
}

export interface TestApi {
  system: System;
  config: AppConfig;
  databaseUrl: string;
  stop(): Promise<void>;
}

/** The test administrator logged in (`GET /v1/auth` with the password seeded at start-up): its `Bearer <token>`. */
export async function adminBearer(api: Pick<TestApi, 'system'>): Promise<string> {
  const basic = Buffer.from(`${TEST_ADMIN_EMAIL}:${TEST_ADMIN_PASSWORD}`).toString('base64');
  const login = await request(api.system.app).get('/v1/auth').set('Authorization', `Basic ${basic}`).expect(200);
  return `Bearer ${login.body.token as string}`;
}

/** The whole backend on a fresh database, for supertest (`request(api.system.app)`). */
export async function startTestApi(
  overrides: Partial<AppConfig> = {},
  options: { staticDir?: string } = {},
): Promise<TestApi> {
  const db = await createTestDatabase('api');
  const config = testConfig(overrides);
  const system = await startSystem({ config, databaseUrl: db.url, logger: createLogger(config.logLevel), ...options });
  // Tests start from read models that hold everything seeded at start-up (reference data, default packages).
  await system.runner.waitFor(await system.store.headPosition(), 30_000);
  return {
    system,
    config,
    databaseUrl: db.url,
    async stop() {
      await system.stop();
      await db.drop();
    },
  };
}

/**
 * `startTestApi` listening on a free local port (`port`; `address` is `127.0.0.1:<port>`): for a browser, nginx in front, or
 * a client that must see the bytes on the wire. `stop` closes the port, then the system and its database.
 */
export async function serveTestApi(
  overrides: Partial<AppConfig> = {},
  options: { staticDir?: string } = {},
): Promise<TestApi & { address: string; port: number }> {
  const api = await startTestApi(overrides, options);
  const server = api.system.app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    ...api,
    address: `127.0.0.1:${port}`,
    port,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await api.stop();
    },
  };
}

/** The product as a browser sees it: built frontend + API on a random port, with its own database. */
export async function startTestApp(): Promise<{
  url: string;
  adminEmail: string;
  adminPassword: string;
  /** Runs one timed job at the time `now` (a controlled clock), on a fresh command handler, with the read models caught up before and after. */
  runJob<T>(job: (deps: JobDeps, now: Date) => Promise<T>, now: Date): Promise<T>;
  stop(): Promise<void>;
}> {
  ensureFreshFrontendBuild();
  const api = await serveTestApi({}, { staticDir: FRONTEND_DIST });
  const caughtUp = async () => {
    if (!(await api.system.runner.waitFor(await api.system.store.headPosition(), 30_000)))
      throw new Error('startTestApp(): the projections did not catch up in 30 s');
  };
  return {
    url: `http://${api.address}`,
    adminEmail: TEST_ADMIN_EMAIL,
    adminPassword: TEST_ADMIN_PASSWORD,
    async runJob(job, now) {
      await caughtUp();
      const result = await job(
        {
          lookups: readModelLookups(api.system.readPool),
          commands: new CommandHandler(api.system.store, api.system.catalogue),
          mailer: api.system.mailer,
          config: api.config,
        },
        now,
      );
      await caughtUp();
      return result;
    },
    stop: () => api.stop(),
  };
}

/** What a timed job needs (the harness's `jobDeps()`). */
export type JobDeps = Pick<CommandDeps, 'lookups' | 'commands' | 'mailer' | 'config'>;
