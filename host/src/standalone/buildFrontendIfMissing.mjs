// `npm start` builds the frontend once; later starts reuse frontend/dist. `npm run build` always rebuilds.
// SKIP_FRONTEND_BUILD=1 starts without building it (the API alone, as a test of start and stop does).
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const force = process.argv.includes('--force');
if (!force && process.env.SKIP_FRONTEND_BUILD === '1') process.exit(0);
if (!force && existsSync(path.join(root, 'frontend/dist/index.html'))) process.exit(0);
console.log('Gerando o frontend (vite build)...');
const result = spawnSync('npx', ['vite', 'build'], { cwd: path.join(root, 'frontend'), stdio: 'inherit' });
process.exit(result.status ?? 1);
