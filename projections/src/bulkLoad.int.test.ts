import pg from 'pg';
import { createTestDatabase } from '../../test-support/testDatabase';
import { copyRows, WrittenKeys } from './bulkLoad';

/**
 * Issue #20 item 7 (ADR 0137): the audit read models' rebuild writes its rows with `COPY … FROM STDIN`. Given values of
 * every kind a read model stores — text with tabs, line breaks, backslashes and quotes, nulls, instants, integer and
 * text arrays, JSON — when they are COPied, then the table holds what a parameterised `INSERT` of the same values holds.
 */
describe('copyRows writes what an INSERT of the same values writes', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;

  beforeAll(async () => {
    db = await createTestDatabase('copy_rows');
    pool = new pg.Pool({ connectionString: db.url, max: 2 });
    for (const table of ['copied', 'inserted']) {
      await pool.query(
        `CREATE TABLE ${table} (id int PRIMARY KEY, summary text, at timestamptz, ids int[], words text[], doc jsonb, ok boolean, cents bigint)`,
      );
    }
  });
  afterAll(async () => {
    await pool?.end();
    await db?.drop();
  });

  it('round-trips escapes, nulls, instants, arrays and JSON', async () => {
    const rows = [
      [
        1,
        'Nome alterado de “A\tB” para \\N\nlinha 2\r\\fim',
        new Date('2026-11-25T12:00:00.123Z'),
        [3, 1, 2],
        ['a "b"', 'c\\d', 'e,f', null],
        { a: 'x\ty', b: [1] },
        true,
        123456789012,
      ],
      [2, null, null, null, null, null, false, null],
      [3, '', new Date('2026-01-01T00:00:00Z'), [], [''], {}, null, 0],
    ];
    const columns = ['id', 'summary', 'at', 'ids', 'words', 'doc', 'ok', 'cents'];
    const client = await pool.connect();
    try {
      await copyRows(client, 'copied', columns, rows);
    } finally {
      client.release();
    }
    for (const row of rows) {
      await pool.query(
        'INSERT INTO inserted VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
        row.map((v) =>
          v !== null && typeof v === 'object' && !(v instanceof Date) && !Array.isArray(v) ? JSON.stringify(v) : v,
        ),
      );
    }
    const copied = (await pool.query('SELECT * FROM copied ORDER BY id')).rows;
    expect(copied).toEqual((await pool.query('SELECT * FROM inserted ORDER BY id')).rows);
    expect(copied[0].summary).toBe('Nome alterado de “A\tB” para \\N\nlinha 2\r\\fim');
    expect(copied[0].words).toEqual(['a "b"', 'c\\d', 'e,f', null]);
  });

  it('writes nothing for no rows', async () => {
    const client = await pool.connect();
    try {
      await copyRows(client, 'copied', ['id'], []);
    } finally {
      client.release();
    }
    expect((await pool.query('SELECT count(*)::int AS n FROM copied')).rows[0].n).toBe(3);
  });
});

describe('WrittenKeys skips a key already written, as ON CONFLICT DO NOTHING does', () => {
  it('is true only the first time a (group, number) is offered', () => {
    const keys = new WrittenKeys();
    expect([
      keys.first('wallet-a', 1),
      keys.first('wallet-a', 2),
      keys.first('wallet-b', 1),
      keys.first('wallet-a', 1),
    ]).toEqual([true, true, true, false]);
  });
});
