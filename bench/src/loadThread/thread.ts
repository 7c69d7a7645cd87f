import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parentPort } from 'node:worker_threads';
import type pg from 'pg';
import { createPool } from '@conectasst/events/postgres/postgresEventStore';
import { get } from '../httpGet';
import { openLoop } from '../stats';
import type { LoadAnswer, LoadOrder, LoadTarget } from './protocol';

/**
 * The benchmarks' load thread: it sends the requests of a case (HTTP to the server, or the same SQL straight to
 * PostgreSQL) from an event loop and a heap of its own, so the server's thread serves and collects only its own work.
 */
let agent = new http.Agent({ keepAlive: true, maxSockets: 20 });
/** A burst's visitors each have a connection of their own (as browsers would), kept between bursts. */
const burstAgent = new http.Agent({ keepAlive: true });
const pools = new Map<string, pg.Pool>();

/** One request of the target: true when it was answered as it should (200, or the statements ran). */
function requestOf(target: LoadTarget, through: http.Agent): () => Promise<boolean> {
  if (target.kind === 'http') return async () => (await get(through, target.url, target.headers)) === 200;
  let pool = pools.get(target.connectionString);
  if (!pool) {
    // As many connections as the server's read pool, kept open as it keeps them (ADR 0186).
    pool = createPool(target.connectionString, 20, { keepWarm: true });
    pools.set(target.connectionString, pool);
  }
  const db = pool;
  return () =>
    Promise.all(target.statements.map((s) => db.query(s))).then(
      () => true,
      () => false,
    );
}

async function run(order: Exclude<LoadOrder, { op: 'reset' }>): Promise<Omit<LoadAnswer, 'id'>> {
  const request = requestOf(order.target, order.op === 'burst' ? burstAgent : agent);
  let failed = 0;
  const slow: { at: number; ms: number }[] = [];
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  let latencies: number[];
  if (order.op === 'burst') {
    latencies = await Promise.all(
      Array.from({ length: order.requests }, async () => {
        const t = performance.now();
        if (!(await request())) failed++;
        return performance.now() - t;
      }),
    );
  } else if (order.op === 'alone') {
    latencies = [];
    for (let i = 0; i < order.requests; i++) {
      const t = performance.now();
      if (!(await request())) failed++;
      latencies.push(performance.now() - t);
    }
  } else {
    latencies = await openLoop(
      order.rate,
      order.seconds,
      async () => {
        if (!(await request())) failed++;
      },
      (startedAt, ms) => void (ms > 40 && slow.push({ at: performance.timeOrigin + startedAt, ms })),
    );
  }
  delay.disable();
  return { latencies, slow, failed, clientDelayP99: delay.percentile(99) / 1e6 };
}

/** The answer of an order that measured nothing (a reset, or an order that failed). */
const nothing = { latencies: [], slow: [], failed: 0, clientDelayP99: 0 };

parentPort!.on('message', (order: LoadOrder) => {
  if (order.op === 'reset') {
    agent.destroy();
    agent = new http.Agent({ keepAlive: true, maxSockets: 20 });
    parentPort!.postMessage({ id: order.id, ...nothing });
    return;
  }
  run(order).then(
    (answer) => parentPort!.postMessage({ id: order.id, ...answer }),
    (error: Error) => parentPort!.postMessage({ id: order.id, ...nothing, error: error.message }),
  );
});
