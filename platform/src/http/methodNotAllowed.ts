import type { RequestHandler, Response } from 'express';
import { messages } from '@conectasst/common/rules/messages';
import type { RouteSpec } from './route';

/** One API path (Express syntax, `/v1/contato/:id`) and the methods declared for it. */
interface PathMethods {
  pattern: RegExp;
  /** No `:param` in the path: a literal path wins over a parameterised one that also matches. */
  literal: boolean;
  methods: Set<string>;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `/v1/contato/:id` → /^\/v1\/contato\/[^/]+\/?$/ (Express matches a trailing slash and is case-insensitive). */
function pathPattern(path: string): RegExp {
  const source = path
    .split(/(:[A-Za-z0-9_]+)/)
    .map((part) => (part.startsWith(':') ? '[^/]+' : escapeRegExp(part)))
    .join('');
  return new RegExp(`^${source}/?$`, 'i');
}

// The registry only grows (a route is mounted once per key), so its size tells whether it changed.
let cached: { count: number; paths: PathMethods[] } | undefined;

/** The declared paths with their methods (recomputed only when a route was mounted since). */
function pathsOf(routes: readonly RouteSpec[]): PathMethods[] {
  if (cached?.count === routes.length) return cached.paths;
  const byPath = new Map<string, PathMethods>();
  for (const route of routes) {
    const entry = byPath.get(route.path) ?? { pattern: pathPattern(route.path), literal: !route.path.includes(':'), methods: new Set<string>() };
    entry.methods.add(route.method.toUpperCase());
    byPath.set(route.path, entry);
  }
  cached = { count: routes.length, paths: [...byPath.values()] };
  return cached.paths;
}

/**
 * The value of `Allow` for a path: its declared methods, HEAD where GET is declared (Express answers HEAD with the GET
 * route) and OPTIONS (answered here), in a fixed order.
 */
export function allowedMethods(routes: readonly RouteSpec[], path: string): string[] | undefined {
  const matching = pathsOf(routes).filter((entry) => entry.pattern.test(path));
  // `/v1/minha-demanda/close` is its own resource even though `/v1/minha-demanda/:token` matches it too.
  const literal = matching.filter((entry) => entry.literal);
  const methods = new Set<string>();
  for (const entry of literal.length > 0 ? literal : matching) for (const m of entry.methods) methods.add(m);
  if (methods.size === 0) return undefined;
  if (methods.has('GET')) methods.add('HEAD');
  methods.add('OPTIONS');
  const order = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
  return order.filter((m) => methods.has(m));
}

/**
 * RFC 9110 §15.5.6 for the API (ADR 0114): a known `/v1` path called with a method it does not declare answers 405
 * with `Allow` and a Portuguese `{ message }`; `OPTIONS` on a known path answers 204 with the whole `Allow` (the
 * routers' own OPTIONS answer would list only the methods of one router). Unknown paths fall through to the 404.
 * `routes` is read on every call, so routes mounted after the app was built are known too.
 *
 * `beforeRouters` answers OPTIONS, and the undeclared methods of a literal path (`GET /v1/minha-demanda/close` would
 * otherwise reach `GET /v1/minha-demanda/:token`); `afterRouters` answers what no router took.
 */
export function methodNotAllowed(routes: () => readonly RouteSpec[]): { beforeRouters: RequestHandler; afterRouters: RequestHandler } {
  const refuse = (res: Response, allow: string[]) => {
    res.setHeader('Allow', allow.join(', '));
    res.status(405).json({ message: messages.methodNotAllowed });
  };
  return {
    beforeRouters: (req, res, next) => {
      if (!req.path.startsWith('/v1/')) return next();
      const allow = allowedMethods(routes(), req.path);
      if (!allow) return next();
      if (req.method === 'OPTIONS') {
        res.setHeader('Allow', allow.join(', '));
        res.status(204).end();
        return;
      }
      if (!allow.includes(req.method) && pathsOf(routes()).some((entry) => entry.literal && entry.pattern.test(req.path))) return refuse(res, allow);
      next();
    },
    afterRouters: (req, res, next) => {
      const allow = allowedMethods(routes(), req.path);
      if (!allow) return next();
      refuse(res, allow);
    },
  };
}
