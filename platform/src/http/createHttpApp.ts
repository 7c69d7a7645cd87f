import compression from 'compression';
import express from 'express';
import type { Express, RequestHandler, Router } from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { errorHandler, notFoundHandler } from './errorHandler';
import { callsMountedOn, methodNotAllowed, sitePages } from './methodNotAllowed';
import { frontendStatic } from './frontendStatic';
import { redactUrl } from './redactUrl';
import { wellFormedUrl } from './wellFormedUrl';

export interface HttpAppOptions {
  logger: Logger;
  routers: Router[];
  /** Serves the built frontend (SPA) from this folder, when given. */
  staticDir?: string;
  bodyLimit?: string;
  /** `/health`, `/ready`, `/metrics` (mounted first, not logged). */
  operations?: Router;
  /** Request metrics middleware (see metrics.ts). */
  metrics?: RequestHandler;
  /** express `trust proxy` (default `loopback`): whose X-Forwarded-For names the client. */
  trustProxy?: string;
}

/** The express app around the API routers: security headers, JSON parsing, logs, 404 and error mapping. */
export function createHttpApp(options: HttpAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy ?? 'loopback');
  if (options.operations) app.use(options.operations);
  if (options.metrics) app.use(options.metrics);
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          // antd's CSS-in-JS injects <style> elements.
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:'],
          // TLS is terminated in front of the app in production; locally the site is plain http (also on a LAN address).
          'upgrade-insecure-requests': null,
        },
      },
    }),
  );
  app.use(
    pinoHttp({
      logger: options.logger,
      autoLogging: { ignore: (req) => !req.url?.startsWith('/v1/') || req.url === '/v1/health' },
      // One short line per call: method, path, status, time (no headers, no bodies: they may carry personal data;
      // no requester-link tokens either, ADR 0110).
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          url: redactUrl(req.url),
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  // brotli or gzip for every text answer the browser accepts compressed (JSON, CSV, XML; the built frontend's files
  // come compressed from the build and are left alone, see frontendStatic.ts). ADR 0117.
  app.use(compression({ threshold: 1024 }));
  app.use('/v1', wellFormedUrl);
  app.use(
    '/v1',
    express.json({
      limit: options.bodyLimit ?? '100kb',
      strict: false,
      // The WhatsApp webhook's signature is over the bytes received (ADR 0162): kept for that one call.
      verify: (req, _res, raw) => {
        if (req.url?.startsWith('/whatsapp/webhook')) (req as { rawBody?: Buffer }).rawBody = raw;
      },
    }),
  );
  // A known API path with a method it does not declare: 405 with Allow (ADR 0114); OPTIONS lists every method.
  const methods = methodNotAllowed(() => callsMountedOn(options.routers));
  app.use(methods.beforeRouters);
  for (const router of options.routers) app.use(router);
  app.use(methods.afterRouters);
  app.use('/v1', notFoundHandler);
  if (options.staticDir) app.use(frontendStatic(options.staticDir));
  // Outside /v1: read-only pages, so 405 with Allow for any other method, and a Portuguese 404 (issue #33).
  app.use(sitePages);
  app.use(errorHandler(options.logger));
  return app;
}
