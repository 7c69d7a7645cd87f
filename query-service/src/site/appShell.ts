import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Response } from 'express';

/**
 * Server-rendered public pages inside the built app's shell (ADR 0116, ADR 0120). A page is plain data (status, title,
 * description, canonical path, JSON-LD, body HTML); `renderInAppShell` puts it into the built `frontend/dist/index.html`:
 *
 * - `<title>`, `<meta name="description">`, `<link rel="canonical">` under the site's address (`PUBLIC_URL`);
 * - Open Graph: og:title, og:description, og:url (the canonical URL), og:type, og:locale pt_BR, og:site_name;
 * - each JSON-LD block in a `<script type="application/ld+json">`, escaped so nothing can close the script element;
 * - the body inside `#root` (what a crawler or a browser without JavaScript reads) and the same body again in
 *   `<template id="<templateId>" data-path="<request path>">`, which the app shows inside its layout once it boots
 *   (frontend/src/components/ServerPage.tsx).
 *
 * The shell's scripts stay, so the app boots on the page. Without a build the document is the content alone.
 * Every text a page puts into `body` must already be escaped with `escapeHtml`; the head fields are escaped here.
 */

export const SITE_NAME = 'ConectaSST';

/** The build the standalone server serves (host/src/launcher/launch.ts). */
export const DEFAULT_SHELL_PATH = path.resolve(__dirname, '../../../frontend/dist/index.html');

/** Text (or an attribute value) for HTML (one helper, shared with the e-mails' HTML). */
import { escapeHtml } from '@conectasst/common/text/html';
export { escapeHtml };

/** JSON inside a script element: no `</script>` or `<!--` can close it (and U+2028/9 stay escaped). */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export interface ShellPage {
  /** HTTP status (200, or 404 for the not-found page). */
  status: number;
  /** The whole `<title>` (unique per page). */
  title: string;
  description: string;
  /** Path of the page's one canonical address (`/cnae/41.20-4`). */
  canonicalPath: string;
  /** og:type; `website` unless told. */
  ogType?: 'website' | 'article';
  /** JSON-LD objects, one script element each. */
  jsonLd?: unknown[];
  /** Extra head markup of the page kind (our own, trusted), e.g. a `<style>`. */
  headExtra?: string;
  /** The content: our own HTML with every data text escaped. */
  body: string;
}

/** What a 404 page of the site says: its heading, the line under it (our own HTML), where it belongs, its head markup. */
export interface NotFoundPageText {
  heading: string;
  description: string;
  /** Our own HTML (links to where to go instead); data texts escaped by the caller. */
  line: string;
  canonicalPath: string;
  headExtra: string;
  /** The page kind's article class (`public-page`, `landing-page`, …). */
  articleClass: string;
}

/** A real 404 page of the site (status 404 in the shell, one article with the heading and the line). */
export function notFoundPage(p: NotFoundPageText): ShellPage {
  return {
    status: 404,
    title: `${p.heading} | ${SITE_NAME}`,
    description: p.description,
    canonicalPath: p.canonicalPath,
    headExtra: p.headExtra,
    body: `<article class="${p.articleClass}"><h1>${p.heading}</h1><p>${p.line}</p></article>`,
  };
}

export interface ShellOptions {
  /** The site's address without trailing slash (`https://www.conectasst.com.br`). */
  siteUrl: string;
  /** The built index.html, or undefined when there is no build (a minimal document then). */
  shell: string | undefined;
  /** The path requested (the template's data-path: the app shows the template only on that path). */
  requestPath: string;
  /** The template's id, which the app's route reads (`cnae-page`, `landing-page`). */
  templateId: string;
}

/** The document for `page`: the shell with the page's head, content and template. */
export function renderInAppShell(page: ShellPage, options: ShellOptions): string {
  const canonical = options.siteUrl + page.canonicalPath;
  const head = [
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    `<meta property="og:title" content="${escapeHtml(page.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(page.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    `<meta property="og:type" content="${page.ogType ?? 'website'}" />`,
    `<meta property="og:locale" content="pt_BR" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    ...(page.headExtra ? [page.headExtra] : []),
    ...(page.jsonLd ?? []).map((block) => `<script type="application/ld+json">${scriptJson(block)}</script>`),
  ].join('\n    ');
  const template = `<template id="${escapeHtml(options.templateId)}" data-path="${escapeHtml(options.requestPath)}">${page.body}</template>`;
  const root = `<div id="root"><div style="max-width:960px;margin:0 auto;padding:16px;font-family:sans-serif">${page.body}</div></div>`;
  if (!options.shell) {
    return `<!doctype html>\n<html lang="pt-BR">\n  <head>\n    <meta charset="UTF-8" />\n    <meta name="viewport" content="width=device-width, initial-scale=1.0" />\n    <title>${escapeHtml(page.title)}</title>\n    ${head}\n  </head>\n  <body>\n    ${root}\n    ${template}\n  </body>\n</html>\n`;
  }
  return options.shell
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(/<meta name="description"[^>]*>/, '')
    .replace(/<meta property="og:[^"]*"[^>]*>\s*/g, '')
    .replace('</head>', () => `    ${head}\n  </head>`)
    .replace('<div id="root"></div>', () => `${root}\n    ${template}`);
}

/** The built index.html read at each call (a rebuild is picked up), or undefined without a build. */
export function readAppShell(shellPath: string = DEFAULT_SHELL_PATH): string | undefined {
  return existsSync(shellPath) ? readFileSync(shellPath, 'utf8') : undefined;
}

/** The rendered page for one page kind: its status and the document (the build read at each call). */
export function shellPageRenderer(siteUrl: string, templateId: string, shellPath: string = DEFAULT_SHELL_PATH) {
  return (page: ShellPage, requestPath: string): { status: number; html: string } => ({
    status: page.status,
    html: renderInAppShell(page, { siteUrl, shell: readAppShell(shellPath), requestPath, templateId }),
  });
}

/**
 * An Express sender for one page kind: HTML with the page's status and `Cache-Control: no-cache` (the pages follow
 * the read models). The public pages go through the page cache instead (pageCache.ts, ADR 0174).
 */
export function shellPageSender(siteUrl: string, templateId: string, shellPath: string = DEFAULT_SHELL_PATH) {
  const render = shellPageRenderer(siteUrl, templateId, shellPath);
  return (res: Response, page: ShellPage, requestPath: string): void => {
    const { status, html } = render(page, requestPath);
    res.status(status).type('text/html; charset=utf-8').set('Cache-Control', 'no-cache').send(html);
  };
}

/** The site's address from `PUBLIC_URL` (no trailing slash). */
export const siteUrlOf = (publicUrl: string | undefined): string =>
  (publicUrl ?? 'http://localhost:3000').replace(/\/$/, '');
