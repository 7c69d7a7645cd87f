import { existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { isAppPath, publicPages } from '@conectasst/common/web/siteRoutes';
import { precompressDir } from '../../../frontend/precompress';
import { serveTestApi } from '../../../test-support/testApp';
import { NGINX, gatewayWorkDir, startGatewayInFront } from '../scaleout/gateway';
import type { GatewayInFront } from '../scaleout/gateway';
import { rawGet } from './rawGet';

/** Paths the app answers and paths it does not: nginx's map and common/src/web/siteRoutes.ts must agree on each. */
const samplePaths = [
  ...publicPages,
  '/login',
  '/recovery',
  '/change/password',
  '/second-state',
  '/third-state',
  '/checkout',
  '/demandasinscritas',
  '/minha-demanda',
  '/minha-demanda/abc123',
  '/demanda/second-state',
  '/demanda/third-state',
  '/admin',
  '/admin/painel',
  '/admin/Parceiro/edit/7',
  '/dashboard',
  '/dashboard/pacotes',
  '/dashboard/service/12',
  '/analista/eventos',
  '/analista/eventos/7',
  '/Blog',
  '/blog/',
  '/nao-existe',
  '/painel/demandas',
  '/administrador',
  '/demanda/outra',
  '/blogs',
  '/loginx',
  '/wp-login.php',
  '/analistas',
];

/**
 * Issue #19, transfer, in the nginx gateway (deploy/nginx/conectasst.conf, the file deploy/validate.sh checks): the
 * precompressed .gz copies of the build through gzip_static, cache headers, real 404s for unknown paths, and
 * robots.txt/sitemap.xml routed to the query-service. Debian's nginx has no brotli module: gzip here (ADR 0117).
 */
if (!existsSync(NGINX)) {
  describe('nginx gateway transfer', () => {
    it.skip(`skipped: ${NGINX} is missing (apt-get install nginx; .ci/run installs it)`, () => undefined);
  });
} else {
  describe(`nginx gateway transfer (${process.env.TEST_DATABASE_KIND ?? 'embedded'} PostgreSQL)`, () => {
    let api: Awaited<ReturnType<typeof serveTestApi>>;
    let gateway: GatewayInFront;
    let work: string;
    let port = 0;
    const script = `export const texto = ${JSON.stringify('Normas Regulamentadoras '.repeat(300))};\n`;

    beforeAll(async () => {
      let root: string;
      ({ work, root } = gatewayWorkDir(
        'conectasst-gw-',
        `<!doctype html><html lang="pt-BR"><title>ConectaSST</title><div id="root"></div>${'<!-- -->'.repeat(200)}</html>`,
      ));
      writeFileSync(path.join(root, 'assets', 'index-Qw12Er34.js'), script);
      precompressDir(root);
      api = await serveTestApi();
      gateway = await startGatewayInFront(api.address, root, work);
      port = gateway.port;
    });
    afterAll(async () => {
      await gateway?.stop();
      await api?.stop();
      rmSync(work, { recursive: true, force: true });
    });

    it('a hashed asset: the .gz copy with Content-Encoding gzip and Vary, immutable for a year', async () => {
      const r = await rawGet(port, '/assets/index-Qw12Er34.js', { 'Accept-Encoding': 'gzip, br' });
      expect(r.status).toBe(200);
      expect(r.headers['content-encoding']).toBe('gzip');
      expect(r.headers['vary']).toMatch(/Accept-Encoding/i);
      expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(gunzipSync(r.body).toString('utf8')).toBe(script);
      const plain = await rawGet(port, '/assets/index-Qw12Er34.js');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString('utf8')).toBe(script);
      expect((await rawGet(port, '/assets/index-Zz00Zz00.js', { Accept: 'text/html' })).status).toBe(404);
    });

    it('index.html and the routes of the app: no-cache, 200; an unknown path: the shell with a 404 status', async () => {
      for (const p of ['/', '/perguntas-frequentes', '/admin/painel']) {
        const r = await rawGet(port, p, { Accept: 'text/html' });
        expect([p, r.status, r.headers['cache-control']]).toEqual([p, 200, 'no-cache']);
        expect(r.body.toString('utf8')).toContain('<div id="root">');
      }
      const missing = await rawGet(port, '/nao-existe', { Accept: 'text/html' });
      expect(missing.status).toBe(404);
      expect(missing.body.toString('utf8')).toContain('<div id="root">');
    });

    it("nginx's map of the app's routes agrees with common/src/web/siteRoutes.ts", async () => {
      const disagreements: string[] = [];
      for (const p of samplePaths) {
        const status = (await rawGet(port, p, { Accept: 'text/html' })).status;
        if ((status === 200) !== isAppPath(p)) disagreements.push(`${p}: nginx ${status}, isAppPath ${isAppPath(p)}`);
      }
      expect(disagreements).toEqual([]);
    });

    it('API JSON passes through compressed as the service sent it', async () => {
      const r = await rawGet(port, '/v1/openapi.json', { 'Accept-Encoding': 'gzip' });
      expect(r.status).toBe(200);
      expect(r.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(r.body).toString('utf8')).openapi).toMatch(/^3\./);
    });

    it('robots.txt, sitemap.xml (the index) and its files come from the query-service', async () => {
      const robots = await rawGet(port, '/robots.txt');
      expect(robots.status).toBe(200);
      expect(robots.body.toString('utf8')).toContain('Disallow: /admin');
      const sitemap = await rawGet(port, '/sitemap.xml');
      expect(sitemap.status).toBe(200);
      expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
      expect(sitemap.body.toString('utf8')).toContain('<sitemapindex');
      const file = await rawGet(port, '/sitemap-1.xml');
      expect(file.status).toBe(200);
      expect(file.body.toString('utf8')).toContain('<urlset');
    });
  });
}
