import { PassThrough } from 'node:stream';
import { parquetMetadata, parquetReadObjects } from 'hyparquet';
import { EventCatalogue } from '@conectasst/events/catalogue/eventCatalogue';
import { MemorySubjectKeyStore } from '@conectasst/events/catalogue/keyStore';
import { PostgresEventStore } from '@conectasst/events/postgres/postgresEventStore';
import { allEventDefinitions } from '@conectasst/events/schemas/allEvents';
import { areaStream } from '@conectasst/events/schemas/areaEvents';
import { userStream } from '@conectasst/events/schemas/userEvents';
import { createTestDatabase } from '../../../test-support/testDatabase';
import { exportLog, tableWriter } from './exportLog';
import type { ExportFilter } from './exportLog';
import { exportTable, streamCategory } from './exportTable';
import type { TableFormat } from './tableSinks';
import { tableSink } from './tableSinks';

/** Issue #40 item 4: a period of the log as CSV or Parquet, one row per event, personal data out by default. */
describe('export: a period of the log as CSV and Parquet', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let store: PostgresEventStore;
  const catalogue = new EventCatalogue(allEventDefinitions, { keyStore: new MemorySubjectKeyStore() });
  const userId = '5b0c2f4e-8f2a-4d1b-9a57-3f1d2c4b5a69';
  // Areas 1..12, one a day from 2026-11-01 (10:00 UTC); area 5's name needs quoting in CSV.
  const dayOf = (i: number) => new Date(Date.UTC(2026, 10, i, 10));
  const tricky = 'Área "cinco", com vírgula\ne quebra de linha';

  const run = async (format: TableFormat, filter: ExportFilter, personalData: 'out' | 'in' = 'out') => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    const table = exportTable(catalogue.definitions(), { types: filter.types, personalData });
    const sink = tableSink(format, table.columns, out);
    // Small pages and (for Parquet) row groups of the sink's own size: several pages per file.
    const result = await exportLog({ store, decoder: catalogue, write: tableWriter(table, sink), filter, pageSize: 4 });
    await sink.finish();
    return { result, bytes: Buffer.concat(chunks), table };
  };

  beforeAll(async () => {
    database = await createTestDatabase('table_export');
    store = await PostgresEventStore.connect({ connectionString: database.url, poolSize: 3 });
    await store.append(
      userStream(userId),
      [
        await catalogue.encode(
          {
            type: 'UserRegistered',
            data: {
              userId,
              type: 'provider',
              name: 'Rita',
              surname: 'Alves',
              email: 'rita@sst.com.br',
              phone: '11987654321',
              passwordHash: '$argon2id$v=19$m=19456$abc',
            },
          },
          { userId, role: 'provider', correlationId: 'c-1' },
        ),
      ],
      'no_stream',
    );
    for (let i = 1; i <= 12; i++) {
      await store.append(
        areaStream(i),
        [
          await catalogue.encode(
            { type: 'AreaCreated', data: { areaId: i, name: i === 5 ? tricky : `Área ${i}` } },
            { userId: 'admin-1', role: 'admin' },
          ),
        ],
        'no_stream',
      );
    }
    // The store stamps the time of the append: move each stream to its day (the registration to 2026-11-03 12:00 UTC).
    for (let i = 1; i <= 12; i++)
      await store.pool.query('UPDATE events SET recorded_at = $2 WHERE stream_id = $1', [areaStream(i), dayOf(i)]);
    await store.pool.query('UPDATE events SET recorded_at = $2 WHERE stream_id = $1', [
      userStream(userId),
      new Date(Date.UTC(2026, 10, 3, 12)),
    ]);
    for (let i = 0; i < 600 && (await store.readAll({ commit: 0n, prepare: 0n }, 1_000)).length < 13; i++)
      await new Promise((r) => setTimeout(r, 50));
  });
  afterAll(async () => {
    await store.close();
    await database.drop();
  });

  const week = { since: new Date(Date.UTC(2026, 10, 2)), until: new Date(Date.UTC(2026, 10, 9)) };

  it('given a week, writes one CSV row per event recorded in it, with a header, RFC 4180 quoting and no personal data', async () => {
    const { result, bytes } = await run('csv', week);
    expect(result).toMatchObject({ scanned: 13, exported: 8 });
    const text = bytes.toString('utf8');
    const header = text.slice(0, text.indexOf('\n')).split(',');
    expect(header.slice(0, 9)).toEqual([
      'position',
      'global_position',
      'event_id',
      'stream',
      'stream_category',
      'revision',
      'type',
      'version',
      'recorded_at',
    ]);
    expect(header).toEqual(
      expect.arrayContaining([
        'correlation_id',
        'causation_id',
        'user_id',
        'role',
        'data_areaId',
        'data_name',
        'data_email',
      ]),
    );
    // The tricky name: quoted, its quotes doubled, its comma and line break inside the quotes.
    expect(text).toContain('"Área ""cinco"", com vírgula\ne quebra de linha"');
    // 1 header + 8 rows, one of which spans two lines.
    expect(text.trimEnd().split('\n')).toHaveLength(1 + 8 + 1);
    expect(text).toContain(`,area-2,area,1,AreaCreated,1,${dayOf(2).toISOString()},`);
    expect(text).toMatch(new RegExp(`UserRegistered,1,[^,]+,c-1,,${userId},provider,false,`));
    expect(text).not.toMatch(/Rita|Alves|rita@|98765|argon2/);
    expect(text).not.toContain('Área 1,');
    expect(text).not.toContain('Área 9');
  });

  it('writes Parquet that a reader (hyparquet) reads back: the same rows, typed columns, personal fields null', async () => {
    const { result, bytes, table } = await run('parquet', week);
    expect(result.exported).toBe(8);
    const file = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
    const metadata = parquetMetadata(file);
    expect(Number(metadata.num_rows)).toBe(8);
    const rows = (await parquetReadObjects({ file })) as Record<string, unknown>[];
    expect(rows).toHaveLength(8);
    expect(Object.keys(rows[0]!)).toEqual(table.columns.map((c) => c.name));
    const registration = rows.find((r) => r.type === 'UserRegistered')!;
    expect(registration).toMatchObject({
      stream: userStream(userId),
      stream_category: 'user',
      revision: 1n,
      user_id: userId,
      role: 'provider',
      correlation_id: 'c-1',
      data_userId: userId,
      data_type: 'provider',
      data_name: null,
      data_email: null,
      data_passwordHash: null,
      erased: false,
    });
    const five = rows.find((r) => r.data_areaId === 5n)!;
    expect(five).toMatchObject({ type: 'AreaCreated', data_name: tricky, user_id: 'admin-1', stream_category: 'area' });
    expect(five.recorded_at).toEqual(dayOf(5));
    expect(typeof five.global_position).toBe('bigint');
    expect(rows.map((r) => r.data_areaId).filter((v) => v !== null)).toEqual([2n, 3n, 4n, 5n, 6n, 7n, 8n]);
  });

  it('keeps the personal fields only when asked (the admin’s --full), and writes an empty file as a header or an empty table', async () => {
    const full = await run('csv', { ...week, types: ['UserRegistered'] }, 'in');
    expect(full.bytes.toString('utf8')).toContain('rita@sst.com.br');
    const none = await run('csv', { since: new Date(Date.UTC(2027, 0, 1)) });
    expect(none.bytes.toString('utf8').trimEnd().split('\n')).toHaveLength(1);
    expect(
      [
        'demand-12',
        'demand-alerts-5b0c2f4e-8f2a-4d1b-9a57-3f1d2c4b5a69',
        'proposal-12-5b0c2f4e-8f2a-4d1b-9a57-3f1d2c4b5a69',
        'useremail-' + 'ab'.repeat(32),
        'mvv',
      ].map(streamCategory),
    ).toEqual(['demand', 'demand-alerts', 'proposal', 'useremail', 'mvv']);
    const emptyParquet = await run('parquet', { since: new Date(Date.UTC(2027, 0, 1)) });
    const file = emptyParquet.bytes.buffer.slice(
      emptyParquet.bytes.byteOffset,
      emptyParquet.bytes.byteOffset + emptyParquet.bytes.byteLength,
    );
    expect(Number(parquetMetadata(file).num_rows)).toBe(0);
  });
});
