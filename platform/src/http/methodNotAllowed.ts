import type { RequestHandler, Response, Router } from 'express';
import { messages } from '@conectasst/common/rules/messages';

/** One declared call: method and Express path (`/v1/contato/:id`). */
export interface DeclaredCall {
  method: string;
  path: string;
}

/** One API path and the methods declared for it. */
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

interface Layer {
  route?: { path?: unknown; methods?: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

/**
 * The `/v1` calls mounted on these routers (and the routers mounted inside them), read from Express itself: each app
 * knows its own routes — a production app has no sandbox checkout even when a local one ran in the same process.
 */
export function callsMountedOn(routers: readonly Router[]): DeclaredCall[] {
  const calls: DeclaredCall[] = [];
  const walk = (stack: Layer[] | undefined, depth: number) => {
    if (!stack || depth > 10) return;
    for (const layer of stack) {
      const path = layer.route?.path;
      if (typeof path === 'string' && path.startsWith('/v1/')) {
        for (const [method, on] of Object.entries(layer.route?.methods ?? {}))
          if (on && method !== '_all') calls.push({ method, path });
      } else if (!layer.route) {
        walk(layer.handle?.stack, depth + 1);
      }
    }
  };
  for (const router of routers) walk((router as unknown as { stack?: Layer[] }).stack, 0);
  return calls;
}

function pathsOf(calls: readonly DeclaredCall[]): PathMethods[] {
  const byPath = new Map<string, PathMethods>();
  for (const call of calls) {
    const entry = byPath.get(call.path) ?? {
      pattern: pathPattern(call.path),
      literal: !call.path.includes(':'),
      methods: new Set<string>(),
    };
    entry.methods.add(call.method.toUpperCase());
    byPath.set(call.path, entry);
  }
  return [...byPath.values()];
}

/**
 * The value of `Allow` for a path: its declared methods, HEAD where GET is declared (Express answers HEAD with the GET
 * route) and OPTIONS (answered here), in a fixed order.
 */
function allowedMethods(paths: readonly PathMethods[], path: string): string[] | undefined {
  const matching = paths.filter((entry) => entry.pattern.test(path));
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
 * routers' own OPTIONS answer would list only the methods of one router). Unknown paths and every path outside `/v1`
 * (the public pages) fall through to their 404.
 *
 * `beforeRouters` answers OPTIONS, and the undeclared methods of a literal path (`GET /v1/minha-demanda/close` would
 * otherwise reach `GET /v1/minha-demanda/:token`); `afterRouters` answers what no router took. The calls are read
 * once, on the first request, when every router is built.
 */
export function methodNotAllowed(calls: () => readonly DeclaredCall[]): {
  beforeRouters: RequestHandler;
  afterRouters: RequestHandler;
} {
  let paths: PathMethods[] | undefined;
  const known = () => (paths ??= pathsOf(calls()));
  const refuse = (res: Response, allow: string[]) => {
    res.setHeader('Allow', allow.join(', '));
    res.status(405).json({ message: messages.methodNotAllowed });
  };
  return {
    beforeRouters: (req, res, next) => {
      if (!req.path.startsWith('/v1/')) return next();
      const allow = allowedMethods(known(), req.path);
      if (!allow) return next();
      if (req.method === 'OPTIONS') {
        res.setHeader('Allow', allow.join(', '));
        res.status(204).end();
        return;
      }
      if (!allow.includes(req.method) && known().some((entry) => entry.literal && entry.pattern.test(req.path)))
        return refuse(res, allow);
      next();
    },
    afterRouters: (req, res, next) => {
      if (!req.path.startsWith('/v1/')) return next();
      const allow = allowedMethods(known(), req.path);
      if (!allow) return next();
      refuse(res, allow);
    },
  };
}

/** What the site outside `/v1` takes: it only serves pages and files. */
const SITE_METHODS = 'GET, HEAD, OPTIONS';

/**
 * The last answer of the site outside `/v1` (the built app, its files, the server-rendered pages): everything there
 * is read-only, so any other method answers 405 with `Allow: GET, HEAD, OPTIONS` and a Portuguese `{ message }`
 * (`POST /` answered Express's English "Cannot POST /" 404, issue #33); OPTIONS answers 204 with the same `Allow`; a
 * GET nothing served answers a Portuguese 404.
 */
export const sitePages: RequestHandler = (req, res) => {
  res.setHeader('Allow', SITE_METHODS);
  if (req.method === 'OPTIONS') {
    res.status(204).end();
    return;
  }
  if (req.method === 'GET' || req.method === 'HEAD') {
    res.status(404).json({ message: messages.pageNotFound });
    return;
  }
  res.status(405).json({ message: messages.methodNotAllowed });
};
