import { LGPD_REQUEST_DAYS, lgpdRequestMessages as m } from '@conectasst/common/rules/lgpdRules';
import type { LgpdRequestRow } from '@conectasst/common/api/lgpd';
import { itRefusesAllButAdmins } from '../../../test-support/adminOnly';
import { blumenauDemand, fileConfirmedDemand } from '../../../test-support/demands';
import { onPostgres, positionOf, useTestApi } from '../../../test-support/apiHarness';
import { DAY_MS } from '@conectasst/common/rules/time';

const { app, api, as, admin, signUpProvider, call, providerToken } = useTestApi();

let seq = 0;
async function demand(email: string) {
  const services = (await app().get('/v1/services?page=1').expect(200)).body.data.data as { id: number }[];
  return fileConfirmedDemand(api(), blumenauDemand(services[0]!.id, email));
}
const queue = async (position: string) =>
  (await as(admin(), position).get('/v1/admin/lgpd').expect(200)).body.data as LgpdRequestRow[];
const mailsTo = (to: string) =>
  api()
    .system.devMailbox!.list()
    .filter((mail) => mail.to === to);

describe(onPostgres('LGPD requests of correction and deletion (issue 37 item 4, ADR 0167)'), () => {
  it('the requester asks for a correction through the signed link: recorded with its 15-day deadline, in the admin queue; the admin starts it and refuses it with a reason, mailed', async () => {
    const email = `correcao.${++seq}.${process.pid}@malhas.com.br`;
    const d = await demand(email);
    const asked = await app()
      .post('/v1/minha-demanda/lgpd')
      .send({ token: d.token, kind: 'correction', details: 'Meu cargo é Técnico de Segurança.' })
      .expect(201);
    expect(asked.body.message).toBe(m.received);
    const { requestId, dueAt } = asked.body.data as { requestId: string; dueAt: string };
    expect(new Date(dueAt).getTime() - Date.now()).toBeGreaterThan((LGPD_REQUEST_DAYS - 1) * DAY_MS);
    expect(
      (
        await app()
          .post('/v1/minha-demanda/lgpd')
          .send({ token: d.token, kind: 'correction', details: 'De novo.' })
          .expect(409)
      ).body.message,
    ).toBe(m.openAlready);
    expect(
      (await app().post('/v1/minha-demanda/lgpd').send({ token: d.token, kind: 'correction' }).expect(422)).body
        .message,
    ).toBe(m.correctionNeedsDetails);
    await app()
      .post('/v1/minha-demanda/lgpd')
      .send({ token: `${d.token.slice(0, -3)}AAA`, kind: 'deletion' })
      .expect(403);
    await app().post('/v1/minha-demanda/lgpd').send({ token: d.token, kind: 'apagar' }).expect(400);

    const row = (await queue(positionOf(asked))).find((r) => r.requestId === requestId)!;
    expect(row).toMatchObject({
      subjectKind: 'requester',
      demandId: d.id,
      kind: 'correction',
      status: 'received',
      details: 'Meu cargo é Técnico de Segurança.',
      dueAt,
      overdue: false,
    });
    const ref = { subjectId: row.subjectId, requestId };
    const started = await as(admin()).post('/v1/admin/lgpd/start', ref).expect(200);
    expect((await queue(positionOf(started))).find((r) => r.requestId === requestId)!.status).toBe('in_progress');
    expect(
      (
        await as(admin())
          .post('/v1/admin/lgpd/answer', { ...ref, outcome: 'refused' })
          .expect(422)
      ).body.message,
    ).toBe(m.refusalNeedsReason);
    const refused = await as(admin())
      .post('/v1/admin/lgpd/answer', {
        ...ref,
        outcome: 'refused',
        reason: 'O cargo informado já é o que consta no pedido.',
      })
      .expect(200);
    expect((await queue(positionOf(refused))).find((r) => r.requestId === requestId)).toMatchObject({
      status: 'refused',
      reason: 'O cargo informado já é o que consta no pedido.',
    });
    const [mail] = mailsTo(email).filter((x) => x.subject.includes('LGPD'));
    expect(mail!.subject).toBe('Sua solicitação LGPD (correção) foi recusada');
    expect(mail!.text).toContain('O cargo informado já é o que consta no pedido.');
    expect(
      (
        await as(admin())
          .post('/v1/admin/lgpd/answer', { ...ref, outcome: 'done' })
          .expect(409)
      ).body.message,
    ).toBe(m.alreadyAnswered);
    await as(admin())
      .post('/v1/admin/lgpd/start', { ...ref, requestId: '999999' })
      .expect(404);
  });

  it('a provider asks for deletion in Meus dados; answered done, the answer is mailed and the provider is erased; the queue keeps the request without its text', async () => {
    const p = await signUpProvider({ name: 'Excluirnome', surname: 'Titular' });
    const asked = await as(p.auth)
      .post('/v1/parceiro/lgpd', { kind: 'deletion', details: 'Não uso mais a plataforma.' })
      .expect(201);
    await app().post('/v1/parceiro/lgpd').send({ kind: 'deletion' }).expect(401);
    const requestId = asked.body.data.requestId as string;
    const row = (await queue(positionOf(asked))).find((r) => r.requestId === requestId)!;
    expect(row).toMatchObject({
      subjectId: p.id,
      subjectKind: 'provider',
      demandId: null,
      kind: 'deletion',
      status: 'received',
    });
    const done = await as(admin())
      .post('/v1/admin/lgpd/answer', { subjectId: p.id, requestId, outcome: 'done' })
      .expect(200);
    expect(mailsTo(p.email).find((x) => x.subject === 'Sua solicitação LGPD (exclusão) foi atendida')!.text).toContain(
      'apagados',
    );
    await as(p.auth, done).get('/v1/auth/me').expect(401);
    expect((await queue(positionOf(done))).find((r) => r.requestId === requestId)).toMatchObject({
      status: 'done',
      details: null,
    });
  });

  itRefusesAllButAdmins({ call, providerToken }, [
    ['get', '/v1/admin/lgpd', null],
    ['post', '/v1/admin/lgpd/start', { subjectId: '00000000-0000-4000-8000-000000000001', requestId: '1' }],
    [
      'post',
      '/v1/admin/lgpd/answer',
      { subjectId: '00000000-0000-4000-8000-000000000001', requestId: '1', outcome: 'done' },
    ],
  ]);
});
