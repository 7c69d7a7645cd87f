import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { startTestApi } from '../../../test-support/testApp';
import type { TestApi } from '../../../test-support/testApp';
import { cnaePagesRouter } from './cnaePages';
import { builtIndexHtml } from '../../../test-support/builtIndexHtml';

const SHELL = builtIndexHtml();

/** Issue #24 stage 4: /cnae and /cnae/<classe> as HTML with their content before any JavaScript (ADR 0116). */
describe(`the /cnae pages (${process.env.TEST_DATABASE_KIND ?? 'embedded'} PostgreSQL)`, () => {
  let api: TestApi;
  let dir: string;
  let pages: express.Express;

  beforeAll(async () => {
    api = await startTestApi();
    dir = mkdtempSync(path.join(tmpdir(), 'cnae-shell-'));
    writeFileSync(path.join(dir, 'index.html'), SHELL);
    // The same router with a known build's index.html (the app's own mount reads frontend/dist).
    pages = express().use(
      cnaePagesRouter(
        {
          pool: api.system.readPool,
          route: { jwtSecret: api.config.jwtSecret },
          publicUrl: 'https://www.conectasst.com.br',
        },
        path.join(dir, 'index.html'),
      ),
    );
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await api.stop();
  });

  it('/cnae/41.20-4: its grade, source, title, description, canonical URL, FAQPage JSON-LD, the diagnosis link and the services at grade 3, inside the app shell', async () => {
    const r = await request(pages).get('/cnae/41.20-4').expect(200);
    expect(r.headers['content-type']).toMatch(/^text\/html/);
    expect(r.text).toContain('<title>CNAE 41.20-4 – grau de risco 3 | ConectaSST</title>');
    expect(r.text).toMatch(
      /<meta name="description" content="O CNAE 41.20-4 \(Construção de edifícios\) tem grau de risco 3 \(médio-alto\), segundo a NR-4, Anexo I\./,
    );
    expect(r.text).toContain('<link rel="canonical" href="https://www.conectasst.com.br/cnae/41.20-4" />');
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(r.text)![1]!);
    expect(jsonLd).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Qual o grau de risco do CNAE 41.20-4?',
          acceptedAnswer: { '@type': 'Answer', text: expect.stringContaining('grau de risco 3') },
        },
      ],
    });
    const root = /<div id="root">([\s\S]*?)<\/div>\s*<template/.exec(r.text)![1]!;
    expect(root).toContain('<h1>CNAE 41.20-4 – grau de risco 3</h1>');
    expect(root).toContain('Fonte: NR-4, Anexo I');
    expect(root).toContain('href="/diagnostico?cnae=41.20-4"');
    // Issue 38 item 3: the agenda's request form, with the CNAE filled in.
    expect(root).toContain('<a href="/agenda-sst?cnae=4120-4">Montar minha agenda SST</a>');
    expect(root).toMatch(
      /Assessoria em Segurança do Trabalho e SESMT \(NR-4\)<\/strong><br \/><small>NR-4 - [^<]*<\/small><br \/>A partir de 101 empregados\./,
    );
    expect(root).toMatch(
      /PGR - Programa de Gerenciamento de Riscos<\/strong><br \/><small>NR-1 - [^<]*<\/small><br \/>Todo empregador\./,
    );
    expect(r.text).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
    expect(r.text).toContain('<template id="cnae-page" data-path="/cnae/41.20-4">');
  });

  it('/cnae lists the 673 classes by section A to U, each linked, with its grade', async () => {
    const r = await request(pages).get('/cnae').expect(200);
    expect(r.text).toContain('<title>Grau de risco por atividade (CNAE) | ConectaSST</title>');
    const root = /<div id="root">([\s\S]*?)<\/div>\s*<template/.exec(r.text)![1]!;
    expect([...root.matchAll(/<a href="\/cnae\/\d\d\.\d\d-\d">/g)]).toHaveLength(673);
    expect([...root.matchAll(/<section id="secao-([A-U])">/g)].map((m) => m[1]).join('')).toBe('ABCDEFGHIJKLMNOPQRSTU');
    expect(root).toContain('<a href="/cnae/47.11-3">47.11-3 – Comércio varejista de mercadorias em geral');
  });

  it('a subclass or unpunctuated code redirects to the class page; an unknown or hostile code is a 404 page with the text escaped', async () => {
    await request(pages).get('/cnae/4120400').expect(301).expect('Location', '/cnae/41.20-4');
    await request(pages).get('/cnae/41204').expect(301).expect('Location', '/cnae/41.20-4');
    const unknown = await request(pages).get('/cnae/99.99-9').expect(404);
    expect(unknown.text).toContain('<h1>CNAE não encontrado</h1>');
    const hostile = await request(pages)
      .get(`/cnae/${encodeURIComponent('<script>alert(1)</script>')}`)
      .expect(404);
    expect(hostile.text).not.toContain('<script>alert(1)</script>');
    expect(hostile.text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('the real app serves the pages at /cnae too (plain HTML when there is no build)', async () => {
    const r = await request(api.system.app).get('/cnae/47.11-3').expect(200);
    expect(r.text).toContain('CNAE 47.11-3 – grau de risco 2');
  });
});
