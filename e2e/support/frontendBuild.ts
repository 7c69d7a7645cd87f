import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const FRONTEND = path.join(ROOT, 'frontend');
const BUILT_PAGE = path.join(FRONTEND, 'dist', 'index.html');
const SOURCES = [
  path.join(FRONTEND, 'src'),
  path.join(FRONTEND, 'index.html'),
  path.join(FRONTEND, 'vite.config.ts'),
  path.join(ROOT, 'common', 'src'),
];

function newestChange(entry: string): number {
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(entry).reduce((newest, child) => Math.max(newest, newestChange(path.join(entry, child))), 0);
}

/**
 * The app under test serves frontend/dist; rebuild it when the sources changed since the last build, so a browser
 * test never passes or fails against yesterday's bundle.
 */
export function ensureFreshFrontendBuild(): void {
  const builtAt = existsSync(BUILT_PAGE) ? statSync(BUILT_PAGE).mtimeMs : 0;
  const changedAt = Math.max(...SOURCES.filter(existsSync).map(newestChange));
  if (builtAt >= changedAt) return;
  // Jest sets NODE_ENV=test, which would give a development build of React; build what users get.
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: FRONTEND,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('vite build failed');
}
