import request from 'supertest';
import { LOG_START } from '@conectasst/events/envelope';
import { adminBearer, startTestApi } from '../../test-support/testApp';
import type { TestApi } from '../../test-support/testApp';
import { seedMarketplace } from '../../test-support/marketplaceLog';
import { allProjections } from './allProjections';
import type { Projection, TableNames } from './projection';

/** The reference copy of a read model's tables: `<table>__ref`. */
const referenceTables = <T extends string>(projection: Projection<T>): TableNames<T> =>
  Object.fromEntries(projection.tables.map((t) => [t, `${t}__ref`])) as unknown as TableNames<T>;

/**
 * Issue #20 item 7 (ADR 0130): a rebuild bulk-loads its fresh tables (large batches applied by several read models at
 * once, secondary indexes built at the end). Given a mixed marketplace log (catalogue, providers with profiles
 * and wallets, demands filed, edited, closed and deleted, subscriptions with reservations, releases and spends,
 * purchases, an admin's edit and a contact message), when every read model is rebuilt, then each table holds exactly
 * the rows of a reference that applied the same log one event at a time, is a logged table, and has the indexes its
 * `createTables` declares.
 */
describe(`rebuild with the bulk-load path equals applying the log event by event (${process.env.TEST_DATABASE_KIND ?? 'embedded'} PostgreSQL)`, () => {
  let api: TestApi;
  const dump = async (table: string) => {
    const columns = (await api.system.readPool.query(`SELECT * FROM ${table} LIMIT 0`)).fields.length;
    return (
      await api.system.readPool.query(
        `SELECT * FROM ${table} ORDER BY ${Array.from({ length: columns }, (_, i) => i + 1).join(', ')}`,
      )
    ).rows;
  };
  /** Index definitions without the index's and the table's own names. */
  const indexesOf = async (table: string) =>
    (
      await api.system.readPool.query<{ indexdef: string }>('SELECT indexdef FROM pg_indexes WHERE tablename = $1', [
        table,
      ])
    ).rows
      .map((r) => r.indexdef.replace(/INDEX \S+ ON \S+/, 'INDEX ON'))
      .sort();

  beforeAll(async () => {
    api = await startTestApi();
    const app = () => request(api.system.app);
    const admin = await adminBearer(api);
    const area = await app().post('/v1/area').set('Authorization', admin).send({ name: 'Carga em lote' }).expect(201);
    await app()
      .put('/v1/admin/area')
      .set('Authorization', admin)
      .send({ id: area.body.data.id, name: 'Carga em lote 2', status: false })
      .expect(200);
    await app()
      .post('/v1/contato')
      .send({
        firstName: 'Ana',
        lastName: 'Souza',
        email: 'ana.souza@example.com',
        subject: 'Orçamento',
        text: 'Como funciona?',
        phone: '(11) 98765-4321',
        uf: 'sp',
        city: 'Campinas',
      })
      .expect(201);
    await seedMarketplace(api.system, { providers: 20, demands: 200, subscriptionsPerDemand: 3, seed: 130 });

    // The reference: every read model's tables built by applying the log one event at a time.
    const client = await api.system.pool.connect();
    try {
      for (const projection of allProjections) {
        const ref = referenceTables(projection);
        for (const table of projection.tables) await client.query(`DROP TABLE IF EXISTS ${ref[table]}`);
        await projection.createTables(client, ref);
      }
      for (let position = LOG_START; ;) {
        const batch = await api.system.store.readAll(position, 1_000);
        if (batch.length === 0) break;
        position = batch[batch.length - 1]!.position;
        for (const event of await api.system.catalogue.decodeMany(batch)) {
          for (const projection of allProjections)
            if (projection.eventTypes.includes(event.type))
              await projection.apply(client, [event], referenceTables(projection));
        }
      }
    } finally {
      client.release();
    }
  }, 300_000);
  afterAll(async () => {
    await api?.stop();
  });

  it('every read model holds the rows of the event-by-event reference, logged and with its declared indexes', async () => {
    const { runner } = api.system;
    const before = new Map<string, unknown[]>();
    for (const projection of allProjections)
      for (const table of projection.tables) before.set(table, await dump(table));
    expect(before.get('demands')!.length).toBe(200);
    expect(before.get('subscriptions')!.length).toBeGreaterThan(150);
    expect(before.get('credit_ledger')!.length).toBeGreaterThan(500);

    const result = await runner.rebuildMany(runner.projectionNames());
    expect(result.events).toBeGreaterThan(2_000);

    for (const projection of allProjections) {
      const ref = referenceTables(projection);
      for (const table of projection.tables) {
        const rebuilt = await dump(table);
        // The live projection (batches as the subscription delivered them) and the bulk rebuild both equal the reference.
        expect({ table, rows: rebuilt }).toEqual({ table, rows: await dump(ref[table]!) });
        expect({ table, rows: before.get(table) }).toEqual({ table, rows: rebuilt });
        expect({ table, indexes: await indexesOf(table) }).toEqual({ table, indexes: await indexesOf(ref[table]!) });
        const persistence = await api.system.readPool.query<{ relpersistence: string }>(
          'SELECT relpersistence FROM pg_class WHERE oid = $1::regclass',
          [table],
        );
        expect({ table, persistence: persistence.rows[0]!.relpersistence }).toEqual({ table, persistence: 'p' });
      }
    }
    // No fresh table is left behind.
    const leftovers = await api.system.readPool.query(
      `SELECT tablename FROM pg_tables WHERE tablename LIKE '%\\_\\_rebuild'`,
    );
    expect(leftovers.rows).toEqual([]);
  }, 300_000);
});
