import request from 'supertest';
import { blumenauDemand, fileConfirmedDemand } from '../../../test-support/demands';
import { adminBearer, startTestApi } from '../../../test-support/testApp';
import type { TestApi } from '../../../test-support/testApp';
import { DAY_MS } from '@conectasst/common/rules/time';
import { serviceProfile } from '../../../test-support/providerDetails';

const positionOf = (r: request.Response): string => String(r.headers['x-position'] ?? '');

/**
 * "Meu desempenho" (issue #21 item 6, ADR 0127) through the HTTP API: given providers, demands, seats, a hire and
 * reviews written through the real commands, the provider reads its own figures, the other providers only as the
 * quartile band of its own speed among theirs (and only with at least 5 of them), never another provider's data; admins get 403, anonymous callers 401.
 */
describe('provider insights: GET /v1/parceiro/desempenho', () => {
  let api: TestApi;
  let admin: string;
  let seq = 0;
  let services: { id: number; area: number }[];
  const app = () => request(api.system.app);
  const caughtUp = async () => api.system.runner.waitFor(await api.system.store.headPosition(), 30_000);

  beforeAll(async () => {
    api = await startTestApi();
    admin = await adminBearer(api);
    services = (await app().get('/v1/services?page=1').expect(200)).body.data.data;
  });
  afterAll(async () => {
    await api.stop();
  });

  /** A provider serving one area in one city, with credits given by the admin. */
  async function provider(areaId: number, uf: string, city: string): Promise<{ auth: string; id: string }> {
    const signup = await app()
      .post('/v1/auth')
      .send({
        name: 'Rita',
        surname: `Alves ${++seq}`,
        phone: '11987654321',
        email: `parceiro${seq}@sst.com.br`,
        password: 'segredo1',
      })
      .expect(201);
    const auth = `Bearer ${signup.body.token}`;
    const id = (
      await app().get('/v1/auth/me').set('Authorization', auth).set('X-Min-Position', positionOf(signup)).expect(200)
    ).body.userData.id as string;
    await app()
      .post('/v1/company/detail')
      .set('Authorization', auth)
      .send(serviceProfile(areaId, uf, city))
      .expect(201);
    await app()
      .put('/v1/admin/Parceiro')
      .set('Authorization', admin)
      .send({ id, delta: 50, balanceSeen: 0 })
      .expect(200);
    return { auth, id };
  }

  async function demand(serviceId: number, uf: string, city: string) {
    const email = `empresa${++seq}@cliente.com.br`;
    return fileConfirmedDemand(
      api,
      blumenauDemand(serviceId, email, { location: { UF: uf, City: city, Street: 'Centro' } }),
    );
  }
  const subscribe = async (p: { auth: string }, d: { id: number }) => {
    await caughtUp();
    await app().post('/v1/subs').set('Authorization', p.auth).set('id', String(d.id)).expect(200);
  };
  const insights = async (p: { auth: string }, query = '') => {
    await caughtUp();
    return (await app().get(`/v1/parceiro/desempenho${query}`).set('Authorization', p.auth).expect(200)).body;
  };

  it("gives the provider its own figures, never the others' (no comparison with fewer than 5 other providers in the same areas and region)", async () => {
    const service = services[0]!;
    const otherArea = services.find((s) => s.area !== service.area)!;
    // Given: the provider and three others serving the same area in Blumenau/SC, one in Niterói/RJ, one of another area.
    const me = await provider(service.area, 'SC', 'Blumenau');
    const [first, second, third] = [
      await provider(service.area, 'SC', 'Blumenau'),
      await provider(service.area, 'SC', 'Blumenau'),
      await provider(service.area, 'SC', 'Blumenau'),
    ];
    const elsewhere = await provider(service.area, 'RJ', 'Niterói');
    const otherTrade = await provider(otherArea.area, 'SC', 'Blumenau');
    // Two demands that match the provider's profile, one in another state, one of another area.
    const [matching1, matching2, inRio, ofOtherArea] = [
      await demand(service.id, 'SC', 'Blumenau'),
      await demand(service.id, 'SC', 'Blumenau'),
      await demand(service.id, 'RJ', 'Niterói'),
      await demand(otherArea.id, 'SC', 'Blumenau'),
    ];

    // Before any seat: the matching demands only, nothing compared.
    expect(await insights(me)).toMatchObject({
      days: 30,
      matching: 2,
      subscribed: 0,
      hired: 0,
      creditsSpent: 0,
      creditsPerHire: null,
      rating: { average: null, count: 0 },
      speed: { yourMedianSeconds: null, othersBand: null, minOtherProviders: 5 },
    });

    // When: the provider takes both seats, two others of the same area and region one each, the Niterói one and the
    // other trade one each.
    await subscribe(me, matching1);
    await subscribe(me, matching2);
    await subscribe(first, matching1);
    await subscribe(second, matching1);
    await subscribe(elsewhere, inRio);
    await subscribe(otherTrade, ofOtherArea);
    // The requester of the first demand hired the provider and reviews it (5), the second reviews it (4); the first
    // other provider gets a 1-star review.
    await caughtUp();
    await app().post('/v1/minha-demanda/contratado').send({ token: matching1.token, hired: me.id }).expect(200);
    await app()
      .post('/v1/minha-demanda/avaliacoes')
      .send({ token: matching1.token, providerId: me.id, stars: 5, comment: 'Ótimo atendimento, recomendo.' })
      .expect(201);
    await app()
      .post('/v1/minha-demanda/avaliacoes')
      .send({ token: matching2.token, providerId: me.id, stars: 4, comment: 'Bom atendimento, um pouco lento.' })
      .expect(201);
    await app()
      .post('/v1/minha-demanda/avaliacoes')
      .send({ token: matching1.token, providerId: first.id, stars: 1, comment: 'Não retornou as ligações.' })
      .expect(201);

    // Then: its own figures; only two others of the same area and region took a seat, so no comparison.
    const mine = await insights(me);
    expect(mine).toMatchObject({
      matching: 2,
      subscribed: 2,
      hired: 1,
      creditsSpent: 20,
      creditsPerHire: 20,
      rating: { average: 4.5, count: 2 },
      speed: { othersBand: null, minOtherProviders: 5 },
    });
    expect(mine.speed.yourMedianSeconds).toEqual(expect.any(Number));
    expect(mine.speed.yourMedianSeconds).toBeGreaterThanOrEqual(0);

    // A third one (the Niterói and other-trade ones never counted) is still fewer than 5: no comparison (the attack
    // test below shows the band from 5 on).
    await subscribe(third, matching2);
    const compared = await insights(me);
    expect(compared.speed).toEqual({ yourMedianSeconds: expect.any(Number), othersBand: null, minOtherProviders: 5 });

    // Another provider's data never appears: asking for someone else's id changes nothing, the body names nobody,
    // and the other provider sees its own figures (its 1-star review), not the provider's.
    const asked = await insights(me, `?dias=30&providerId=${first.id}`);
    expect({ ...asked, since: undefined, until: undefined, speed: undefined }).toEqual({
      ...compared,
      since: undefined,
      until: undefined,
      speed: undefined,
    });
    for (const other of [first, second, third, elsewhere, otherTrade])
      expect(JSON.stringify(asked)).not.toContain(other.id);
    expect(await insights(first)).toMatchObject({
      matching: 2,
      subscribed: 1,
      hired: 0,
      creditsSpent: 10,
      creditsPerHire: null,
      rating: { average: 1, count: 1 },
    });

    // The 90-day period counts the same seats here.
    expect(await insights(me, '?dias=90')).toMatchObject({ days: 90, subscribed: 2, hired: 1 });
  });

  it('refuses a period other than 30 or 90 days, admins (403) and callers without a session (401)', async () => {
    const service = services[0]!;
    const me = await provider(service.area, 'SP', 'Campinas');
    await caughtUp();
    expect(
      (await app().get('/v1/parceiro/desempenho?dias=7').set('Authorization', me.auth).expect(400)).body.message,
    ).toBe('Escolha um período de 30 ou 90 dias.');
    expect((await app().get('/v1/parceiro/desempenho').set('Authorization', admin).expect(403)).body.message).toEqual(
      expect.any(String),
    );
    expect((await app().get('/v1/parceiro/desempenho').expect(401)).body.message).toEqual(expect.any(String));
  });

  it("the attack (issue #33 item 5): two fake accounts around a victim never give back the victim's speed; with four, only a band", async () => {
    const service = services[0]!;
    // Given: a victim and an attacker serving one area in Salvador/BA, and the attacker's fake accounts there too.
    const [victim, attacker, fake1, fake2] = [
      await provider(service.area, 'BA', 'Salvador'),
      await provider(service.area, 'BA', 'Salvador'),
      await provider(service.area, 'BA', 'Salvador'),
      await provider(service.area, 'BA', 'Salvador'),
    ];
    const d1 = await demand(service.id, 'BA', 'Salvador');
    for (const p of [victim, fake1, fake2, attacker]) await subscribe(p, d1);
    await caughtUp();
    // The seats took these times after the filing (seconds): one fake very fast, one very slow, the victim between
    // (the read model's clock set back: the demands filed two days ago).
    const filedAt = new Date(Date.now() - 2 * DAY_MS);
    const took = async (p: { id: string }, d: { id: number }, seconds: number) => {
      await api.system.readPool.query(`UPDATE demands SET created_at = $2 WHERE id = $1`, [d.id, filedAt]);
      await api.system.readPool.query(
        `UPDATE subscriptions s SET created_at = d.created_at + make_interval(secs => $3) FROM demands d WHERE d.id = s.demand_id AND s.provider_id = $1::uuid AND s.demand_id = $2`,
        [p.id, d.id, seconds],
      );
    };
    const victimSeconds = 7_200;
    await took(victim, d1, victimSeconds);
    await took(fake1, d1, 60);
    await took(fake2, d1, 86_400);
    await took(attacker, d1, 3_600);
    expect((await insights(victim)).speed.yourMedianSeconds).toBe(victimSeconds);

    // Then: three others (the victim and two fakes) are not enough: no figure of theirs, a text instead.
    const withTwoFakes = await insights(attacker);
    expect(withTwoFakes.speed).toEqual({ yourMedianSeconds: 3_600, othersBand: null, minOtherProviders: 5 });
    expect(JSON.stringify(withTwoFakes)).not.toContain(String(victimSeconds));

    // With four fakes (five others), the attacker reads only where he stands among them, as a quartile band.
    const [fake3, fake4] = [
      await provider(service.area, 'BA', 'Salvador'),
      await provider(service.area, 'BA', 'Salvador'),
    ];
    const d2 = await demand(service.id, 'BA', 'Salvador');
    await subscribe(fake3, d1);
    await subscribe(fake4, d2);
    await caughtUp();
    await took(fake3, d1, 30);
    await took(fake4, d2, 100_000);
    const withFourFakes = await insights(attacker);
    // Two of the five others (fake1, fake3) were faster than 3,600 s: 40 % → 'Entre os 50 % mais rápidos'.
    expect(withFourFakes.speed).toEqual({ yourMedianSeconds: 3_600, othersBand: 'faster50', minOtherProviders: 5 });
    expect(JSON.stringify(withFourFakes)).not.toContain(String(victimSeconds));
    // The victim sees its own band, never the attacker's figures.
    expect((await insights(victim)).speed).toEqual({
      yourMedianSeconds: victimSeconds,
      othersBand: 'slower50',
      minOtherProviders: 5,
    });
  });
});
