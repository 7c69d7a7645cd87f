import { readFileSync } from 'node:fs';
import path from 'node:path';
import { paths } from '../../frontend/src/config/paths';

const ROUTES = path.resolve(__dirname, '../../frontend/src/app');

/** The files that hold the app's `<Route>`s, and where their relative paths hang (`/admin/*` → AdminApp's routes). */
const ROUTE_FILES: { file: string; base: string }[] = [
  { file: 'AppRoutes.tsx', base: '' },
  { file: 'routes/AdminApp.tsx', base: '/admin' },
  { file: 'routes/AnalystApp.tsx', base: '/analista' },
  { file: 'routes/ProviderHome.tsx', base: '/dashboard' },
];

/** `paths.admin.areas` → '/admin' (only the string entries of frontend/src/config/paths.ts). */
function resolvePathsReference(reference: string): string {
  const value = reference
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], { paths });
  if (typeof value !== 'string') throw new Error(`route table: ${reference} is not a path of config/paths.ts`);
  return value;
}

/**
 * Every route pattern of the app's router, read from the `<Route>` elements of AppRoutes.tsx, AdminApp.tsx and
 * ProviderHome.tsx (`path="…"`, `path={paths.x}`, `` path={`${paths.x}/:id`} ``, `index`), nested ones under their
 * parent. A route added there shows up here without touching a test.
 */
export function appRoutePatterns(): string[] {
  const patterns = new Set<string>();
  for (const { file, base } of ROUTE_FILES) {
    const source = readFileSync(path.join(ROUTES, file), 'utf8');
    for (const match of source.matchAll(/<Route\b([^>]*?)(?:\/?>)/gs)) {
      const attributes = match[1]!;
      let route: string | undefined;
      const literal = /\bpath="([^"]+)"/.exec(attributes)?.[1];
      const reference = /\bpath=\{(paths(?:\.\w+)+)\}/.exec(attributes)?.[1];
      const template = /\bpath=\{`\$\{(paths(?:\.\w+)+)\}([^`]*)`\}/.exec(attributes);
      if (literal !== undefined) route = literal;
      else if (reference) route = resolvePathsReference(reference);
      else if (template) route = resolvePathsReference(template[1]!) + template[2]!;
      else if (/\bindex\b/.test(attributes)) route = '';
      else continue; // a layout route (no path): its children are listed on their own
      const full = route.startsWith('/') ? route : `${base}/${route}`.replace(/\/$/, '') || '/';
      // `/admin/*` and `/dashboard/*` of AppRoutes: their nested tables are read from their own files.
      if (base === '' && ROUTE_FILES.some((nested) => nested.base && full === `${nested.base}/*`)) continue;
      patterns.add(full);
    }
  }
  return [...patterns].sort();
}
