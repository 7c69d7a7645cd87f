/**
 * `nginx -t` on the repository's gateway config (deploy/nginx/conectasst.conf), rendered with loopback addresses
 * (the compose service names do not resolve outside compose). Used by deploy/validate.sh; prints nginx's verdict.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkNginxConfig, renderGatewayConfig, writeNginxMainConfig } from './gateway';

const dir = mkdtempSync(path.join(os.tmpdir(), 'conectasst-gateway-'));
try {
  const main = writeNginxMainConfig(
    dir,
    renderGatewayConfig({
      listen: '127.0.0.1:18080',
      commandService: '127.0.0.1:3001',
      queryService: '127.0.0.1:3002',
      root: path.join(dir, 'site'),
    }),
  );
  process.stdout.write(checkNginxConfig(main) || 'nginx -t: configuration ok\n');
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
