import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

/** A port nothing listens on now, on 127.0.0.1 (for a process of the product started by a test or a benchmark). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface ServiceProcess {
  name: string;
  url: string;
  logFile: string;
  child: ChildProcess;
  /** SIGTERM, then the exit code (graceful shutdown ends with 0). */
  stop(): Promise<number | null>;
  tail(lines?: number): string;
}

/** One part of the scaled topology as its own Node process (`node --import tsx <entry>`), its output in a log file. */
export function startService(
  name: string,
  entry: string,
  port: number,
  env: NodeJS.ProcessEnv,
  logDir: string,
): ServiceProcess {
  const logFile = path.join(logDir, `${name}.log`);
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: ROOT,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    name,
    url: `http://127.0.0.1:${port}`,
    logFile,
    child,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
    tail(lines = 30) {
      try {
        return readFileSync(logFile, 'utf8').trim().split('\n').slice(-lines).join('\n');
      } catch {
        return '';
      }
    },
  };
}

export async function readiness(
  url: string,
): Promise<{ status: number; body: { status?: string; checks?: Record<string, { ok: boolean; error?: string }> } }> {
  try {
    const response = await fetch(`${url}/ready`, { signal: AbortSignal.timeout(5_000) });
    return { status: response.status, body: (await response.json()) as { status?: string } };
  } catch (error) {
    return { status: 0, body: { status: `unreachable: ${(error as Error).message}` } };
  }
}

/** Polls until `check` holds; the error names what was awaited and the last value seen. */
export async function eventually<T>(
  what: string,
  probe: () => Promise<T>,
  check: (value: T) => boolean,
  timeoutMs = 120_000,
  everyMs = 250,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  for (;;) {
    last = await probe();
    if (check(last)) return last;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; last: ${JSON.stringify(last)}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
