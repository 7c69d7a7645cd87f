import request from 'supertest';
import { ADMIN_DEMANDS_PAGE_SIZE, LISTING_MAX_PAGES } from '@conectasst/common/api/demands';
import { signToken } from '@conectasst/platform/auth/tokens';
import { startTestApi } from '../../../test-support/testApp';
import type { TestApi } from '../../../test-support/testApp';
import { seedMarketplace } from '../../../test-support/marketplaceLog';

describe(`the provider listing's pager (${process.env.TEST_DATABASE_KIND ?? 'embedded'} PostgreSQL)`, () => {
  let api: TestApi;
  let auth: string;
  let admin: string;
  const app = () => request(api.system.app);

  beforeAll(async () => {
    api = await startTestApi();
    // Given a marketplace of 1,300 demands (the benchmarks' seeded generator), written into the log.
    const generated = await seedMarketplace(api.system, {
      providers: 20,
      demands: 1_300,
      subscriptionsPerDemand: 0,
      seed: 7,
    });
    auth = `Bearer ${signToken({ id: generated.providers[0]!.id, role: 'provider' }, api.config.jwtSecret, 600)}`;
    admin = `Bearer ${signToken({ id: '00000000-0000-4000-8000-000000000001', role: 'admin' }, api.config.jwtSecret, 600)}`;
  }, 180_000);
  afterAll(async () => {
    await api.stop();
  });

  it(`lists at most ${LISTING_MAX_PAGES} pages and says that more demands match; a page past them still answers`, async () => {
    const first = await app().get('/v1/companys/service?page=1&match=all').set('Authorization', auth).expect(200);
    expect(first.body.data).toHaveLength(10);
    expect(first.body.pages).toHaveLength(LISTING_MAX_PAGES);
    expect(first.body.pages.at(-1)).toEqual({ page: LISTING_MAX_PAGES });
    expect(first.body.morePages).toBe(true);

    const past = await app()
      .get(`/v1/companys/service?page=${LISTING_MAX_PAGES + 1}&match=all`)
      .set('Authorization', auth)
      .expect(200);
    expect(past.body.data.length).toBeGreaterThan(0);
    expect(past.body.data.map((d: { id: number }) => d.id)).not.toContain(first.body.data[0].id);
  });

  it('a narrower search lists exactly the pages its demands fill, and no "more"', async () => {
    const search = (page: number) =>
      app().get(`/v1/companys/service/search?page=${page}&match=all&uf=BA`).set('Authorization', auth).expect(200);
    const first = await search(1);
    expect(first.body.morePages).toBe(false);
    const pages = first.body.pages.length as number;
    expect(pages).toBeGreaterThan(1);
    expect(pages).toBeLessThan(LISTING_MAX_PAGES);
    const last = await search(pages);
    expect(last.body.data.length).toBeGreaterThan(0);
    expect(last.body.data.length).toBeLessThanOrEqual(10);
    expect((await search(pages + 1)).body.data).toEqual([]);
  });

  it('the keyword filter finds a word in any case, with or without accents, inside title, about, branch, type, city or neighbourhood; % and _ are plain characters', async () => {
    const keyword = (text: string) =>
      app()
        .get(
          `/v1/companys/service/search?page=1&match=all&uf=SP&query=${encodeURIComponent(Buffer.from(text).toString('base64'))}`,
        )
        .set('Authorization', auth)
        .expect(200);
    const all = await app()
      .get('/v1/companys/service/search?page=1&match=all&uf=SP')
      .set('Authorization', auth)
      .expect(200);
    const sample = all.body.data[0] as { title: string; region: string };
    const word = sample.region.split(' ')[0]!;
    const found = await keyword(word.toUpperCase());
    expect(found.body.data.length).toBeGreaterThan(0);
    for (const d of found.body.data as {
      title: string;
      about: string;
      branch_of_the_company: string;
      type: string;
      region: string;
      street: string;
    }[]) {
      expect([d.title, d.about, d.branch_of_the_company, d.type, d.region, d.street].join(' ').toLowerCase()).toContain(
        word.toLowerCase(),
      );
    }
    // Without accents or case: "SAO PAULO" finds São Paulo.
    const saoPaulo = await app()
      .get(
        `/v1/companys/service/search?page=1&match=all&query=${encodeURIComponent(Buffer.from('SAO PAULO').toString('base64'))}`,
      )
      .set('Authorization', auth)
      .expect(200);
    expect(saoPaulo.body.data.length).toBeGreaterThan(0);
    expect(
      saoPaulo.body.data.every((d: { region: string; about: string; street: string }) =>
        `${d.region} ${d.about} ${d.street}`.includes('São Paulo'),
      ),
    ).toBe(true);
    expect((await keyword('%')).body.data).toEqual([]);
    expect((await keyword('_')).body.data).toEqual([]);
    expect((await keyword('nenhuma-demanda-tem-isto')).body.data).toEqual([]);
  });

  describe('the admin demands list (GET /v1/demanda)', () => {
    type Row = { id: number; company_name: string; createdAt: string };
    const list = (query: string) => app().get(`/v1/demanda?${query}`).set('Authorization', admin).expect(200);

    it(`pages by ${ADMIN_DEMANDS_PAGE_SIZE}, newest first, with the bounded pager: consecutive pages neither repeat nor skip a demand`, async () => {
      const first = await list('page=1');
      expect(first.body.data).toHaveLength(ADMIN_DEMANDS_PAGE_SIZE);
      expect(first.body.pages).toHaveLength(LISTING_MAX_PAGES);
      expect(first.body.morePages).toBe(true);
      const second = await list('page=2');
      const ids = [...first.body.data, ...second.body.data].map((d: Row) => d.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      expect(new Set(ids).size).toBe(2 * ADMIN_DEMANDS_PAGE_SIZE);
      // Without a page the first one answers; a page past the pager still answers.
      expect((await list('')).body.data.map((d: Row) => d.id)).toEqual(first.body.data.map((d: Row) => d.id));
      expect((await list(`page=${LISTING_MAX_PAGES + 1}`)).body.data.length).toBeGreaterThan(0);
    });

    it("a name filter lists exactly the pages its demands fill (accent- and case-insensitive); a page past them is empty; 'page=0' is refused", async () => {
      const sample = ((await list('page=1')).body.data as Row[])[0]!;
      const word = sample.company_name.split(' ')[0]!;
      const filtered = (page: number) => list(`page=${page}&name=${encodeURIComponent(word.toUpperCase())}`);
      const first = await filtered(1);
      expect(first.body.morePages).toBe(false);
      const pages = first.body.pages.length as number;
      const all: Row[] = [];
      for (let page = 1; page <= pages; page++) all.push(...((await filtered(page)).body.data as Row[]));
      expect(all.length).toBeGreaterThan(0);
      expect(all.length).toBeGreaterThan((pages - 1) * ADMIN_DEMANDS_PAGE_SIZE);
      const strip = (text: string) =>
        text
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .toLowerCase();
      expect(all.every((d) => strip(d.company_name).includes(strip(word)) || d.company_name === '')).toBe(true);
      expect((await filtered(pages + 1)).body.data).toEqual([]);
      const refused = await app().get('/v1/demanda?page=0').set('Authorization', admin).expect(400);
      expect(refused.body.message).toBe('Página inválida.');
    });
  });
});
