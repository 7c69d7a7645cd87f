import { Router } from 'express';
import type { CnaeClass } from '@conectasst/common/referenceData/cnae';
import {
  CNAE_GRADE_SOURCE,
  CNAE_SECTIONS,
  gradeLabel,
  gradeMeaning,
  parseCnaeCode,
} from '@conectasst/common/referenceData/cnae';
import { loadCnaeTable } from '@conectasst/common/referenceData/loadCnaeTable';
import type { Applicability } from '@conectasst/common/rules/diagnosisRules';
import { AGENDA_LINK_TEXT, agendaRequestLink } from '@conectasst/common/rules/wizardLink';
import { markedServicesWithNrNames } from '@conectasst/projections/services/servicesQueries';
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

/**
 * `/cnae` and `/cnae/<classe>`: one page per CNAE class with its grau de risco, rendered on the server so the content,
 * title, description, canonical URL and JSON-LD are in the HTML before any JavaScript runs (ADR 0116). The page is the
 * built app's index.html with that content inside `#root` (what a browser without JavaScript, or a crawler, reads) and
 * again in `<template id="cnae-page">`, which the app shows inside its layout once it boots.
 */

const SITE = SITE_NAME;

/** Links inside the text are told apart by more than their colour (WCAG 1.4.1). */
export const CNAE_PAGE_STYLE = '<style>.cnae-page a { text-decoration: underline; }</style>';

/** A /cnae page: a page of the app shell (query-service/src/site/appShell.ts). */
export type CnaePage = ShellPage;

interface ServiceWithApplicability {
  id: number;
  name: string;
  nrs: string[];
  applicability: Applicability;
}

const diagnosisLink = (code: string) => `/diagnostico?cnae=${encodeURIComponent(code)}`;

export function cnaeIndexPage(classes: readonly CnaeClass[]): CnaePage {
  const sections = CNAE_SECTIONS.map((section) => {
    const items = classes
      .filter((c) => c.section === section.letter)
      .map(
        (c) =>
          `<li><a href="/cnae/${c.code}">${c.code} – ${escapeHtml(c.name)}</a> <span>(grau ${c.grade})</span></li>`,
      )
      .join('');
    return `<section id="secao-${section.letter}"><h2>Seção ${section.letter} – ${escapeHtml(section.name)}</h2><ul>${items}</ul></section>`;
  }).join('');
  return {
    status: 200,
    title: `Grau de risco por atividade (CNAE) | ${SITE}`,
    description:
      'O grau de risco (NR-4, Anexo I) de cada uma das 673 classes da CNAE 2.0, por seção de A a U, com o diagnóstico SST gratuito de cada atividade.',
    canonicalPath: '/cnae',
    headExtra: CNAE_PAGE_STYLE,
    body: `<article class="cnae-page"><h1>Grau de risco por atividade (CNAE)</h1>
<p>O grau de risco de cada classe da CNAE 2.0, de 1 (baixo) a 4 (alto), segundo a ${CNAE_GRADE_SOURCE}. Escolha a atividade da sua empresa para ver o grau e os programas de SST que se aplicam, ou faça o <a href="/diagnostico">diagnóstico SST gratuito</a>.</p>
<nav aria-label="Seções da CNAE"><ul>${CNAE_SECTIONS.map((s) => `<li><a href="#secao-${s.letter}">${s.letter} – ${escapeHtml(s.name)}</a></li>`).join('')}</ul></nav>
${sections}</article>`,
  };
}

/** The services the admin marked for the diagnosis that apply at this grade for some headcount. */
function servicesAtGrade(services: ServiceWithApplicability[], c: CnaeClass): string {
  const applying = services.filter((s) => s.applicability.fromEmployees[c.grade - 1] !== null);
  if (applying.length === 0) return '<p>Nenhum serviço do catálogo está marcado para este grau.</p>';
  const from = (n: number) => (n <= 1 ? 'todo empregador' : `a partir de ${n} empregados`);
  return `<ul>${applying
    .map((s) => {
      const threshold = s.applicability.fromEmployees[c.grade - 1]!;
      const nrs = s.nrs.length ? `<br /><small>${escapeHtml(s.nrs.join('; '))}</small>` : '';
      const when = from(threshold);
      return `<li><strong>${escapeHtml(s.name)}</strong>${nrs}<br />${when[0]!.toUpperCase()}${when.slice(1)}. ${escapeHtml(s.applicability.reason)}</li>`;
    })
    .join('')}</ul>`;
}

export function cnaeClassPage(c: CnaeClass, services: ServiceWithApplicability[]): CnaePage {
  const question = `Qual o grau de risco do CNAE ${c.code}?`;
  const answer = `O CNAE ${c.code} (${c.name}) tem grau de risco ${c.grade} (${gradeLabel[c.grade]}), segundo a ${CNAE_GRADE_SOURCE}.`;
  const section = CNAE_SECTIONS.find((s) => s.letter === c.section)!;
  const description = `${answer} Veja os programas e serviços de SST que se aplicam e peça orçamentos grátis.`;
  return {
    status: 200,
    title: `CNAE ${c.code} – grau de risco ${c.grade} | ${SITE}`,
    description: description.length > 300 ? `${description.slice(0, 297)}...` : description,
    canonicalPath: `/cnae/${c.code}`,
    headExtra: CNAE_PAGE_STYLE,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: [{ '@type': 'Question', name: question, acceptedAnswer: { '@type': 'Answer', text: answer } }],
      },
    ],
    body: `<article class="cnae-page"><h1>CNAE ${c.code} – grau de risco ${c.grade}</h1>
<p><strong>${escapeHtml(c.name)}</strong></p>
<p>${escapeHtml(gradeMeaning[c.grade])}</p>
<p>Fonte: ${CNAE_GRADE_SOURCE}. Seção ${section.letter} – ${escapeHtml(section.name)}.</p>
<p><a href="${diagnosisLink(c.code)}">Fazer o diagnóstico SST gratuito desta atividade</a></p>
<p><a href="${escapeHtml(agendaRequestLink({ cnae: c.code }))}">${AGENDA_LINK_TEXT}</a>: os vencimentos de PGR, PCMSO, treinamentos e CIPA desta atividade, com lembretes antes de cada prazo.</p>
<h2>${escapeHtml(question)}</h2>
<p>${escapeHtml(answer)}</p>
<h2>Programas e serviços de SST que podem se aplicar</h2>
${servicesAtGrade(services, c)}
<p>Quais se aplicam depende do número de empregados e do porte: informe-os no <a href="${diagnosisLink(c.code)}">diagnóstico</a> e peça orçamentos grátis para eles. Esta é uma primeira orientação; confirme com um profissional de SST.</p>
<p><a href="/cnae#secao-${section.letter}">Outras atividades da seção ${section.letter}</a> · <a href="/cnae">Todas as atividades (CNAE)</a></p></article>`,
  };
}

export function cnaeNotFoundPage(code: string): CnaePage {
  return notFoundPage({
    heading: 'CNAE não encontrado',
    description: 'Esta classe CNAE não está na relação da NR-4, Anexo I.',
    line: `${escapeHtml(code)} não é uma classe da relação da NR-4 (Anexo I). Veja <a href="/cnae">todas as atividades</a>.`,
    canonicalPath: '/cnae',
    headExtra: CNAE_PAGE_STYLE,
    articleClass: 'cnae-page',
  });
}

/** Services marked for the diagnosis, with their NR names (catalogue order). */
async function markedServices(deps: QueryDeps): Promise<ServiceWithApplicability[]> {
  return markedServicesWithNrNames(deps.pool);
}

/** Serves the pages (HTML, 200 or 404) from the page cache (ADR 0174); the app's scripts come with them when the build is there. */
export function cnaePagesRouter(deps: QueryDeps, shellPath = DEFAULT_SHELL_PATH): Router {
  const router = Router();
  const render = shellPageRenderer(siteUrlOf(deps.publicUrl), 'cnae-page', shellPath);
  const cache = pageCacheOf(deps, shellPath);

  // The index is the CNAE table alone; a class page lists the services marked for the diagnosis with their NRs.
  router.get(
    '/cnae',
    cache.page([], (req) => render(cnaeIndexPage(loadCnaeTable().all), req.path)),
  );
  router.get(
    '/cnae/:code',
    cache.page(['services', 'nrs'], async (req): Promise<PageAnswer> => {
      const code = String(req.params.code ?? '');
      const parsed = parseCnaeCode(code);
      const found = parsed.ok ? loadCnaeTable().find(parsed.classCode) : undefined;
      if (!found) return render(cnaeNotFoundPage(code), req.path);
      // One canonical address per class: /cnae/4711302 or /cnae/47113 redirect to /cnae/47.11-3.
      if (code !== found.code) return { redirect: `/cnae/${found.code}` };
      return render(cnaeClassPage(found, await markedServices(deps)), req.path);
    }),
  );
  return router;
}
