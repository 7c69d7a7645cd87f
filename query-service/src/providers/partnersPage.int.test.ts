import request from 'supertest';
import { PARTNERS_PAGE_SIZE } from '@conectasst/common/api/providers';
import type { ProviderListItem } from '@conectasst/common/api/providers';
import { toSearchText } from '@conectasst/common/text/searchText';
import { signToken } from '@conectasst/platform/auth/tokens';
import { startTestApi } from '../../../test-support/testApp';
import type { TestApi } from '../../../test-support/testApp';
import { seedMarketplace } from '../../../test-support/marketplaceLog';

/** The screen's filters before ADR 0166, applied in the browser to the whole list: the oracle. */
const filteredAsTheScreenDid = (all: ProviderListItem[], f: { name?: string; type?: string; document?: string }) =>
  all.filter(
    (p) =>
      (!f.name || toSearchText(p.name).includes(toSearchText(f.name))) &&
      (!f.type || p.razao_social === f.type) &&
      (!f.document || p.cpf === f.document.replace(/\D+/g, '')),
  );

describe(`the admin's partners list paged and filtered in SQL (ADR 0166; ${process.env.TEST_DATABASE_KIND ?? 'embedded'} PostgreSQL)`, () => {
  let api: TestApi;
  let admin: string;
  let all: ProviderListItem[];
  const app = () => request(api.system.app);

  beforeAll(async () => {
    api = await startTestApi();
    // Given the benchmarks' seeded marketplace with 60 partners.
    await seedMarketplace(api.system, {
      providers: 60,
      demands: 300,
      subscriptionsPerDemand: 1,
      seed: 166,
    });
    admin = `Bearer ${signToken({ id: '00000000-0000-4000-8000-000000000001', role: 'admin' }, api.config.jwtSecret, 600)}`;
    all = (await app().get('/v1/admin/users').set('Authorization', admin).expect(200)).body.data;
    expect(all.length).toBeGreaterThanOrEqual(60);
  }, 180_000);
  afterAll(async () => {
    await api.stop();
  });

  const pagesOf = async (query: Record<string, string>) => {
    const items: ProviderListItem[] = [];
    const first = await app()
      .get('/v1/admin/partners')
      .query({ ...query, page: 1 })
      .set('Authorization', admin)
      .expect(200);
    const { lastPage, total, perPage } = first.body.data;
    expect(perPage).toBe(PARTNERS_PAGE_SIZE);
    items.push(...first.body.data.data);
    for (let page = 2; page <= lastPage; page++)
      items.push(
        ...(
          await app()
            .get('/v1/admin/partners')
            .query({ ...query, page })
            .set('Authorization', admin)
            .expect(200)
        ).body.data.data,
      );
    return { items, total: total as number, pages: first.body.pages.length as number };
  };

  it('without filters: the whole list of GET /v1/admin/users, in its order, page after page', async () => {
    const { items, total, pages } = await pagesOf({});
    expect(items).toEqual(all);
    expect(total).toBe(all.length);
    expect(pages).toBe(Math.ceil(all.length / PARTNERS_PAGE_SIZE));
  });

  it('each filter alone and together gives the rows the screen kept, in the same order', async () => {
    const named = all.find((p) => p.name.length > 4)!;
    const fragment = named.name.split(' ').at(-1)!.slice(0, 4).toUpperCase();
    const withDocument = all.find((p) => p.cpf !== '')!;
    const cases: Record<string, string>[] = [
      { name: fragment },
      { name: toSearchText(named.name) },
      { type: 'Física' },
      { type: 'Jurídica' },
      { document: withDocument.cpf },
      { document: withDocument.cpf.replace(/^(\d{2})(\d{3})/, '$1.$2.') },
      { name: fragment, type: 'Física' },
      { name: 'ninguém-tem-este-nome' },
      { name: '%' },
    ];
    for (const query of cases) {
      const expected = filteredAsTheScreenDid(all, query);
      const { items, total } = await pagesOf(query);
      expect({ query, ids: items.map((p) => p.id) }).toEqual({ query, ids: expected.map((p) => p.id) });
      expect(items).toEqual(expected);
      expect(total).toBe(expected.length);
    }
    expect(filteredAsTheScreenDid(all, { name: fragment }).length).toBeGreaterThan(0);
    expect(filteredAsTheScreenDid(all, { type: 'Jurídica' }).length).toBeGreaterThan(0);
  });

  it('refuses a bad type or page with a Portuguese 400; only admins may read it', async () => {
    expect((await app().get('/v1/admin/partners?type=outro').set('Authorization', admin).expect(400)).text).toContain(
      'Tipo de pessoa inválido.',
    );
    expect((await app().get('/v1/admin/partners?page=0').set('Authorization', admin).expect(400)).text).toContain(
      'Página inválida.',
    );
    await app().get('/v1/admin/partners').expect(401);
  });
});
