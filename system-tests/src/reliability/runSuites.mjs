// `npm run reliability [-- --long]`: the reliability and security suites (system-tests/src/reliability, system-tests/src/security).
// --long runs the full race size (200 providers × 20 demands × 20 rounds) instead of the CI size (one round).
import { spawnSync } from 'node:child_process';

const long = process.argv.includes('--long');
const result = spawnSync(
  'npx',
  ['jest', 'system-tests/src/reliability', 'system-tests/src/security', '--selectProjects', 'backend'],
  {
    stdio: 'inherit',
    env: { ...process.env, ...(long ? { RELIABILITY_LONG: '1' } : {}) },
  },
);
process.exit(result.status ?? 1);
