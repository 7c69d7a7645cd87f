import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadCnaeTable } from '@conectasst/common/referenceData/loadCnaeTable';
import { publicPages } from '@conectasst/common/web/siteRoutes';
import { onPostgres, useTestApi } from '../../../test-support/apiHarness';
import { readSitemap } from '../../../test-support/sitemap';

const SITE = 'https://www.conectasst.example';
const lastmodOf = (xml: string, urlPath: string): string | undefined =>
  new RegExp(`<loc>${SITE.replace(/\./g, '\\.')}${urlPath}</loc><lastmod>([^<]+)</lastmod>`).exec(xml)?.[1];

/** A built frontend's folder with only its shell, made before the system starts and removed after it stops. */
let dist: string;
beforeAll(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'conectasst-site-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="pt-BR"><title>ConectaSST</title><div id="root"></div></html>',
  );
});
// Until the projections have applied every event so far (sitemap.xml is not an API call: no X-Min-Position): caughtUp.
const { app, api, as, admin, caughtUp } = useTestApi({ publicUrl: SITE }, { staticDir: () => dist });
afterAll(() => {
  rmSync(dist, { recursive: true, force: true });
});

/** Issue #19: robots.txt, sitemap.xml built from the read models, and real 404s for paths no screen answers. */
describe(onPostgres('robots.txt and sitemap.xml of the site'), () => {
  it('robots.txt keeps crawlers out of the admin, provider and requester areas and the API, and points to the sitemap', async () => {
    const r = await app().get('/robots.txt').expect(200);
    expect(r.headers['content-type']).toMatch(/^text\/plain/);
    const lines = r.text.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const area of [
      '/admin',
      '/analista',
      '/dashboard',
      '/demandasinscritas',
      '/minha-demanda',
      '/checkout',
      '/v1/',
    ])
      expect(lines).toContain(`Disallow: ${area}`);
    expect(lines).not.toContain('Disallow: /');
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  it('sitemap.xml is an index of files under PUBLIC_URL that list every public page and nothing private', async () => {
    const { index, files, text, locs } = await readSitemap((p) => app().get(p));
    expect(index.headers['content-type']).toMatch(/^application\/xml/);
    expect(index.text).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect([...index.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual(
      files.map((_, i) => `${SITE}/sitemap-${i + 1}.xml`),
    );
    for (const file of files) {
      expect(file.headers['content-type']).toMatch(/^application\/xml/);
      expect(file.text).toMatch(
        /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
      );
    }
    expect(locs.slice(0, publicPages.length)).toEqual(publicPages.map((p) => `${SITE}${p}`));
    // Then the diagnosis and one page per CNAE class (issue #24).
    const cnae = ['/diagnostico', '/cnae', ...loadCnaeTable().all.map((c) => `/cnae/${c.code}`)];
    expect(locs.slice(publicPages.length, publicPages.length + cnae.length)).toEqual(cnae.map((p) => `${SITE}${p}`));
    // Then the landing pages of the services and NRs (issue #19, ADR 0120; landingPages.int.test.ts).
    expect(locs[publicPages.length + cnae.length]).toBe(`${SITE}/servicos`);
    expect(
      locs
        .slice(publicPages.length + cnae.length)
        .every((loc) => /^https:\/\/www\.conectasst\.example\/(servicos|nr)(\/|$)/.test(loc)),
    ).toBe(true);
    expect(text).not.toMatch(/admin|dashboard|minha-demanda|\/v1\//);
    // A file the index does not name is no page.
    await app()
      .get(`/sitemap-${files.length + 1}.xml`)
      .expect(404);
  });

  it('follows the catalogue: a new service moves the last change of the home page and the wizard', async () => {
    await caughtUp();
    const before = (await readSitemap((p) => app().get(p))).text;
    const areaId = (await as(admin()).post('/v1/area', { name: 'Área do mapa do site' }).expect(201)).body.data.id;
    await as(admin()).post('/v1/admin/services', { name: 'Laudo de Sitemap Ergonômico', area: areaId }).expect(201);
    await caughtUp();
    const after = (await readSitemap((p) => app().get(p))).text;
    const row = await api().system.readPool.query<{ at: Date }>(`SELECT max(updated_at) AS at FROM services`);
    expect(lastmodOf(after, '/demanda')).toBe(row.rows[0]!.at.toISOString());
    expect(lastmodOf(after, '/')).toBe(row.rows[0]!.at.toISOString());
    expect(lastmodOf(after, '/demanda')).not.toBe(lastmodOf(before, '/demanda'));
  });

  it('follows the blog: a draft changes nothing, publishing gives /blog its date; an unchanged sitemap answers 304', async () => {
    await caughtUp();
    const first = await readSitemap((p) => app().get(p));
    expect(lastmodOf(first.text, '/blog')).toBeUndefined();
    const etag = first.index.headers['etag'] as string;
    expect(etag).toMatch(/^"[\w-]+"$/);

    const draft = await as(admin())
      .post('/v1/admin/blog', { titulo: 'PGR em 2027', code: '<p>O que muda.</p>' })
      .expect(201);
    await caughtUp();
    const withDraft = await readSitemap((p) => app().get(p));
    expect(lastmodOf(withDraft.text, '/blog')).toBeUndefined();
    await app()
      .get('/sitemap.xml')
      .set('If-None-Match', withDraft.index.headers['etag'] as string)
      .expect(304);
    await app()
      .get('/sitemap-1.xml')
      .set('If-None-Match', withDraft.files[0]!.headers['etag'] as string)
      .expect(304);

    await as(admin())
      .put('/v1/admin/blog', {
        id: draft.body.data.id,
        titulo: 'PGR em 2027',
        code: '<p>O que muda.</p>',
        published: true,
      })
      .expect(200);
    await caughtUp();
    const current = await readSitemap((p) => app().get(p));
    const published = await app().get('/sitemap.xml').set('If-None-Match', etag).expect(200);
    const row = await api().system.readPool.query<{ at: Date }>(
      `SELECT greatest(updated_at, published_at) AS at FROM posts WHERE id = $1`,
      [draft.body.data.id],
    );
    expect(lastmodOf(current.text, '/blog')).toBe(row.rows[0]!.at.toISOString());
    expect(published.headers['etag']).not.toBe(etag);
  });
});

describe(onPostgres('paths of the site'), () => {
  it.each([
    '/',
    '/comofunciona',
    '/faleconosco',
    '/blog',
    '/demanda/second-state',
    '/minha-demanda/abc',
    '/admin/Parceiro',
    '/dashboard/pacotes',
    '/LOGIN',
  ])('%s is a screen of the app: the shell with 200', async (p) => {
    const r = await app().get(p).set('Accept', 'text/html').expect(200);
    expect(r.text).toContain('<div id="root">');
  });

  it.each(['/nao-existe', '/blog/2027/pgr', '/wp-login.php', '/demanda/quarta-etapa', '/painel'])(
    '%s is no screen: the shell (its 404 screen) with 404',
    async (p) => {
      const r = await app().get(p).set('Accept', 'text/html').expect(404);
      expect(r.headers['cache-control']).toBe('no-cache');
      expect(r.text).toContain('<div id="root">');
    },
  );

  it('an unknown API path stays a JSON 404 with a Portuguese message', async () => {
    const r = await app().get('/v1/nao-existe').set('Accept', 'text/html').expect(404);
    expect(r.body).toEqual({ message: expect.any(String) });
  });
});
