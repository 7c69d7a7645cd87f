import express from 'express';
import request from 'supertest';
import { onPostgres, positionOf, useTestApi } from '../../../test-support/apiHarness';
import { cnaePagesRouter } from '../cnae/cnaePages';
import { PAGE_CACHE_HEADER } from './pageCache';

const { app, api, as, admin } = useTestApi();

const caughtUp = async () => api().system.runner.waitFor(await api().system.store.headPosition(), 30_000);
const cacheOf = (r: request.Response) => r.headers[PAGE_CACHE_HEADER.toLowerCase()] as string | undefined;

let areaId: number;
let serviceId: number;
const serviceSlug = 'laudo-de-cache-de-paginas';

beforeAll(async () => {
  areaId = (await as(admin()).post('/v1/area', { name: 'Área do cache de páginas' }).expect(201)).body.data.id;
  const created = await as(admin())
    .post('/v1/admin/services', {
      name: 'Laudo de Cache de Páginas',
      area: areaId,
      nr: null,
      applicability: { fromEmployees: [1, 1, 1, 1], reason: 'Toda atividade pede este laudo.' },
    })
    .expect(201);
  serviceId = created.body.data.id;
  await caughtUp();
});

/**
 * Issue #39 item 3 (ADR 0174): the server-rendered public pages come from a cache stamped with the versions of the read
 * models they read; the projections bump those versions in the transaction of their rows.
 */
describe(onPostgres('the page cache of the public pages'), () => {
  it('a page answers 200 with ETag, Last-Modified and Cache-Control; If-None-Match and If-Modified-Since answer 304 with no body', async () => {
    const first = await app().get(`/servicos/${serviceSlug}`).expect(200);
    expect(first.headers.etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(new Date(first.headers['last-modified']!).getTime()).not.toBeNaN();
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.text).toContain('<h1>Laudo de Cache de Páginas no Brasil</h1>');

    const again = await app().get(`/servicos/${serviceSlug}`).expect(200);
    expect([cacheOf(again), again.headers.etag, again.text]).toEqual(['hit', first.headers.etag, first.text]);

    const byEtag = await app().get(`/servicos/${serviceSlug}`).set('If-None-Match', first.headers.etag!).expect(304);
    expect([byEtag.text ?? '', byEtag.headers['content-length'] ?? '0', byEtag.headers.etag]).toEqual([
      '',
      '0',
      first.headers.etag,
    ]);
    const byDate = await app()
      .get(`/servicos/${serviceSlug}`)
      .set('If-Modified-Since', first.headers['last-modified']!)
      .expect(304);
    expect(byDate.text ?? '').toBe('');
    // A conditional request that also says `Cache-Control: no-cache` (what fetch sends) is still answered 304 by the origin.
    await app()
      .get(`/servicos/${serviceSlug}`)
      .set('If-None-Match', `W/"x", ${first.headers.etag!}`)
      .set('Cache-Control', 'no-cache')
      .expect(304);
    // Another validator is no match: the page itself.
    await app().get(`/servicos/${serviceSlug}`).set('If-None-Match', 'W/"outra-versao"').expect(200);
  });

  it('the catalogue changed through the admin API: the next GET has the new content and a new ETag; pages that do not read the catalogue keep theirs', async () => {
    const before = await app().get(`/servicos/${serviceSlug}`).expect(200);
    const faq = await app().get('/perguntas-frequentes').expect(200);
    const renamed = await as(admin())
      .put('/v1/admin/services', {
        id: serviceId,
        name: 'Laudo de Cache de Páginas Revisto',
        area: areaId,
        nr: null,
        status: true,
      })
      .expect(200);
    expect(positionOf(renamed)).not.toBe('');
    await caughtUp();

    const after = await app().get(`/servicos/${serviceSlug}-revisto`).expect(200);
    expect(after.text).toContain('<h1>Laudo de Cache de Páginas Revisto no Brasil</h1>');
    // The former address is now a redirect, not the cached page.
    const old = await app().get(`/servicos/${serviceSlug}`).redirects(0).expect(301);
    expect(old.headers.location).toBe(`/servicos/${serviceSlug}-revisto`);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    // The services index shows the new name at once.
    expect((await app().get('/servicos').expect(200)).text).toContain('Laudo de Cache de Páginas Revisto');
    // The FAQ reads the CMS only: still its cached copy.
    const faqAgain = await app().get('/perguntas-frequentes').set('If-None-Match', faq.headers.etag!).expect(304);
    expect(cacheOf(faqAgain)).toBe('hit');
  });

  it('a CMS change (the home texts) shows on / at once', async () => {
    await app().get('/').expect(200);
    await as(admin())
      .put('/v1/pages?page=home', {
        title: 'Título do cache',
        subtitle: 'Subtítulo novo do cache',
        about: 'Sobre',
        item1: 'Um',
        item2: 'Dois',
        item3: 'Três',
      })
      .expect(200);
    await caughtUp();
    expect((await app().get('/').expect(200)).text).toContain('Subtítulo novo do cache');
  });

  it('50 concurrent requests for a page never rendered make one render; all get the same page', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => app().get('/cnae/10.11-2')));
    expect(answers.map((r) => r.status)).toEqual(Array(50).fill(200));
    expect(answers.filter((r) => cacheOf(r) === 'miss')).toHaveLength(1);
    expect(answers.filter((r) => cacheOf(r) !== 'miss').every((r) => ['hit', 'shared'].includes(cacheOf(r)!))).toBe(
      true,
    );
    expect(new Set(answers.map((r) => r.headers.etag)).size).toBe(1);
    expect(answers[0]!.text).toContain('CNAE 10.11-2');
  });

  it('redirects and 404 pages are never kept (an address space without bound cannot push the pages out)', async () => {
    const redirect = await app().get('/cnae/1011201').redirects(0).expect(301);
    expect(redirect.headers.location).toBe('/cnae/10.11-2');
    for (let i = 0; i < 2; i += 1) {
      const missing = await app().get('/cnae/99.99-9').expect(404);
      expect(cacheOf(missing)).toBeUndefined();
      expect(missing.text).toContain('CNAE não encontrado');
    }
  });
});

describe(onPostgres('the page cache is bounded'), () => {
  it('with room for a few pages, the least recently used ones are evicted and rendered again; the recent ones stay', async () => {
    const sized = await request(
      express().use(cnaePagesRouter({ pool: api().system.readPool, route: { jwtSecret: api().config.jwtSecret } })),
    )
      .get('/cnae/01.11-3')
      .expect(200);
    const perPage = Buffer.byteLength(sized.text) * 2; // plain and gzip copies, with room to spare
    const pages = express().use(
      cnaePagesRouter({
        pool: api().system.readPool,
        route: { jwtSecret: api().config.jwtSecret },
        pageCacheMaxBytes: perPage * 3,
      }),
    );
    const codes = ['01.11-3', '01.12-1', '01.13-0', '01.14-8', '01.15-6', '01.16-4', '01.19-9', '01.21-1'];
    for (const code of codes) expect(cacheOf(await request(pages).get(`/cnae/${code}`).expect(200))).toBe('miss');
    // The last ones are still there; the first ones were evicted and are rendered again.
    expect(
      cacheOf(
        await request(pages)
          .get(`/cnae/${codes.at(-1)!}`)
          .expect(200),
      ),
    ).toBe('hit');
    expect(cacheOf(await request(pages).get(`/cnae/${codes[0]!}`).expect(200))).toBe('miss');
  });
});
