import { parquetReadObjects } from 'hyparquet';
import { timeTravelMessages } from '@conectasst/common/api/timeTravel';
import type { DecodedEvent } from '@conectasst/events/catalogue/eventCatalogue';
import { LOG_START, formatPosition } from '@conectasst/events/envelope';
import { demandStream } from '@conectasst/events/schemas/demandEvents';
import { userStream } from '@conectasst/events/schemas/userEvents';
import { walletStream } from '@conectasst/events/schemas/walletEvents';
import { onPostgres, positionOf, useTestApi } from '../../../test-support/apiHarness';
import { blumenauDemand, fileConfirmedDemand } from '../../../test-support/demands';
import { userDecider } from '../accounts/user';
import type { DemandEvent } from '../demands/businessLogic';
import { demandDecider } from '../demands/businessLogic';
import type { WalletEvent } from '../wallet/businessLogic';
import { walletDecider } from '../wallet/businessLogic';
import { PERSONAL_DATA_MASK, maskedReader } from './maskedEvents';
import { stateAsJson } from './timeTravel';

const { app, api, as, admin, providerWithCredits, providerToken } = useTestApi();

const requesterEmail = 'viagem.no.tempo@malhasvale.com.br';
const day = (d: number, hour = 12) => new Date(Date.UTC(2026, 10, d, hour));
let demandId: number;
let ana: Awaited<ReturnType<typeof providerWithCredits>>;
let bruno: Awaited<ReturnType<typeof providerWithCredits>>;

const masked = async (stream: string): Promise<DecodedEvent[]> =>
  maskedReader(api().system.catalogue)(await api().system.store.read(stream));
const asOf = (kind: string, id: string | number, query: Record<string, string>) =>
  app().get(`/v1/analista/como-estava/${kind}/${id}`).query(query).set('Authorization', admin());

beforeAll(async () => {
  const serviceId = (await app().get('/v1/services?page=1').expect(200)).body.data.data[0].id;
  demandId = (await fileConfirmedDemand(api(), blumenauDemand(serviceId, requesterEmail))).id;
  ana = await providerWithCredits(1);
  bruno = await providerWithCredits(1);
  await as(ana.auth).post('/v1/subs').set('id', String(demandId)).expect(200);
  const last = await as(bruno.auth).post('/v1/subs').set('id', String(demandId)).expect(200);
  expect(positionOf(last)).not.toBe('');
  // Three days of the demand's life: filed and confirmed on the 20th, Ana's seat on the 22nd, Bruno's on the 24th.
  const pool = api().system.pool;
  await pool.query(
    `UPDATE events SET recorded_at = $2 WHERE stream_id = $1 AND event_type NOT IN ('ProviderSubscribed')`,
    [demandStream(demandId), day(20)],
  );
  await pool.query(
    `UPDATE events SET recorded_at = $2 WHERE stream_id = $1 AND event_type = 'ProviderSubscribed' AND data->>'providerId' = $3`,
    [demandStream(demandId), day(22), ana.id],
  );
  await pool.query(
    `UPDATE events SET recorded_at = $2 WHERE stream_id = $1 AND event_type = 'ProviderSubscribed' AND data->>'providerId' = $3`,
    [demandStream(demandId), day(24), bruno.id],
  );
});

/** Issue #40 item 3: the state a stream's own decider folds up to a date or a position, beside the state now. */
describe(onPostgres('"Como estava em": time travel over the deciders'), () => {
  it('equals the demand decider replayed by hand at three dates, with the state now and the events in between', async () => {
    const events = await masked(demandStream(demandId));
    for (const [cut, expectedSubscribers] of [
      ['2026-11-21T00:00:00-03:00', []],
      ['2026-11-23T00:00:00-03:00', [ana.id]],
      ['2026-11-25T00:00:00-03:00', [ana.id, bruno.id]],
    ] as const) {
      // By hand: the events recorded up to the date, one evolve at a time from the initial state.
      const upTo = events.filter((e) => e.recordedAt.getTime() <= Date.parse(cut));
      let state = demandDecider.initialState();
      for (const e of upTo) state = demandDecider.evolve(state, { type: e.type, data: e.data } as DemandEvent);
      expect(state.subscribers).toEqual(expectedSubscribers);

      const r = await asOf('demanda', demandId, { at: cut }).expect(200);
      expect(r.body.data.asOf.state).toEqual(stateAsJson(state));
      expect(r.body.data.asOf).toMatchObject({
        revision: upTo.at(-1)!.revision,
        position: formatPosition(upTo.at(-1)!.position),
      });
      expect(r.body.data.between.total).toBe(events.length - upTo.length);
      expect(r.body.data.between.events.map((e: { revision: number }) => e.revision)).toEqual(
        events.slice(upTo.length).map((e) => e.revision),
      );
      expect(r.body.data.now.state.subscribers).toEqual([ana.id, bruno.id]);
      expect(r.body.data.now.revision).toBe(events.at(-1)!.revision);
    }
  });

  it('masks the personal data in both states and in the events between', async () => {
    const r = await asOf('demanda', demandId, { at: '2026-11-19T00:00:00-03:00' }).expect(200);
    expect(r.body.data.asOf).toMatchObject({ revision: 0, position: null, state: { status: 'none' } });
    const text = JSON.stringify(r.body);
    expect(text).not.toContain(requesterEmail);
    expect(text).not.toContain('malhasvale');
    expect(r.body.data.now.state.edited.requesterEmail).toBe(PERSONAL_DATA_MASK);
    expect(r.body.data.between.events[0]).toMatchObject({
      type: 'DemandFiled',
      data: { requesterEmail: PERSONAL_DATA_MASK },
    });
  });

  it('cuts a wallet at a log position and a provider account at a global position', async () => {
    const wallet = await masked(walletStream(ana.id));
    const first = wallet[0]!;
    const r = await asOf('carteira', ana.id, { position: formatPosition(first.position) }).expect(200);
    const byHand = walletDecider.evolve(walletDecider.initialState(), {
      type: first.type,
      data: first.data,
    } as WalletEvent);
    expect(r.body.data.asOf.state).toEqual(stateAsJson(byHand));
    expect(r.body.data.asOf.state.balance).toBe(30);
    expect(r.body.data.now.state.balance).toBe(20);
    expect(r.body.data.between.total).toBe(wallet.length - 1);

    const account = await masked(userStream(ana.id));
    const p = await asOf('parceiro', ana.id, { position: account[0]!.globalPosition.toString() }).expect(200);
    expect(p.body.data.asOf.state).toEqual(
      stateAsJson(
        userDecider.evolve(userDecider.initialState(), { type: account[0]!.type, data: account[0]!.data } as never),
      ),
    );
    expect(p.body.data.asOf.state).toMatchObject({ registered: true, type: 'provider' });
  });

  it('refuses what it cannot answer: unknown record 404, both or neither cut 422, bad date 400, a provider 403', async () => {
    expect((await asOf('demanda', 999999, { at: '2026-11-21T00:00:00-03:00' }).expect(404)).body.message).toBe(
      timeTravelMessages.notFound,
    );
    expect((await asOf('carteira', 123, { at: '2026-11-21T00:00:00-03:00' }).expect(404)).body.message).toBe(
      timeTravelMessages.notFound,
    );
    expect((await asOf('demanda', demandId, {}).expect(422)).body.message).toBe(timeTravelMessages.oneCut);
    expect(
      (await asOf('demanda', demandId, { at: '2026-11-21T00:00:00-03:00', position: '1.1' }).expect(422)).body.message,
    ).toBe(timeTravelMessages.oneCut);
    expect((await asOf('demanda', demandId, { at: 'ontem' }).expect(400)).body.message).toBe(
      timeTravelMessages.invalidAt,
    );
    await app()
      .get(`/v1/analista/como-estava/demanda/${demandId}`)
      .query({ at: '2026-11-21T00:00:00-03:00' })
      .set('Authorization', providerToken())
      .expect(403);
  });
});

const binary = (
  res: NodeJS.ReadableStream & { setEncoding?: unknown },
  done: (error: Error | null, body: Buffer) => void,
) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

/** Issue #40 item 4: the export screen's download, streamed by the server, without personal data. */
describe(onPostgres('the analyst’s export of a period'), () => {
  const inRange = async () =>
    Number(
      (
        await api().system.pool.query(
          `SELECT count(*) AS n FROM events WHERE recorded_at >= '2026-11-20T03:00:00Z' AND recorded_at < '2026-11-25T03:00:00Z'`,
        )
      ).rows[0].n,
    );

  // The export reads the log up to its committed head, which waits for transactions open anywhere on the server (other
  // test files share it): wait until every event is readable before exporting.
  beforeAll(async () => {
    const { store, pool } = api().system;
    const total = Number((await pool.query('SELECT count(*) AS n FROM events')).rows[0].n);
    for (let i = 0; i < 600 && (await store.readAll(LOG_START, 100_000)).length < total; i++)
      await new Promise((r) => setTimeout(r, 50));
  });

  it('downloads the days asked for as CSV: one row per event recorded in them, no personal data', async () => {
    const r = await app()
      .get('/v1/analista/exportacao')
      .query({ from: '2026-11-20', to: '2026-11-24', format: 'csv' })
      .set('Authorization', admin())
      .expect(200);
    expect(r.headers['content-type']).toMatch(/^text\/csv/);
    expect(r.headers['content-disposition']).toBe('attachment; filename="eventos-2026-11-20_a_2026-11-24.csv"');
    const lines = r.text.trimEnd().split('\n');
    expect(lines[0]).toMatch(
      /^position,global_position,event_id,stream,stream_category,revision,type,version,recorded_at,/,
    );
    expect(await inRange()).toBeGreaterThanOrEqual(4);
    expect(lines).toHaveLength(1 + (await inRange()));
    expect(r.text).toContain(`,demand-${demandId},demand,`);
    expect(r.text).not.toContain(requesterEmail);
  });

  it('downloads Parquet that a reader reads back with the same count; a period out of order is 422', async () => {
    const r = await app()
      .get('/v1/analista/exportacao')
      .query({ from: '2026-11-20', to: '2026-11-24', format: 'parquet' })
      .set('Authorization', admin())
      .buffer(true)
      .parse(binary as never)
      .expect(200);
    expect(r.headers['content-type']).toBe('application/vnd.apache.parquet');
    const body = r.body as Buffer;
    const rows = await parquetReadObjects({
      file: body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength) as ArrayBuffer,
    });
    expect(rows).toHaveLength(await inRange());
    expect(rows.filter((row) => row.stream === demandStream(demandId)).map((row) => row.type)).toContain(
      'ProviderSubscribed',
    );
    await app()
      .get('/v1/analista/exportacao')
      .query({ from: '2026-11-24', to: '2026-11-20', format: 'csv' })
      .set('Authorization', admin())
      .expect(422);
  });
});
