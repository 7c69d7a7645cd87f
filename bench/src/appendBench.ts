import type pg from 'pg';
import { randomUUID } from 'node:crypto';
import { PostgresEventStore, createPool } from '@conectasst/events/postgres/postgresEventStore';
import type { BenchRow } from './report';
import { closedLoop, percentile, round } from './stats';

const PAYLOAD = {
  demandId: 123456,
  providerId: '6f1c1c3e-4a8b-4f7e-9a55-0c1d2e3f4a5b',
  credits: 10,
  reason: 'Inscrição na demanda',
};

/**
 * Appends of single-event commands with 1, 8 and 32 writers, to distinct streams and to one hot stream, against the
 * ceiling: a plain INSERT of a row of the same size into a bare table, committed, with the same concurrency.
 */
export async function appendBench(databaseUrl: string, quick: boolean, label: string): Promise<BenchRow[]> {
  const perRun = quick ? 1_500 : 6_000;
  const rows: BenchRow[] = [];
  const store = await PostgresEventStore.connect({ connectionString: databaseUrl, poolSize: 34 });
  const bare = createPool(databaseUrl, 34);
  try {
    await bare.query(
      'DROP TABLE IF EXISTS bench_bare_insert; CREATE TABLE bench_bare_insert (id bigserial PRIMARY KEY, stream text, data jsonb)',
    );
    for (const writers of [1, 8, 32]) {
      const ceiling = await closedLoop(perRun, writers, (i) => bareInsert(bare, `bench-${i}`));
      const ceilingRate = perRun / ceiling.seconds;
      const run = randomUUID().slice(0, 8);
      const distinct = await closedLoop(perRun, writers, async (i) => {
        await store.append(`bench-${run}-${i}`, [{ type: 'BenchEvent', version: 1, data: PAYLOAD }], 'no_stream');
      });
      rows.push({
        group: `append (${label})`,
        name: `${writers} writer(s), distinct streams`,
        value: round(perRun / distinct.seconds),
        unit: 'events/s',
        ceiling: round(ceilingRate),
        better: 'higher',
        ...(writers === 8 ? { target: '≥ 0.6 × ceiling' } : {}),
        note: `p50 ${round(percentile(distinct.latencies, 50), 2)} ms, p99 ${round(percentile(distinct.latencies, 99), 2)} ms`,
      });
      const hot = `bench-hot-${run}`;
      const hotRun = await closedLoop(perRun / 2, writers, async () => {
        await store.append(hot, [{ type: 'BenchEvent', version: 1, data: PAYLOAD }], 'any');
      });
      rows.push({
        group: `append (${label})`,
        name: `${writers} writer(s), one hot stream`,
        value: round(perRun / 2 / hotRun.seconds),
        unit: 'events/s',
        ceiling: round(ceilingRate),
        better: 'higher',
        note: `p50 ${round(percentile(hotRun.latencies, 50), 2)} ms, p99 ${round(percentile(hotRun.latencies, 99), 2)} ms`,
      });
    }
    const batches = quick ? 60 : 300;
    const batchRun = randomUUID().slice(0, 8);
    const events = Array.from({ length: 100 }, () => ({ type: 'BenchEvent', version: 1, data: PAYLOAD }));
    const batched = await closedLoop(batches, 8, async (i) => {
      await store.append(`bench-batch-${batchRun}-${i}`, events, 'no_stream');
    });
    const bareBatched = await closedLoop(batches, 8, (i) => bareInsert(bare, `bench-batch-${i}`, 100));
    rows.push({
      group: `append (${label})`,
      name: '8 writers, 100 events per append',
      value: round((batches * 100) / batched.seconds),
      unit: 'events/s',
      ceiling: round((batches * 100) / bareBatched.seconds),
      better: 'higher',
      note: `p99 ${round(percentile(batched.latencies, 99), 1)} ms per append`,
    });
  } finally {
    await bare.query('DROP TABLE IF EXISTS bench_bare_insert').catch(() => undefined);
    await store.close();
    await bare.end();
  }
  return rows;
}

async function bareInsert(pool: pg.Pool, stream: string, count = 1): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(
      'INSERT INTO bench_bare_insert (stream, data) SELECT $1, $2::jsonb FROM generate_series(1, $3)',
      [stream, JSON.stringify(PAYLOAD), count],
    );
    await client.query('COMMIT');
  } finally {
    client.release();
  }
}
