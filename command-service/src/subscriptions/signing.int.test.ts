import { blumenauDemand, fileConfirmedDemand } from '../../../test-support/demands';
import { onPostgres, positionOf, useTestApi } from '../../../test-support/apiHarness';

const { app, api, as, admin, providerWithCredits } = useTestApi();

describe(onPostgres('seats only for who may sign (ADR 0169)'), () => {
  it('a PCMSO seat: refused (409, nothing spent) without a verified CRM with RQE, taken once an admin verifies it', async () => {
    const services = (await app().get('/v1/services?page=1&name=PCMSO').expect(200)).body.data.data as {
      id: number;
      name: string;
    }[];
    const pcmso = services.find((s) => s.name.startsWith('PCMSO'));
    expect(pcmso).toBeDefined();
    const demand = await fileConfirmedDemand(api(), blumenauDemand(pcmso!.id, 'clara@malhasvale.com.br'));
    const p = await providerWithCredits();

    const refused = await as(p.auth)
      .post('/v1/subs')
      .set('id', String(demand.id))
      .set('X-Min-Position', demand.position)
      .expect(409);
    expect(refused.body.message).toBe('Requer assinatura de médico do trabalho');
    // The offer page is told why (GET /v1/companys/service/:id).
    const offer = await as(p.auth, demand.position).get(`/v1/companys/service/${demand.id}`).expect(200);
    expect(offer.body.data.signing_required).toBe('Requer assinatura de médico do trabalho');

    // Declared but not yet verified: still refused.
    const crm = await as(p.auth)
      .post('/v1/credentials', { kind: 'CRM', number: '123456', uf: 'SC', rqe: '7890' })
      .expect(201);
    await as(p.auth).post('/v1/subs').set('id', String(demand.id)).set('X-Min-Position', positionOf(crm)).expect(409);
    const me = await as(p.auth, crm).get('/v1/auth/me').expect(200);
    expect(me.body.credits).toBe(30);

    const verified = await as(admin())
      .post('/v1/admin/credentials/verify', { credentialId: crm.body.data.credentialId, note: 'RQE conferido no CFM.' })
      .expect(200);
    const taken = await as(p.auth)
      .post('/v1/subs')
      .set('id', String(demand.id))
      .set('X-Min-Position', positionOf(verified))
      .expect(200);
    expect(taken.body.message).toBe('Inscrição realizada com sucesso');
    const after = await as(p.auth, verified).get(`/v1/companys/service/${demand.id}`).expect(200);
    expect(after.body.data.signing_required).toBeNull();
    // The requester's page marks the seat holder who may sign: "Assinatura habilitada ✔".
    const requester = await app()
      .get(`/v1/minha-demanda/${demand.token}`)
      .set('X-Min-Position', positionOf(taken))
      .expect(200);
    expect(requester.body.data.providers.map((x: { id: string; maySign: boolean }) => [x.id, x.maySign])).toEqual([
      [p.id, true],
    ]);
  });
});

describe(onPostgres('a CREA speciality meets the rule, not any CREA (ADR 0177)'), () => {
  it('an LTCAT seat: refused to a verified CREA without the speciality, taken once the admin confirms a declared "Engenharia de Segurança do Trabalho"', async () => {
    const services = (await app().get('/v1/services?page=1&name=LTCAT').expect(200)).body.data.data as {
      id: number;
      name: string;
    }[];
    const ltcat = services.find((s) => s.name.startsWith('LTCAT'));
    expect(ltcat).toBeDefined();
    const demand = await fileConfirmedDemand(api(), blumenauDemand(ltcat!.id, 'rui@fundicaosul.com.br'));
    const p = await providerWithCredits();
    const refusal = 'Requer assinatura de médico do trabalho ou engenheiro de segurança do trabalho';

    const plain = await as(p.auth).post('/v1/credentials', { kind: 'CREA', number: '1111111', uf: 'SC' }).expect(201);
    const plainOk = await as(admin(), plain)
      .post('/v1/admin/credentials/verify', { credentialId: plain.body.data.credentialId, note: 'CREA ativo.' })
      .expect(200);
    const refused = await as(p.auth)
      .post('/v1/subs')
      .set('id', String(demand.id))
      .set('X-Min-Position', positionOf(plainOk))
      .expect(409);
    expect(refused.body.message).toBe(refusal);

    const engineer = await as(p.auth)
      .post('/v1/credentials', {
        kind: 'CREA',
        number: '2222222',
        uf: 'SC',
        speciality: 'engenharia-de-seguranca-do-trabalho',
      })
      .expect(201);
    // The registry alone verified: the speciality is not confirmed, still refused.
    const registryOnly = await as(admin(), engineer)
      .post('/v1/admin/credentials/verify', { credentialId: engineer.body.data.credentialId, note: 'CREA ativo.' })
      .expect(200);
    await as(p.auth)
      .post('/v1/subs')
      .set('id', String(demand.id))
      .set('X-Min-Position', positionOf(registryOnly))
      .expect(409);
    const queue = await as(admin(), registryOnly).get('/v1/admin/credentials?status=all').expect(200);
    const listed = (
      queue.body.data as { credentialId: string; speciality: string | null; specialityVerified: boolean }[]
    ).find((c) => c.credentialId === engineer.body.data.credentialId);
    expect(listed).toMatchObject({ speciality: 'engenharia-de-seguranca-do-trabalho', specialityVerified: false });

    const confirmed = await as(admin(), registryOnly)
      .post('/v1/admin/credentials/verify', {
        credentialId: engineer.body.data.credentialId,
        note: 'Atribuição de Eng. de Segurança do Trabalho conferida no CREA-SC.',
        specialityConfirmed: true,
      })
      .expect(200);
    const offer = await as(p.auth, confirmed).get(`/v1/companys/service/${demand.id}`).expect(200);
    expect(offer.body.data.signing_required).toBeNull();
    await as(p.auth)
      .post('/v1/subs')
      .set('id', String(demand.id))
      .set('X-Min-Position', positionOf(confirmed))
      .expect(200);
  });

  it('a speciality of another council is refused with 422 and nothing is declared', async () => {
    const p = await providerWithCredits();
    const answer = await as(p.auth)
      .post('/v1/credentials', {
        kind: 'CRM',
        number: '123456',
        uf: 'SC',
        rqe: '7890',
        speciality: 'engenharia-de-seguranca-do-trabalho',
      })
      .expect(422);
    expect(answer.body.message).toBe('Esta especialidade não é de um registro deste conselho.');
    await as(p.auth)
      .post('/v1/credentials', { kind: 'CREA', number: '123456', uf: 'SC', speciality: 'astrologia' })
      .expect(400);
    const mine = await as(p.auth).get('/v1/credentials').expect(200);
    expect(mine.body.data.credentials ?? mine.body.data).toHaveLength(0);
  });
});
