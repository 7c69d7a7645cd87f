import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { paths } from '../../frontend/src/config/paths';

const ROUTES = path.resolve(__dirname, '../../frontend/src/app');

/** The files that hold the app's `<Route>`s, and where their relative paths hang (`/admin/*` → AdminApp's routes). */
const ROUTE_FILES: { file: string; base: string }[] = [
  { file: 'AppRoutes.tsx', base: '' },
  { file: 'routes/AdminApp.tsx', base: '/admin' },
  { file: 'routes/AnalystApp.tsx', base: '/analista' },
];

/** The lists of feature descriptors (ADR 0183) whose routes the app maps: their `path:` entries are read too. */
const DESCRIPTOR_LISTS: { file: string; base: string }[] = [
  { file: 'features.ts', base: '' },
  { file: 'routes/adminFeatures.ts', base: '/admin' },
];

/** `paths.admin.areas` → '/admin' (only the string entries of frontend/src/config/paths.ts). */
function resolvePathsReference(reference: string): string {
  const value = reference
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], { paths });
  if (typeof value !== 'string') throw new Error(`route table: ${reference} is not a path of config/paths.ts`);
  return value;
}

/** `paths.x`, `` `${paths.x}/:id` `` or a literal, as written in a `path=` attribute or a descriptor's `path:`. */
function routeOf(attributes: string, assign: '=' | ':'): string | undefined {
  const literal = new RegExp(`\\bpath${assign}\\s*["']([^"']*)["']`).exec(attributes)?.[1];
  const open = assign === '=' ? '\\{' : '';
  const close = assign === '=' ? '\\}' : '';
  const reference = new RegExp(`\\bpath${assign}\\s*${open}(paths(?:\\.\\w+)+)${close}`).exec(attributes)?.[1];
  const template = new RegExp(`\\bpath${assign}\\s*${open}\`\\$\\{(paths(?:\\.\\w+)+)\\}([^\`]*)\`${close}`).exec(
    attributes,
  );
  if (literal !== undefined) return literal;
  if (template) return resolvePathsReference(template[1]!) + template[2]!;
  if (reference) return resolvePathsReference(reference);
  return undefined;
}

/** The descriptor files a list imports (`from '../features/provider-listings/feature'`, `…/profileFeature`). */
function descriptorFiles(list: string): string[] {
  const source = readFileSync(path.join(ROUTES, list), 'utf8');
  return [...source.matchAll(/from '(\.[^']+(?:\/feature|Feature))'/g)].map((match) => {
    const base = path.resolve(path.dirname(path.join(ROUTES, list)), match[1]!);
    return existsSync(`${base}.tsx`) ? `${base}.tsx` : `${base}.ts`;
  });
}

/**
 * Every route pattern of the app's router, read from the `<Route>` elements of AppRoutes.tsx, AdminApp.tsx and
 * AnalystApp.tsx (`path="…"`, `path={paths.x}`, `` path={`${paths.x}/:id`} ``, `index`), nested ones under their
 * parent, and from the `path:` of the feature descriptors the app maps (app/features.ts). A route added there shows up
 * here without touching a test.
 */
export function appRoutePatterns(): string[] {
  const patterns = new Set<string>();
  for (const { file, base } of ROUTE_FILES) {
    const source = readFileSync(path.join(ROUTES, file), 'utf8');
    for (const match of source.matchAll(/<Route\b([^>]*?)(?:\/?>)/gs)) {
      const attributes = match[1]!;
      let route = routeOf(attributes, '=');
      if (route === undefined && /\bindex\b/.test(attributes)) route = '';
      if (route === undefined) continue; // a layout route (no path), or the descriptors' routes mapped below
      const full = route.startsWith('/') ? route : `${base}/${route}`.replace(/\/$/, '') || '/';
      // `/admin/*` and `/dashboard/*` of AppRoutes: their nested tables are read from their own files.
      if (base === '' && ROUTE_FILES.some((nested) => nested.base && full === `${nested.base}/*`)) continue;
      patterns.add(full);
    }
  }
  for (const { file, base } of DESCRIPTOR_LISTS) {
    for (const descriptor of descriptorFiles(file)) {
      for (const match of readFileSync(descriptor, 'utf8').matchAll(/\bpath:[^,\n]+/g)) {
        const route = routeOf(match[0], ':');
        if (route === undefined) throw new Error(`route table: cannot read ${match[0]} in ${descriptor}`);
        patterns.add(route.startsWith('/') ? route : `${base}/${route}`.replace(/\/$/, '') || '/');
      }
    }
  }
  return [...patterns].sort();
}
