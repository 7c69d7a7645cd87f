import { areaStream } from '@conectasst/events/schemas/areaEvents';
import { PARKED_EVENTS_STREAM } from '@conectasst/events/schemas/operationsEvents';
import { parkedEventsMessages } from '@conectasst/common/api/parkedEvents';
import { onPostgres, positionOf, useTestApi } from '../../../test-support/apiHarness';
import { itRefusesAllButAdmins } from '../../../test-support/adminOnly';
import { sample } from '../../../test-support/prometheus';

const { app, api, as, admin, call, providerToken, caughtUp } = useTestApi();

/** "Eventos com falha" (ADR 0155): the admin's list, "Reprocessar" and "Ignorar", /ready and /metrics. */
describe(onPostgres('parked events through the HTTP API'), () => {
  let poisonId = '';

  beforeAll(async () => {
    // An area id no PostgreSQL integer holds: every read model of areas fails on this event, whatever it retries.
    const { store, catalogue } = api().system;
    const encoded = await catalogue.encode(
      { type: 'AreaCreated', data: { areaId: 2_147_483_648, name: 'Veneno' } },
      { userId: 'test', role: 'admin' },
    );
    await store.append(areaStream(2_147_483_648), [encoded], 'any');
    poisonId = (await store.read(areaStream(2_147_483_648)))[0]!.id;
    // The projections park it after their bounded retries, then catch up.
    await caughtUp();
  });

  it('lists the parked event (type, consumer, error without the data, attempts) and counts what is still parked', async () => {
    const list = await as(admin()).get('/v1/admin/parked-events').expect(200);
    const areas = list.body.data.data.find((i: { consumer: string }) => i.consumer === 'areas');
    expect(areas).toEqual(
      expect.objectContaining({
        eventId: poisonId,
        eventType: 'AreaCreated',
        streamId: 'area-2147483648',
        state: 'parked',
        attempts: 5,
        resolvedBy: null,
      }),
    );
    expect(areas.error).toBe('22003: value "…" is out of range for type integer');
    expect(JSON.stringify(list.body)).not.toContain('Veneno');
    expect(list.body.open).toBe(list.body.data.total);
    expect(list.body.open).toBeGreaterThanOrEqual(1);
  });

  it('/ready stays 200 and says "degraded", naming the consumers; /metrics counts the parked events per consumer', async () => {
    const ready = await app().get('/ready').expect(200);
    expect(ready.body.status).toBe('degraded');
    expect(ready.body.degraded).toEqual(['parkedEvents']);
    expect(ready.body.checks.parkedEvents).toMatchObject({
      ok: true,
      degraded: true,
      consumers: expect.objectContaining({ areas: 1 }),
    });
    const metrics = (await app().get('/metrics').expect(200)).text;
    expect(sample(metrics, 'conectasst_parked_events', { service: 'standalone', consumer: 'areas' })).toBe(1);
    expect(sample(metrics, 'conectasst_parked_events', { service: 'standalone', consumer: 'nrs' })).toBe(0);
  });

  it('"Reprocessar" while the cause is still there: it fails again and stays parked with one more attempt', async () => {
    const r = await as(admin())
      .post('/v1/admin/parked-events/reprocess', { items: [{ consumer: 'areas', eventId: poisonId }] })
      .expect(200);
    expect(r.body).toEqual({
      message: parkedEventsMessages.reprocessed,
      data: { results: [{ consumer: 'areas', eventId: poisonId, outcome: 'failed' }] },
    });
    const list = await as(admin()).get('/v1/admin/parked-events').expect(200);
    expect(list.body.data.data.find((i: { consumer: string }) => i.consumer === 'areas')).toMatchObject({
      state: 'parked',
      attempts: 6,
    });
  });

  it('"Ignorar" resolves it for good, records which admin and when, and appends the audit event', async () => {
    const r = await as(admin())
      .post('/v1/admin/parked-events/ignore', {
        items: [{ consumer: 'areas', eventId: poisonId }],
        note: 'Área de teste',
      })
      .expect(200);
    expect(r.body.data.results).toEqual([{ consumer: 'areas', eventId: poisonId, outcome: 'ignored' }]);
    expect(positionOf(r)).toMatch(/^\d+\.\d+$/);
    const again = await as(admin())
      .post('/v1/admin/parked-events/ignore', { items: [{ consumer: 'areas', eventId: poisonId }] })
      .expect(200);
    expect(again.body.data.results).toEqual([{ consumer: 'areas', eventId: poisonId, outcome: 'not-parked' }]);
    const ignored = await as(admin()).get('/v1/admin/parked-events?state=ignored').expect(200);
    expect(ignored.body.data.data).toEqual([
      expect.objectContaining({
        consumer: 'areas',
        eventId: poisonId,
        state: 'ignored',
        resolvedBy: expect.any(String),
        resolvedAt: expect.any(String),
      }),
    ]);
    const audit = await api().system.store.read(PARKED_EVENTS_STREAM);
    expect(
      audit.map((e) => [e.type, e.data.consumer, e.data.eventId, e.data.eventType, e.data.note, e.metadata.role]),
    ).toEqual([['ParkedEventIgnored', 'areas', poisonId, 'AreaCreated', 'Área de teste', 'admin']]);
    expect(
      (await as(admin()).get('/v1/admin/parked-events').expect(200)).body.data.data.map(
        (i: { consumer: string }) => i.consumer,
      ),
    ).not.toContain('areas');
  });

  it('refuses a bad choice with a Portuguese message', async () => {
    const empty = await as(admin()).post('/v1/admin/parked-events/reprocess', { items: [] }).expect(400);
    expect(empty.body.message).toBe(parkedEventsMessages.items);
    const state = await as(admin()).get('/v1/admin/parked-events?state=talvez').expect(400);
    expect(state.body.message).toBe(parkedEventsMessages.state);
  });

  describe('only administrators', () => {
    itRefusesAllButAdmins({ call, providerToken }, [
      ['get', '/v1/admin/parked-events', null],
      ['post', '/v1/admin/parked-events/reprocess', { items: [{ consumer: 'areas', eventId: 'x' }] }],
      ['post', '/v1/admin/parked-events/ignore', { items: [{ consumer: 'areas', eventId: 'x' }] }],
    ]);
  });
});
