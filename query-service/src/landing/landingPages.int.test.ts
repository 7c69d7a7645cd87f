import { fileConfirmedDemand, smallMetalworksDemand } from '../../../test-support/demands';
import { onPostgres, useTestApi } from '../../../test-support/apiHarness';
import { readSitemap } from '../../../test-support/sitemap';

const SITE = 'https://www.conectasst.example';
const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div>\s*<template/.exec(html)![1]!;
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as { '@type': string; [k: string]: unknown },
  );
const providersOn = (html: string) => Number(/data-providers="(\d+)"/.exec(rootOf(html))![1]);

const { app, api, as, admin, signUpProviderServing } = useTestApi({ publicUrl: SITE });

let areaId: number;
let otherAreaId: number;
let nrId: number;
let serviceId: number;
let ritaId: string;
const slug = 'laudo-quantico-de-teste-cia';
const caughtUp = async () => api().system.runner.waitFor(await api().system.store.headPosition(), 30_000);

async function provider(area: number, uf: string, city: string, name = 'Rita', surname = 'Alves') {
  const { id, position } = await signUpProviderServing(area, { uf, city }, { name, surname });
  return { id, position };
}

beforeAll(async () => {
  areaId = (await as(admin()).post('/v1/area', { name: 'Área das páginas de serviço' }).expect(201)).body.data.id;
  otherAreaId = (await as(admin()).post('/v1/area', { name: 'Outra área' }).expect(201)).body.data.id;
  nrId = (
    await as(admin())
      .post('/v1/admin/nrs', { name: 'NR-77 - Norma <b>quântica</b> & cia', area_id: areaId })
      .expect(201)
  ).body.data.id;
  serviceId = (
    await as(admin())
      .post('/v1/admin/services', { name: 'Laudo <Quântico> de Teste & Cia', area: areaId, nr: [nrId] })
      .expect(201)
  ).body.data.id;
  // Given: one provider names Campinas (SP); one serves every city of SP; one the whole country; one another trade.
  ritaId = (await provider(areaId, 'SP', 'Campinas')).id;
  await provider(areaId, 'SP', 'All', 'Sara', 'Lopes');
  await provider(areaId, 'All', 'All', 'Nina', 'Brasil');
  await provider(otherAreaId, 'SP', 'Campinas', 'Otto', 'Outraárea');
  // And one the admin set Inativo: it counts nowhere.
  const inactive = await provider(areaId, 'SP', 'Campinas', 'Ivo', 'Inativo');
  await as(admin(), inactive.position)
    .put('/v1/admin/Parceiro', { id: inactive.id, credits: 0, balanceSeen: 0, status: false })
    .expect(200);
  // And a demand for the service filed (and confirmed) in Belo Horizonte (MG).
  await fileConfirmedDemand(
    api(),
    smallMetalworksDemand(serviceId, 'ana@cliente-landing.com.br', { location: { UF: 'MG', City: 'Belo Horizonte' } }),
  );
  await caughtUp();
});

/**
 * Issue #19 item 3 (ADR 0120): the landing pages /servicos/<serviço>[/<uf>[/<cidade>]] and /nr/<número>, rendered by
 * the server inside the app shell, from the catalogue, the active providers' regions and the demands filed.
 */
describe(onPostgres('the landing pages /servicos and /nr'), () => {
  it('/servicos/<serviço>: what it is, its NR, how many active providers serve it, how the free request works, the wizard link; title, description, canonical, Open Graph, JSON-LD Service + BreadcrumbList + FAQPage', async () => {
    const r = await app().get(`/servicos/${slug}`).expect(200);
    expect(r.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(r.headers['cache-control']).toBe('no-cache');
    expect(r.text).toContain(
      '<title>Laudo &lt;Quântico&gt; de Teste &amp; Cia no Brasil – orçamento grátis | ConectaSST</title>',
    );
    expect(r.text).toMatch(
      /<meta name="description" content="Laudo &lt;Quântico&gt; de Teste &amp; Cia no Brasil: peça orçamentos grátis e receba até 5 contatos de prestadores\. 3 prestadores ativos atendem todo o Brasil\." \/>/,
    );
    expect(r.text).toContain(`<link rel="canonical" href="${SITE}/servicos/${slug}" />`);
    expect(r.text).toContain(`<meta property="og:url" content="${SITE}/servicos/${slug}" />`);
    expect(r.text).toContain('<meta property="og:locale" content="pt_BR" />');
    const root = rootOf(r.text);
    expect(root).toContain('<h1>Laudo &lt;Quântico&gt; de Teste &amp; Cia no Brasil</h1>');
    expect(root).toContain('<a href="/nr/77">NR-77 - Norma &lt;b&gt;quântica&lt;/b&gt; &amp; cia</a>');
    expect(root).toContain('Área: Área das páginas de serviço.');
    // Three active providers can take it (not the one of another trade, nor the inactive one).
    expect(providersOn(r.text)).toBe(3);
    expect(root).toContain('3 prestadores ativos atendem todo o Brasil neste serviço.');
    expect(root).toContain('A empresa recebe até 5 contatos e negocia direto com o parceiro, sem comissão.');
    expect(root).toContain(
      `<a class="site-button site-button-primary site-button-large landing-cta" href="/demanda?servico=${serviceId}">Pedir orçamentos grátis de Laudo &lt;Quântico&gt; de Teste &amp; Cia</a>`,
    );
    // Its states: every state (a provider serves the whole country), each linked.
    expect(root).toContain(`<a href="/servicos/${slug}/sp">`);
    expect(root).toContain(`<a href="/servicos/${slug}/ac">`);
    expect(r.text).not.toContain('<Quântico>');
    expect(r.text).not.toContain('<b>quântica</b>');
    const blocks = jsonLdOf(r.text);
    expect(blocks.map((b) => b['@type'])).toEqual(['Service', 'BreadcrumbList', 'FAQPage']);
    expect(blocks[0]).toMatchObject({
      name: 'Laudo <Quântico> de Teste & Cia',
      url: `${SITE}/servicos/${slug}`,
      areaServed: { '@type': 'Country', name: 'Brasil' },
    });
    expect(blocks[1]).toMatchObject({
      itemListElement: [
        { name: 'Início', item: `${SITE}/` },
        { name: 'Serviços', item: `${SITE}/servicos` },
        { name: 'Laudo <Quântico> de Teste & Cia', position: 3 },
      ],
    });
    expect(r.text).toContain(`<template id="landing-page" data-path="/servicos/${slug}">`);
  });

  it('/servicos/<serviço>/<uf>: the providers serving the state; its cities are those a provider names or a demand was filed in', async () => {
    const sp = await app().get(`/servicos/${slug}/sp`).expect(200);
    expect(sp.text).toContain(
      '<title>Laudo &lt;Quântico&gt; de Teste &amp; Cia em São Paulo – orçamento grátis | ConectaSST</title>',
    );
    expect(providersOn(sp.text)).toBe(3);
    expect(rootOf(sp.text)).toContain(`<a href="/servicos/${slug}/sp/campinas">`);
    expect(rootOf(sp.text)).not.toContain(`/servicos/${slug}/sp/santos`);
    expect(jsonLdOf(sp.text)[0]).toMatchObject({ areaServed: { '@type': 'State', name: 'São Paulo' } });

    // Only the nationwide provider serves Rio de Janeiro; Minas Gerais too, with Belo Horizonte from the demand.
    const rj = await app().get(`/servicos/${slug}/rj`).expect(200);
    expect(providersOn(rj.text)).toBe(1);
    expect(rootOf(rj.text)).toContain(`href="/demanda?servico=${serviceId}&amp;uf=RJ">`);
    expect(rootOf(rj.text)).toContain('1 prestador ativo atende Rio de Janeiro neste serviço.');
    const mg = await app().get(`/servicos/${slug}/mg`).expect(200);
    expect(rootOf(mg.text)).toContain(`<a href="/servicos/${slug}/mg/belo-horizonte">`);
  });

  it('/servicos/<serviço>/<uf>/<cidade>: the providers serving the city (by name, every city of the state, or the whole country)', async () => {
    const campinas = await app().get(`/servicos/${slug}/sp/campinas`).expect(200);
    expect(campinas.text).toContain(
      '<title>Laudo &lt;Quântico&gt; de Teste &amp; Cia em Campinas (SP) – orçamento grátis | ConectaSST</title>',
    );
    expect(campinas.text).toContain(`<link rel="canonical" href="${SITE}/servicos/${slug}/sp/campinas" />`);
    expect(providersOn(campinas.text)).toBe(3);
    expect(jsonLdOf(campinas.text)[0]).toMatchObject({ areaServed: { '@type': 'City', name: 'Campinas, São Paulo' } });
    expect(jsonLdOf(campinas.text)[1]).toMatchObject({
      itemListElement: expect.arrayContaining([
        expect.objectContaining({ position: 5, name: 'Campinas', item: `${SITE}/servicos/${slug}/sp/campinas` }),
      ]),
    });
    // Issue #35 item 8: the button carries the service, the state and the city into the wizard.
    expect(rootOf(campinas.text)).toContain(
      `href="/demanda?servico=${serviceId}&amp;uf=SP&amp;cidade=Campinas">Pedir orçamentos grátis de`,
    );
    const bh = await app().get(`/servicos/${slug}/mg/belo-horizonte`).expect(200);
    expect(rootOf(bh.text)).toContain(`href="/demanda?servico=${serviceId}&amp;uf=MG&amp;cidade=Belo+Horizonte"`);
    expect(providersOn(bh.text)).toBe(1);
    // The demand makes the page; nothing of the requester is on it.
    expect(bh.text).not.toMatch(/Ana|Dias|Metal Ltda|cliente-landing/);
  });

  it('issue #35 item 8: a page lists the providers its count refers to — name linked to its page, rating, "Parceiro desde" — never another trade, an inactive one or a contact', async () => {
    const campinas = rootOf((await app().get(`/servicos/${slug}/sp/campinas`).expect(200)).text);
    expect(campinas.match(/class="site-card landing-provider"/g)).toHaveLength(3);
    const names = [...campinas.matchAll(/<a href="\/parceiros\/[^"]+">([^<]+)<\/a>/g)].map((m) => m[1]);
    expect(names.sort()).toEqual(['Nina Brasil', 'Rita Alves', 'Sara Lopes']);
    expect(campinas).toContain(`<a href="/parceiros/rita-alves-${ritaId}">Rita Alves</a>`);
    expect(campinas).toContain('Ainda sem avaliações');
    expect(campinas).toMatch(/Parceiro desde \d{2}\/\d{2}\/\d{4}/);
    // Pedido direto (ADR 0170): each card asks that provider directly.
    expect(campinas).toContain(
      `<a class="site-button site-button-primary" href="/demanda?parceiro=rita-alves-${ritaId}">Pedir orçamento a este parceiro</a>`,
    );
    expect(campinas).not.toMatch(/Otto|Ivo|@|987654321/);
    // Rio de Janeiro: only the nationwide provider.
    const rj = rootOf((await app().get(`/servicos/${slug}/rj`).expect(200)).text);
    expect([...rj.matchAll(/class="site-card landing-provider"/g)]).toHaveLength(1);
    expect(rj).toContain('Nina Brasil');
  });

  it('/nr/<número>: the NR, the services that answer it with their wizard links, and the providers serving them', async () => {
    const r = await app().get('/nr/77').expect(200);
    expect(r.text).toContain(
      '<title>NR-77 - Norma &lt;b&gt;quântica&lt;/b&gt; &amp; cia – serviços e orçamentos grátis | ConectaSST</title>',
    );
    expect(r.text).toContain(`<link rel="canonical" href="${SITE}/nr/77" />`);
    const root = rootOf(r.text);
    expect(root).toContain('<h1>NR-77 - Norma &lt;b&gt;quântica&lt;/b&gt; &amp; cia</h1>');
    expect(root).toContain(`<a href="/servicos/${slug}">Laudo &lt;Quântico&gt; de Teste &amp; Cia</a>`);
    expect(root).toContain(`href="/demanda?servico=${serviceId}"`);
    expect(providersOn(r.text)).toBe(3);
    expect(jsonLdOf(r.text).map((b) => b['@type'])).toEqual(['BreadcrumbList']);
  });

  it('/servicos lists every active service and NR, linked', async () => {
    const r = await app().get('/servicos').expect(200);
    const root = rootOf(r.text);
    expect(root).toContain(`<a href="/servicos/${slug}">Laudo &lt;Quântico&gt; de Teste &amp; Cia</a>`);
    expect(root).toContain(
      '<a href="/servicos/pgr-programa-de-gerenciamento-de-riscos">PGR - Programa de Gerenciamento de Riscos</a>',
    );
    expect(root).toContain('<a href="/nr/1">');
    expect(root).toContain('<a href="/nr/77">');
  });
});

describe(onPostgres('the landing pages: canonical addresses, 404s, inactive services and the sitemap'), () => {
  it('other forms of a valid address answer 301 to the canonical one', async () => {
    const moved = async (from: string, to: string) => {
      const r = await app().get(from).expect(301);
      expect(r.headers['location']).toBe(to);
    };
    await moved(`/servicos/${slug.toUpperCase()}`, `/servicos/${slug}`);
    await moved(`/servicos/${serviceId}`, `/servicos/${slug}`);
    await moved(`/servicos/${slug}/`, `/servicos/${slug}`);
    await moved(`/servicos/${encodeURIComponent('Laudo Quântico de Teste Cia')}/SP`, `/servicos/${slug}/sp`);
    await moved(`/servicos/${slug}/sp/${encodeURIComponent('Campinas')}`, `/servicos/${slug}/sp/campinas`);
    await moved(`/Servicos/${slug}/mg/belo_horizonte`, `/servicos/${slug}/mg/belo-horizonte`);
    await moved('/nr/nr-77', '/nr/77');
    await moved('/nr/077', '/nr/77');
    await moved('/servicos/', '/servicos');
  });

  it('issue #35 item 8 (ADR 0164): a renamed service keeps its old addresses as 301s to the new ones; renamed back, the current name wins', async () => {
    const id = (
      await as(admin()).post('/v1/admin/services', { name: 'Laudo Antigo de Teste', area: areaId }).expect(201)
    ).body.data.id as number;
    await caughtUp();
    await app().get('/servicos/laudo-antigo-de-teste').expect(200);
    await as(admin())
      .put('/v1/admin/services', { id, name: 'Laudo Novo de Teste', area: areaId, nr: [], status: true })
      .expect(200);
    await caughtUp();
    const moved = async (from: string, to: string) =>
      expect((await app().get(from).expect(301)).headers['location']).toBe(to);
    await moved('/servicos/laudo-antigo-de-teste', '/servicos/laudo-novo-de-teste');
    await moved('/servicos/laudo-antigo-de-teste/sp', '/servicos/laudo-novo-de-teste/sp');
    await moved('/servicos/laudo-antigo-de-teste/sp/campinas', '/servicos/laudo-novo-de-teste/sp/campinas');
    await app().get('/servicos/laudo-novo-de-teste').expect(200);
    // Renamed back: the old name is the current one again, and the middle name now answers 301 to it.
    await as(admin())
      .put('/v1/admin/services', { id, name: 'Laudo Antigo de Teste', area: areaId, nr: [], status: true })
      .expect(200);
    await caughtUp();
    await app().get('/servicos/laudo-antigo-de-teste').expect(200);
    await moved('/servicos/laudo-novo-de-teste', '/servicos/laudo-antigo-de-teste');
    const stored = await api().system.readPool.query<{ former_names: string[] }>(
      'SELECT former_names FROM services WHERE id = $1',
      [id],
    );
    expect(stored.rows[0]!.former_names).toEqual(['Laudo Antigo de Teste', 'Laudo Novo de Teste']);
  });

  it('an unknown service, state, city or NR, or a hostile path, is a real 404 page with the text escaped', async () => {
    for (const path of [
      '/servicos/servico-que-nao-existe',
      `/servicos/${slug}/xx`,
      `/servicos/${slug}/sp/santos`, // served (every city of SP) but named by no provider and no demand: no page
      `/servicos/${slug}/sp/cidade-inventada`,
      `/servicos/${slug}/sp/campinas/mais`,
      '/nr/999',
      '/nr/abc',
      '/servicos/999999',
    ]) {
      const r = await app().get(path).expect(404);
      expect(r.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(rootOf(r.text)).toContain('<h1>Página não encontrada</h1>');
      expect(r.text).toContain('<meta name="robots" content="noindex" />');
    }
    // A malformed escape in the path is the client's error, not a 500.
    for (const path of ['/servicos/%E0%A4%A', `/servicos/${slug}/sp/%ZZ`, '/nr/%']) {
      const r = await app().get(path);
      expect([path, r.status]).toEqual([path, expect.any(Number)]);
      expect(r.status).toBeGreaterThanOrEqual(400);
      expect(r.status).toBeLessThan(500);
    }
    const hostile = await app()
      .get(`/servicos/${encodeURIComponent('<script>alert(1)</script>')}`)
      .expect(404);
    expect(hostile.text).not.toContain('<script>alert(1)</script>');
    expect(hostile.text).toContain('data-path="/servicos/%3Cscript%3Ealert(1)%3C%2Fscript%3E"');
  });

  it('an inactive service has no page; GET /v1/services/{id} gives the wizard an active service and a Portuguese 404 otherwise', async () => {
    expect((await app().get(`/v1/services/${serviceId}`).expect(200)).body).toEqual({
      data: { id: serviceId, name: 'Laudo <Quântico> de Teste & Cia', slug },
    });
    const hidden = (
      await as(admin()).post('/v1/admin/services', { name: 'Serviço Desligado', area: areaId }).expect(201)
    ).body.data.id;
    const off = await as(admin())
      .put('/v1/admin/services', { id: hidden, name: 'Serviço Desligado', area: areaId, nr: [], status: false })
      .expect(200);
    expect(off.body.message).toEqual(expect.any(String));
    await caughtUp();
    await app().get('/servicos/servico-desligado').expect(404);
    expect((await app().get(`/v1/services/${hidden}`).expect(404)).body).toEqual({
      message: 'Serviço não encontrado.',
    });
    expect((await app().get('/v1/services/abc').expect(400)).body.message).toBe('Informe um id numérico.');
  });

  it('sitemap.xml lists /servicos, each service, its states and named cities, and each NR, dated by the last change that affects them', async () => {
    await caughtUp();
    const { text: xml, locs } = await readSitemap((p) => app().get(p));
    for (const path of [
      '/servicos',
      `/servicos/${slug}`,
      `/servicos/${slug}/sp`,
      `/servicos/${slug}/rj`,
      `/servicos/${slug}/sp/campinas`,
      `/servicos/${slug}/mg/belo-horizonte`,
      '/nr/77',
      '/nr/1',
    ]) {
      expect(locs).toContain(`${SITE}${path}`);
    }
    expect(locs).not.toContain(`${SITE}/servicos/${slug}/sp/santos`);
    expect(locs).not.toContain(`${SITE}/servicos/servico-desligado`);
    const lastmod = (path: string) =>
      new RegExp(`<loc>${SITE.replace(/\./g, '\\.')}${path}</loc><lastmod>([^<]+)</lastmod>`).exec(xml)?.[1];
    // Belo Horizonte's page changed last when the demand was filed there (after every provider's profile).
    const demand = await api().system.readPool.query<{ at: Date }>(
      `SELECT max(created_at) AS at FROM demands WHERE $1 = ANY(service_ids)`,
      [serviceId],
    );
    expect(lastmod(`/servicos/${slug}/mg/belo-horizonte`)).toBe(demand.rows[0]!.at.toISOString());
    const service = await api().system.readPool.query<{ at: Date }>(
      `SELECT updated_at AS at FROM services WHERE id = $1`,
      [serviceId],
    );
    expect(new Date(lastmod(`/servicos/${slug}`)!).getTime()).toBeGreaterThanOrEqual(service.rows[0]!.at.getTime());
    expect(lastmod('/nr/77')).toBe(service.rows[0]!.at.toISOString());
  });
});
