import { EventCatalogue } from '@conectasst/events/catalogue/eventCatalogue';
import { MemorySubjectKeyStore } from '@conectasst/events/catalogue/keyStore';
import { PostgresEventStore, createPool } from '@conectasst/events/postgres/postgresEventStore';
import { allEventDefinitions } from '@conectasst/events/schemas/allEvents';
import { areaStream } from '@conectasst/events/schemas/areaEvents';
import { allProjections } from '@conectasst/projections/allProjections';
import { ProjectionRunner } from '@conectasst/projections/runner';
import type { BenchRow } from './report';
import { round, seededRandom } from './stats';

/**
 * Rebuild throughput: a seeded log of area events (create, renames, status changes, some deletes) is replayed into
 * fresh tables. Ceiling: writing the same resulting rows with multi-row INSERTs of 1,000 rows. The log only holds the
 * event types whose projections exist; it grows with the read models.
 */
export async function projectionBench(databaseUrl: string, quick: boolean, label: string): Promise<BenchRow[]> {
  const total = quick ? 100_000 : 1_000_000;
  const store = await PostgresEventStore.connect({ connectionString: databaseUrl, poolSize: 4 });
  const pool = createPool(databaseUrl, 4);
  const catalogue = new EventCatalogue(allEventDefinitions, { keyStore: new MemorySubjectKeyStore() });
  try {
    const random = seededRandom(20261122);
    const areas = Math.floor(total / 5);
    let written = 0;
    for (let first = 1; first <= areas; first += 200) {
      const appends: Promise<unknown>[] = [];
      for (let id = first; id < Math.min(first + 200, areas + 1); id++) {
        const events = [{ type: 'AreaCreated' as const, data: { areaId: id, name: `Área ${id}` } }];
        let name = `Área ${id}`;
        for (let k = 0; k < 4; k++) {
          const pick = random();
          if (pick < 0.5) {
            const next = `Área ${id} revisão ${k}`;
            events.push({ type: 'AreaRenamed', data: { areaId: id, name: next, previousName: name } } as never);
            name = next;
          } else if (pick < 0.75) events.push({ type: 'AreaDeactivated', data: { areaId: id } } as never);
          else events.push({ type: 'AreaActivated', data: { areaId: id } } as never);
        }
        appends.push(Promise.all(events.map((e) => catalogue.encode(e))).then((encoded) => store.append(areaStream(id), encoded, 'no_stream')));
        written += events.length;
      }
      await Promise.all(appends);
    }

    const runner = new ProjectionRunner({ store, pool, decoder: catalogue, projections: allProjections, batchSize: 1_000 });
    let peak = process.memoryUsage().rss;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
    const started = performance.now();
    const result = await runner.rebuild('areas');
    const rebuildSeconds = (performance.now() - started) / 1000;
    clearInterval(sampler);

    const rows = (await pool.query('SELECT id, name, search_name, status, created_at, updated_at FROM areas ORDER BY id')).rows;
    await pool.query('DROP TABLE IF EXISTS bench_areas_copy; CREATE TABLE bench_areas_copy (LIKE areas INCLUDING ALL)');
    const ceilingStarted = performance.now();
    for (let i = 0; i < rows.length; i += 1_000) {
      const chunk = rows.slice(i, i + 1_000);
      await pool.query(
        `INSERT INTO bench_areas_copy SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::bool[], $5::timestamptz[], $6::timestamptz[])`,
        [chunk.map((r) => r.id), chunk.map((r) => r.name), chunk.map((r) => r.search_name), chunk.map((r) => r.status), chunk.map((r) => r.created_at), chunk.map((r) => r.updated_at)],
      );
    }
    const ceilingSeconds = (performance.now() - ceilingStarted) / 1000;
    await pool.query('DROP TABLE bench_areas_copy');
    return [
      {
        group: `projections (${label})`,
        name: `rebuild of the areas read model from ${written.toLocaleString('en-US')} events`,
        value: round(result.events / rebuildSeconds),
        unit: 'events/s',
        better: 'higher',
        target: '≥ 50,000 events/s',
        note: `${round(rebuildSeconds, 2)} s, ${rows.length.toLocaleString('en-US')} rows, RSS peak ${Math.round(peak / 1048576)} MiB`,
      },
      {
        group: `projections (${label})`,
        name: 'rebuild time vs writing the same rows with multi-row INSERTs',
        value: round(rebuildSeconds, 2),
        unit: 's',
        ceiling: round(ceilingSeconds, 2),
        better: 'lower',
        target: '≥ 0.5 × ceiling',
      },
    ];
  } finally {
    await store.close();
    await pool.end();
  }
}
