import { Router } from 'express';
import type { Pool } from 'pg';
import type { PartnerProfile } from '@conectasst/common/api/reviews';
import {
  DIRECT_REQUEST_CTA,
  directRequestPath,
  partnerIdOfSlug,
  partnerSlug,
  responseTimeText,
} from '@conectasst/common/api/reviews';
import { HIRED_MARK } from '@conectasst/common/rules/reviewRules';
import { formatDate } from '@conectasst/common/text/brazilianFormats';
import type { QueryDeps } from '../queryContext';
import type { ShellPage } from '../site/appShell';
import {
  DEFAULT_SHELL_PATH,
  SITE_NAME,
  escapeHtml,
  notFoundPage,
  shellPageRenderer,
  siteUrlOf,
} from '../site/appShell';
import { pageCacheOf, type PageAnswer } from '../site/pageCache';
import { PUBLIC_PAGE_STYLE, PUBLIC_PAGE_TEMPLATE_ID } from '../site/publicPages';
import type { SitemapEntry, SitemapSource } from '../site/sitemapSources';
import { publicProviderPages } from '@conectasst/projections/users/usersQueries';
import { loadProviderProfile } from './api';

/**
 * `/parceiros/<slug>` from the server (issue #21 item 5, ADR 0125): the provider's public profile inside the app's
 * shell like the other public pages (ADR 0121) — title, description, canonical, Open Graph and JSON-LD (LocalBusiness
 * for a Pessoa Jurídica, Person for a Pessoa Física; the rating as AggregateRating only when a visible review exists).
 * The same data as `GET /v1/parceiros/{slug}` (`loadProviderProfile`): never an e-mail or a phone. With JavaScript the
 * app renders the page from the API (PartnerProfileScreen); the server's copy is what a crawler reads.
 */

export const providerPath = (profile: { name: string; id: string }) =>
  `/parceiros/${partnerSlug(profile.name, profile.id)}`;

const NOINDEX = '<meta name="robots" content="noindex" />';
const regionsText = (profile: PartnerProfile) => profile.regionSummary.map((r) => r.label).join(', ');
/**
 * The wizard, where a requester asks this provider (and up to four others) for a quote (issue #35 item 8); it opens
 * with the provider named, who holds a seat for 24 h (Pedido direto, ADR 0170).
 */
const providerCta = (profile: PartnerProfile) =>
  `<p><a class="site-button site-button-primary site-button-large" href="${escapeHtml(directRequestPath(profile.slug))}">${DIRECT_REQUEST_CTA}</a></p>`;
const ratingText = (rating: PartnerProfile['rating']) =>
  rating.count === 0
    ? 'Ainda sem avaliações'
    : `Nota ${rating.average!.toLocaleString('pt-BR')} de 5 (${rating.count} ${rating.count === 1 ? 'avaliação' : 'avaliações'})`;
const cut = (text: string, max = 300) => (text.length > max ? `${text.slice(0, max - 3)}...` : text);

/** The structured data: who the provider is and, with at least one visible review, its rating. */
export function providerJsonLd(siteUrl: string, profile: PartnerProfile, description: string): unknown[] {
  const url = siteUrl + providerPath(profile);
  const aggregateRating =
    profile.rating.count > 0
      ? {
          '@type': 'AggregateRating',
          ratingValue: profile.rating.average,
          reviewCount: profile.rating.count,
          bestRating: 5,
          worstRating: 1,
        }
      : undefined;
  const areaServed = profile.regions.includes('All')
    ? [{ '@type': 'Country', name: 'Brasil' }]
    : profile.regions.map((uf) => ({ '@type': 'State', name: uf }));
  const knowsAbout = [...profile.areas, ...profile.nrs];
  if (profile.personType === 'Física') {
    // schema.org gives a Person no aggregateRating: the rating goes on the SST services the person provides.
    const person = {
      '@context': 'https://schema.org',
      '@type': 'Person',
      '@id': `${url}#parceiro`,
      name: profile.name,
      url,
      description,
      ...(knowsAbout.length ? { knowsAbout } : {}),
    };
    if (!aggregateRating) return [person];
    return [
      person,
      {
        '@context': 'https://schema.org',
        '@type': 'Service',
        name: `Serviços de SST de ${profile.name}`,
        url,
        provider: { '@id': `${url}#parceiro` },
        ...(areaServed.length ? { areaServed } : {}),
        aggregateRating,
      },
    ];
  }
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      '@id': `${url}#parceiro`,
      name: profile.name,
      url,
      description,
      ...(areaServed.length ? { areaServed } : {}),
      ...(knowsAbout.length ? { knowsAbout } : {}),
      ...(aggregateRating ? { aggregateRating } : {}),
    },
  ];
}

/** The page of an active provider. Every text is escaped; the comments and replies come masked from the read model. */
export function providerPage(siteUrl: string, profile: PartnerProfile): ShellPage {
  const what = profile.areas.length ? profile.areas.join(', ') : 'Saúde e Segurança do Trabalho';
  const where = profile.regions.length ? ` – atende ${regionsText(profile)}` : '';
  const description = cut(
    `${profile.name}: parceiro de SST na ${SITE_NAME} (${what})${where}. ${ratingText(profile.rating)}.`,
  );
  // Our own HTML per fact, every data text escaped: the NRs as tags, each state's cities behind its count.
  const nrTags = profile.nrs.length
    ? `<ul class="home-tags">${profile.nrs.map((nr) => `<li class="home-tag">${escapeHtml(nr)}</li>`).join('')}</ul>`
    : '—';
  const regions = profile.regionSummary.length
    ? `<ul>${profile.regionSummary
        .map((r) =>
          r.cities.length
            ? `<li><details><summary>${escapeHtml(r.label)}</summary>${escapeHtml(r.cities.join(', '))}</details></li>`
            : `<li>${escapeHtml(r.label)}</li>`,
        )
        .join('')}</ul>`
    : '—';
  const facts: [string, string][] = [
    ...(profile.personType ? [['Pessoa', escapeHtml(profile.personType)] as [string, string]] : []),
    ...(profile.profession ? [['Profissão', escapeHtml(profile.profession)] as [string, string]] : []),
    ['Áreas', escapeHtml(profile.areas.join(', ') || '—')],
    ['NRs', nrTags],
    ['Regiões', regions],
    ['Parceiro desde', formatDate(profile.memberSince)],
    ['Demandas atendidas', String(profile.demandsAttended)],
    ...(profile.responseHours
      ? [['Tempo de resposta', responseTimeText(profile.responseHours)] as [string, string]]
      : []),
  ];
  const cta = providerCta(profile);
  const credentials = profile.credentials.length
    ? `<ul>${profile.credentials.map((c) => `<li>${escapeHtml(c)} — Verificado</li>`).join('')}</ul>`
    : '';
  const reviews = profile.reviews.length
    ? `<ul>${profile.reviews
        .map(
          (r) =>
            `<li><p><strong>${'★'.repeat(r.stars)}${'☆'.repeat(5 - r.stars)}</strong> <span>${r.stars} de 5</span> — ${escapeHtml(r.reviewer)}, <time datetime="${escapeHtml(r.writtenAt)}">${formatDate(r.writtenAt)}</time>${r.hired ? ` — ${escapeHtml(HIRED_MARK)}` : ''}</p><p>${escapeHtml(r.comment)}</p>${r.reply ? `<p>Resposta do parceiro: ${escapeHtml(r.reply)}</p>` : ''}</li>`,
        )
        .join('')}</ul>`
    : '<p>Nenhuma avaliação ainda.</p>';
  return {
    status: 200,
    title: `${profile.name} – parceiro de SST | ${SITE_NAME}`,
    description,
    canonicalPath: providerPath(profile),
    ogType: 'website',
    headExtra: PUBLIC_PAGE_STYLE,
    jsonLd: providerJsonLd(siteUrl, profile, description),
    body: `<article class="public-page"><h1>${escapeHtml(profile.name)}</h1>
<p data-rating-count="${profile.rating.count}">${escapeHtml(ratingText(profile.rating))}</p>
${credentials}${cta}<dl>${facts.map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${value}</dd>`).join('')}</dl>
<h2>Avaliações</h2>
${reviews}
${cta}</article>`,
  };
}

/** A real 404 for an unknown, inactive, removed or erased provider (not indexed). */
export function providerNotFoundPage(): ShellPage {
  return notFoundPage({
    heading: 'Parceiro não encontrado',
    description: 'Este parceiro não existe ou não está ativo.',
    line: 'Este parceiro não existe ou não está ativo. <a href="/demanda">Peça orçamentos grátis</a> para receber contatos de parceiros da sua região.',
    canonicalPath: '/',
    headExtra: `${NOINDEX}\n    ${PUBLIC_PAGE_STYLE}`,
    articleClass: 'public-page',
  });
}

/**
 * What a provider's page reads (`loadProviderProfile`): the profile and its names of areas and NRs, the seats taken
 * and their demands (demands attended, response time), the visible reviews, the verified registries.
 */
export const PROVIDER_PAGE_READ_MODELS = [
  'users',
  'areas',
  'nrs',
  'subscriptions',
  'demands',
  'reviews',
  'credentials',
] as const;

/**
 * `/parceiros/<slug>` (HTML, outside /v1 and the OpenAPI document), from the page cache (ADR 0174). An old or partial
 * slug answers 301 to the current one.
 */
export function providerPageRouter(deps: QueryDeps, shellPath = DEFAULT_SHELL_PATH): Router {
  const router = Router();
  const siteUrl = siteUrlOf(deps.publicUrl);
  const render = shellPageRenderer(siteUrl, PUBLIC_PAGE_TEMPLATE_ID, shellPath);
  router.get(
    '/parceiros/:slug',
    pageCacheOf(deps, shellPath).page(PROVIDER_PAGE_READ_MODELS, async (req): Promise<PageAnswer> => {
      const id = partnerIdOfSlug(String(req.params.slug ?? ''));
      const profile = id ? await loadProviderProfile(deps.pool, id) : undefined;
      if (!profile) return render(providerNotFoundPage(), req.path);
      const canonical = providerPath(profile);
      if (req.path !== canonical) return { redirect: canonical };
      return render(providerPage(siteUrl, profile), req.path);
    }),
  );
  return router;
}

/** The sitemap's provider pages: active providers only, each dated by its last change (profile or reviews). */
export const providerPagesSource: SitemapSource = {
  name: 'perfis de parceiros',
  readModels: ['users', 'reviews'],
  async entries(pool: Pool): Promise<SitemapEntry[]> {
    return (await publicProviderPages(pool)).map((row) => ({ path: providerPath(row), lastModified: row.at }));
  },
};
