import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { onPostgres, positionOf, useTestApi } from '../../../test-support/apiHarness';
import { builtIndexHtml, DEFAULT_DESCRIPTION_META } from '../../../test-support/builtIndexHtml';
import { publicPagesRouter } from '../site/publicPages';

const SITE = 'https://www.conectasst.com.br';
const { app, api, as, admin } = useTestApi();
let dir: string;
let pages: express.Express;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'legal-shell-'));
  writeFileSync(path.join(dir, 'index.html'), builtIndexHtml([DEFAULT_DESCRIPTION_META]));
  pages = express().use(
    publicPagesRouter(
      { pool: api().system.readPool, route: { jwtSecret: api().config.jwtSecret }, publicUrl: SITE },
      path.join(dir, 'index.html'),
    ),
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Issue 37 item 3: /termos-de-uso and /politica-de-privacidade rendered by the server like the other public pages. */
describe(onPostgres('the legal pages as HTML'), () => {
  it('given the seeded first versions, both pages carry their title, "Versão 1, de …", headings, canonical URL and escaped text', async () => {
    const terms = (await request(pages).get('/termos-de-uso').expect(200)).text;
    expect(terms).toContain('<title>Termos e Condições Gerais de Uso | ConectaSST</title>');
    expect(terms).toMatch(/<p><em>Versão 1, de \d{2}\/\d{2}\/\d{4}<\/em><\/p>/);
    expect(terms).toContain('<h2>1. O que a plataforma faz</h2>');
    expect(terms).toContain(`<link rel="canonical" href="${SITE}/termos-de-uso"`);
    const privacy = (await request(pages).get('/politica-de-privacidade').expect(200)).text;
    expect(privacy).toContain('<h1>Política de Privacidade</h1>');
    expect(privacy).toContain('<h2>7. Como a eliminação funciona</h2>');
    expect(privacy).toContain('<li>');
  });

  it('the seeded policy names the controller, its CNPJ and the encarregado from the configuration, and says purposes, legal bases, retention and crypto-shredding', async () => {
    const controller = {
      name: 'ConectaSST Tecnologia Ltda',
      cnpj: '11222333000181',
      dpoName: 'Marina Couto',
      dpoEmail: 'privacidade@conectasst.com.br',
    };
    const configured = express().use(
      publicPagesRouter(
        {
          pool: api().system.readPool,
          route: { jwtSecret: api().config.jwtSecret },
          publicUrl: SITE,
          lgpdController: controller,
        },
        path.join(dir, 'index.html'),
      ),
    );
    const html = (await request(configured).get('/politica-de-privacidade').expect(200)).text;
    expect(html).toContain(
      'A controladora dos dados pessoais tratados na plataforma é ConectaSST Tecnologia Ltda, inscrita no CNPJ sob o nº 11.222.333/0001-81',
    );
    expect(html).toContain(
      'Encarregado pelo tratamento de dados pessoais (LGPD, art. 41): Marina Couto. Para falar com o encarregado, use o e-mail privacidade@conectasst.com.br ou o formulário Fale conosco',
    );
    for (const heading of [
      '3. Finalidades e bases legais (LGPD, art. 7º)',
      '5. Retenção',
      '6. Seus direitos (LGPD, art. 18)',
      '7. Como a eliminação funciona',
    ])
      expect(html).toContain(`<h2>${heading}</h2>`);
    expect(html).toContain('destruímos essa chave (eliminação criptográfica)');
    expect(html).toContain('prazo legal de 15 dias');
    expect(html).not.toContain('{{');

    // Not configured: the page says so, it never shows a made-up number; the API gives the same text.
    const unset = (await request(pages).get('/politica-de-privacidade').expect(200)).text;
    expect(unset).toContain('é ConectaSST, inscrita no CNPJ sob o nº [não configurado]');
    expect(unset).toContain('(LGPD, art. 41): [não configurado].');
    const body = (await app().get('/v1/legal/politica-de-privacidade').expect(200)).body.data.body as string;
    expect(body).toContain('inscrita no CNPJ sob o nº [não configurado]');
    expect(body).not.toContain('{{');
  });

  it('given a new version published by the admin, the page shows it at once, its markup escaped', async () => {
    const saved = await as(admin())
      .put('/v1/legal/politica-de-privacidade', {
        title: 'Política de Privacidade',
        body: 'Texto <b>novo</b> & claro.\n\n## Seção',
      })
      .expect(200);
    await app().get('/v1/legal/politica-de-privacidade').set('X-Min-Position', positionOf(saved)).expect(200);
    const html = (await request(pages).get('/politica-de-privacidade').expect(200)).text;
    expect(html).toMatch(/Versão 2, de /);
    expect(html).toContain('<p>Texto &lt;b&gt;novo&lt;/b&gt; &amp; claro.</p><h2>Seção</h2>');
  });
});
