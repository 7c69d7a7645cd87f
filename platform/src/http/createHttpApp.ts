import express from 'express';
import type { Express, RequestHandler, Router } from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { errorHandler, notFoundHandler } from './errorHandler';

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
      // One short line per call: method, path, status, time (no headers, no bodies: they may carry personal data).
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  app.use('/v1', express.json({ limit: options.bodyLimit ?? '100kb', strict: false }));
  for (const router of options.routers) app.use(router);
  app.use('/v1', notFoundHandler);
  if (options.staticDir) {
    const staticDir = options.staticDir;
    app.use(express.static(staticDir, { index: false, maxAge: '1h' }));
    // Client-side routes: every other GET that accepts HTML gets the app shell.
    app.get(/^(?!\/v1\/).*/, (req, res, next) => {
      if (!req.accepts('html')) return next();
      res.sendFile('index.html', { root: staticDir, headers: { 'Cache-Control': 'no-cache' } });
    });
  }
  app.use(errorHandler(options.logger));
  return app;
}
