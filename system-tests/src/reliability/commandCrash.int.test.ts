import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { signToken } from '@conectasst/platform/auth/tokens';
import { freePort } from '../../../test-support/serviceProcesses';
import { createTestDatabase } from '../../../test-support/testDatabase';

const ROOT = path.resolve(__dirname, '../../..');

// Starting and killing processes takes far longer on a loaded 2-core CI machine than here; no speed is asserted.
jest.setTimeout(600_000);

/**
 * The command-service process is SIGKILLed at random moments under a steady stream of commands. Every command that
 * was acknowledged is in the log; the others, retried with their Idempotency-Key after the restart, take effect once.
 */
describe(`command-service killed during writes (${process.env.TEST_DATABASE_KIND ?? 'embedded'} PostgreSQL)`, () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: pg.Client;
  let port: number;
  const jwtSecret = randomBytes(32).toString('base64');
  const piiMasterKey = randomBytes(32).toString('base64');
  const env = () => ({
    ...process.env,
    DATABASE_URL: database.url,
    PORT: String(port),
    APP_MODE: 'local',
    DATA_DIR: path.join(os.tmpdir(), 'conectasst-crash-test'),
    JWT_SECRET: jwtSecret,
    PII_MASTER_KEY: piiMasterKey,
    ADMIN_EMAIL: 'admin@crash.conectasst.com.br',
    ADMIN_PASSWORD: 'senha-crash-123',
    PASSWORD_HASH_MEMORY_KIB: '1024',
    LOG_LEVEL: 'silent',
  });

  beforeAll(async () => {
    database = await createTestDatabase('cmdcrash');
    db = new pg.Client({ connectionString: database.url });
    await db.connect();
    port = await freePort();
  });
  afterAll(async () => {
    await db.end();
    await database.drop();
  });

  const start = async (): Promise<ChildProcess> => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'host/src/services/commandService.ts'], {
      cwd: ROOT,
      env: env(),
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    for (let i = 0; i < 300; i++) {
      const up = await fetch(`http://127.0.0.1:${port}/v1/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) return child;
      if (child.exitCode !== null) throw new Error(`command-service exited (${child.exitCode})`);
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('command-service did not start');
  };
  const kill = (child: ChildProcess) =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });

  it('keeps every acknowledged command and applies retried ones once', async () => {
    const token = signToken({ id: 'crash-admin', role: 'admin' }, jwtSecret, 3600);
    const acknowledged = new Map<string, number>();
    const unanswered = new Set<string>();
    const send = async (key: string): Promise<void> => {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/v1/area`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'Idempotency-Key': key },
          body: JSON.stringify({ name: `Área ${key}` }),
        });
        if (response.status === 201) {
          acknowledged.set(key, ((await response.json()) as { data: { id: number } }).data.id);
          unanswered.delete(key);
        } else unanswered.add(key);
      } catch {
        unanswered.add(key);
      }
    };

    let sent = 0;
    for (let round = 0; round < 4; round++) {
      const child = await start();
      const load = (async () => {
        const inFlight: Promise<void>[] = [];
        for (let i = 0; i < 60; i++) {
          inFlight.push(send(`carga-${String(sent++).padStart(5, '0')}`));
          await new Promise((r) => setTimeout(r, 3));
        }
        await Promise.all(inFlight);
      })();
      await new Promise((r) => setTimeout(r, 40 + round * 35));
      await kill(child);
      await load;
    }
    expect(unanswered.size).toBeGreaterThan(0);

    const child = await start();
    for (const key of [...unanswered]) await send(key);
    // A second retry of everything must change nothing.
    for (const key of [...acknowledged.keys()].slice(0, 20)) await send(key);
    await kill(child);

    expect(unanswered.size).toBe(0);
    expect(acknowledged.size).toBe(sent);
    const created = await db.query<{ key: string; n: string }>(
      `SELECT metadata->>'idempotencyKey' AS key, count(*) AS n FROM events WHERE event_type = 'AreaCreated' GROUP BY 1`,
    );
    const byKey = new Map(created.rows.map((r) => [r.key, Number(r.n)]));
    for (const [key, id] of acknowledged) {
      expect([key, byKey.get(key)]).toEqual([key, 1]);
      const stream = await db.query('SELECT count(*)::int AS n FROM events WHERE stream_id = $1', [`area-${id}`]);
      expect(stream.rows[0].n).toBe(1);
    }
  });
});
