import { fileConfirmedDemand, mailboxAfterSubscriptions } from '../../../test-support/demands';
import { onPostgres, positionOf, useTestApi } from '../../../test-support/apiHarness';
import { companyDetails } from '../../../test-support/providerDetails';
import { verifiedCredentialsOf } from '@conectasst/projections/credentials/credentialsQueries';

const { app, api, as, admin, signUpProvider } = useTestApi();

describe(onPostgres('verified credentials'), () => {
  let seq = 0;

  const signup = (name = 'Helena') => signUpProvider({ name, surname: `Costa ${++seq}` });

  it('a provider declares registries (validated), an admin verifies one and refuses another; the badge data follows', async () => {
    const p = await signup();
    // 400: breaks what the OpenAPI document states; 422: a field required by the kind chosen, which it cannot state (ADR 0114).
    for (const [body, message, status] of [
      [{ kind: 'CRA', number: '123', uf: 'SP' }, 'Selecione o registro profissional.', 400],
      [
        { kind: 'CREA', number: '', uf: 'SP' },
        'Informe o número do registro (letras, números, ponto, barra ou hífen).',
        400,
      ],
      [
        { kind: 'CREA', number: '123<script>', uf: 'SP' },
        'Informe o número do registro (letras, números, ponto, barra ou hífen).',
        400,
      ],
      [{ kind: 'CREA', number: '5061234567', uf: 'XX' }, 'Selecione o estado (UF) do registro.', 400],
      [
        { kind: 'CRM', number: '123456', uf: 'MG' },
        'Informe o número do RQE (Registro de Qualificação de Especialista).',
        422,
      ],
      [{ kind: 'OUTRO', number: '04123456', uf: 'SP' }, 'Informe o conselho ou órgão do registro.', 422],
    ] as const) {
      expect((await as(p.auth).post('/v1/credentials', body).expect(status)).body.message).toBe(message);
    }
    await as(admin()).post('/v1/credentials', { kind: 'CREA', number: '5061234567', uf: 'SP' }).expect(403);
    const crea = await as(p.auth).post('/v1/credentials', { kind: 'CREA', number: '5061234567', uf: 'sp' }).expect(201);
    expect(crea.body.message).toBe('Registro enviado para verificação.');
    const crm = await as(p.auth)
      .post('/v1/credentials', { kind: 'CRM', number: '123456', uf: 'MG', rqe: '7890' })
      .expect(201);
    expect(
      (await as(p.auth).post('/v1/credentials', { kind: 'CREA', number: '506.123.456-7', uf: 'SP' }).expect(409)).body
        .message,
    ).toBe('Este registro já foi informado.');

    const mine = await as(p.auth, crm).get('/v1/credentials').expect(200);
    expect(mine.body.data.map((c: { label: string; status: string }) => [c.label, c.status])).toEqual([
      ['CREA 5061234567/SP', 'pending'],
      ['CRM 123456/MG · RQE 7890', 'pending'],
    ]);
    expect(mine.body.cnpj).toEqual({ hasCnpj: false, verified: false });

    // The queue is the admins'.
    await as(p.auth).get('/v1/admin/credentials').expect(403);
    await as(p.auth).post('/v1/admin/credentials/verify', { credentialId: crea.body.data.credentialId }).expect(403);
    const queue = await as(admin(), crm).get('/v1/admin/credentials').expect(200);
    expect(queue.body.data.filter((c: { providerId: string }) => c.providerId === p.id)).toHaveLength(2);
    expect(queue.body.data[0]).toMatchObject({ providerName: expect.stringContaining('Helena'), status: 'pending' });

    const verified = await as(admin())
      .post('/v1/admin/credentials/verify', {
        credentialId: crea.body.data.credentialId,
        note: 'Conferido no CREA-SP.',
      })
      .expect(200);
    expect(verified.body.message).toBe('Registro verificado.');
    expect(
      (await as(admin()).post('/v1/admin/credentials/refuse', { credentialId: crm.body.data.credentialId }).expect(400))
        .body.message,
    ).toBe('Escreva o motivo da recusa.');
    const refused = await as(admin())
      .post('/v1/admin/credentials/refuse', {
        credentialId: crm.body.data.credentialId,
        note: 'RQE não encontrado no CFM.',
      })
      .expect(200);
    await as(admin())
      .post('/v1/admin/credentials/verify', { credentialId: '00000000-0000-4000-8000-000000000000' })
      .expect(404);

    const after = await as(p.auth, refused).get('/v1/credentials').expect(200);
    expect(after.body.data.map((c: { status: string; note: string }) => [c.status, c.note])).toEqual([
      ['verified', 'Conferido no CREA-SP.'],
      ['refused', 'RQE não encontrado no CFM.'],
    ]);
    const pending = await as(admin(), refused).get('/v1/admin/credentials').expect(200);
    expect(pending.body.data.filter((c: { providerId: string }) => c.providerId === p.id)).toEqual([]);
    // What a requester-facing screen uses for the badge: verified registries only.
    expect(await verifiedCredentialsOf(api().system.readPool, [p.id])).toEqual(
      new Map([[p.id, [{ kind: 'CREA', label: 'CREA 5061234567/SP' }]]]),
    );

    // The requester's e-mail when this provider subscribes carries the badge and the registry.
    const services = (await app().get('/v1/services?page=1').expect(200)).body.data.data as { id: number }[];
    const demand = await fileConfirmedDemand(api(), {
      nrs: [services[0]!.id],
      terms: true,
      primary: {
        branchOfTheCompany: 'Comércio',
        companyType: 'Farmácia',
        numberOfemployees: '01 a 20',
        maxDate: 'Em até 60 dias',
      },
      location: { UF: 'PR', City: 'Londrina', Street: 'Centro', Contact: 'Sem preferência', About: '' },
      contact: {
        Name: 'Rita',
        Surname: 'Alves',
        CorporateName: 'Farmácia Alves',
        DepartmentName: 'Proprietário(a) / CEO',
        Email: 'rita@farmaciaalves.com.br',
        ConfirmEmail: 'rita@farmaciaalves.com.br',
        Phone: '43987654321',
      },
    });
    await as(p.auth).post('/v1/credentials/withdraw', { credentialId: crm.body.data.credentialId }).expect(200);
    const admins = await as(admin(), demand.position)
      .put('/v1/admin/Parceiro', { id: p.id, delta: 10, balanceSeen: 0 })
      .expect(200);
    await as(p.auth)
      .post('/v1/subs')
      .set('id', String(demand.id))
      .set('X-Min-Position', positionOf(admins))
      .expect(200);
    const mail = (await mailboxAfterSubscriptions(api())).find(
      (m) => m.to === 'rita@farmaciaalves.com.br' && m.subject.includes('um prestador'),
    )!;
    expect(mail.text).toContain('— ✔ Verificado');
    expect(mail.text).toContain('Registro verificado pela ConectaSST: CREA 5061234567/SP');
  });

  it('an admin marks the CNPJ of a Jurídica account verified; a Física account has none to verify', async () => {
    const pj = await signup('Empresa');
    const saved = await as(pj.auth).post('/v1/details/pj', companyDetails()).expect(201);
    const pf = await signup('Pessoa');
    const list = await as(admin(), saved).get('/v1/admin/cnpj').expect(200);
    expect(list.body.data.find((c: { providerId: string }) => c.providerId === pj.id)).toMatchObject({
      corporateName: 'Prevenir SST Ltda',
      cnpj: '11222333000181',
      verified: false,
    });
    await as(pj.auth).get('/v1/admin/cnpj').expect(403);
    await as(pj.auth).post('/v1/admin/cnpj/verify', { providerId: pj.id }).expect(403);

    expect(
      (
        await as(admin())
          .post('/v1/admin/cnpj/verify', { providerId: pf.id })
          .set('X-Min-Position', pf.position)
          .expect(409)
      ).body.message,
    ).toBe('Este parceiro não informou um CNPJ.');
    const verified = await as(admin())
      .post('/v1/admin/cnpj/verify', { providerId: pj.id, note: 'Ativa na Receita Federal.' })
      .expect(200);
    expect(verified.body.message).toBe('CNPJ verificado.');
    const mine = await as(pj.auth, verified).get('/v1/credentials').expect(200);
    expect(mine.body.cnpj).toEqual({ hasCnpj: true, verified: true });
    const after = await as(admin(), verified).get('/v1/admin/cnpj').expect(200);
    expect(after.body.data.find((c: { providerId: string }) => c.providerId === pj.id)).toMatchObject({
      verified: true,
    });
  });
});
