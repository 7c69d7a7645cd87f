import { HIDDEN_CONTACT } from '@conectasst/common/text/contactMask';
import { ERASED_LABEL } from '@conectasst/common/rules/lgpdRules';
import { defineEvent } from '@conectasst/events/catalogue/defineEvent';
import { EventCatalogue } from '@conectasst/events/catalogue/eventCatalogue';
import { PostgresSubjectKeyStore, parseMasterKey } from '@conectasst/events/catalogue/keyStore';
import { DemandFiled, demandStream } from '@conectasst/events/schemas/demandEvents';
import { fileConfirmedDemand, fileDemand } from '../../../test-support/demands';
import { onPostgres, useTestApi } from '../../../test-support/apiHarness';
import { itRebuildsToTheSameRows } from '../../../test-support/readModelRebuild';
import { DAY_MS } from '@conectasst/common/rules/time';

const { app, api, admin } = useTestApi();

/** A demand filed before ADR 0112: its notes, neighbourhood and corporate name are plain text in the log. */
const OLD_DEMAND = 900_001;
const oldAbout = 'Ligue p/ Maria 11 98765-4321 ou maria@antiga.com.br; 30 funcionários, NR-35.';
let oldMaskedBefore: unknown;

beforeAll(async () => {
  const services = (await app().get('/v1/services?page=1').expect(200)).body.data.data as { id: number }[];
  const ids: number[] = [];
  for (const n of [1, 2, 3] as const) {
    const email = `rebuild${n}@empresa.com.br`;
    const body = {
      nrs: [services[n]!.id],
      terms: true,
      primary: {
        branchOfTheCompany: 'Comércio',
        companyType: 'Loja',
        numberOfemployees: 'Mais de 500',
        maxDate: 'Ainda não tenho previsão',
        activity: 'Varejo de roupas',
        cnae: '4781400',
        employeesPerSite: 40 * n,
      },
      location: {
        UF: 'PR',
        City: 'Curitiba',
        Street: 'Batel',
        Contact: 'Somente profissionais autônomos',
        About: `Pedido ${n}`,
      },
      contact: {
        Name: 'Lia',
        Surname: 'Rocha',
        CorporateName: `Loja ${n}`,
        DepartmentName: 'Outro',
        OtherDepartmentName: 'Qualidade',
        Role: 'Outro',
        OtherRole: 'Auditora',
        Email: email,
        ConfirmEmail: email,
        Phone: '(41) 99999-0000',
      },
    };
    // 1 and 2 confirmed by the requester; 3 published by an admin; 4 cancelled by its requester before confirming.
    ids.push((n < 3 ? await fileConfirmedDemand(api(), body) : await fileDemand(api(), body)).id);
  }
  await app().post('/v1/admin/demanda/publish').set('Authorization', admin()).set('id', String(ids[2])).expect(200);
  const cancelled = await fileDemand(api(), {
    nrs: [services[0]!.id],
    terms: true,
    primary: {
      branchOfTheCompany: 'Indústria',
      companyType: 'Metalúrgica',
      numberOfemployees: '01 a 20',
      maxDate: 'O mais rápido possível',
    },
    location: { UF: 'PR', City: 'Curitiba', Street: 'Centro', Contact: 'Sem preferência', About: '' },
    contact: {
      Name: 'Rui',
      Surname: 'Alves',
      CorporateName: 'Metal PR',
      DepartmentName: 'Proprietário(a) / CEO',
      Email: 'rebuild4@empresa.com.br',
      ConfirmEmail: 'rebuild4@empresa.com.br',
      Phone: '41988887777',
    },
  });
  await app().post('/v1/minha-demanda/close').send({ token: cancelled.token, reason: 'cancelled' }).expect(200);
  await app()
    .put('/v1/admin/demanda')
    .set('Authorization', admin())
    .send({
      id: ids[0],
      name: 'Lia',
      surname: 'Rocha Lima',
      corporate_name: 'Loja Um',
      corporate_type: 'Loja',
      email: 'lia@lojaum.com.br',
      street: 'Centro',
      telefone: '41988887777',
      about: 'x',
      status: false,
    })
    .expect(200);
  await app().delete('/v1/admin/demanda').set('Authorization', admin()).set('id', String(ids[1])).expect(200);
  const provider = await app()
    .post('/v1/auth')
    .send({ name: 'Leo', surname: 'Prado', phone: '11987654321', email: 'leo@rebuild.com.br', password: 'segredo1' })
    .expect(201);
  await app()
    .put('/v1/demand-alerts')
    .set('Authorization', `Bearer ${provider.body.token}`)
    .send({ enabled: false })
    .expect(200);
  // The old writer: the same event, with only the contact under the requester's key.
  const OldDemandFiled = defineEvent({
    ...DemandFiled,
    personalData: ['requesterName', 'requesterSurname', 'requesterEmail', 'requesterPhone', 'department', 'role'],
  });
  const oldCatalogue = new EventCatalogue([OldDemandFiled], {
    keyStore: new PostgresSubjectKeyStore(api().system.pool, parseMasterKey(api().config.piiMasterKey)),
  });
  const old = await oldCatalogue.encode({
    type: 'DemandFiled',
    data: {
      demandId: OLD_DEMAND,
      requesterId: '3f0c8a52-7d1e-4b6a-9c2f-5e8d7a6b4c31',
      serviceIds: [services[0]!.id],
      title: 'PGR',
      branch: 'Indústria',
      companyType: 'Química',
      employees: '21 a 50',
      neededBy: 'Em até 30 dias',
      uf: 'PR',
      city: 'Curitiba',
      neighbourhood: 'Bairro Antigo',
      contactPreference: 'Sem preferência',
      about: oldAbout,
      expiresAt: new Date(Date.now() + 30 * DAY_MS).toISOString(),
      consentAt: new Date().toISOString(),
      requesterName: 'Maria',
      requesterSurname: 'Antiga',
      requesterEmail: 'maria@antiga.com.br',
      requesterPhone: '41987650000',
      corporateName: 'Química Antiga Ltda',
      department: 'Compras',
      role: 'Gerente',
      confirmationRequired: false,
      activity: '',
      cnae: '',
      employeesPerSite: null,
      deadline: null,
    },
  });
  expect(old.data).toMatchObject({
    about: oldAbout,
    neighbourhood: 'Bairro Antigo',
    corporateName: 'Química Antiga Ltda',
  });
  await api().system.store.append(demandStream(OLD_DEMAND), [old], 'no_stream');
  await api().system.runner.caughtUp();
  oldMaskedBefore = (await api().system.readPool.query('SELECT about FROM demands WHERE id = $1', [OLD_DEMAND])).rows[0]
    ?.about;
  await app().post('/v1/admin/demanda/erase').set('Authorization', admin()).send({ id: OLD_DEMAND }).expect(200);
  await api().system.runner.caughtUp();
});

/** DESIGN §1: the demand read models dropped and rebuilt from the log give the same rows. */
describe(onPostgres('demand read models rebuild to the same rows'), () => {
  it('a demand of an old log: providers read its notes masked; erasing the requester blanks the text the old writer kept in plain text', async () => {
    expect(oldMaskedBefore).toBe(`Ligue p/ Maria ${HIDDEN_CONTACT} ou ${HIDDEN_CONTACT}; 30 funcionários, NR-35.`);
    const demand = (
      await api().system.readPool.query('SELECT about, neighbourhood, corporate_name FROM demands WHERE id = $1', [
        OLD_DEMAND,
      ])
    ).rows[0];
    expect(demand).toEqual({ about: '', neighbourhood: '', corporate_name: ERASED_LABEL });
    const contact = (
      await api().system.readPool.query(
        'SELECT name, about, neighbourhood, erased FROM demand_contacts WHERE demand_id = $1',
        [OLD_DEMAND],
      )
    ).rows[0];
    expect(contact).toEqual({ name: ERASED_LABEL, about: null, neighbourhood: null, erased: true });
    // A replay decodes the old plain fields as null with the rest of the erased person's data.
    const [filed] = await api().system.catalogue.decodeMany(await api().system.store.read(demandStream(OLD_DEMAND)));
    expect(filed).toMatchObject({
      erased: true,
      data: { about: null, neighbourhood: null, corporateName: null, requesterName: null, companyType: 'Química' },
    });
  });

  itRebuildsToTheSameRows(api, [
    ['demands', ['demands', 'demand_contacts'], '1'],
    ['demand_alerts', ['demand_alerts', 'demand_alerts_sent'], '1'],
  ]);
});
