import request from 'supertest';
import { blumenauDemand, fileConfirmedDemand } from '../../../test-support/demands';
import { companyDetails, personDetails } from '../../../test-support/providerDetails';
import { readSitemap } from '../../../test-support/sitemap';
import { adminBearer, startTestApi } from '../../../test-support/testApp';
import type { TestApi } from '../../../test-support/testApp';

const SITE = 'https://www.conectasst.example';
const positionOf = (r: request.Response): string => String(r.headers['x-position'] ?? '');
const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div>\s*<template/.exec(html)![1]!;
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as { '@type': string; [k: string]: unknown },
  );

/**
 * Issue #21 item 5 (ADR 0125): a provider's public page /parceiros/<slug> rendered by the server inside the app shell,
 * with title, description, canonical, Open Graph and JSON-LD, listed in the sitemap while the provider is active.
 */
describe(`the provider's public page /parceiros/<slug> from the server (${process.env.TEST_DATABASE_KIND ?? 'embedded'} PostgreSQL)`, () => {
  let api: TestApi;
  let admin: string;
  const app = () => request(api.system.app);
  const caughtUp = async () => api.system.runner.waitFor(await api.system.store.headPosition(), 30_000);
  let company: { id: string; auth: string };
  let person: { id: string; auth: string };
  let inactive: { id: string; auth: string };

  async function signup(name: string, surname: string, email: string, credits = 10) {
    const r = await app()
      .post('/v1/auth')
      .send({ name, surname, phone: '11987654321', email, password: 'segredo1' })
      .expect(201);
    const auth = `Bearer ${r.body.token}`;
    const me = await app()
      .get('/v1/auth/me')
      .set('Authorization', auth)
      .set('X-Min-Position', positionOf(r))
      .expect(200);
    const id = me.body.userData.id as string;
    if (credits)
      await app()
        .put('/v1/admin/Parceiro')
        .set('Authorization', admin)
        .set('X-Min-Position', positionOf(r))
        .send({ id, delta: credits, balanceSeen: 0 })
        .expect(200);
    return { id, auth };
  }

  beforeAll(async () => {
    api = await startTestApi({ publicUrl: SITE });
    admin = await adminBearer(api);
    // Given a Jurídica provider (a company) serving SP, a Física provider, and one the admin set Inativo.
    company = await signup('João', 'Lima', 'joao@prevenir-sst.com.br');
    await app()
      .post('/v1/details/pj')
      .set('Authorization', company.auth)
      .send(companyDetails({ fantasyname: 'Prevenir <SST> & Cia' }))
      .expect(201);
    person = await signup('Igor', 'Nunes', 'igor@ergonomia.com.br');
    await app().post('/v1/details/pf').set('Authorization', person.auth).send(personDetails()).expect(201);
    inactive = await signup('Otto', 'Parado', 'otto@parado.com.br', 0);
    await caughtUp();
    await app()
      .put('/v1/admin/Parceiro')
      .set('Authorization', admin)
      .send({ id: inactive.id, credits: 0, balanceSeen: 0, status: false })
      .expect(200);

    // And a demand both active providers took a seat on; the requester reviewed the company (one contact in the text).
    const services = (await app().get('/v1/services?page=1').expect(200)).body.data.data as { id: number }[];
    const d = await fileConfirmedDemand(
      api,
      blumenauDemand(services[0]!.id, 'clara@malhas.com.br', { contact: { Name: 'Clara Maria' } }),
    );
    await caughtUp();
    for (const p of [company, person])
      await app().post('/v1/subs').set('Authorization', p.auth).set('id', String(d.id)).expect(200);
    await caughtUp();
    await app()
      .post('/v1/minha-demanda/avaliacoes')
      .send({
        token: d.token,
        providerId: company.id,
        stars: 4,
        comment: 'Bom laudo <b>entregue</b> no prazo, ligue 47 98888-7777.',
      })
      .expect(201);
    await caughtUp();
  });
  afterAll(async () => {
    await api?.stop();
  });

  it('a Jurídica provider: its name, rating, reviews and facts in the HTML; title, description, canonical, Open Graph; JSON-LD LocalBusiness with AggregateRating; never an e-mail or a phone', async () => {
    const slug = (await app().get(`/v1/parceiros/x-${company.id}`).expect(200)).body.data.slug as string;
    expect(slug).toBe(`prevenir-sst-cia-${company.id}`);
    const r = await app().get(`/parceiros/${slug}`).expect(200);
    expect(r.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(r.text).toContain('<title>Prevenir &lt;SST&gt; &amp; Cia – parceiro de SST | ConectaSST</title>');
    expect(r.text).toMatch(
      /<meta name="description" content="Prevenir &lt;SST&gt; &amp; Cia: parceiro de SST na ConectaSST \(Saúde e Segurança do Trabalho\)\. Nota 4 de 5 \(1 avaliação\)\." \/>/,
    );
    expect(r.text).toContain(`<link rel="canonical" href="${SITE}/parceiros/${slug}" />`);
    expect(r.text).toContain(`<meta property="og:url" content="${SITE}/parceiros/${slug}" />`);
    expect(r.text).toContain(
      '<meta property="og:title" content="Prevenir &lt;SST&gt; &amp; Cia – parceiro de SST | ConectaSST" />',
    );
    const root = rootOf(r.text);
    expect(root).toContain('<h1>Prevenir &lt;SST&gt; &amp; Cia</h1>');
    expect(root).toContain('Nota 4 de 5 (1 avaliação)');
    expect(root).toContain('<dt>Pessoa</dt><dd>Jurídica</dd>');
    expect(root).toContain('<dt>Demandas atendidas</dt><dd>1</dd>');
    // The review: stars, first name + city, the comment escaped and its contact masked.
    expect(root).toContain('4 de 5</span> — Clara, Blumenau');
    expect(root).toContain('Bom laudo &lt;b&gt;entregue&lt;/b&gt; no prazo, ligue [contato oculto].');
    // Never the provider's or the requester's e-mail or phone, anywhere in the document.
    expect(r.text).not.toMatch(/@prevenir-sst\.com\.br|98765-?4321|11987654321|Schmidt|malhas\.com|98888/);
    expect(jsonLdOf(r.text)).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'LocalBusiness',
        '@id': `${SITE}/parceiros/${slug}#parceiro`,
        name: 'Prevenir <SST> & Cia',
        url: `${SITE}/parceiros/${slug}`,
        description:
          'Prevenir <SST> & Cia: parceiro de SST na ConectaSST (Saúde e Segurança do Trabalho). Nota 4 de 5 (1 avaliação).',
        aggregateRating: { '@type': 'AggregateRating', ratingValue: 4, reviewCount: 1, bestRating: 5, worstRating: 1 },
      },
    ]);
    // The script element cannot be closed by the data.
    expect(r.text).not.toContain('"name":"Prevenir <SST>');
  });

  it('a Física provider without reviews: JSON-LD Person and no AggregateRating; "Ainda sem avaliações"', async () => {
    const slug = `igor-nunes-${person.id}`;
    const r = await app().get(`/parceiros/${slug}`).expect(200);
    expect(rootOf(r.text)).toContain('<p data-rating-count="0">Ainda sem avaliações</p>');
    expect(rootOf(r.text)).toContain('<dt>Pessoa</dt><dd>Física</dd>');
    // Issue #35 item 8: the profession and a "Pedir orçamento" button into the wizard.
    expect(rootOf(r.text)).toContain('<dt>Profissão</dt><dd>Ergonomista</dd>');
    expect(rootOf(r.text)).toContain(
      `<a class="site-button site-button-primary site-button-large" href="/demanda?parceiro=${slug}">Pedir orçamento a este parceiro</a>`,
    );
    expect((await app().get(`/v1/parceiros/${slug}`).expect(200)).body.data).toMatchObject({
      profession: 'Ergonomista',
      regionSummary: [],
    });
    const blocks = jsonLdOf(r.text);
    expect(blocks).toHaveLength(1);
    expect(blocks[0]).toMatchObject({ '@type': 'Person', name: 'Igor Nunes', url: `${SITE}/parceiros/${slug}` });
    expect(JSON.stringify(blocks)).not.toContain('AggregateRating');
    expect(r.text).not.toMatch(/@ergonomia\.com\.br|987654321/);
  });

  it('another form of the address answers 301 to the current one; an inactive, unknown or id-less provider a 404 page that is not indexed', async () => {
    const moved = await app().get(`/parceiros/nome-antigo-${company.id}`).expect(301);
    expect(moved.headers.location).toBe(`/parceiros/prevenir-sst-cia-${company.id}`);
    for (const path of [
      `/parceiros/otto-parado-${inactive.id}`,
      '/parceiros/ninguem-00000000-0000-4000-8000-000000000000',
      '/parceiros/sem-id',
    ]) {
      const r = await app().get(path).expect(404);
      expect(r.text).toContain('<h1>Parceiro não encontrado</h1>');
      expect(r.text).toContain('<meta name="robots" content="noindex" />');
      expect(r.text).not.toContain('Otto');
    }
    await app().get(`/v1/parceiros/otto-parado-${inactive.id}`).expect(404);
  });

  it('the sitemap lists each active provider page (its current address), never the inactive one', async () => {
    const r = await readSitemap((p) => app().get(p));
    expect(r.text).toContain(`<loc>${SITE}/parceiros/prevenir-sst-cia-${company.id}</loc>`);
    expect(r.text).toContain(`<loc>${SITE}/parceiros/igor-nunes-${person.id}</loc>`);
    expect(r.text).not.toContain(inactive.id);
  });
});
