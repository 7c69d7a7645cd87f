import { fileConfirmedDemand, niteroiDemand } from '../../../test-support/demands';
import { onPostgres, positionOf, useTestApi } from '../../../test-support/apiHarness';

const { app, api, as, admin, signUpProvider } = useTestApi();

const keywordSearch = (word: string) =>
  `/v1/companys/service/search?page=1&query=${encodeURIComponent(Buffer.from(word).toString('base64'))}`;

/** A confirmed demand from Niterói whose description carries `about`, filed by its own requester. */
async function demandAbout(about: string, n: number): Promise<string> {
  const services = (await app().get('/v1/services?page=1').expect(200)).body.data.data as { id: number }[];
  const filed = await fileConfirmedDemand(
    api(),
    niteroiDemand(services[n % services.length]!.id, `comprador${n}@mercado${n}.com.br`, {
      location: { About: about },
      contact: { CorporateName: `Mercado ${n}` },
    }),
  );
  return filed.position;
}

// ADR 0186: the pager's count and the areas beside each page are kept while the read models did not change.
describe(onPostgres("a listing's kept values follow the read models"), () => {
  it('given a keyword search counted at 10 demands (one page), when an 11th is confirmed, then the pager shows two pages', async () => {
    const provider = await signUpProvider();
    let position = '';
    for (let n = 0; n < 10; n++) position = await demandAbout(`Cozinha industrial com caldeira número ${n}`, n);

    const ten = await as(provider.auth, position).get(keywordSearch('caldeira')).expect(200);
    expect(ten.body.data).toHaveLength(10);
    expect(ten.body.pages).toEqual([{ page: 1 }]);
    // Asked again with nothing changed: the same answer (the kept count).
    expect((await as(provider.auth).get(keywordSearch('caldeira')).expect(200)).body.pages).toEqual([{ page: 1 }]);

    const eleventh = await demandAbout('Troca da caldeira a vapor', 10);
    const eleven = await as(provider.auth, eleventh).get(keywordSearch('caldeira')).expect(200);
    expect(eleven.body.pages).toEqual([{ page: 1 }, { page: 2 }]);
    expect(eleven.body.morePages).toBe(false);
  }, 60_000);

  it('given the areas sent beside a page, when the admin adds an area, then the next page sends it', async () => {
    const provider = await signUpProvider();
    const before = await as(provider.auth).get('/v1/companys/service?page=1').expect(200);
    const names = (list: { name: string }[]) => list.map((a) => a.name);
    expect(names(before.body.filterArea)).not.toContain('Ergonomia Aplicada');

    const created = await as(admin()).post('/v1/area', { name: 'Ergonomia Aplicada' }).expect(201);
    const after = await as(provider.auth, positionOf(created)).get('/v1/companys/service?page=1').expect(200);
    expect(names(after.body.filterArea)).toContain('Ergonomia Aplicada');
  });
});
