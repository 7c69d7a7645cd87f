/**
 * Issue #18 item 9 (ADR 0110): the requester's link is a bearer secret in the path (/minha-demanda/<token>). Neither
 * the services' request log (pino) nor the nginx gateway's access log keeps it: both write the route with
 * "[redacted]". Runs the real app with its log captured and a real nginx in front of it (deploy/nginx/conectasst.conf).
 * Needs Debian's nginx: skipped with one line without it, except in CI (CONECTASST_REQUIRE_NGINX=1), where it fails.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { startSystem } from '@conectasst/host/system';
import type { System } from '@conectasst/host/system';
import { fileDemand, smallMetalworksDemand } from '../../../test-support/demands';
import { testConfig } from '../../../test-support/testApp';
import { createTestDatabase } from '../../../test-support/testDatabase';
import type { GatewayInFront } from '../scaleout/gateway';
import { NGINX, gatewayWorkDir, startGatewayInFront } from '../scaleout/gateway';

if (!existsSync(NGINX) && process.env.CONECTASST_REQUIRE_NGINX !== '1') {
  describe('requester-link tokens stay out of the logs', () => {
    it.skip(`skipped: ${NGINX} is missing (apt-get install nginx; .ci/run installs it)`, () => undefined);
  });
} else {
  describe(`requester-link tokens stay out of the logs (${process.env.TEST_DATABASE_KIND ?? 'embedded'} PostgreSQL)`, () => {
    const logLines: string[] = [];
    let db: Awaited<ReturnType<typeof createTestDatabase>>;
    let system: System;
    let server: Server;
    let gateway: GatewayInFront;
    let work: string;
    const at = (urlPath: string, init?: RequestInit) => fetch(`http://127.0.0.1:${gateway.port}${urlPath}`, init);

    beforeAll(async () => {
      let root: string;
      ({ work, root } = gatewayWorkDir('conectasst-link-logs-'));
      db = await createTestDatabase('linklogs');
      const config = testConfig({ logLevel: 'info' });
      const sink = new Writable({
        write(chunk: Buffer, _encoding, done) {
          logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
          done();
        },
      });
      system = await startSystem({ config, databaseUrl: db.url, logger: pino({ level: 'info' }, sink) });
      await system.runner.waitFor(await system.store.headPosition(), 30_000);
      server = system.app.listen(0, '127.0.0.1');
      await new Promise<void>((resolve) => server.once('listening', () => resolve()));
      gateway = await startGatewayInFront(`127.0.0.1:${(server.address() as AddressInfo).port}`, root, work);
    }, 120_000);
    afterAll(async () => {
      await gateway?.stop();
      server?.closeAllConnections();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      await system?.stop();
      await db?.drop();
      rmSync(work, { recursive: true, force: true });
    });

    it('the link opens the page through the gateway, and neither log holds its token', async () => {
      const services = ((await (await at('/v1/services?page=1')).json()) as { data: { data: { id: number }[] } }).data
        .data;
      const email = 'solicitante.logs@cliente.com.br';
      const filed = await fileDemand(`http://127.0.0.1:${gateway.port}`, smallMetalworksDemand(services[0]!.id, email));
      const token = filed.token;
      let page = await at(`/v1/minha-demanda/${token}`, { headers: { 'X-Min-Position': filed.position } });
      expect(page.status).toBe(200);
      // The site's page of the link and a spelling in capitals (express routes ignore case).
      await at(`/minha-demanda/${token}`, { headers: { Accept: 'text/html' } });
      page = await at(`/v1/MINHA-DEMANDA/${token}?origem=email`);
      expect(page.status).toBe(200);
      await page.text();

      const access = readFileSync(path.join(work, 'nginx', 'access.log'), 'utf8');
      expect(access).toContain('"GET /v1/minha-demanda/[redacted] HTTP/1.1" 200');
      expect(access).toContain('"GET /minha-demanda/[redacted] HTTP/1.1"');
      expect(access).toContain('"GET /v1/MINHA-DEMANDA/[redacted]?origem=email HTTP/1.1" 200');
      expect(access).not.toContain(token);
      expect(access).not.toContain(token.split('.')[2]!);

      const requests = logLines.filter((line) => /minha-demanda/i.test(line));
      expect(requests.some((line) => line.includes('"url":"/v1/minha-demanda/[redacted]"'))).toBe(true);
      expect(requests.some((line) => line.includes('"url":"/v1/MINHA-DEMANDA/[redacted]?origem=email"'))).toBe(true);
      expect(logLines.join('\n')).not.toContain(token.split('.')[2]!);
    });
  });
}
