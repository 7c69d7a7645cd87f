import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import type { Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eventually, freePort } from '../../../test-support/serviceProcesses';

/**
 * Issue #33 item 6: how `npm start` starts and stops, as an operator or a supervisor sees it. A port another program
 * holds is a failed start naming the port, never "ConectaSST no ar" while the other program answers; SIGTERM to the
 * `npm start` process stops the server and its embedded PostgreSQL. The bounds below keep a broken start from hanging
 * the suite; nothing here measures time.
 */
jest.setTimeout(300_000);

const ROOT = path.resolve(__dirname, '../../..');
const BOUND_MS = 120_000;

const productEnv = (port: number, dataDir: string): NodeJS.ProcessEnv => {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    APP_MODE: 'local',
    NODE_ENV: 'development',
    CEP_LOOKUP_URL: 'off',
    LOG_LEVEL: 'info',
    PASSWORD_HASH_MEMORY_KIB: '4096',
    // The API is enough here: no vite build of the frontend on a shared machine (README, "Environment variables").
    SKIP_FRONTEND_BUILD: '1',
  };
  delete env.DATABASE_URL;
  delete env.HOST;
  return env;
};

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function start(command: string, args: string[], env: NodeJS.ProcessEnv): Started {
  // Its own process group: whatever is left after a failed assertion is killed as a group (afterEach).
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** The exit code, or `running` when the process is still up after the bound (then its output says why). */
const exitOrStillRunning = (started: Started) =>
  Promise.race([
    started.exited,
    new Promise<'running'>((resolve) => setTimeout(() => resolve('running'), BOUND_MS).unref()),
  ]);

function occupy(port: number, host: string): Promise<Server | undefined> {
  return new Promise((resolve) => {
    const server = createServer((socket) => socket.end('HTTP/1.1 200 OK\r\ncontent-length: 5\r\n\r\noutro'));
    server.once('error', () => resolve(undefined));
    server.listen(port, host, () => resolve(server));
  });
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const answers = async (port: number) => {
  try {
    return (await fetch(`http://127.0.0.1:${port}/v1/health`, { signal: AbortSignal.timeout(5_000) })).ok;
  } catch {
    return false;
  }
};

let started: Started | undefined;
let occupied: Server | undefined;
let dataDir = '';

beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'conectasst-start-'));
});

afterEach(async () => {
  // What a failed assertion leaves behind, the group's processes orphaned by a dead parent included.
  if (started) {
    try {
      process.kill(-started.child.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  started = undefined;
  await new Promise<void>((resolve) => (occupied ? occupied.close(() => resolve()) : resolve()));
  occupied = undefined;
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start on a port another program holds', () => {
  it.each([
    ['127.0.0.1', 'the address it listens on'],
    ['::1', 'the other loopback address, where a browser may send http://localhost'],
  ])('%s (%s): exits non-zero with a Portuguese message naming the port, never "no ar"', async (host) => {
    const port = await freePort();
    occupied = await occupy(port, host);
    if (!occupied) return console.log(`sem ${host} nesta máquina: caso ignorado`);
    started = start(process.execPath, ['--import', 'tsx', 'host/src/standalone/main.ts'], productEnv(port, dataDir));
    const code = await exitOrStillRunning(started);
    expect({ code, noAr: started.output().includes('ConectaSST no ar') }).toEqual({
      code: expect.any(Number),
      noAr: false,
    });
    expect(code).not.toBe(0);
    expect(started.output()).toContain(`A porta ${port} já está em uso`);
  });
});

describe('SIGTERM to the npm start process', () => {
  it('stops the server and its embedded PostgreSQL (the signal reaches the server), and npm exits 0', async () => {
    const port = await freePort();
    started = start('npm', ['start', '--silent'], productEnv(port, dataDir));
    await eventually('the product to answer /v1/health', () => answers(port), Boolean, BOUND_MS, 500);
    const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
    expect(existsSync(pidFile)).toBe(true);
    const postgresPid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
    expect(isAlive(postgresPid)).toBe(true);

    process.kill(started.child.pid!, 'SIGTERM');
    expect(await exitOrStillRunning(started)).toBe(0);
    await eventually(
      'the port to close',
      () => answers(port),
      (up) => !up,
      BOUND_MS,
      500,
    );
    await eventually(
      'the embedded PostgreSQL to stop',
      async () => isAlive(postgresPid),
      (alive) => !alive,
      BOUND_MS,
      500,
    );
  });
});
