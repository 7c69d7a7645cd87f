/**
 * The web app's routes as the server needs them: which paths the single-page app answers (any other path gets the
 * app's 404 screen with a real 404 status), which public pages the sitemap lists, and which areas robots.txt keeps
 * crawlers out of. The frontend's route table (frontend/src/app/AppRoutes.tsx, config/paths.ts) is checked against
 * this list by frontend/src/config/siteRoutes.test.ts: a screen added there must be added here too.
 */

/** Public pages worth indexing, in the order of the sitemap (the spec's §2 public routes and the wizard's first step). */
export const publicPages = [
  '/',
  '/comofunciona',
  '/conectasst',
  '/missao-visao-valores',
  '/perguntas-frequentes',
  '/faleconosco',
  '/termos-de-uso',
  '/politica-de-privacidade',
  '/blog',
  '/demanda',
  '/signup',
] as const;

/** Paths the app answers exactly (case-insensitive, as react-router matches), besides the public pages. */
const exactPaths = [
  '/login',
  '/recovery',
  '/change/password',
  '/second-state',
  '/third-state',
  '/checkout',
  '/demandasinscritas',
  '/minha-demanda',
  '/demanda/second-state',
  '/demanda/third-state',
  '/diagnostico',
  '/agenda-sst',
];

/** Areas whose every sub-path belongs to the app (their own screens show a 404 of the area for unknown sub-paths). */
const areaPrefixes = ['/admin', '/analista', '/dashboard', '/minha-demanda', '/cnae', '/servicos', '/nr'];

/**
 * Paths of one segment under a page: a blog post (`/blog/<id>-<slug>`, ADR 0121), a provider's profile
 * (`/parceiros/<slug>`, ADR 0125), a company's agenda (`/agenda-sst/<token>`, ADR 0175).
 */
const onePageBelow = ['/blog', '/parceiros', '/agenda-sst'];

/** Private areas crawlers must not visit: admin, analyst, provider, the requester's own page, and the API. */
export const disallowedForCrawlers = [
  '/admin',
  '/analista',
  '/dashboard',
  '/demandasinscritas',
  '/checkout',
  '/minha-demanda',
  '/change/password',
  '/v1/',
] as const;

const exact = new Set<string>([...publicPages, ...exactPaths].map((p) => p.toLowerCase()));

/** True when the single-page app has a route (other than its 404 screen) for this path. */
export function isAppPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '').toLowerCase() : pathname;
  if (exact.has(path)) return true;
  if (onePageBelow.some((page) => path.startsWith(`${page}/`) && !path.slice(page.length + 1).includes('/')))
    return true;
  return areaPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
