import { MAX_SUBSCRIBERS } from '@conectasst/common/rules/demandRules';
import { stateNameOf } from '@conectasst/common/rules/brazilianRegions';
import { SIGNING_ENABLED, signersText } from '@conectasst/common/rules/signingRules';
import type { ShellPage } from '../site/appShell';
import { SITE_NAME, escapeHtml, notFoundPage } from '../site/appShell';
import { formatDate } from '@conectasst/common/text/brazilianFormats';
import { DIRECT_REQUEST_CTA, directRequestPath, partnerSlug } from '@conectasst/common/api/reviews';
import type { CityRegion, LandingNr, LandingService, ListedProvider, Reach, StateRegion } from './landingData';

/**
 * The landing pages that bring requesters (issue #19 item 3, ADR 0120): `/servicos` (the index), one page per active
 * service, per state and city where it is served or was asked for, and one per active NR. Each says what the service is
 * and which NRs ask for it (the catalogue), how many active providers serve the place, how the free request works, and
 * links to the wizard with the service picked (`/demanda?servico=<id>`). Every catalogue text is escaped.
 */

export const LANDING_TEMPLATE_ID = 'landing-page';
/**
 * Links inside the text are told apart by more than their colour (WCAG 1.4.1), buttons aside; links in lists stay 24 px
 * apart (WCAG 2.2 target size). The cards, buttons and tags are the site's (frontend/src/components/layouts/site.css,
 * linked by the shell), so the page looks the same with JavaScript or without.
 */
const LANDING_STYLE =
  '<style>.landing-page a:not(.site-button) { text-decoration: underline; } .landing-page li + li { margin-top: 8px; }</style>';
const NOINDEX = '<meta name="robots" content="noindex" />';

export const servicePath = (s: { slug: string }) => `/servicos/${s.slug}`;
export const statePath = (s: { slug: string }, uf: string) => `${servicePath(s)}/${uf.toLowerCase()}`;
export const cityPath = (s: { slug: string }, uf: string, city: { slug: string }) => `${statePath(s, uf)}/${city.slug}`;
export const nrPath = (nr: { number: number }) => `/nr/${nr.number}`;
/**
 * The wizard with the service picked and, from a state or city page, the place filled in step 2
 * (`/demanda?servico=<id>&uf=SP&cidade=Campinas`; frontend demandSaga `prefillService`, ADR 0164).
 */
export const wizardLink = (s: { id: number }, uf?: string, city?: string) => {
  const query = new URLSearchParams({ servico: String(s.id) });
  if (uf) query.set('uf', uf);
  if (uf && city) query.set('cidade', city);
  return `/demanda?${query.toString()}`;
};

const cut = (text: string, max = 300) => (text.length > max ? `${text.slice(0, max - 3)}...` : text);

/** "3 prestadores ativos atendem São Paulo" in words, 0 and 1 included. */
function reachSentence(reach: Reach, place: string): string {
  if (reach.providers === 0)
    return `Ainda não há prestadores ativos que atendam ${place} neste serviço. Faça o pedido mesmo assim: ele fica disponível para os parceiros que passarem a atender a região.`;
  if (reach.providers === 1) return `1 prestador ativo atende ${place} neste serviço.`;
  return `${reach.providers} prestadores ativos atendem ${place} neste serviço.`;
}

/** How the free request works, in the words of the home and "Como funciona" pages: the home's three step cards. */
const HOW_IT_WORKS = `<h2>Como funciona o pedido gratuito</h2>
<ol class="home-steps landing-steps">
<li class="site-card"><p class="home-step-title">1. A empresa pede um orçamento.</p><p>Sem criar conta: escolha os serviços, conte sobre a empresa e o local. É gratuito.</p></li>
<li class="site-card"><p class="home-step-title">2. Parceiros se inscrevem.</p><p>Prestadores da região se inscrevem na demanda usando créditos. No máximo ${MAX_SUBSCRIBERS} por demanda.</p></li>
<li class="site-card"><p class="home-step-title">3. Negociação direta.</p><p>A empresa recebe até ${MAX_SUBSCRIBERS} contatos e negocia direto com o parceiro, sem comissão.</p></li>
</ol>`;

/** The call to action: the site's primary button (a link), carrying the service and the place into the wizard. */
const ctaButton = (href: string, label: string) =>
  `<a class="site-button site-button-primary site-button-large landing-cta" href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;
const cta = (s: LandingService, uf?: string, city?: string) =>
  `<p>${ctaButton(wizardLink(s, uf, city), `Pedir orçamentos grátis de ${s.name}`)}</p>`;

const ratingLine = (rating: ListedProvider['rating']) =>
  rating.count === 0 || rating.average === null
    ? 'Ainda sem avaliações'
    : `Nota ${rating.average.toLocaleString('pt-BR')} de 5 (${rating.count} ${rating.count === 1 ? 'avaliação' : 'avaliações'})`;

/**
 * The providers the count refers to (who may sign first, then best rated, at most LISTED_PROVIDERS): name linked to its page, rating, "Assinatura habilitada ✔",
 * verified registries, "Parceiro desde". Public facts only, never a contact (issue #35 item 8).
 */
export function providerCards(listed: ListedProvider[], total: number): string {
  if (listed.length === 0) return '';
  const cards = listed
    .map(
      (
        p,
      ) => `<li class="site-card landing-provider" data-provider-id="${escapeHtml(p.id)}"><p class="home-step-title"><a href="/parceiros/${escapeHtml(partnerSlug(p.name, p.id))}">${escapeHtml(p.name)}</a></p>
<p>${escapeHtml(ratingLine(p.rating))}</p>${p.maySign ? `<p class="landing-signer"><strong>${SIGNING_ENABLED}</strong></p>` : ''}${
        p.credentials.length
          ? `<ul class="home-tags landing-tags">${p.credentials.map((c) => `<li class="home-tag">${escapeHtml(c)} — Verificado</li>`).join('')}</ul>`
          : ''
      }<p class="home-muted">Parceiro desde ${formatDate(p.since.toISOString())}</p><p><a class="site-button site-button-primary" href="${escapeHtml(directRequestPath(partnerSlug(p.name, p.id)))}">${DIRECT_REQUEST_CTA}</a></p></li>`,
    )
    .join('');
  const more =
    total > listed.length
      ? `<p class="home-muted">E mais ${total - listed.length} ${total - listed.length === 1 ? 'prestador' : 'prestadores'}: todos recebem o seu pedido.</p>`
      : '';
  return `<ul class="landing-grid landing-providers">${cards}</ul>${more}`;
}

function nrList(service: LandingService): string {
  if (service.nrs.length === 0) return '<p>Este serviço não está ligado a uma NR específica no catálogo.</p>';
  return `<p>Normas regulamentadoras que pedem este serviço:</p><ul>${service.nrs
    .map((nr) => `<li><a href="${nrPath(nr)}">${escapeHtml(nr.name)}</a></li>`)
    .join('')}</ul>`;
}

function aboutService(service: LandingService): string {
  const area = service.areaName ? `<p>Área: ${escapeHtml(service.areaName)}.</p>` : '';
  const reason = service.reason ? `<p>${escapeHtml(service.reason)}</p>` : '';
  // Who may sign it (ADR 0169), with the legal source the admin gave.
  const signing = service.signing
    ? `<p class="landing-signing">Quem pode assinar: ${escapeHtml(signersText(service.signing))} (${escapeHtml(service.signing.source)}).</p>`
    : '';
  return `${area}${reason}${signing}${nrList(service)}`;
}

interface Crumb {
  name: string;
  path: string;
}

function breadcrumbs(siteUrl: string, crumbs: Crumb[]): { html: string; jsonLd: unknown } {
  const html = `<nav aria-label="Navegação estrutural"><p>${crumbs
    .map((c, i) =>
      i === crumbs.length - 1
        ? `<span aria-current="page">${escapeHtml(c.name)}</span>`
        : `<a href="${c.path}">${escapeHtml(c.name)}</a>`,
    )
    .join(' › ')}</p></nav>`;
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: siteUrl + c.path,
    })),
  };
  return { html, jsonLd };
}

function serviceJsonLd(
  siteUrl: string,
  service: LandingService,
  path: string,
  description: string,
  area: { type: 'Country' | 'State' | 'City'; name: string },
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.name,
    serviceType: service.name,
    description,
    url: siteUrl + path,
    areaServed: { '@type': area.type, name: area.name },
    provider: { '@type': 'Organization', name: SITE_NAME, url: siteUrl },
    offers: {
      '@type': 'Offer',
      price: '0',
      priceCurrency: 'BRL',
      description: `Pedido de orçamento gratuito, até ${MAX_SUBSCRIBERS} contatos de prestadores`,
    },
  };
}

function faqJsonLd(entries: { question: string; answer: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((e) => ({
      '@type': 'Question',
      name: e.question,
      acceptedAnswer: { '@type': 'Answer', text: e.answer },
    })),
  };
}

const faqHtml = (entries: { question: string; answer: string }[]) =>
  `<h2>Perguntas frequentes</h2>${entries.map((e) => `<h3>${escapeHtml(e.question)}</h3><p>${escapeHtml(e.answer)}</p>`).join('')}`;

const HOME: Crumb = { name: 'Início', path: '/' };
const SERVICES: Crumb = { name: 'Serviços', path: '/servicos' };

/** The place a page is about, in words and for the structured data. */
interface Place {
  /** "em Campinas (SP)", "em São Paulo", "no Brasil". */
  where: string;
  /** "Campinas (SP)", "São Paulo", "todo o Brasil" (after "atendem"). */
  served: string;
  area: { type: 'Country' | 'State' | 'City'; name: string };
  /** The state and city the wizard's step 2 starts with (from a state or city page). */
  uf?: string;
  city?: string;
}

function serviceBody(
  siteUrl: string,
  service: LandingService,
  place: Place,
  reach: Reach,
  listed: ListedProvider[],
  crumbs: Crumb[],
  path: string,
  more: string,
): ShellPage {
  const crumb = breadcrumbs(siteUrl, crumbs);
  const heading = `${service.name} ${place.where}`;
  const count = reachSentence(reach, place.served);
  const description = cut(
    `${service.name} ${place.where}: peça orçamentos grátis e receba até ${MAX_SUBSCRIBERS} contatos de prestadores. ${reach.providers === 1 ? '1 prestador ativo atende' : `${reach.providers} prestadores ativos atendem`} ${place.served}.`,
  );
  const faq = [
    {
      question: `Quanto custa pedir orçamento de ${service.name} ${place.where}?`,
      answer: `Nada: o pedido é gratuito para a empresa, sem criar conta, e ela recebe até ${MAX_SUBSCRIBERS} contatos de prestadores para negociar direto, sem comissão.`,
    },
    { question: `Quantos prestadores atendem ${place.served}?`, answer: count },
  ];
  return {
    status: 200,
    title: `${heading} – orçamento grátis | ${SITE_NAME}`,
    description,
    canonicalPath: path,
    headExtra: LANDING_STYLE,
    jsonLd: [serviceJsonLd(siteUrl, service, path, description, place.area), crumb.jsonLd, faqJsonLd(faq)],
    body: `<article class="landing-page">${crumb.html}<h1>${escapeHtml(heading)}</h1>
<div class="site-card home-provider-call landing-call">
<p class="home-lead" data-providers="${reach.providers}">${escapeHtml(count)}</p>
${cta(service, place.uf, place.city)}
<p class="home-muted">Grátis e sem criar conta: até ${MAX_SUBSCRIBERS} contatos de prestadores, sem comissão.</p>
</div>
<h2>Prestadores ${escapeHtml(place.where)}</h2>
${listed.length ? providerCards(listed, reach.providers) : `<p>${escapeHtml(count)}</p>`}
<h2>O que é</h2>
<div class="site-card">
<p><strong>${escapeHtml(service.name)}</strong> é um serviço de Saúde e Segurança do Trabalho do catálogo da ${SITE_NAME}.</p>
${aboutService(service)}
</div>
${HOW_IT_WORKS}
${cta(service, place.uf, place.city)}
${more}
${faqHtml(faq)}</article>`,
  };
}

/** `/servicos/<serviço>`: the service nationwide, with its states. */
export function servicePage(
  siteUrl: string,
  service: LandingService,
  reach: Reach,
  states: StateRegion[],
  listed: ListedProvider[] = [],
): ShellPage {
  const place: Place = { where: 'no Brasil', served: 'todo o Brasil', area: { type: 'Country', name: 'Brasil' } };
  const list = states.length
    ? `<h2>Onde há prestadores ou pedidos</h2><ul>${states.map((s) => `<li><a href="${statePath(service, s.uf)}">${escapeHtml(`${service.name} em ${stateNameOf(s.uf) ?? s.uf}`)}</a></li>`).join('')}</ul>`
    : '';
  const path = servicePath(service);
  return serviceBody(
    siteUrl,
    service,
    place,
    reach,
    listed,
    [HOME, SERVICES, { name: service.name, path }],
    path,
    `${list}<p><a href="/servicos">Todos os serviços</a></p>`,
  );
}

/** `/servicos/<serviço>/<uf>`: the service in a state, with its cities. */
export function statePage(
  siteUrl: string,
  service: LandingService,
  state: StateRegion,
  reach: Reach,
  listed: ListedProvider[] = [],
): ShellPage {
  const name = stateNameOf(state.uf) ?? state.uf;
  const place: Place = { where: `em ${name}`, served: name, area: { type: 'State', name }, uf: state.uf };
  const cities = [...state.cities.values()];
  const list = cities.length
    ? `<h2>Cidades</h2><ul>${cities.map((c) => `<li><a href="${cityPath(service, state.uf, c)}">${escapeHtml(`${service.name} em ${c.name}`)}</a></li>`).join('')}</ul>`
    : '';
  const path = statePath(service, state.uf);
  return serviceBody(
    siteUrl,
    service,
    place,
    reach,
    listed,
    [HOME, SERVICES, { name: service.name, path: servicePath(service) }, { name, path }],
    path,
    `${list}<p><a href="${servicePath(service)}">${escapeHtml(service.name)} em todo o Brasil</a></p>`,
  );
}

/** `/servicos/<serviço>/<uf>/<cidade>`: the service in a city. */
export function cityPage(
  siteUrl: string,
  service: LandingService,
  state: StateRegion,
  city: CityRegion,
  reach: Reach,
  listed: ListedProvider[] = [],
): ShellPage {
  const stateName = stateNameOf(state.uf) ?? state.uf;
  const label = `${city.name} (${state.uf})`;
  const place: Place = {
    where: `em ${label}`,
    served: label,
    area: { type: 'City', name: `${city.name}, ${stateName}` },
    uf: state.uf,
    city: city.name,
  };
  const path = cityPath(service, state.uf, city);
  return serviceBody(
    siteUrl,
    service,
    place,
    reach,
    listed,
    [
      HOME,
      SERVICES,
      { name: service.name, path: servicePath(service) },
      { name: stateName, path: statePath(service, state.uf) },
      { name: city.name, path },
    ],
    path,
    `<p><a href="${statePath(service, state.uf)}">${escapeHtml(service.name)} em ${escapeHtml(stateName)}</a> · <a href="${servicePath(service)}">${escapeHtml(service.name)} em todo o Brasil</a></p>`,
  );
}

/** `/nr/<número>`: the NR, the services of the catalogue that answer it, and how many providers serve them. */
export function nrPage(
  siteUrl: string,
  nr: LandingNr,
  services: LandingService[],
  reach: Reach,
  listed: ListedProvider[] = [],
): ShellPage {
  const path = nrPath(nr);
  const crumb = breadcrumbs(siteUrl, [HOME, SERVICES, { name: `NR-${nr.number}`, path }]);
  const count =
    reach.providers === 0
      ? 'Ainda não há prestadores ativos que atendam esta NR.'
      : reach.providers === 1
        ? '1 prestador ativo atende esta NR em todo o Brasil.'
        : `${reach.providers} prestadores ativos atendem esta NR em todo o Brasil.`;
  const description = cut(
    `${nr.name}: os serviços de SST que a norma pede e prestadores para eles. Peça orçamentos grátis e receba até ${MAX_SUBSCRIBERS} contatos.`,
  );
  const list = services.length
    ? `<ul class="landing-grid landing-services">${services
        .map(
          (s) =>
            `<li class="site-card landing-service"><p class="home-step-title"><a href="${servicePath(s)}">${escapeHtml(s.name)}</a></p><p>${ctaButton(wizardLink(s), 'Pedir orçamentos grátis')}</p></li>`,
        )
        .join('')}</ul>`
    : '<p>Nenhum serviço do catálogo está ligado a esta NR ainda.</p>';
  return {
    status: 200,
    title: `${cut(nr.name, 90)} – serviços e orçamentos grátis | ${SITE_NAME}`,
    description,
    canonicalPath: path,
    headExtra: LANDING_STYLE,
    jsonLd: [crumb.jsonLd],
    body: `<article class="landing-page">${crumb.html}<h1>${escapeHtml(nr.name)}</h1>
<p>A ${escapeHtml(`NR-${nr.number}`)} é uma das Normas Regulamentadoras de Saúde e Segurança do Trabalho. Estes são os serviços do catálogo da ${SITE_NAME} que a atendem:</p>
${list}
<h2>Prestadores</h2>
<p data-providers="${reach.providers}">${escapeHtml(count)}</p>
${providerCards(listed, reach.providers)}
${HOW_IT_WORKS}
<p><a href="/servicos">Todos os serviços e NRs</a></p></article>`,
  };
}

/** `/servicos`: every active service and NR, linked. */
export function servicesIndexPage(siteUrl: string, services: LandingService[], nrs: LandingNr[]): ShellPage {
  const crumb = breadcrumbs(siteUrl, [HOME, SERVICES]);
  return {
    status: 200,
    title: `Serviços de SST e Normas Regulamentadoras | ${SITE_NAME}`,
    description: `Os serviços de Saúde e Segurança do Trabalho do catálogo e as NRs que os pedem. Peça orçamentos grátis e receba até ${MAX_SUBSCRIBERS} contatos de prestadores.`,
    canonicalPath: '/servicos',
    headExtra: LANDING_STYLE,
    jsonLd: [crumb.jsonLd],
    body: `<article class="landing-page">${crumb.html}<h1>Serviços de SST</h1>
<p>Escolha um serviço para ver quantos prestadores atendem a sua região e pedir orçamentos grátis: até ${MAX_SUBSCRIBERS} contatos, sem criar conta.</p>
<h2>Serviços</h2>
<ul>${services.map((s) => `<li><a href="${servicePath(s)}">${escapeHtml(s.name)}</a></li>`).join('')}</ul>
<h2 id="nrs">Normas Regulamentadoras (NRs)</h2>
<ul>${nrs.map((nr) => `<li><a href="${nrPath(nr)}">${escapeHtml(nr.name)}</a></li>`).join('')}</ul></article>`,
  };
}

/** A real 404 for an unknown service, state, city or NR (not indexed). */
export function landingNotFoundPage(): ShellPage {
  return notFoundPage({
    heading: 'Página não encontrada',
    description: 'Esta página de serviço ou NR não existe.',
    line: 'Este serviço, lugar ou NR não está no catálogo. Veja <a href="/servicos">todos os serviços e NRs</a>.',
    canonicalPath: '/servicos',
    headExtra: `${NOINDEX}\n    ${LANDING_STYLE}`,
    articleClass: 'landing-page',
  });
}
