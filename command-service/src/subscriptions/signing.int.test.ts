import { blumenauDemand, fileConfirmedDemand } from '../../../test-support/demands';
import { onPostgres, positionOf, useTestApi } from '../../../test-support/apiHarness';

const { app, api, admin, providerWithCredits } = useTestApi();

describe(onPostgres('seats only for who may sign (ADR 0169)'), () => {
  it('a PCMSO seat: refused (409, nothing spent) without a verified CRM with RQE, taken once an admin verifies it', async () => {
    const services = (await app().get('/v1/services?page=1&name=PCMSO').expect(200)).body.data.data as { id: number; name: string }[];
    const pcmso = services.find((s) => s.name.startsWith('PCMSO'));
    expect(pcmso).toBeDefined();
    const demand = await fileConfirmedDemand(api(), blumenauDemand(pcmso!.id, 'clara@malhasvale.com.br'));
    const p = await providerWithCredits();

    const refused = await app().post('/v1/subs').set('Authorization', p.auth).set('id', String(demand.id)).set('X-Min-Position', demand.position).expect(409);
    expect(refused.body.message).toBe('Requer assinatura de médico do trabalho');
    // The offer page is told why (GET /v1/companys/service/:id).
    const offer = await app().get(`/v1/companys/service/${demand.id}`).set('Authorization', p.auth).set('X-Min-Position', demand.position).expect(200);
    expect(offer.body.data.signing_required).toBe('Requer assinatura de médico do trabalho');

    // Declared but not yet verified: still refused.
    const crm = await app().post('/v1/credentials').set('Authorization', p.auth).send({ kind: 'CRM', number: '123456', uf: 'SC', rqe: '7890' }).expect(201);
    await app().post('/v1/subs').set('Authorization', p.auth).set('id', String(demand.id)).set('X-Min-Position', positionOf(crm)).expect(409);
    const me = await app().get('/v1/auth/me').set('Authorization', p.auth).set('X-Min-Position', positionOf(crm)).expect(200);
    expect(me.body.credits).toBe(30);

    const verified = await app().post('/v1/admin/credentials/verify').set('Authorization', admin()).send({ credentialId: crm.body.data.credentialId, note: 'RQE conferido no CFM.' }).expect(200);
    const taken = await app().post('/v1/subs').set('Authorization', p.auth).set('id', String(demand.id)).set('X-Min-Position', positionOf(verified)).expect(200);
    expect(taken.body.message).toBe('Inscrição realizada com sucesso');
    const after = await app().get(`/v1/companys/service/${demand.id}`).set('Authorization', p.auth).set('X-Min-Position', positionOf(verified)).expect(200);
    expect(after.body.data.signing_required).toBeNull();
    // The requester's page marks the seat holder who may sign: "Assinatura habilitada ✔".
    const requester = await app().get(`/v1/minha-demanda/${demand.token}`).set('X-Min-Position', positionOf(taken)).expect(200);
    expect(requester.body.data.providers.map((x: { id: string; maySign: boolean }) => [x.id, x.maySign])).toEqual([[p.id, true]]);
  });
});
