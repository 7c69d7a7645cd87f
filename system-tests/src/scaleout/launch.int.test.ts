/**
 * Where a started process listens (issue #18 item 12): local mode on loopback unless HOST says otherwise (with a
 * warning), production with its operations endpoints on OPS_PORT only. Each case starts the query-service, the
 * lightest process, with the real launcher.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { productionSecrets } from '../../../test-support/productionSecrets';
import { createTestDatabase } from '../../../test-support/testDatabase';
import type { ServiceProcess } from '../../../test-support/serviceProcesses';
import { freePort, startService } from '../../../test-support/serviceProcesses';

const QUERY_SERVICE = 'host/src/services/queryService.ts';

/** An IPv4 address of this machine that is not loopback, when it has one. */
function networkAddress(): string | undefined {
  for (const entries of Object.values(os.networkInterfaces())) {
    for (const entry of entries ?? []) if (entry.family === 'IPv4' && !entry.internal) return entry.address;
  }
  return undefined;
}

async function answers(url: string): Promise<number | 'refused'> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(5_000) })).status;
  } catch {
    return 'refused';
  }
}

describe('the launcher binds where the mode says', () => {
  let database: { url: string; drop(): Promise<void> };
  let logDir: string;
  const started: ServiceProcess[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('launch');
    logDir = mkdtempSync(path.join(os.tmpdir(), 'conectasst-launch-'));
  });
  afterAll(async () => {
    await Promise.all(started.map((s) => s.stop()));
    await database.drop();
    rmSync(logDir, { recursive: true, force: true });
  });

  const env = (extra: Record<string, string>): NodeJS.ProcessEnv => ({
    PATH: process.env.PATH,
    DATABASE_URL: database.url,
    DATA_DIR: path.join(logDir, 'data'),
    JWT_SECRET: randomBytes(32).toString('base64'),
    PII_MASTER_KEY: randomBytes(32).toString('base64'),
    PASSWORD_HASH_MEMORY_KIB: '1024',
    CEP_LOOKUP_URL: 'off',
    LOG_LEVEL: 'info',
    ...extra,
  });

  const start = async (name: string, extra: Record<string, string>) => {
    const port = await freePort();
    const service = startService(name, QUERY_SERVICE, port, env(extra), logDir);
    started.push(service);
    const deadline = Date.now() + 90_000;
    const log = () => (existsSync(service.logFile) ? readFileSync(service.logFile, 'utf8') : '');
    while (!log().includes('ConectaSST no ar')) {
      if (service.child.exitCode !== null) throw new Error(`${name} exited:\n${service.tail()}`);
      if (Date.now() > deadline) throw new Error(`${name} did not start:\n${service.tail()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    return { service, port, log };
  };

  it('local mode without HOST answers on 127.0.0.1 only, and prints no warning', async () => {
    const { service, port, log } = await start('local-loopback', { APP_MODE: 'local' });
    expect(await answers(`http://127.0.0.1:${port}/health`)).toBe(200);
    expect(log()).toContain('"host":"127.0.0.1"');
    expect(log()).not.toContain('modo local exposto');
    const address = networkAddress();
    if (address) expect(await answers(`http://${address}:${port}/health`)).toBe('refused');
    expect(await service.stop()).toBe(0);
  }, 120_000);

  it('local mode with HOST=0.0.0.0 answers on the network too, and warns that the local defaults are exposed', async () => {
    const { service, port, log } = await start('local-exposed', { APP_MODE: 'local', HOST: '0.0.0.0' });
    expect(log()).toContain('ATENÇÃO: modo local exposto em 0.0.0.0:');
    const address = networkAddress() ?? '127.0.0.1';
    expect(await answers(`http://${address}:${port}/health`)).toBe(200);
    expect(await service.stop()).toBe(0);
  }, 120_000);

  it('production serves /health, /ready and /metrics on OPS_PORT only, never on the public port', async () => {
    const opsPort = await freePort();
    const { service, port } = await start('production-ops', {
      APP_MODE: 'production',
      HOST: '127.0.0.1',
      OPS_PORT: String(opsPort),
      ...productionSecrets,
      SMTP_URL: 'smtp://usuario:senha@127.0.0.1:9',
    });
    for (const endpoint of ['/health', '/ready', '/metrics'])
      expect([endpoint, await answers(`http://127.0.0.1:${port}${endpoint}`)]).toEqual([endpoint, 404]);
    expect(await answers(`http://127.0.0.1:${opsPort}/health`)).toBe(200);
    expect(await answers(`http://127.0.0.1:${opsPort}/metrics`)).toBe(200);
    expect([200, 503]).toContain(await answers(`http://127.0.0.1:${opsPort}/ready`));
    // The API itself is on the public port, not on the operations one.
    expect(await answers(`http://127.0.0.1:${port}/v1/openapi.json`)).toBe(200);
    expect(await answers(`http://127.0.0.1:${opsPort}/v1/openapi.json`)).toBe(404);
    expect(await service.stop()).toBe(0);
  }, 120_000);

  it('production refuses to start with a JWT_SECRET under 32 bytes, saying why', async () => {
    const port = await freePort();
    const service = startService(
      'production-short-secret',
      QUERY_SERVICE,
      port,
      env({ APP_MODE: 'production', JWT_SECRET: 'curto', PUBLIC_URL: 'https://conectasst.com.br' }),
      logDir,
    );
    const code = await new Promise<number | null>((resolve) => service.child.once('exit', resolve));
    expect(code).toBe(2);
    expect(service.tail()).toContain('Configuração inválida: JWT_SECRET must have at least 32 bytes');
  }, 60_000);
});
