import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import request from 'supertest';
import { precompressDir } from '../../../frontend/precompress';
import { serveTestApi } from '../../../test-support/testApp';
import { rawGet } from './rawGet';

/**
 * Issue #19, transfer: compressed answers and cache headers. The app serves a build made by the same precompress step
 * as `vite build` (frontend/precompress.ts), written into a temporary folder with a hashed asset like Vite's.
 */
describe(`transfer: compression and cache headers (${process.env.TEST_DATABASE_KIND ?? 'embedded'} PostgreSQL)`, () => {
  let api: Awaited<ReturnType<typeof serveTestApi>>;
  let dist: string;
  const script = `export const texto = ${JSON.stringify('Serviços de SST '.repeat(400))};\n`;
  const app = () => request(api.system.app);
  /** The bytes as they crossed the wire (supertest and fetch decompress on their own). */
  const raw = (urlPath: string, headers: Record<string, string>) => rawGet(api.port, urlPath, headers);

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'conectasst-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(
      path.join(dist, 'index.html'),
      `<!doctype html><html lang="pt-BR"><head><title>ConectaSST</title></head><body><div id="root"></div>${'<!-- -->'.repeat(200)}</body></html>`,
    );
    // The wizard's first step has a page of its own, with its chunk preloaded (frontend/vite.config.ts, ADR 0128).
    writeFileSync(
      path.join(dist, 'demanda.html'),
      `<!doctype html><html lang="pt-BR"><head><title>ConectaSST</title><link rel="modulepreload" crossorigin href="/assets/PrimaryStepScreen-Ef56Gh78.js"></head><body><div id="root"></div>${'<!-- -->'.repeat(200)}</body></html>`,
    );
    writeFileSync(path.join(dist, 'assets', 'index-Ab12Cd34.js'), script);
    writeFileSync(
      path.join(dist, 'service-worker.js'),
      'self.addEventListener("install", () => self.skipWaiting());\n',
    );
    expect(precompressDir(dist).sort()).toEqual([
      path.join('assets', 'index-Ab12Cd34.js'),
      'demanda.html',
      'index.html',
    ]);
    api = await serveTestApi({}, { staticDir: dist });
  });
  afterAll(async () => {
    await api?.stop();
    rmSync(dist, { recursive: true, force: true });
  });

  describe('API JSON', () => {
    it('comes brotli-encoded when the browser accepts br, and says it varies with Accept-Encoding', async () => {
      const r = await raw('/v1/openapi.json', { 'Accept-Encoding': 'gzip, deflate, br' });
      expect(r.status).toBe(200);
      expect(r.headers['content-encoding']).toBe('br');
      expect(r.headers['vary']).toMatch(/Accept-Encoding/i);
      expect(r.headers['content-type']).toMatch(/^application\/json/);
      const body = JSON.parse(brotliDecompressSync(r.body).toString('utf8'));
      expect(body.openapi).toMatch(/^3\./);
    });

    it('comes gzip-encoded when the browser accepts only gzip', async () => {
      const r = await raw('/v1/openapi.json', { 'Accept-Encoding': 'gzip' });
      expect(r.status).toBe(200);
      expect(r.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(r.body).toString('utf8')).openapi).toMatch(/^3\./);
    });

    it('comes plain when the browser does not ask for compression', async () => {
      const r = await raw('/v1/openapi.json', { 'Accept-Encoding': 'identity' });
      expect(r.status).toBe(200);
      expect(r.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(r.body.toString('utf8')).openapi).toMatch(/^3\./);
    });

    it('error answers are compressed the same way and keep their Portuguese message', async () => {
      const r = await app().get('/v1/nao-existe').set('Accept-Encoding', 'gzip').expect(404);
      expect(r.body.message).toEqual(expect.any(String));
    });
  });

  describe('hashed assets', () => {
    it('are cached for a year as immutable; the .br copy is sent with Content-Encoding br, the JavaScript type and Vary', async () => {
      const r = await raw('/assets/index-Ab12Cd34.js', { 'Accept-Encoding': 'gzip, deflate, br' });
      expect(r.status).toBe(200);
      expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(r.headers['content-encoding']).toBe('br');
      expect(r.headers['vary']).toMatch(/Accept-Encoding/i);
      expect(r.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(brotliDecompressSync(r.body).toString('utf8')).toBe(script);
    });

    it('the .gz copy goes to a browser that accepts only gzip', async () => {
      const r = await raw('/assets/index-Ab12Cd34.js', { 'Accept-Encoding': 'gzip' });
      expect(r.status).toBe(200);
      expect(r.headers['content-encoding']).toBe('gzip');
      expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(gunzipSync(r.body).toString('utf8')).toBe(script);
    });

    it('the plain file goes to a browser that accepts no compression', async () => {
      const r = await raw('/assets/index-Ab12Cd34.js', { 'Accept-Encoding': 'identity' });
      expect(r.status).toBe(200);
      expect(r.headers['content-encoding']).toBeUndefined();
      expect(r.headers['vary']).toMatch(/Accept-Encoding/i);
      expect(r.body.toString('utf8')).toBe(script);
    });

    it('a missing asset is a 404, not the app shell', async () => {
      const r = await app().get('/assets/index-Zz99Zz99.js').set('Accept', 'text/html,*/*').expect(404);
      expect(r.text).not.toContain('<div id="root">');
    });
  });

  describe('the app shell and unhashed files', () => {
    it('index.html is revalidated on every visit (no-cache), compressed when accepted', async () => {
      const r = await raw('/', { Accept: 'text/html', 'Accept-Encoding': 'br' });
      expect(r.status).toBe(200);
      expect(r.headers['cache-control']).toBe('no-cache');
      expect(r.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(r.body).toString('utf8')).toContain('<div id="root">');
    });

    it('a route of the app answers the shell with no-cache', async () => {
      const r = await app().get('/perguntas-frequentes').set('Accept', 'text/html').expect(200);
      expect(r.headers['cache-control']).toBe('no-cache');
      expect(r.text).toContain('<div id="root">');
    });

    it('/demanda answers its own page (the shell with the first step preloaded), revalidated and compressed; its other steps the shell', async () => {
      const r = await raw('/demanda', { Accept: 'text/html', 'Accept-Encoding': 'br' });
      expect(r.status).toBe(200);
      expect(r.headers['cache-control']).toBe('no-cache');
      expect(r.headers['content-type']).toMatch(/^text\/html/);
      expect(brotliDecompressSync(r.body).toString('utf8')).toContain(
        '<link rel="modulepreload" crossorigin href="/assets/PrimaryStepScreen-Ef56Gh78.js">',
      );
      const second = await app().get('/demanda/second-state').set('Accept', 'text/html').expect(200);
      expect(second.text).toContain('<div id="root">');
      expect(second.text).not.toContain('PrimaryStepScreen');
    });

    it('an unhashed file (the service worker) is revalidated, never kept for a year', async () => {
      const r = await app().get('/service-worker.js').expect(200);
      expect(r.headers['cache-control']).toBe('no-cache');
    });

    it('the precompressed copies and files outside the build are not served by name', async () => {
      await app().get('/assets/index-Ab12Cd34.js.br').set('Accept', 'application/octet-stream').expect(404);
      await app().get('/..%2fpackage.json').set('Accept', 'application/json').expect(404);
    });
  });
});
