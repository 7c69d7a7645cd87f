/**
 * `node --import tsx bench/src/appendProfile.ts [--rounds N] [--appends N]` (DATABASE_URL: the server to measure
 * on; a scratch database is made and dropped): where the append at 8 writers loses to a bare insert (issue #20 item 5,
 * ADR 0130). Each step adds one part of an append to the bare insert, all at 8 writers, single-event transactions on
 * distinct streams, rounds interleaved so that the machine's load falls on every step alike. docs/benchmarks.md,
 * "Appends and rebuild (issue #20 items 5 and 7)", records the figures.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { PostgresEventStore } from '@conectasst/events/postgres/postgresEventStore';
import { createTestDatabase } from '../../test-support/testDatabase';
import { closedLoop, percentile, round } from './stats';
import { runCli } from '@conectasst/host/cli/runCli';

const PAYLOAD = JSON.stringify({
  demandId: 123456,
  providerId: '6f1c1c3e-4a8b-4f7e-9a55-0c1d2e3f4a5b',
  credits: 10,
  reason: 'Inscrição na demanda',
});
const WRITERS = 8;

type Step = {
  name: string;
  sql?: (stream: string, id: string, client: pg.PoolClient) => string;
  session?: string;
  store?: boolean;
};

const lit = (client: pg.PoolClient, value: string) => client.escapeLiteral(value);

/** The store's one-round-trip append (postgresEventStore.ts) with its parts switchable. */
function appendSql(
  client: pg.PoolClient,
  stream: string,
  id: string,
  parts: { lock: boolean; streamRow: boolean; notify: 'inside' | 'after' | 'none' },
): string {
  const s = lit(client, stream);
  return `BEGIN;
    ${parts.lock ? `SELECT pg_advisory_xact_lock(hashtextextended(${s}, 0));` : ''}
    WITH ok AS (
      SELECT coalesce((SELECT revision FROM streams WHERE stream_id = ${s}), 0) AS revision
       WHERE NOT EXISTS (SELECT 1 FROM events WHERE event_id = ${lit(client, id)}::uuid)
    ), stream AS (
      ${parts.streamRow ? `INSERT INTO streams (stream_id, revision) SELECT ${s}, revision + 1 FROM ok ON CONFLICT (stream_id) DO UPDATE SET revision = EXCLUDED.revision RETURNING revision` : 'SELECT 1 AS revision'}
    ), appended AS (
      INSERT INTO events (event_id, stream_id, revision, event_type, event_version, data, metadata)
      SELECT ${lit(client, id)}::uuid, ${s}, ok.revision + 1, 'BenchEvent', 1, ${lit(client, PAYLOAD)}::jsonb, '{}'::jsonb FROM ok
      RETURNING global_position, transaction_id
    )
    SELECT global_position, transaction_id::text, (SELECT max(revision) FROM stream) AS revision${parts.notify === 'inside' ? `, pg_notify('bench_profile', '')` : ''} FROM appended;
    COMMIT;${parts.notify === 'after' ? ` SELECT pg_notify('bench_profile', '');` : ''}`;
}

const STEPS: Step[] = [
  { name: 'bare INSERT (the ceiling), BEGIN/INSERT/COMMIT as three round trips', sql: undefined },
  {
    name: 'bare INSERT, one round trip',
    sql: (stream, _id, c) =>
      `BEGIN; INSERT INTO bench_bare (stream, data) VALUES (${lit(c, stream)}, ${lit(c, PAYLOAD)}::jsonb); COMMIT`,
  },
  {
    name: 'bare INSERT + pg_notify in the transaction',
    sql: (stream, _id, c) =>
      `BEGIN; INSERT INTO bench_bare (stream, data) VALUES (${lit(c, stream)}, ${lit(c, PAYLOAD)}::jsonb); SELECT pg_notify('bench_profile', ''); COMMIT`,
  },
  {
    name: 'events row only (4 indexes), no stream row, no lock, no notify',
    sql: (stream, id, c) => appendSql(c, stream, id, { lock: false, streamRow: false, notify: 'none' }),
  },
  {
    name: '+ streams row',
    sql: (stream, id, c) => appendSql(c, stream, id, { lock: false, streamRow: true, notify: 'none' }),
  },
  {
    name: '+ advisory lock (the append without its wake-up)',
    sql: (stream, id, c) => appendSql(c, stream, id, { lock: true, streamRow: true, notify: 'none' }),
  },
  {
    name: '+ pg_notify in the transaction (the append as it was)',
    sql: (stream, id, c) => appendSql(c, stream, id, { lock: true, streamRow: true, notify: 'inside' }),
  },
  {
    name: 'the append with pg_notify after COMMIT, same round trip',
    sql: (stream, id, c) => appendSql(c, stream, id, { lock: true, streamRow: true, notify: 'after' }),
  },
  { name: "the store's append() as built", store: true },
  {
    name: 'the append as it was, commit_delay = 200 µs, commit_siblings = 2 (superuser only)',
    sql: (stream, id, c) => appendSql(c, stream, id, { lock: true, streamRow: true, notify: 'inside' }),
    session: 'SET commit_delay = 200; SET commit_siblings = 2',
  },
  {
    name: 'reference only, gives up durability: synchronous_commit = off',
    sql: (stream, id, c) => appendSql(c, stream, id, { lock: true, streamRow: true, notify: 'inside' }),
    session: 'SET synchronous_commit = off',
  },
];

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const option = (name: string, fallback: number) =>
    argv.includes(name) ? Number(argv[argv.indexOf(name) + 1]) : fallback;
  const rounds = option('--rounds', 3);
  const appends = option('--appends', 3_000);
  const db = await createTestDatabase('bench_append_profile');
  const store = await PostgresEventStore.connect({ connectionString: db.url, poolSize: WRITERS + 2, listen: false });
  const pool = new pg.Pool({ connectionString: db.url, max: WRITERS });
  const results = new Map<string, { rate: number[]; p99: number[] }>();
  try {
    await pool.query('CREATE TABLE bench_bare (id bigserial PRIMARY KEY, stream text, data jsonb)');
    for (let r = 0; r < rounds; r++) {
      for (const step of STEPS) {
        const clients = await Promise.all(Array.from({ length: WRITERS }, () => pool.connect()));
        let allowed = true;
        try {
          if (step.session)
            await Promise.all(clients.map((c) => c.query(step.session!))).catch(() => (allowed = false));
          if (!allowed) continue;
          const run = randomUUID().slice(0, 8);
          const free = [...clients];
          const measured = await closedLoop(appends, WRITERS, async (i) => {
            const stream = `profile-${run}-${i}`;
            if (step.store) {
              await store.append(stream, [{ type: 'BenchEvent', version: 1, data: JSON.parse(PAYLOAD) }], 'no_stream');
              return;
            }
            const client = free.pop()!;
            try {
              if (!step.sql) {
                await client.query('BEGIN');
                await client.query('INSERT INTO bench_bare (stream, data) VALUES ($1, $2::jsonb)', [stream, PAYLOAD]);
                await client.query('COMMIT');
              } else await client.query(step.sql(stream, randomUUID(), client));
            } finally {
              free.push(client);
            }
          });
          const entry = results.get(step.name) ?? { rate: [], p99: [] };
          entry.rate.push(appends / measured.seconds);
          entry.p99.push(percentile(measured.latencies, 99));
          results.set(step.name, entry);
        } finally {
          for (const c of clients) {
            if (step.session) await c.query('RESET ALL').catch(() => undefined);
            c.release();
          }
        }
      }
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const ceiling = median(results.get(STEPS[0]!.name)!.rate);
    console.log(
      `| step (8 writers, ${appends.toLocaleString('en-US')} single-event transactions, median of ${rounds} interleaved rounds) | events/s | × bare INSERT | p99 |`,
    );
    console.log('| --- | ---: | ---: | ---: |');
    for (const step of STEPS) {
      const entry = results.get(step.name);
      if (!entry) {
        console.log(`| ${step.name} | not permitted for this role | | |`);
        continue;
      }
      const rate = median(entry.rate);
      console.log(
        `| ${step.name} | ${Math.round(rate).toLocaleString('en-US')} | ${round(rate / ceiling, 2)} | ${round(median(entry.p99), 1)} ms |`,
      );
    }
  } finally {
    await store.close();
    await pool.end();
    await db.drop();
  }
}

runCli(main);
