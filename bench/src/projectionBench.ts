import { EventCatalogue } from '@conectasst/events/catalogue/eventCatalogue';
import { MemorySubjectKeyStore } from '@conectasst/events/catalogue/keyStore';
import { PostgresEventStore, createPool } from '@conectasst/events/postgres/postgresEventStore';
import { allEventDefinitions } from '@conectasst/events/schemas/allEvents';
import { allProjections } from '@conectasst/projections/allProjections';
import { decodingWorker } from '@conectasst/projections/decodingWorker/decodingWorker';
import { ProjectionRunner, REBUILD_LANES } from '@conectasst/projections/runner';
import type pg from 'pg';
import type { BenchRow } from './report';
import type { GeneratedProvider } from '../../test-support/marketplaceLog';
import { generateMarketplace, writeLog } from '../../test-support/marketplaceLog';
import { round } from './stats';

/** Writes rows into a table with multi-row INSERTs of `chunk` rows (parameter types inferred from the columns). */
async function insertRows(pool: pg.Pool, table: string, rows: Record<string, unknown>[], chunk = 1_000): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!);
  const size = Math.max(1, Math.min(chunk, Math.floor(60_000 / columns.length)));
  for (let i = 0; i < rows.length; i += size) {
    const part = rows.slice(i, i + size);
    const values: unknown[] = [];
    const tuples = part.map((row) => `(${columns.map((c) => (values.push(row[c]), `$${values.length}`)).join(', ')})`);
    await pool.query(
      `INSERT INTO ${table} (${columns.map((c) => `"${c}"`).join(', ')}) VALUES ${tuples.join(', ')}`,
      values,
    );
  }
}

/**
 * The marketplace of the projections and queries suites (ADR 0151): ≈ 10.7 events per demand (filed, 3 seats ×
 * reserve/seat/spend, purchases, edits), plus 5 per provider — 1,064,227 events in the full run, 105,315 with --quick.
 */
export const benchMarketplace = (quick: boolean) => ({
  ...(quick ? { providers: 500, demands: 9_000 } : { providers: 5_000, demands: 91_000 }),
  subscriptionsPerDemand: 3,
});

/** What the queries suite needs of the marketplace the projections suite wrote and rebuilt in the same database. */
export interface SeededMarketplace {
  shape: ReturnType<typeof benchMarketplace>;
  providers: GeneratedProvider[];
}

/**
 * Rebuild throughput of every read model: a seeded marketplace log (catalogue, providers with their profiles, demands,
 * subscriptions with their wallet moves, purchases, admin edits) of about 1,000,000 events (100,000 with --quick) is
 * replayed into fresh tables, all read models in one pass. Ceiling: writing the same resulting rows (every read-model
 * table) with multi-row INSERTs of 1,000 rows into empty copies of the tables.
 */
export async function projectionBench(
  databaseUrl: string,
  quick: boolean,
  label: string,
  seeded?: (marketplace: SeededMarketplace) => void,
): Promise<BenchRow[]> {
  const store = await PostgresEventStore.connect({ connectionString: databaseUrl, poolSize: 4, listen: false });
  const pool = createPool(databaseUrl, 4);
  const keyStore = new MemorySubjectKeyStore();
  const catalogue = new EventCatalogue(allEventDefinitions, { keyStore });
  try {
    const shape = benchMarketplace(quick);
    // Filed over the 30 days before now, so that the queries suite measures open demands (the log is the same for any
    // `now` but for its timestamps).
    const generated = generateMarketplace({ ...shape, now: new Date(), seed: 20261122 });
    const writeStarted = performance.now();
    await writeLog(store.pool, catalogue, generated.events);
    process.stderr.write(
      `    ${label}: wrote ${generated.events.length.toLocaleString('en-US')} events in ${round((performance.now() - writeStarted) / 1000, 1)} s\n`,
    );
    const byType = new Map<string, number>();
    for (const e of generated.events) byType.set(e.type, (byType.get(e.type) ?? 0) + 1);

    // Profile: time spent in each projection's apply (the rest is reading, decoding and committing).
    const applyMs = new Map<string, number>();
    const spent = (name: string, since: number) =>
      applyMs.set(name, (applyMs.get(name) ?? 0) + performance.now() - since);
    const timed = allProjections.map((p) => ({
      ...p,
      apply: async (...args: Parameters<typeof p.apply>) => {
        const t = performance.now();
        await p.apply(...args);
        spent(p.name, t);
      },
      // A read model with a bulk session (ADR 0130) folds in memory and writes at the end: both count as its apply.
      ...(p.bulkRebuild
        ? {
            bulkRebuild: () => {
              const session = p.bulkRebuild!();
              return {
                fold: (events: Parameters<typeof session.fold>[0]) => {
                  const t = performance.now();
                  session.fold(events);
                  spent(p.name, t);
                },
                ...(session.flush
                  ? {
                      flush: async (...args: Parameters<typeof session.finish>) => {
                        const t = performance.now();
                        await session.flush!(...args);
                        spent(p.name, t);
                      },
                    }
                  : {}),
                finish: async (...args: Parameters<typeof session.finish>) => {
                  const t = performance.now();
                  await session.finish(...args);
                  spent(p.name, t);
                },
              };
            },
          }
        : {}),
    }));
    // The log is read and decoded on a worker thread (ADR 0150); its time is the thread's, beside this one's.
    const reading = decodingWorker({ connectionString: databaseUrl, keyStore });
    const runner = new ProjectionRunner({
      store,
      pool,
      decoder: catalogue,
      projections: timed,
      batchSize: 1_000,
      rebuildReading: reading,
    });
    await runner.migrate();
    const names = allProjections.map((p) => p.name);
    let peak = process.memoryUsage().rss;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
    const started = performance.now();
    const result = await runner.rebuildMany(names);
    const rebuildSeconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const applied = [...applyMs].sort((a, b) => b[1] - a[1]);
    // Reading and decoding (on their own thread) overlap applying, and up to REBUILD_LANES projections apply at once:
    // these add up to more than the wall time.
    const profile = `read ${round(reading.time.readMs / 1000, 1)} s and decode ${round(reading.time.decodeMs / 1000, 1)} s (decoding thread, its CPU ${round(reading.time.cpuMs / 1000, 1)} s), apply (${REBUILD_LANES} at once) ${applied
      .slice(0, 4)
      .map(([n, ms]) => `${n} ${round(ms / 1000, 1)} s`)
      .join(', ')}, others ${round(applied.slice(4).reduce((t, [, ms]) => t + ms, 0) / 1000, 1)} s`;
    process.stderr.write(`    ${label}: rebuild ${round(rebuildSeconds, 1)} s — ${profile}\n`);

    // Ceiling: the resulting rows of every read-model table, written into empty copies with multi-row INSERTs.
    const tables = allProjections.flatMap((p) => [...p.tables]);
    const contents = await Promise.all(
      tables.map(async (table) => ({
        table,
        rows: (await pool.query(`SELECT * FROM ${table}`)).rows as Record<string, unknown>[],
      })),
    );
    const rowCount = contents.reduce((n, c) => n + c.rows.length, 0);
    for (const { table } of contents)
      await pool.query(
        `DROP TABLE IF EXISTS bench_copy_${table}; CREATE TABLE bench_copy_${table} (LIKE ${table} INCLUDING ALL)`,
      );
    const ceilingStarted = performance.now();
    for (const { table, rows } of contents) await insertRows(pool, `bench_copy_${table}`, rows);
    const ceilingSeconds = (performance.now() - ceilingStarted) / 1000;
    for (const { table } of contents) await pool.query(`DROP TABLE bench_copy_${table}`);
    seeded?.({ shape, providers: generated.providers });

    const biggest = contents
      .sort((a, b) => b.rows.length - a.rows.length)
      .slice(0, 4)
      .map((c) => `${c.table} ${c.rows.length.toLocaleString('en-US')}`)
      .join(', ');
    return [
      {
        group: `projections (${label})`,
        name: `rebuild of all ${names.length} read models from ${generated.events.length.toLocaleString('en-US')} marketplace events (${shape.demands.toLocaleString('en-US')} demands, ${shape.providers.toLocaleString('en-US')} providers, ${(byType.get('ProviderSubscribed') ?? 0).toLocaleString('en-US')} subscriptions)`,
        value: round(result.events / rebuildSeconds),
        unit: 'events/s',
        better: 'higher',
        target: '≥ 50,000 events/s',
        note: `${round(rebuildSeconds, 2)} s, RSS peak ${Math.round(peak / 1048576)} MiB; ${profile}`,
      },
      {
        group: `projections (${label})`,
        name: `rebuild time vs writing the same ${rowCount.toLocaleString('en-US')} rows with multi-row INSERTs (${biggest}, …)`,
        value: round(rebuildSeconds, 2),
        unit: 's',
        ceiling: round(ceilingSeconds, 2),
        better: 'lower',
        target: '≥ 0.8 × ceiling',
      },
    ];
  } finally {
    await store.close();
    await pool.end();
  }
}
