import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import type { ShellPage } from './appShell';
import { escapeHtml, renderInAppShell, scriptJson, shellPageSender } from './appShell';
import { builtIndexHtml, DEFAULT_DESCRIPTION_META } from '../../../test-support/builtIndexHtml';

const SHELL = builtIndexHtml([DEFAULT_DESCRIPTION_META, '<meta property="og:title" content="ConectaSST" />']);

const page: ShellPage = {
  status: 200,
  title: 'PGR em Campinas – SP | ConectaSST',
  description: 'Peça "orçamentos" grátis & compare.',
  canonicalPath: '/servicos/pgr/sp/campinas',
  jsonLd: [{ '@type': 'Service', name: '</script><script>alert(1)</script>' }, { '@type': 'BreadcrumbList' }],
  body: `<article><h1>PGR em Campinas</h1><p>${escapeHtml('<b>texto</b>')}</p></article>`,
};
const options = {
  siteUrl: 'https://www.conectasst.com.br',
  requestPath: '/servicos/pgr/sp/campinas',
  templateId: 'landing-page',
};

/** ADR 0116/0120: a server-rendered page inside the built app shell. */
describe('a page rendered inside the app shell', () => {
  it('given the built index.html, the page gets its own title, description, canonical URL, Open Graph tags and JSON-LD; the shell keeps its scripts', () => {
    const html = renderInAppShell(page, { ...options, shell: SHELL });
    expect(html).toContain('<title>PGR em Campinas – SP | ConectaSST</title>');
    expect(html).not.toContain('<title>ConectaSST</title>');
    // The shell's generic description and Open Graph tags give way to the page's own (one of each).
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toContain('<meta name="description" content="Peça &quot;orçamentos&quot; grátis &amp; compare." />');
    expect(html).toContain('<link rel="canonical" href="https://www.conectasst.com.br/servicos/pgr/sp/campinas" />');
    expect(html.match(/<meta property="og:title"/g)).toHaveLength(1);
    expect(html).toContain('<meta property="og:title" content="PGR em Campinas – SP | ConectaSST" />');
    expect(html).toContain(
      '<meta property="og:description" content="Peça &quot;orçamentos&quot; grátis &amp; compare." />',
    );
    expect(html).toContain(
      '<meta property="og:url" content="https://www.conectasst.com.br/servicos/pgr/sp/campinas" />',
    );
    expect(html).toContain('<meta property="og:type" content="website" />');
    expect(html).toContain('<meta property="og:locale" content="pt_BR" />');
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]!),
    );
    expect(blocks).toEqual(page.jsonLd);
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
    const root = /<div id="root">([\s\S]*?)<\/div>\s*<template/.exec(html)![1]!;
    expect(root).toContain('<h1>PGR em Campinas</h1><p>&lt;b&gt;texto&lt;/b&gt;</p>');
    expect(html).toContain(`<template id="landing-page" data-path="/servicos/pgr/sp/campinas">${page.body}</template>`);
  });

  it('JSON-LD cannot close its script element', () => {
    const html = renderInAppShell(page, { ...options, shell: SHELL });
    expect(html).not.toContain('</script><script>alert(1)</script>');
    expect(scriptJson({ a: '</script><!--\u2028' })).toBe('{"a":"\\u003c/script>\\u003c!--\\u2028"}');
  });

  it('without a build the document is the content alone, still with its head', () => {
    const html = renderInAppShell({ ...page, ogType: 'article' }, { ...options, shell: undefined });
    expect(html).toMatch(/^<!doctype html>\n<html lang="pt-BR">/);
    expect(html).toContain('<title>PGR em Campinas – SP | ConectaSST</title>');
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain('<h1>PGR em Campinas</h1>');
    expect(html).not.toContain('<script type="module"');
  });

  it('the sender answers the page status as HTML with Cache-Control no-cache, reading the build on each request', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'app-shell-'));
    try {
      const shellPath = path.join(dir, 'index.html');
      const send = shellPageSender('https://www.conectasst.com.br', 'landing-page', shellPath);
      const app = express().get('/x', (req, res) => send(res, { ...page, status: 404 }, req.path));
      const before = await request(app).get('/x').expect(404).expect('Cache-Control', 'no-cache');
      expect(before.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(before.text).not.toContain('/assets/index-abc123.js');
      writeFileSync(shellPath, SHELL);
      const after = await request(app).get('/x').expect(404);
      expect(after.text).toContain('/assets/index-abc123.js');
      expect(after.text).toContain('<template id="landing-page" data-path="/x">');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
