import request from 'supertest';
import { campinasDemand, fileConfirmedDemand, fileDemand } from '../../test-support/demands';
import { startTestApi } from '../../test-support/testApp';
import type { TestApi } from '../../test-support/testApp';
import type { ReadModelLookups } from './readModelLookups';
import { readModelLookups } from './readModelLookups';
import { DAY_MS } from '@conectasst/common/rules/time';

/**
 * The command side's one port to the read models (ADR 0132): given events written through the HTTP API and projected,
 * each lookup answers what the projection wrote — and nothing for what it never saw.
 */
describe(`ReadModelLookups over the projections' tables (${process.env.TEST_DATABASE_KIND ?? 'embedded'} PostgreSQL)`, () => {
  let api: TestApi;
  let lookups: ReadModelLookups;
  let services: { id: number; name: string }[];
  const app = () => request(api.system.app);
  const projected = async () =>
    expect(await api.system.runner.waitFor(await api.system.store.headPosition(), 60_000)).toBe(true);

  const demand = (email: string, serviceIds: number[]) => campinasDemand(serviceIds, email);

  beforeAll(async () => {
    api = await startTestApi();
    lookups = readModelLookups(api.system.readPool);
    services = (await app().get('/v1/services?page=1').expect(200)).body.data.data;
  });
  afterAll(async () => {
    await api.stop();
  });

  it('given a provider signed up (UserRegistered), the users lookups find the account by e-mail and by id', async () => {
    const signup = await app()
      .post('/v1/auth')
      .send({
        name: 'Leo',
        surname: 'Prado',
        phone: '11987654321',
        email: 'Leo.Prado@SST.com.br',
        password: 'segredo1',
      })
      .expect(201);
    const me = await app()
      .get('/v1/auth/me')
      .set('Authorization', `Bearer ${signup.body.token}`)
      .set('X-Min-Position', String(signup.headers['x-position']))
      .expect(200);
    const id = me.body.userData.id as string;

    expect(await lookups.loginAccount('leo.prado@sst.com.br')).toEqual({
      id,
      type: 'provider',
      password_hash: expect.stringMatching(/^\$argon2id\$/),
    });
    expect(await lookups.providerByEmail('leo.prado@sst.com.br')).toEqual({ id, name: 'Leo' });
    // The sign-up keeps the address normalized (lower case).
    expect(await lookups.accountEmail(id)).toBe('leo.prado@sst.com.br');
    expect(await lookups.providerCnpj(id)).toEqual({ cnpj: null });

    expect(await lookups.loginAccount('ninguem@sst.com.br')).toBeUndefined();
    expect(await lookups.providerByEmail('ninguem@sst.com.br')).toBeUndefined();
    expect(await lookups.providerCnpj('00000000-0000-4000-8000-000000000000')).toBeUndefined();
    // The self-review check's identity (ADR 0157): raw values; nothing for an unknown provider.
    expect(await lookups.providerIdentity(id)).toEqual({
      emails: ['leo.prado@sst.com.br'],
      phones: ['11987654321'],
      documents: [],
      companies: [],
      names: ['Leo Prado'],
    });
    expect(await lookups.providerIdentity('00000000-0000-4000-8000-000000000000')).toEqual({
      emails: [],
      phones: [],
      documents: [],
      companies: [],
      names: [],
    });
  });

  it('given the reference catalogue loaded at start, the catalogue lookups keep only active areas, their NRs and active services', async () => {
    const nr = (
      (await app().get('/v1/search/all').expect(200)).body.data as { id: number; area_id: number; status: boolean }[]
    ).find((n) => n.status)!;
    expect(await lookups.activeAreaIds([nr.area_id, 999_999])).toEqual([nr.area_id]);
    expect(await lookups.activeNrIdsOfAreas([nr.id, 999_999], [nr.area_id])).toEqual([nr.id]);
    expect(await lookups.activeNrIdsOfAreas([nr.id], [999_999])).toEqual([]);
    const found = await lookups.activeServices([services[0]!.id, 999_999]);
    expect(found).toEqual([{ id: services[0]!.id, name: services[0]!.name }]);
  });

  it('given one e-mail filed a demand and confirmed it (DemandFiled, DemandConfirmed) and filed a second one, the demand lookups see both', async () => {
    const email = 'compras@metalurgica.com.br';
    const first = await fileConfirmedDemand(api, demand(email, [services[0]!.id]));
    const second = await fileDemand(api, demand('Compras@Metalurgica.com.br', [services[1]!.id]));
    await projected();

    expect(await lookups.hasOpenDemand(email)).toBe(true);
    expect(await lookups.hasOpenDemand('outra@metalurgica.com.br')).toBe(false);
    const now = new Date();
    const recent = await lookups.demandsFiledSince(email, now, 24);
    expect(recent.map((d) => [d.id, d.serviceIds, d.pending]).sort()).toEqual([
      [first.id, [services[0]!.id], false],
      [second.id, [services[1]!.id], true],
    ]);
    expect(await lookups.demandsFiledSince(email, new Date(now.getTime() + 25 * 3_600_000), 24)).toEqual([]);
    expect(await lookups.demandContact(first.id)).toEqual({ email, name: 'Paula' });
    expect((await lookups.openDemandsOf(email, now, 5)).map((d) => [d.id, d.published])).toEqual([
      [second.id, false],
      [first.id, true],
    ]);
    expect(await lookups.otherDemandsOfRequester(first.id)).toEqual([second.id]);
    // The sweep's candidates: the unconfirmed one once 72 h old, none due before its 30 days.
    expect(await lookups.unconfirmedDemandsDue(now, 72, 500)).not.toContain(second.id);
    expect(await lookups.unconfirmedDemandsDue(new Date(now.getTime() + 73 * 3_600_000), 72, 500)).toContain(second.id);
    expect(await lookups.publishedDemandsDue(now, 500)).not.toContain(first.id);
    expect(await lookups.publishedDemandsDue(new Date(now.getTime() + 31 * DAY_MS), 500)).toContain(first.id);
  });

  it('ids the read models never saw find nothing', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(await lookups.credentialOwner(unknown)).toBeUndefined();
    expect(await lookups.leadReport(unknown)).toBeUndefined();
    expect(await lookups.review(unknown)).toBeUndefined();
    expect(await lookups.orderByToken('nenhum')).toBeUndefined();
    expect(await lookups.availablePackage(999_999)).toBeUndefined();
    expect(await lookups.demandContact(999_999)).toBeUndefined();
    expect(await lookups.seatMails([{ demandId: 999_999, providerId: unknown }])).toEqual([]);
  });
});
