import { PassThrough } from 'node:stream';
import { EventCatalogue } from '@conectasst/events/catalogue/eventCatalogue';
import { MemorySubjectKeyStore } from '@conectasst/events/catalogue/keyStore';
import { formatPosition } from '@conectasst/events/envelope';
import { PostgresEventStore } from '@conectasst/events/postgres/postgresEventStore';
import { allEventDefinitions } from '@conectasst/events/schemas/allEvents';
import { areaStream } from '@conectasst/events/schemas/areaEvents';
import { nrStream } from '@conectasst/events/schemas/nrEvents';
import { createTestDatabase } from '../../../test-support/testDatabase';
import { exportLog } from './exportLog';

describe('export: the log as NDJSON for analysts', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let store: PostgresEventStore;
  const catalogue = new EventCatalogue(allEventDefinitions, { keyStore: new MemorySubjectKeyStore() });

  const run = async (filter: Parameters<typeof exportLog>[0]['filter'], pageSize = 7) => {
    const out = new PassThrough();
    const chunks: string[] = [];
    out.on('data', (c: Buffer) => chunks.push(c.toString()));
    const progress: number[] = [];
    const result = await exportLog({
      store,
      decoder: catalogue,
      out,
      filter,
      pageSize,
      onProgress: (scanned) => progress.push(scanned),
    });
    out.end();
    const lines = chunks
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    return { result, lines, progress };
  };

  beforeAll(async () => {
    database = await createTestDatabase('export');
    store = await PostgresEventStore.connect({ connectionString: database.url, poolSize: 3 });
    // Generated data: 40 areas (created + renamed) and 10 NRs interleaved.
    for (let i = 1; i <= 40; i++) {
      const area = [
        await catalogue.encode(
          { type: 'AreaCreated', data: { areaId: i, name: `Área ${i}` } },
          { userId: 'admin-1', role: 'admin' },
        ),
        await catalogue.encode(
          { type: 'AreaRenamed', data: { areaId: i, name: `Área ${i}b`, previousName: `Área ${i}` } },
          { userId: 'admin-1' },
        ),
      ];
      await store.append(areaStream(i), area, 'no_stream');
      if (i % 4 === 0) {
        const nrId = i / 4;
        await store.append(
          nrStream(nrId),
          [await catalogue.encode({ type: 'NrCreated', data: { nrId, name: `NR-${nrId}`, areaId: i } }, {})],
          'no_stream',
        );
      }
    }
    // The log is read up to its committed head, which waits for transactions open anywhere on the server (other test
    // files share it): wait until all 90 events are readable before exporting.
    for (let i = 0; i < 600 && (await store.readAll({ commit: 0n, prepare: 0n }, 1_000)).length < 90; i++)
      await new Promise((r) => setTimeout(r, 50));
  });
  afterAll(async () => {
    await store.close();
    await database.drop();
  });

  it('given the whole log, writes every event once, in log order, with position, stream, type, data and metadata', async () => {
    const { result, lines, progress } = await run(undefined);
    expect(result).toMatchObject({ scanned: 90, exported: 90 });
    expect(lines).toHaveLength(90);
    expect(new Set(lines.map((l) => l.id)).size).toBe(90);
    expect(lines[0]).toMatchObject({
      streamId: areaStream(1),
      revision: 1,
      type: 'AreaCreated',
      version: 1,
      data: { areaId: 1, name: 'Área 1' },
    });
    expect((lines[0]!.metadata as Record<string, unknown>).userId).toBe('admin-1');
    expect(lines[0]!.position).toMatch(/^\d+\.\d+$/);
    const all = await store.readAll({ commit: 0n, prepare: 0n }, 1_000);
    expect(lines.map((l) => l.position)).toEqual(all.map((e) => formatPosition(e.position)));
    // Progress after every page of 7.
    expect(progress).toHaveLength(Math.ceil(90 / 7));
    expect(progress.at(-1)).toBe(90);
  });

  it('keeps only the stream prefixes and types asked for', async () => {
    const byPrefix = await run({ streamPrefixes: ['nr-'] });
    expect(byPrefix.lines.map((l) => l.type)).toEqual(Array(10).fill('NrCreated'));
    expect(byPrefix.result).toMatchObject({ scanned: 90, exported: 10 });
    const byType = await run({ types: ['AreaRenamed'] });
    expect(byType.lines).toHaveLength(40);
    expect(byType.lines.every((l) => l.type === 'AreaRenamed')).toBe(true);
    const both = await run({ streamPrefixes: ['area-'], types: ['AreaCreated', 'NrCreated'] });
    expect(both.lines).toHaveLength(40);
  });

  it('starts strictly after --from', async () => {
    const all = await store.readAll({ commit: 0n, prepare: 0n }, 1_000);
    const { lines } = await run({ from: all[59]!.position });
    expect(lines).toHaveLength(30);
    expect(lines[0]!.id).toBe(all[60]!.id);
  });
});
