import { Router } from 'express';
import type { Faq, HomeContent, MvvEntry } from '@conectasst/common/api/pages';
import { blogMessages } from '@conectasst/common/rules/blogRules';
import { MAX_SUBSCRIBERS } from '@conectasst/common/rules/demandRules';
import { mvvTypeLabels, promisesContacts } from '@conectasst/common/rules/pageRules';
import { formatLongDate } from '@conectasst/common/text/brazilianFormats';
import { postIdOf, postPath } from '@conectasst/common/web/blogPaths';
import { aboutContent, howItWorksContent, type InfoPageContent } from '@conectasst/common/web/infoPages';
import { LEGAL_DOCUMENTS, legalBlocks, legalVersionText, type LegalKind } from '@conectasst/common/web/legalDocuments';
import { withController } from '@conectasst/common/rules/lgpdRules';
import { currentLegalDocument, type LegalDocumentRow } from '@conectasst/projections/legal/legalDocumentsQueries';
import type { Pool } from 'pg';
import { findPublishedPost, publishedPostsList } from '@conectasst/projections/blog/postsQueries';
import type { PostRow } from '@conectasst/projections/blog/postsQueries';
import { homeContent, listFaqs, listMvvEntries } from '@conectasst/projections/pages/pagesQueries';
import type { QueryDeps } from '../queryContext';
import type { ShellPage } from './appShell';
import {
  DEFAULT_SHELL_PATH,
  SITE_NAME,
  escapeHtml,
  notFoundPage,
  scriptJson,
  shellPageRenderer,
  siteUrlOf,
} from './appShell';
import { pageCacheOf, type PageAnswer } from './pageCache';

/**
 * The public pages of the site as HTML from the server (issue #19 item 2, ADR 0121): home, como funciona, sobre, FAQ,
 * missão/visão/valores, fale conosco, the blog and each post. Each is the app's shell (appShell.ts) with the page's
 * content inside `#root`, a unique title, description, canonical URL, Open Graph and JSON-LD; the texts come from the
 * CMS and blog read models, so what the admin edits shows here. The app's scripts stay: once booted, React renders the
 * same page from the API and takes over (a blog post's page shows the server's own `<template id="public-page">`).
 */

export const PUBLIC_PAGE_TEMPLATE_ID = 'public-page';

/**
 * Links inside the text are told apart by more than their colour (WCAG 1.4.1). The server's copy of the page is shown
 * only without JavaScript (a crawler that does not run scripts, a browser with them off): with JavaScript the app
 * renders the address itself, and painting the simpler server markup first and then replacing it moved the whole page
 * (Lighthouse measured a layout shift of 0.64 on `/`). The text stays in the HTML either way.
 */
export const PUBLIC_PAGE_STYLE =
  '<style>.public-page a { text-decoration: underline; } #root > div > article.public-page { display: none; }</style>' +
  '<noscript><style>#root > div > article.public-page { display: block; }</style></noscript>';

/** A published post as its page needs it. */
export interface PublishedPost {
  id: number;
  title: string;
  html: string;
  publishedAt: Date;
  updatedAt: Date;
}

const breadcrumbs = (siteUrl: string, trail: { name: string; path: string }[]) => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: [{ name: 'Início', path: '/' }, ...trail].map((crumb, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name: crumb.name,
    item: siteUrl + crumb.path,
  })),
});

const organization = (siteUrl: string) => ({
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: SITE_NAME,
  url: `${siteUrl}/`,
  description:
    'Marketplace de serviços de Saúde e Segurança do Trabalho: NRs, e-Social SST, laudos, programas e treinamentos.',
});

/** Rich text kept by the CMS (plain text with line breaks) as paragraphs. */
const paragraphs = (text: string): string =>
  text
    .split(/\n{2,}|\r\n\r\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => `<p>${escapeHtml(part).replace(/\r?\n/g, '<br />')}</p>`)
    .join('');

/** Text of a post's sanitized HTML, for its description. */
const plainText = (html: string): string =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

const clip = (text: string, max = 160): string => (text.length > max ? `${text.slice(0, max - 3).trimEnd()}...` : text);

/** The id of the home texts' data block, read by the app before its first render (frontend/src/features/public/embeddedHome.ts). */
export const HOME_CONTENT_ID = 'home-content';

const callToActions = `<p><a href="/#header">Solicitar orçamento</a> · <a href="/signup">Quero ser parceiro</a></p>`;

export function homePage(siteUrl: string, home: HomeContent | undefined): ShellPage {
  const steps = home ? [home.item1, home.item2, home.item3] : [];
  return {
    status: 200,
    title: `Serviços de Saúde e Segurança do Trabalho | ${SITE_NAME}`,
    description: clip(
      home?.subtitle
        ? promisesContacts(home.subtitle)
          ? home.subtitle
          : `${home.subtitle} Receba até ${MAX_SUBSCRIBERS} contatos de prestadores, gratuitamente.`
        : `Peça orçamentos de serviços de SST (PGR, PCMSO, laudos, treinamentos NR) e receba até ${MAX_SUBSCRIBERS} contatos de prestadores, gratuitamente.`,
    ),
    canonicalPath: '/',
    jsonLd: [organization(siteUrl)],
    // The texts as data too: the app's first render shows them at once instead of filling them in after a request,
    // which pushed the rest of the page down (layout shift).
    headExtra:
      PUBLIC_PAGE_STYLE +
      (home ? `<script type="application/json" id="${HOME_CONTENT_ID}">${scriptJson(home)}</script>` : ''),
    body: `<article class="public-page"><header id="header"><h1>ConectaSST</h1>${home ? `<h2>${escapeHtml(home.title)}</h2>${paragraphs(home.subtitle)}` : ''}
<p>${home && promisesContacts(home.subtitle) ? '' : `<strong>Receba até ${MAX_SUBSCRIBERS} contatos de prestadores, gratuitamente.</strong> `}<a href="/demanda">Solicitar orçamento</a></p></header>
${home ? `<section><h2>Sobre nós</h2>${paragraphs(home.about)}</section>` : ''}
${steps.length ? `<section><h2>Como funciona</h2><ol>${steps.map((step, i) => `<li><strong>Passo ${i + 1}</strong>: ${escapeHtml(step)}</li>`).join('')}</ol></section>` : ''}
<section><h2>É prestador de serviços de SST?</h2><p>Cadastre-se grátis, receba demandas da sua região e fique com 100% do valor negociado. Sem mensalidade e sem comissão.</p><p><a href="/signup">Cadastre-se grátis</a></p></section></article>`,
  };
}

export function infoPage(siteUrl: string, content: InfoPageContent): ShellPage {
  return {
    status: 200,
    title: `${content.title} | ${SITE_NAME}`,
    description: content.description,
    canonicalPath: content.path,
    jsonLd: [breadcrumbs(siteUrl, [{ name: content.title, path: content.path }])],
    headExtra: PUBLIC_PAGE_STYLE,
    body: `<article class="public-page"><h1>${escapeHtml(content.title)}</h1><p>${escapeHtml(content.intro)}</p>
${content.blocks.map((block) => `<section><h2>${escapeHtml(block.title)}</h2><p>${escapeHtml(block.text)}</p></section>`).join('')}
${callToActions}</article>`,
  };
}

/** /termos-de-uso and /politica-de-privacidade (issue 37 item 3): the version in force, its number and date. */
export function legalPage(siteUrl: string, kind: LegalKind, document: LegalDocumentRow | undefined): ShellPage {
  const { path, title } = LEGAL_DOCUMENTS[kind];
  const blocks = document ? legalBlocks(document.body) : [];
  const html = blocks
    .map((b) =>
      b.kind === 'heading'
        ? `<h2>${escapeHtml(b.text)}</h2>`
        : b.kind === 'list'
          ? `<ul>${b.items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`
          : `<p>${escapeHtml(b.text)}</p>`,
    )
    .join('');
  const firstText = blocks.find((b) => b.kind === 'paragraph');
  return {
    status: 200,
    title: `${document?.title ?? title} | ${SITE_NAME}`,
    description: clip(firstText && firstText.kind === 'paragraph' ? firstText.text : `${title} da ${SITE_NAME}.`),
    canonicalPath: path,
    jsonLd: [breadcrumbs(siteUrl, [{ name: title, path }])],
    headExtra: PUBLIC_PAGE_STYLE,
    body: `<article class="public-page"><h1>${escapeHtml(document?.title ?? title)}</h1>${
      document
        ? `<p><em>${escapeHtml(legalVersionText(document.version, document.publishedAt))}</em></p>${html}`
        : '<p>Documento ainda não publicado.</p>'
    }</article>`,
  };
}

export function faqPage(siteUrl: string, faqs: Faq[]): ShellPage {
  return {
    status: 200,
    title: `Perguntas frequentes | ${SITE_NAME}`,
    description: clip(
      faqs.length
        ? `Dúvidas sobre a ConectaSST: ${faqs.map((faq) => faq.title).join(' ')}`
        : 'Dúvidas sobre a ConectaSST: como pedir orçamentos de SST e como prestadores recebem demandas.',
    ),
    canonicalPath: '/perguntas-frequentes',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: faqs.map((faq) => ({
          '@type': 'Question',
          name: faq.title,
          acceptedAnswer: { '@type': 'Answer', text: faq.description },
        })),
      },
      breadcrumbs(siteUrl, [{ name: 'Perguntas frequentes', path: '/perguntas-frequentes' }]),
    ],
    headExtra: PUBLIC_PAGE_STYLE,
    body: `<article class="public-page"><h1>Perguntas frequentes</h1>${
      faqs.length
        ? faqs
            .map((faq) => `<section><h2>${escapeHtml(faq.title)}</h2>${paragraphs(faq.description)}</section>`)
            .join('')
        : '<p>Nenhuma pergunta cadastrada.</p>'
    }</article>`,
  };
}

export function missionVisionValuesPage(siteUrl: string, entries: MvvEntry[]): ShellPage {
  const groups = (['mission', 'vision', 'value'] as const)
    .map((type) => ({ type, items: entries.filter((entry) => entry.type === type) }))
    .filter((group) => group.items.length > 0);
  return {
    status: 200,
    title: `Missão, visão e valores | ${SITE_NAME}`,
    description: clip(
      entries.length
        ? entries.map((entry) => entry.description).join(' ')
        : 'A missão, a visão e os valores da ConectaSST.',
    ),
    canonicalPath: '/missao-visao-valores',
    jsonLd: [breadcrumbs(siteUrl, [{ name: 'Missão, visão e valores', path: '/missao-visao-valores' }])],
    headExtra: PUBLIC_PAGE_STYLE,
    body: `<article class="public-page"><h1>Missão, visão e valores</h1>${groups
      .map(
        (group) =>
          `<section><h2>${mvvTypeLabels[group.type]}</h2>${group.items.map((item) => paragraphs(item.description)).join('')}</section>`,
      )
      .join('')}</article>`,
  };
}

export function contactPage(siteUrl: string): ShellPage {
  return {
    status: 200,
    title: `Fale conosco | ${SITE_NAME}`,
    description:
      'Fale com a ConectaSST: dúvidas, sugestões e parcerias em Saúde e Segurança do Trabalho. Respondemos pelo e-mail ou telefone que você informar.',
    canonicalPath: '/faleconosco',
    jsonLd: [breadcrumbs(siteUrl, [{ name: 'Fale conosco', path: '/faleconosco' }])],
    headExtra: PUBLIC_PAGE_STYLE,
    body: `<article class="public-page"><h1>Fale conosco</h1><p>Dúvidas, sugestões ou parcerias: envie sua mensagem com nome, e-mail, telefone, estado, cidade e assunto. O formulário abre quando o JavaScript do navegador está ativo.</p><p>Veja também as <a href="/perguntas-frequentes">perguntas frequentes</a>.</p></article>`,
  };
}

export function blogListPage(siteUrl: string, posts: PublishedPost[]): ShellPage {
  return {
    status: 200,
    title: `Blog | ${SITE_NAME}`,
    description: clip(
      posts.length
        ? `Artigos sobre Saúde e Segurança do Trabalho: ${posts.map((post) => post.title).join('; ')}.`
        : 'Artigos sobre Saúde e Segurança do Trabalho, NRs e e-Social SST.',
    ),
    canonicalPath: '/blog',
    jsonLd: [breadcrumbs(siteUrl, [{ name: 'Blog', path: '/blog' }])],
    headExtra: PUBLIC_PAGE_STYLE,
    body: `<article class="public-page"><h1>Blog</h1>${
      posts.length
        ? `<ul>${posts.map((post) => `<li><a href="${postPath(post)}">${escapeHtml(post.title)}</a> <time datetime="${post.publishedAt.toISOString()}">${formatLongDate(post.publishedAt.toISOString())}</time></li>`).join('')}</ul>`
        : `<p>${escapeHtml(blogMessages.empty)}</p>`
    }</article>`,
  };
}

/** A post: its sanitized HTML (kept so by the blog's commands) under its title. */
export function blogPostPage(siteUrl: string, post: PublishedPost): ShellPage {
  const path = postPath(post);
  const text = plainText(post.html);
  return {
    status: 200,
    title: `${post.title} | Blog ${SITE_NAME}`,
    description: clip(text || post.title),
    canonicalPath: path,
    ogType: 'article',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: post.title,
        datePublished: post.publishedAt.toISOString(),
        dateModified: post.updatedAt.toISOString(),
        mainEntityOfPage: siteUrl + path,
        url: siteUrl + path,
        inLanguage: 'pt-BR',
        author: { '@type': 'Organization', name: SITE_NAME },
        publisher: { '@type': 'Organization', name: SITE_NAME },
      },
      breadcrumbs(siteUrl, [
        { name: 'Blog', path: '/blog' },
        { name: post.title, path },
      ]),
    ],
    headExtra: PUBLIC_PAGE_STYLE,
    body: `<article class="public-page"><h1>${escapeHtml(post.title)}</h1><p><time datetime="${post.publishedAt.toISOString()}">${formatLongDate(post.publishedAt.toISOString())}</time></p><div class="blog-post">${post.html}</div><p><a href="/blog">Todos os posts</a></p></article>`,
  };
}

export function postNotFoundPage(): ShellPage {
  return notFoundPage({
    heading: 'Post não encontrado',
    description: 'Este post não existe ou não está mais publicado.',
    line: 'Este post não existe ou não está mais publicado. Veja <a href="/blog">todos os posts</a>.',
    canonicalPath: '/blog',
    headExtra: PUBLIC_PAGE_STYLE,
    articleClass: 'public-page',
  });
}

const toPublished = (row: PostRow & { published_at: Date }): PublishedPost => ({
  id: row.id,
  title: row.title,
  html: row.html,
  publishedAt: row.published_at,
  updatedAt: row.updated_at,
});

export async function publishedPosts(pool: Pool): Promise<PublishedPost[]> {
  return (await publishedPostsList(pool)).map(toPublished);
}

async function publishedPost(pool: Pool, id: number): Promise<PublishedPost | undefined> {
  const row = await findPublishedPost(pool, id);
  return row ? toPublished(row) : undefined;
}

/** The read models each page reads (their versions stamp its cached copy, pageCache.ts). */
const CMS = ['pages'] as const;
const BLOG = ['posts'] as const;

/** The pages' routes, mounted before the static files (standalone) and proxied by the gateway (deploy/nginx). */
export function publicPagesRouter(deps: QueryDeps, shellPath = DEFAULT_SHELL_PATH): Router {
  const router = Router();
  const siteUrl = siteUrlOf(deps.publicUrl);
  const render = shellPageRenderer(siteUrl, PUBLIC_PAGE_TEMPLATE_ID, shellPath);
  const cache = pageCacheOf(deps, shellPath);
  const page = (path: string, readModels: readonly string[], build: () => Promise<ShellPage> | ShellPage) =>
    router.get(
      path,
      cache.page(readModels, async (req) => render(await build(), req.path)),
    );

  page('/', CMS, async () => homePage(siteUrl, (await homeContent(deps.pool)) ?? undefined));
  page('/comofunciona', [], () => infoPage(siteUrl, howItWorksContent));
  page('/conectasst', [], () => infoPage(siteUrl, aboutContent));
  page('/perguntas-frequentes', CMS, async () => faqPage(siteUrl, await listFaqs(deps.pool)));
  page('/missao-visao-valores', CMS, async () => missionVisionValuesPage(siteUrl, await listMvvEntries(deps.pool)));
  page('/faleconosco', [], () => contactPage(siteUrl));
  for (const kind of Object.keys(LEGAL_DOCUMENTS) as LegalKind[])
    page(LEGAL_DOCUMENTS[kind].path, ['legal_documents'], async () => {
      const document = await currentLegalDocument(deps.pool, kind);
      return legalPage(
        siteUrl,
        kind,
        document && { ...document, body: withController(document.body, deps.lgpdController ?? { name: 'ConectaSST' }) },
      );
    });
  page('/blog', BLOG, async () => blogListPage(siteUrl, await publishedPosts(deps.pool)));
  router.get(
    '/blog/:slug',
    cache.page(BLOG, async (req): Promise<PageAnswer> => {
      const id = postIdOf(String(req.params.slug ?? ''));
      const post = id === undefined ? undefined : await publishedPost(deps.pool, id);
      if (!post) return render(postNotFoundPage(), req.path);
      // One address per post: an old or partial slug (the title changed) redirects to the current one.
      const canonical = postPath(post);
      if (req.path !== canonical) return { redirect: encodeURI(canonical) };
      return render(blogPostPage(siteUrl, post), req.path);
    }),
  );
  return router;
}
