import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isAppPath } from '@conectasst/common/web/siteRoutes';
import { paths } from './paths';

/**
 * The server answers 404 (still with the app) for paths no screen answers (common/src/web/siteRoutes.ts). Every
 * route of the app must be known there, or its screen would reach browsers and crawlers with a 404 status.
 */
describe('the server knows every route of the app', () => {
  const linked = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : typeof value === 'function'
        ? [(value as (...a: string[]) => string)('7', '8')]
        : Object.values(value as object).flatMap(linked);

  it.each(linked(paths))('%s (config/paths.ts)', (p) => {
    expect(isAppPath(p)).toBe(true);
  });

  const routeTable = readFileSync(path.join(__dirname, '../app/AppRoutes.tsx'), 'utf8');
  const declared = [...routeTable.matchAll(/<Route path="([^"]+)"/g)].map((m) => m[1]!).filter((p) => p !== '*');

  it.each(declared.map((p) => p.replace(/\/\*$/, '/qualquer').replace(/:\w+/g, 'x')))('%s (AppRoutes.tsx)', (p) => {
    expect(isAppPath(p)).toBe(true);
  });

  it.each(['/nao-existe', '/admins', '/blogs', '/blog/2027/pgr', '/demanda/quarta-etapa', '/parceiros/caio/x'])(
    '%s is no route of the app',
    (p) => {
      expect(isAppPath(p)).toBe(false);
    },
  );
});
