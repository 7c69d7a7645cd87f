import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const FRONTEND = path.join(ROOT, 'frontend');
/** The build the browser tests are served (`npm start` serves the same folder). */
export const FRONTEND_DIST = path.join(FRONTEND, 'dist');
const BUILT_PAGE = path.join(FRONTEND_DIST, 'index.html');
const SOURCES = [
  path.join(FRONTEND, 'src'),
  path.join(FRONTEND, 'index.html'),
  path.join(FRONTEND, 'vite.config.ts'),
  path.join(ROOT, 'common', 'src'),
];
/** Held (a directory: mkdir is atomic) by the one Jest worker that builds; the others wait for it. */
const BUILD_LOCK = path.join(FRONTEND, '.e2e-build-lock');
/** A lock older than this was left by a killed worker. */
const STALE_LOCK_MS = 10 * 60_000;

function newestChange(entry: string): number {
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(entry).reduce((newest, child) => Math.max(newest, newestChange(path.join(entry, child))), 0);
}

function isFresh(): boolean {
  const builtAt = existsSync(BUILT_PAGE) ? statSync(BUILT_PAGE).mtimeMs : 0;
  const changedAt = Math.max(...SOURCES.filter(existsSync).map(newestChange));
  return builtAt >= changedAt;
}

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function acquireBuildLock(): void {
  for (;;) {
    try {
      mkdirSync(BUILD_LOCK);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const heldSince = existsSync(BUILD_LOCK) ? statSync(BUILD_LOCK).mtimeMs : Date.now();
      if (Date.now() - heldSince > STALE_LOCK_MS) rmSync(BUILD_LOCK, { recursive: true, force: true });
      else sleepSync(250);
    }
  }
}

/**
 * The app under test serves frontend/dist; rebuild it when the sources changed since the last build, so a browser
 * test never passes or fails against yesterday's bundle. Jest runs suites in parallel workers: one of them builds
 * while the others wait, so no suite serves a dist/ that another worker is rewriting.
 */
export function ensureFreshFrontendBuild(): void {
  if (isFresh()) return;
  acquireBuildLock();
  try {
    if (isFresh()) return;
    // Jest sets NODE_ENV=test, which would give a development build of React; build what users get.
    const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
      cwd: FRONTEND,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) throw new Error('vite build failed');
  } finally {
    rmSync(BUILD_LOCK, { recursive: true, force: true });
  }
}
