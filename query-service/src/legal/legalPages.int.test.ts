import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { onPostgres, positionOf, useTestApi } from '../../../test-support/apiHarness';
import { builtIndexHtml, DEFAULT_DESCRIPTION_META } from '../../../test-support/builtIndexHtml';
import { publicPagesRouter } from '../site/publicPages';

const SITE = 'https://www.conectasst.com.br';
const { app, api, admin } = useTestApi();
let dir: string;
let pages: express.Express;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'legal-shell-'));
  writeFileSync(path.join(dir, 'index.html'), builtIndexHtml([DEFAULT_DESCRIPTION_META]));
  pages = express().use(publicPagesRouter({ pool: api().system.readPool, route: { jwtSecret: api().config.jwtSecret }, publicUrl: SITE }, path.join(dir, 'index.html')));
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

  it('given a new version published by the admin, the page shows it at once, its markup escaped', async () => {
    const saved = await app().put('/v1/legal/politica-de-privacidade').set('Authorization', admin()).send({ title: 'Política de Privacidade', body: 'Texto <b>novo</b> & claro.\n\n## Seção' }).expect(200);
    await app().get('/v1/legal/politica-de-privacidade').set('X-Min-Position', positionOf(saved)).expect(200);
    const html = (await request(pages).get('/politica-de-privacidade').expect(200)).text;
    expect(html).toMatch(/Versão 2, de /);
    expect(html).toContain('<p>Texto &lt;b&gt;novo&lt;/b&gt; &amp; claro.</p><h2>Seção</h2>');
  });
});
