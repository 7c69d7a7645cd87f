import type { RequestHandler } from 'express';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { registeredRoutes } from './route';

/**
 * Prometheus metrics of one process (`GET /metrics`): Node's own (heap, event-loop lag, CPU), the HTTP calls by
 * route (command rates and latencies: `kind="command"`), and whatever the process adds (projection and relay lag).
 */
export interface ServiceMetrics {
  registry: Registry;
  /** Counts and times every API call by route pattern (never by raw URL: ids would explode the label set). */
  http: RequestHandler;
}

const OPERATIONS_PATHS = new Set(['/health', '/ready', '/metrics']);

export function createServiceMetrics(service: string): ServiceMetrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry, prefix: 'conectasst_' });
  const requests = new Counter({
    name: 'conectasst_http_requests_total',
    help: 'API calls answered, by route pattern, kind (command or query) and status',
    labelNames: ['method', 'route', 'kind', 'status'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'conectasst_http_request_duration_seconds',
    help: 'Time to answer an API call, by route pattern and kind (command or query)',
    labelNames: ['method', 'route', 'kind'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  let kinds: Map<string, string> | undefined;
  const kindOf = (method: string, route: string) => {
    kinds ??= new Map(registeredRoutes().map((r) => [`${r.method.toUpperCase()} ${r.path}`, r.kind]));
    return kinds.get(`${method} ${route}`) ?? 'other';
  };
  const http: RequestHandler = (req, res, next) => {
    if (OPERATIONS_PATHS.has(req.path)) return next();
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const matched = (req.route as { path?: unknown } | undefined)?.path;
      const route = typeof matched === 'string' ? matched : req.path.startsWith('/v1/') ? 'unmatched' : 'static';
      const kind = kindOf(req.method, route);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      requests.inc({ method: req.method, route, kind, status: String(res.statusCode) });
      duration.observe({ method: req.method, route, kind }, seconds);
    });
    next();
  };
  return { registry, http };
}
