import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { onPostgres, positionOf, useTestApi } from '../../../test-support/apiHarness';
import { readSitemap } from '../../../test-support/sitemap';
import { PUBLIC_PAGE_STYLE, publicPagesRouter } from './publicPages';
import { builtIndexHtml, DEFAULT_DESCRIPTION_META } from '../../../test-support/builtIndexHtml';

const SHELL = builtIndexHtml([DEFAULT_DESCRIPTION_META]);

const SITE = 'https://www.conectasst.com.br';

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const descriptionOf = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div>\s*<template/.exec(html)?.[1] ?? '';
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );

const { app, api, as, admin } = useTestApi();

let dir: string;
let pages: express.Express;

/** Waits until the read models have what a command wrote (the HTML routes read them as they are). */
const caughtUp = async (written: request.Response) => {
  await app().get('/v1/blog/all').set('X-Min-Position', positionOf(written)).expect(200);
};

const publish = async (titulo: string, code: string) => {
  const created = await as(admin()).post('/v1/admin/blog', { titulo, code, published: true }).expect(201);
  await caughtUp(created);
  return created.body.data.id as number;
};

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'public-shell-'));
  writeFileSync(path.join(dir, 'index.html'), SHELL);
  // The same router with a known build's index.html (the app's own mount reads frontend/dist).
  pages = express().use(
    publicPagesRouter(
      { pool: api().system.readPool, route: { jwtSecret: api().config.jwtSecret }, publicUrl: SITE },
      path.join(dir, 'index.html'),
    ),
  );
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
});

/**
 * Issue #19 item 2 (ADR 0121): the public pages arrive as HTML with their content, a unique title, description,
 * canonical URL, Open Graph and JSON-LD, inside the app's shell; the texts are what the admin saved.
 */
describe(onPostgres('the public pages as HTML'), () => {
  it('given home texts saved by the admin, when / is requested, then the HTML carries them, the title, canonical URL, Open Graph and Organization JSON-LD, and the app scripts', async () => {
    const saved = await as(admin())
      .put('/v1/pages?page=home', {
        title: 'Orçamentos de SST <grátis>',
        subtitle: 'PGR, PCMSO & laudos em um só pedido.',
        about: 'Somos a ConectaSST.',
        item1: 'Escolha os serviços',
        item2: 'Conte onde',
        item3: 'Receba contatos',
      })
      .expect(200);
    await caughtUp(saved);

    const r = await request(pages).get('/').expect(200);
    expect(r.headers['content-type']).toMatch(/^text\/html/);
    expect(r.headers['cache-control']).toBe('no-cache');
    expect(titleOf(r.text)).toBe('Serviços de Saúde e Segurança do Trabalho | ConectaSST');
    expect(descriptionOf(r.text)).toBe(
      'PGR, PCMSO &amp; laudos em um só pedido. Receba até 5 contatos de prestadores, gratuitamente.',
    );
    expect(r.text.match(/<meta name="description"/g)).toHaveLength(1);
    expect(canonicalOf(r.text)).toBe(`${SITE}/`);
    expect(r.text).toContain(
      '<meta property="og:title" content="Serviços de Saúde e Segurança do Trabalho | ConectaSST" />',
    );
    expect(r.text).toContain(`<meta property="og:url" content="${SITE}/" />`);
    expect(jsonLdOf(r.text)).toEqual([
      expect.objectContaining({ '@type': 'Organization', name: 'ConectaSST', url: `${SITE}/` }),
    ]);
    const root = rootOf(r.text);
    expect(root).toContain('<h1>ConectaSST</h1>');
    expect(root).toContain('<h2>Orçamentos de SST &lt;grátis&gt;</h2>');
    expect(root).toContain('<li><strong>Passo 2</strong>: Conte onde</li>');
    expect(root).toContain('Somos a ConectaSST.');
    expect(r.text).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
    // The server's copy is painted only without JavaScript (the app renders the page itself, with no layout shift).
    expect(r.text).toContain(PUBLIC_PAGE_STYLE);
    expect(root).toMatch(/^<div[^>]*><article class="public-page">/);
    // The texts as a data block the app reads before its first render, escaped for the script element.
    const data = /<script type="application\/json" id="home-content">(.*?)<\/script>/.exec(r.text)![1]!;
    expect(data).not.toContain('<');
    expect(JSON.parse(data)).toEqual(
      expect.objectContaining({ title: 'Orçamentos de SST <grátis>', item2: 'Conte onde' }),
    );
  });

  it('/comofunciona and /conectasst: their texts, titles of their own and a BreadcrumbList', async () => {
    const how = await request(pages).get('/comofunciona').expect(200);
    const about = await request(pages).get('/conectasst').expect(200);
    expect(titleOf(how.text)).toBe('Como funciona | ConectaSST');
    expect(titleOf(about.text)).toBe('Sobre a ConectaSST | ConectaSST');
    expect(canonicalOf(how.text)).toBe(`${SITE}/comofunciona`);
    expect(rootOf(how.text)).toContain('<h2>2. Parceiros se inscrevem</h2>');
    expect(rootOf(about.text)).toContain('<h2>Sem comissão</h2>');
    expect(jsonLdOf(how.text)).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Início', item: `${SITE}/` },
          { '@type': 'ListItem', position: 2, name: 'Como funciona', item: `${SITE}/comofunciona` },
        ],
      },
    ]);
  });

  it('given a FAQ entry the admin added, /perguntas-frequentes lists it and states it as FAQPage JSON-LD, escaped for its script element', async () => {
    const created = await as(admin())
      .post('/v1/pages', {
        title: 'Posso pedir mais de um serviço?',
        description: 'Sim. </script><script>alert(1)</script>',
      })
      .expect(201);
    await caughtUp(created);

    const r = await request(pages).get('/perguntas-frequentes').expect(200);
    expect(titleOf(r.text)).toBe('Perguntas frequentes | ConectaSST');
    const root = rootOf(r.text);
    expect(root).toContain('<h2>Posso pedir mais de um serviço?</h2>');
    expect(root).toContain('Sim. &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(r.text).not.toContain('<script>alert(1)</script>');
    const faq = jsonLdOf(r.text).find((block) => block['@type'] === 'FAQPage')!;
    expect(faq.mainEntity).toContainEqual({
      '@type': 'Question',
      name: 'Posso pedir mais de um serviço?',
      acceptedAnswer: { '@type': 'Answer', text: 'Sim. </script><script>alert(1)</script>' },
    });
  });

  it('given a vision the admin edited, /missao-visao-valores shows it under Visão', async () => {
    const entries = (await app().get('/v1/pages?page=quest').expect(200)).body.data as { id: number; type: string }[];
    const vision = entries.find((entry) => entry.type === 'vision')!;
    const saved = await as(admin())
      .put('/v1/pages?page=quest', { questID: vision.id, description: 'Ser a referência em SST no Brasil.' })
      .expect(200);
    await caughtUp(saved);

    const r = await request(pages).get('/missao-visao-valores').expect(200);
    expect(titleOf(r.text)).toBe('Missão, visão e valores | ConectaSST');
    expect(rootOf(r.text)).toMatch(/<h2>Visão<\/h2><p>Ser a referência em SST no Brasil\.<\/p>/);
  });

  it('/faleconosco has a title and description of its own', async () => {
    const r = await request(pages).get('/faleconosco').expect(200);
    expect(titleOf(r.text)).toBe('Fale conosco | ConectaSST');
    expect(descriptionOf(r.text)).toMatch(/^Fale com a ConectaSST/);
    expect(rootOf(r.text)).toContain('<h1>Fale conosco</h1>');
  });
});

describe(onPostgres('the public pages as HTML: the blog, addresses and titles'), () => {
  it('given a published post and a draft, /blog links the post only, and the post has its page with BlogPosting and BreadcrumbList JSON-LD', async () => {
    const id = await publish('O que muda no PGR em 2026', '<p>Texto comum. <strong>Prazo importante</strong></p>');
    const draft = await as(admin())
      .post('/v1/admin/blog', { titulo: 'Rascunho secreto', code: '<p>x</p>' })
      .expect(201);
    await caughtUp(draft);

    const list = await request(pages).get('/blog').expect(200);
    expect(titleOf(list.text)).toBe('Blog | ConectaSST');
    expect(rootOf(list.text)).toContain(
      `<a href="/blog/${id}-o-que-muda-no-pgr-em-2026">O que muda no PGR em 2026</a>`,
    );
    expect(list.text).not.toContain('Rascunho secreto');

    const post = await request(pages).get(`/blog/${id}-o-que-muda-no-pgr-em-2026`).expect(200);
    expect(titleOf(post.text)).toBe('O que muda no PGR em 2026 | Blog ConectaSST');
    expect(descriptionOf(post.text)).toBe('Texto comum. Prazo importante');
    expect(canonicalOf(post.text)).toBe(`${SITE}/blog/${id}-o-que-muda-no-pgr-em-2026`);
    expect(post.text).toContain('<meta property="og:type" content="article" />');
    expect(rootOf(post.text)).toContain('<h1>O que muda no PGR em 2026</h1>');
    expect(rootOf(post.text)).toContain(
      '<div class="blog-post"><p>Texto comum. <strong>Prazo importante</strong></p></div>',
    );
    const [posting, trail] = jsonLdOf(post.text);
    expect(posting).toEqual(
      expect.objectContaining({
        '@type': 'BlogPosting',
        headline: 'O que muda no PGR em 2026',
        url: `${SITE}/blog/${id}-o-que-muda-no-pgr-em-2026`,
        datePublished: expect.any(String),
      }),
    );
    expect((trail as { itemListElement: { name: string }[] }).itemListElement.map((item) => item.name)).toEqual([
      'Início',
      'Blog',
      'O que muda no PGR em 2026',
    ]);
    expect(post.text).toContain(`<template id="public-page" data-path="/blog/${id}-o-que-muda-no-pgr-em-2026">`);

    // The sitemap lists the post under its one address, the draft not at all.
    const sitemap = await readSitemap((p) => app().get(p));
    expect(sitemap.text).toContain(`<loc>http://localhost:3000/blog/${id}-o-que-muda-no-pgr-em-2026</loc>`);
    expect(sitemap.text).not.toContain(`/blog/${draft.body.data.id as number}`);
  });

  it('a post under an old or partial address answers 301 to its one address', async () => {
    const id = await publish('Laudo de insalubridade: quando pedir', '<p>Quando há agentes nocivos.</p>');
    const r = await request(pages).get(`/blog/${id}`).expect(301);
    expect(r.headers.location).toBe(`/blog/${id}-laudo-de-insalubridade-quando-pedir`);
    await request(pages).get(`/blog/${id}-titulo-antigo`).expect(301);
  });

  it('an unknown post, a draft or a malformed address answer a 404 page, never a 500', async () => {
    const draft = await as(admin()).post('/v1/admin/blog', { titulo: 'Ainda não', code: '<p>x</p>' }).expect(201);
    await caughtUp(draft);
    for (const address of [
      '/blog/999999-nao-existe',
      `/blog/${draft.body.data.id as number}-ainda-nao`,
      '/blog/nao-e-um-post',
      `/blog/${'9'.repeat(30)}`,
    ]) {
      const r = await request(pages).get(address);
      expect({ address, status: r.status }).toEqual({ address, status: 404 });
      expect(titleOf(r.text)).toBe('Post não encontrado | ConectaSST');
    }
    // Through the whole app too (the router is mounted before the static files).
    await app().get('/blog/999999-nao-existe').set('Accept', 'text/html').expect(404);
    // An address that is not even valid percent-encoding is bad input: 400, not a 500.
    const malformed = await app().get('/blog/%E0%A4%A').set('Accept', 'text/html');
    expect(malformed.status).toBe(400);
  });

  it('every page has a title of its own', async () => {
    const id = await publish('Um título único', '<p>Corpo.</p>');
    const addresses = [
      '/',
      '/comofunciona',
      '/conectasst',
      '/perguntas-frequentes',
      '/missao-visao-valores',
      '/faleconosco',
      '/blog',
      `/blog/${id}-um-titulo-unico`,
    ];
    const titles = await Promise.all(
      addresses.map(async (address) => titleOf((await request(pages).get(address).expect(200)).text)),
    );
    expect(new Set(titles).size).toBe(addresses.length);
  });
});
