import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '@conectasst/platform/config';
import { createLogger } from '@conectasst/platform/logger';
import { signToken } from '@conectasst/platform/auth/tokens';
import type { System } from '@conectasst/host/system';
import { startSystem } from '@conectasst/host/system';

export const BENCH_ADMIN = { email: 'admin@bench.conectasst.com.br', password: 'senha-bench-123' };

/** The whole backend on a scratch database, listening on a free port, as the HTTP benchmarks load it. */
export async function startBenchSystem(
  databaseUrl: string,
  staticDir?: string,
): Promise<{
  system: System;
  url: string;
  env: Record<string, string>;
  adminToken: string;
  providerToken(id: string): string;
  stop(): Promise<void>;
}> {
  const env = {
    APP_MODE: 'local',
    DATA_DIR: path.join(os.tmpdir(), 'conectasst-bench'),
    JWT_SECRET: randomBytes(32).toString('base64'),
    PII_MASTER_KEY: randomBytes(32).toString('base64'),
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    LOG_LEVEL: 'silent',
  };
  const config = loadConfig(env);
  const system = await startSystem({
    config,
    databaseUrl,
    logger: createLogger('silent'),
    ...(staticDir ? { staticDir } : {}),
  });
  const server: Server = system.app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const basic = Buffer.from(`${BENCH_ADMIN.email}:${BENCH_ADMIN.password}`).toString('base64');
  const login = await fetch(`${url}/v1/auth`, { headers: { Authorization: `Basic ${basic}` } });
  const { token } = (await login.json()) as { token: string };
  return {
    system,
    url,
    /** The configuration's environment, for a process of the product started beside this one on the same database. */
    env,
    adminToken: token,
    /** A session of a provider written straight into the log (bench accounts have no usable password). */
    providerToken: (id: string) => signToken({ id, role: 'provider' }, config.jwtSecret, 3_600),
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await system.stop();
    },
  };
}
