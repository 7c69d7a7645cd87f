import autocannon from 'autocannon';
import { parsePosition } from '@conectasst/events/envelope';
import type { BenchRow } from './report';
import { startBenchSystem } from './benchSystem';
import { closedLoop, percentile, round } from './stats';

function load(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/**
 * Commands and queries over HTTP against the whole backend: POST /v1/area throughput and latency by concurrency,
 * the admin list at a fixed request rate against the same SQL run directly (the ceiling), and freshness — the time
 * from a command's answer until its effect is in the read model — under a steady command rate.
 */
export async function httpBench(databaseUrl: string, quick: boolean, label: string): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const bench = await startBenchSystem(databaseUrl);
  const auth = { Authorization: `Bearer ${bench.adminToken}`, 'Content-Type': 'application/json' };
  const seconds = quick ? 4 : 10;
  try {
    let counter = 0;
    for (const connections of [1, 8, 32, 64]) {
      const result = await load({
        url: `${bench.url}/v1/area`,
        method: 'POST',
        headers: auth,
        connections,
        duration: seconds,
        setupClient: (client) => {
          client.setBody(JSON.stringify({ name: `Área de carga ${++counter}` }));
        },
      });
      rows.push({
        group: `HTTP commands (${label})`,
        name: `POST /v1/area, ${connections} client(s)`,
        value: round(result.latency.p99, 2),
        unit: 'ms p99',
        better: 'lower',
        note: `${round(result.requests.average)} req/s, p50 ${round(result.latency.p50, 2)} ms, non-2xx ${result.non2xx}`,
      });
    }

    // Queries: the admin areas list, page 1 with a name filter, at a fixed rate; ceiling = the same SQL through pg.
    const rate = 200;
    const list = await load({
      url: `${bench.url}/v1/admin/area?page=1&name=carga`,
      headers: auth,
      connections: 10,
      overallRate: rate,
      duration: seconds,
    });
    const sql = await closedLoop(rate * seconds, 10, async () => {
      await bench.system.readPool.query(
        `SELECT id, name, status, count(*) OVER () AS total FROM areas WHERE search_name LIKE $1 ORDER BY id DESC LIMIT 10 OFFSET 0`,
        ['%carga%'],
      );
    });
    rows.push({
      group: `HTTP queries (${label})`,
      name: `GET /v1/admin/area (search, page 1) at ${rate} req/s`,
      value: round(list.latency.p99, 2),
      unit: 'ms p99',
      ceiling: round(percentile(sql.latencies, 99), 2),
      better: 'lower',
      note: `p50 ${round(list.latency.p50, 2)} ms; the same SQL through pg p50 ${round(percentile(sql.latencies, 50), 2)} ms`,
    });

    // Freshness under a steady command rate: command answered → its position reached by every projection.
    const freshness: number[] = [];
    const total = quick ? 400 : 2_000;
    const interval = 1000 / 200;
    const started = performance.now();
    const pending: Promise<void>[] = [];
    for (let i = 0; i < total; i++) {
      const due = started + i * interval;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      pending.push(
        (async () => {
          const response = await fetch(`${bench.url}/v1/area`, {
            method: 'POST',
            headers: auth,
            body: JSON.stringify({ name: `Frescor ${i}` }),
          });
          const answered = performance.now();
          const position = parsePosition(response.headers.get('x-position') ?? '');
          if (!position) throw new Error(`no position (${response.status})`);
          await bench.system.runner.waitFor(position, 10_000);
          freshness.push(performance.now() - answered);
        })(),
      );
    }
    await Promise.all(pending);
    rows.push({
      group: `freshness (${label})`,
      name: 'command answered → visible in the read model, 200 commands/s',
      value: round(percentile(freshness, 99), 2),
      unit: 'ms p99',
      better: 'lower',
      target: 'p99 ≤ 50 ms',
      note: `p50 ${round(percentile(freshness, 50), 2)} ms, ${total} commands`,
    });
  } finally {
    await bench.stop();
  }
  return rows;
}
