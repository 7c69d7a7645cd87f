import { onPostgres, positionOf, useTestApi } from '../../../test-support/apiHarness';
import { blumenauDemand, fileConfirmedDemand } from '../../../test-support/demands';
import { partnerSlug } from '@conectasst/common/api/reviews';
import { demandMessages as m } from '@conectasst/common/rules/demandRules';
import { demandStream } from '@conectasst/events/schemas/demandEvents';
import { demandDecider } from './businessLogic';

const { app, api, as, providerWithCredits, jobDeps, credits, caughtUp, signUpProviderServing } = useTestApi();

let serviceId: number;
let serviceArea: number;
let seq = 0;
const email = () => `direto${++seq}@malhasvale.com.br`;

beforeAll(async () => {
  const first = (await app().get('/v1/services?page=1').expect(200)).body.data.data[0];
  serviceId = first.id;
  serviceArea = first.area;
});

/** Pedido direto (issue #36 item 4, ADR 0170) through POST /v1/demanda and POST /v1/subs. */
describe(onPostgres('a demand asked of one provider (Pedido direto)'), () => {
  it('names the provider by its page slug; others take 4 seats, the 5th is refused to them and taken by the named one', async () => {
    const named = await providerWithCredits(1, { name: 'Marta', surname: 'Lins' });
    const body = { ...blumenauDemand(serviceId, email()), parceiro: partnerSlug('Marta Lins', named.id) };
    const filed = await fileConfirmedDemand(api(), body);
    const { state } = await jobDeps().commands.load(demandStream(filed.id), demandDecider);
    expect(state.directProviderId).toBe(named.id);

    // The named provider's listing and offer page say the seat is held for them; nobody else's do.
    const mine = await as(named.auth, filed.position).get(`/v1/companys/service/${filed.id}`).expect(200);
    expect(mine.body.data.reserved_for_you).toBe(true);
    const listed = await as(named.auth).get('/v1/companys/service?page=1').expect(200);
    expect(listed.body.data.find((d: { id: number }) => d.id === filed.id)).toMatchObject({ reserved_for_you: true });
    const others = await Promise.all([1, 2, 3, 4, 5].map(() => providerWithCredits(1)));
    for (const p of others.slice(0, 4)) await as(p.auth).post('/v1/subs').set('id', String(filed.id)).expect(200);
    const refused = await as(others[4]!.auth).post('/v1/subs').set('id', String(filed.id)).expect(409);
    expect(refused.body.message).toBe(m.seatReserved);
    const theirs = await as(others[4]!.auth).get(`/v1/companys/service/${filed.id}`).expect(200);
    expect(theirs.body.data.reserved_for_you).toBeUndefined();
    const taken = await as(named.auth).post('/v1/subs').set('id', String(filed.id)).expect(200);
    const full = await as(others[4]!.auth)
      .post('/v1/subs')
      .set('id', String(filed.id))
      .set('X-Min-Position', positionOf(taken))
      .expect(409);
    expect(full.body.message).toBe(m.full);
    // The named provider paid the same 10 credits as everyone (30 bought).
    expect(await credits(named.auth, positionOf(taken))).toBe(20);
  });

  it('an unknown or malformed provider is a 422 with a Portuguese message; nothing is filed', async () => {
    for (const parceiro of ['ninguem', 'ninguem-00000000-0000-4000-8000-000000000000']) {
      const res = await app()
        .post('/v1/demanda')
        .send({ ...blumenauDemand(serviceId, email()), parceiro })
        .expect(422);
      expect(res.body.message).toBe(m.directProviderUnknown);
    }
  });

  it('alerts the named provider at publication by e-mail whatever their e-mail choice and profile match, unless paused', async () => {
    // Both serve another state (the profile does not match a Blumenau demand) and keep the default hourly digest.
    const named = async (name: string, paused: boolean) => {
      const p = await signUpProviderServing(
        serviceArea,
        { uf: 'MG', city: 'Contagem' },
        { name, surname: 'Direto', email: `${name.toLowerCase()}${++seq}@sst.com.br` },
      );
      if (paused)
        await as(p.auth).put('/v1/alert-preferences', { email: 'digest', quietHours: null, paused: true }).expect(200);
      return p;
    };
    const [rosa, paulo] = [await named('Rosa', false), await named('Paulo', true)];
    await caughtUp();
    const alertsTo = (to: string) =>
      api()
        .system.devMailbox!.list()
        .filter((mail) => mail.to === to && mail.subject.startsWith('ConectaSST: nova demanda'));
    for (const p of [rosa, paulo])
      await fileConfirmedDemand(api(), { ...blumenauDemand(serviceId, email()), parceiro: p.id });
    await api().system.instantAlerts!.caughtUp();
    expect(alertsTo(rosa.email)).toHaveLength(1);
    expect(alertsTo(paulo.email)).toEqual([]);
  });

  it('the public page says "Costuma responder em até X h" from the provider\'s own 5th seat on, never before', async () => {
    const fast = await providerWithCredits(2, { name: 'Lia', surname: 'Ramos' });
    const slug = partnerSlug('Lia Ramos', fast.id);
    let last = '';
    for (let n = 1; n <= 5; n++) {
      const filed = await fileConfirmedDemand(api(), blumenauDemand(serviceId, email()));
      const seat = await as(fast.auth).post('/v1/subs').set('id', String(filed.id)).expect(200);
      last = positionOf(seat);
      if (n === 4) {
        const four = await app().get(`/v1/parceiros/${slug}`).set('X-Min-Position', last).expect(200);
        expect(four.body.data.responseHours).toBeNull();
      }
    }
    const five = await app().get(`/v1/parceiros/${slug}`).set('X-Min-Position', last).expect(200);
    // Seats taken seconds after publication: at most 1 h.
    expect(five.body.data.responseHours).toBe(1);
    expect((await app().get(`/parceiros/${slug}`).expect(200)).text).toContain('Costuma responder em até 1 h');
  });
});
