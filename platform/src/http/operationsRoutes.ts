import { Router } from 'express';
import type { Registry } from 'prom-client';

/**
 * One readiness condition: resolves with details when met, throws (or rejects) with the reason when not. Details with
 * `degraded: true` mean "met, but something needs an operator" (still 200, `status: "degraded"`).
 */
export type ReadinessCheck = () => Promise<Record<string, unknown> | void>;

export interface OperationsOptions {
  service: string;
  registry: Registry;
  /** Every condition must hold for `/ready` to answer 200 (database reachable, Kafka connected, lag in bounds …). */
  checks: Record<string, ReadinessCheck>;
  /** True once SIGTERM arrived: `/ready` answers 503 so the gateway stops sending new calls while in-flight ones drain. */
  draining: () => boolean;
  /** Longest a single check may take before it counts as failed. */
  checkTimeoutMs?: number;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`sem resposta em ${ms} ms`)), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * Operations endpoints, outside `/v1` (the gateway does not route them: they are for the orchestrator and Prometheus):
 * `GET /health` liveness (the process answers), `GET /ready` readiness (its dependencies answer and it is caught up),
 * `GET /metrics` Prometheus text format.
 */
export function operationsRouter(options: OperationsOptions): Router {
  const router = Router();
  const started = Date.now();
  router.get('/health', (_req, res) => {
    res.json({ status: 'ok', service: options.service, uptimeSeconds: Math.round((Date.now() - started) / 1000) });
  });
  router.get('/ready', async (_req, res) => {
    const results: Record<string, Record<string, unknown>> = {};
    let ready = !options.draining();
    await Promise.all(
      Object.entries(options.checks).map(async ([name, check]) => {
        try {
          results[name] = { ok: true, ...((await withTimeout(check(), options.checkTimeoutMs ?? 2_000)) ?? {}) };
        } catch (error) {
          ready = false;
          results[name] = { ok: false, error: error instanceof Error ? error.message : String(error) };
        }
      }),
    );
    // A check that holds but reports `degraded: true` (a consumer with parked events, ADR 0155) keeps /ready at 200 —
    // one bad event must not take the whole site out of the load balancer — and is named in `degraded`.
    const degraded = Object.entries(results)
      .filter(([, result]) => result.ok === true && result.degraded === true)
      .map(([name]) => name);
    const status = options.draining() ? 'draining' : !ready ? 'not-ready' : degraded.length > 0 ? 'degraded' : 'ready';
    res
      .status(ready ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json({ status, service: options.service, ...(degraded.length > 0 ? { degraded } : {}), checks: results });
  });
  router.get('/metrics', async (_req, res) => {
    res.set('Content-Type', options.registry.contentType).send(await options.registry.metrics());
  });
  return router;
}
