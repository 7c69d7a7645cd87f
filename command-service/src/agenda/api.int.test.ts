import { AGENDA_FEED_PURPOSE, AGENDA_LINK_PURPOSE, addMonths } from '@conectasst/common/rules/agendaRules';
import { saoPauloDay } from '@conectasst/common/rules/proposalRules';
import { parseCalendar } from '@conectasst/common/web/icalendar';
import { signedLinkToken } from '@conectasst/platform/auth/requesterLink';
import { onPostgres, positionOf, useTestApi } from '../../../test-support/apiHarness';
import { itRefusesAllButAdmins } from '../../../test-support/adminOnly';
import { fileDemand } from '../../../test-support/demands';
import { DAY_MS } from '@conectasst/common/rules/time';

const { app, api, as, admin, call, providerToken } = useTestApi();

let seq = 0;
const CNPJ = '11.222.333/0001-81';
const request = (overrides: Record<string, unknown> = {}) => ({
  cnpj: CNPJ,
  cnae: '47.11-3',
  employees: 30,
  uf: 'SP',
  city: 'Campinas',
  email: `sst${++seq}.${process.pid}@mercado.com.br`,
  terms: true,
  ...overrides,
});

/** The newest agenda link mailed to `email`. */
function tokenMailedTo(email: string): string {
  const mails = api()
    .system.devMailbox!.list()
    .filter((m) => m.to === email);
  const match = /\/agenda-sst\/(\d+\.\d+\.[A-Za-z0-9_-]{43})/.exec(mails.at(-1)?.text ?? '');
  if (!match) throw new Error(`no agenda link mailed to ${email}`);
  return match[1]!;
}

async function requestAgenda(overrides: Record<string, unknown> = {}) {
  const body = request(overrides);
  const r = await app().post('/v1/agenda-sst').send(body).expect(200);
  expect(r.body.message).toBe('Pronto! Enviamos o link da sua agenda SST para o seu e-mail.');
  return { email: body.email as string, token: tokenMailedTo(body.email as string), position: positionOf(r) };
}

const page = async (token: string, position?: string) => {
  const get = app().get(`/v1/agenda-sst/${token}`);
  return (await (position ? get.set('X-Min-Position', position) : get).expect(200)).body.data;
};
const today = () => saoPauloDay(new Date());

describe(onPostgres('Agenda SST through the HTTP API'), () => {
  it('a company asks by e-mail, opens the link and sees its obligations with due dates and NR sources', async () => {
    const { email, token, position } = await requestAgenda();
    const mail = api()
      .system.devMailbox!.list()
      .find((m) => m.to === email)!;
    expect(mail.subject).toBe('ConectaSST: o link da sua agenda SST');
    const agenda = await page(token, position);
    expect(agenda).toMatchObject({
      cnae: '47.11-3',
      risk_grade: 2,
      employees: 30,
      city: 'Campinas',
      uf: 'SP',
      email,
      reminders: false,
      today: today(),
    });
    expect(agenda.items.map((i: { title: string }) => i.title).sort()).toEqual(
      [
        'Eleição e posse da CIPA (mandato anual)',
        'Exames clínicos periódicos (ASO)',
        'Relatório analítico do PCMSO',
        'Revisão da avaliação de riscos do PGR',
      ].sort(),
    );
    for (const item of agenda.items)
      expect(item).toMatchObject({
        status: 'sem_registro',
        status_label: 'Sem registro',
        due_on: today(),
        done_on: null,
      });
    expect(agenda.offered.map((i: { source: string }) => i.source.split(',')[0])).toEqual(['NR-35', 'NR-10', 'NR-33']);
    expect(agenda.items.find((i: { title: string }) => i.title.startsWith('Revisão')).source).toContain(
      'NR-1, 1.5.4.4.6',
    );
  });

  it('"feito em" PGR 23 months ago: due next month; a future date is refused; an activity item joins once told', async () => {
    const { token, position } = await requestAgenda({ employees: 5 });
    const before = await page(token, position);
    const pgr = before.items.find((i: { title: string }) => i.title.startsWith('Revisão'));
    const doneOn = addMonths(today(), -23);
    const done = await app()
      .post('/v1/agenda-sst/feito')
      .send({ token, rule_id: pgr.rule_id, done_on: doneOn })
      .expect(200);
    expect(done.body.message).toBe('Data de realização registrada.');
    const after = await page(token, positionOf(done));
    expect(after.items.find((i: { rule_id: number }) => i.rule_id === pgr.rule_id)).toMatchObject({
      done_on: doneOn,
      done_via: 'informado',
      due_on: addMonths(doneOn, 24),
      status: 'a_vencer',
    });
    expect(after.items.at(-1).rule_id).toBe(pgr.rule_id);

    const future = await app()
      .post('/v1/agenda-sst/feito')
      .send({ token, rule_id: pgr.rule_id, done_on: '2099-01-01' })
      .expect(422);
    expect(future.body.message).toBe('A data de realização não pode estar no futuro.');
    const unknown = await app()
      .post('/v1/agenda-sst/feito')
      .send({ token, rule_id: 999999, done_on: doneOn })
      .expect(422);
    expect(unknown.body.message).toBe('Esta obrigação não está na agenda.');

    const height = before.offered.find((i: { source: string }) => i.source.startsWith('NR-35'));
    const told = await app()
      .post('/v1/agenda-sst/feito')
      .send({ token, rule_id: height.rule_id, done_on: doneOn })
      .expect(200);
    const joined = await page(token, positionOf(told));
    expect(joined.offered.map((i: { rule_id: number }) => i.rule_id)).not.toContain(height.rule_id);
    expect(joined.items.find((i: { rule_id: number }) => i.rule_id === height.rule_id)).toMatchObject({
      by_activity: true,
      due_on: addMonths(doneOn, 24),
    });
  });

  it('asking again with the same e-mail and CNPJ mails the link of the same agenda; reminders switch on and off', async () => {
    const first = await requestAgenda({ reminders: true });
    const firstPage = await page(first.token, first.position);
    expect(firstPage.reminders).toBe(true);
    await api().system.runner.waitFor(await api().system.store.headPosition(), 10_000);
    const again = await app()
      .post('/v1/agenda-sst')
      .send(request({ email: first.email.toUpperCase() }))
      .expect(200);
    const second = tokenMailedTo(first.email);
    expect(second.split('.')[0]).toBe(first.token.split('.')[0]);
    expect((await page(second, positionOf(again))).id).toBe(firstPage.id);

    const off = await app().post('/v1/agenda-sst/lembretes').send({ token: second, enabled: false }).expect(200);
    expect(off.body.message).toBe('Lembretes desligados.');
    expect((await page(second, positionOf(off))).reminders).toBe(false);
    const on = await app().post('/v1/agenda-sst/lembretes').send({ token: second, enabled: true }).expect(200);
    expect(on.body.message).toBe('Lembretes ligados: avisaremos 60 e 30 dias antes de cada vencimento.');
  });

  it('the company corrects its CNAE and headcount: the grade and the items follow', async () => {
    const { token, position } = await requestAgenda({ employees: 10 });
    expect((await page(token, position)).items).toHaveLength(3);
    const saved = await app()
      .post('/v1/agenda-sst/dados')
      .send({ token, cnae: '41.20-4', employees: 25, uf: 'SP', city: 'Campinas' })
      .expect(200);
    const after = await page(token, positionOf(saved));
    expect(after).toMatchObject({ cnae: '41.20-4', risk_grade: 3, employees: 25 });
    expect(after.items).toHaveLength(4);
  });

  it('the .ics feed: one all-day VEVENT per item, stable UIDs, the NR source in DESCRIPTION, lines folded', async () => {
    const { token, position } = await requestAgenda();
    const agenda = await page(token, position);
    const path = (agenda.ics_url as string).replace(/^https?:\/\/[^/]+/, '');
    const feed = await app().get(path).expect(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const text = feed.text;
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const { properties, events } = parseCalendar(text);
    expect(properties.VERSION).toBe('2.0');
    expect(events).toHaveLength(agenda.items.length);
    for (const item of agenda.items) {
      const event = events.find((e) => e.UID === `agenda-${agenda.id}-regra-${item.rule_id}@conectasst.com.br`)!;
      expect(event['DTSTART;VALUE=DATE']).toBe(item.due_on.replace(/-/g, ''));
      expect(event.DESCRIPTION).toContain(`Fonte: ${item.source}.`);
      expect(event.SUMMARY).toContain(item.title);
    }
    const again = parseCalendar((await app().get(path).expect(200)).text);
    expect(again.events.map((e) => e.UID)).toEqual(events.map((e) => e.UID));
    // The page's link does not open the feed, nor the feed's the page.
    await app().get(`/v1/agenda-sst/${token}/agenda.ics`).expect(403);
    await app()
      .get(`/v1/agenda-sst/${path.split('/')[3]}`)
      .expect(403);
  });

  it('a service hired here counts as done: "Já contratei" on a demand of the same e-mail for PGR', async () => {
    const { email, token, position } = await requestAgenda();
    const agenda = await page(token, position);
    const pgr = agenda.items.find((i: { title: string }) => i.title.startsWith('Revisão'));
    const demand = await fileDemand(api(), {
      nrs: [pgr.service_id],
      terms: true,
      primary: {
        branchOfTheCompany: 'Comércio',
        companyType: 'Supermercado',
        numberOfemployees: '21 a 50',
        maxDate: 'Em até 30 dias',
      },
      location: { UF: 'SP', City: 'Campinas', Street: 'Centro', Contact: 'Sem preferência', About: '' },
      contact: {
        Name: 'Rita',
        Surname: 'Souza',
        CorporateName: 'Mercado Campinas Ltda',
        DepartmentName: 'RH - Recursos Humanos',
        Role: 'Gerente',
        Email: email,
        ConfirmEmail: email,
        Phone: '(19) 98765-4321',
      },
    } as never);
    const hired = await app()
      .post('/v1/minha-demanda/close')
      .send({ token: demand.token, reason: 'hired' })
      .expect(200);
    const after = await page(token, positionOf(hired));
    expect(after.items.find((i: { rule_id: number }) => i.rule_id === pgr.rule_id)).toMatchObject({
      done_on: today(),
      done_via: 'contratado',
      due_on: addMonths(today(), 24),
    });
  });

  it('LGPD: the company erases its agenda from its page; the link stops working; the requester erasure takes agendas of the same e-mail', async () => {
    const { token, position } = await requestAgenda();
    await page(token, position);
    const erased = await app().post('/v1/agenda-sst/excluir').send({ token }).expect(200);
    expect(erased.body.message).toBe('Sua agenda e seus dados foram excluídos.');
    const gone = await app().get(`/v1/agenda-sst/${token}`).set('X-Min-Position', positionOf(erased)).expect(403);
    expect(gone.body.message).toBe('Link inválido. Peça de novo o link da sua agenda.');
    await app().post('/v1/agenda-sst/lembretes').send({ token, enabled: true }).expect(403);

    const other = await requestAgenda();
    const demand = await fileDemand(api(), {
      nrs: [(await page(other.token, other.position)).items[0].service_id],
      terms: true,
      primary: {
        branchOfTheCompany: 'Comércio',
        companyType: 'Supermercado',
        numberOfemployees: '21 a 50',
        maxDate: 'Em até 30 dias',
      },
      location: { UF: 'SP', City: 'Campinas', Street: 'Centro', Contact: 'Sem preferência', About: '' },
      contact: {
        Name: 'Rita',
        Surname: 'Souza',
        CorporateName: 'Mercado Ltda',
        DepartmentName: 'RH - Recursos Humanos',
        Role: 'Gerente',
        Email: other.email,
        ConfirmEmail: other.email,
        Phone: '(19) 98765-4321',
      },
    } as never);
    await api().system.runner.waitFor(await api().system.store.headPosition(), 10_000);
    const byAdmin = await as(admin()).post('/v1/admin/demanda/erase', { id: demand.id }).expect(200);
    await app().get(`/v1/agenda-sst/${other.token}`).set('X-Min-Position', positionOf(byAdmin)).expect(403);
  });

  describe('bad input gets a 4xx with a Portuguese message, never a 500', () => {
    it.each([
      [
        'an invalid CNPJ (check digits: 422, a rule no pattern states)',
        { cnpj: '11.111.111/1111-11' },
        422,
        'Informe um CNPJ válido.',
      ],
      [
        'a malformed CNAE',
        { cnae: 'abc' },
        400,
        'Código CNAE inválido. Informe a classe (47.11-3) ou a subclasse (4711-3/02), com ou sem pontuação.',
      ],
      [
        'a CNAE NR-4 does not list',
        { cnae: '99.99-9' },
        422,
        'Este CNAE não está na relação da NR-4 (Anexo I). Confira o código.',
      ],
      ['a city of another state', { city: 'Campinas', uf: 'RJ' }, 422, 'Informe a cidade.'],
      ['negative employees', { employees: -1 }, 400, 'Informe o número de empregados (de 0 a 1.000.000).'],
      ['no consent', { terms: false }, 400, 'É preciso aceitar os termos de uso e a política de privacidade.'],
      ['a bad e-mail', { email: 'nada' }, 400, 'Informe um e-mail válido.'],
    ])('POST /v1/agenda-sst with %s', async (_label, overrides, status, message) => {
      const r = await app().post('/v1/agenda-sst').send(request(overrides)).expect(status);
      expect(r.body.message).toBe(message);
    });

    it('a forged, foreign or expired link: 403, 403, 410', async () => {
      const { token, position } = await requestAgenda();
      await page(token, position);
      const [id, expires] = token.split('.');
      const forged = await app()
        .get(`/v1/agenda-sst/${id}.${expires}.${'A'.repeat(43)}`)
        .expect(403);
      expect(forged.body.message).toBe('Link inválido. Peça de novo o link da sua agenda.');
      const requester = signedLinkToken(
        'requester-link:v2',
        Number(id),
        new Date(Date.now() + DAY_MS),
        'x@y.com',
        api().config.jwtSecret,
      );
      await app().get(`/v1/agenda-sst/${requester}`).expect(403);
      const row = await page(token);
      const expired = signedLinkToken(
        AGENDA_LINK_PURPOSE,
        Number(id),
        new Date(Date.now() - 1000),
        row.email,
        api().config.jwtSecret,
      );
      const late = await app().get(`/v1/agenda-sst/${expired}`).expect(410);
      expect(late.body.message).toBe('Este link expirou. Peça de novo o link da sua agenda.');
      const feed = signedLinkToken(
        AGENDA_FEED_PURPOSE,
        Number(id),
        new Date(Date.now() - 1000),
        row.email,
        api().config.jwtSecret,
      );
      await app().get(`/v1/agenda-sst/${feed}/agenda.ics`).expect(410);
      await app().get('/v1/agenda-sst/nada').expect(400);
      await app().post('/v1/agenda-sst/feito').send({ token, rule_id: 1, done_on: '2026-02-31' }).expect(400);
    });
  });

  describe('the admin edits the rules (catalogue data)', () => {
    let serviceId: number;
    beforeAll(async () => {
      serviceId = (await as(admin()).get('/v1/admin/agenda-rules?page=1').expect(200)).body.data.data[0].service_id;
    });

    it('lists the seeded rules with their sources', async () => {
      const list = (await as(admin()).get('/v1/admin/agenda-rules?page=1').expect(200)).body.data.data;
      expect(list.length).toBeGreaterThanOrEqual(7);
      expect(list[0]).toMatchObject({
        title: 'Revisão da avaliação de riscos do PGR',
        trigger: { kind: 'always' },
        trigger_label: 'Todo empregador',
        periodicity_months: 24,
        alternative: { months: 36 },
        status: true,
      });
      expect(list[0].service_name).toMatch(/^PGR/);
    });

    it('creates, shows, edits (inactive leaves every agenda) and deletes a rule', async () => {
      const body = {
        service_id: serviceId,
        title: 'Inspeção de teste',
        trigger: { kind: 'grade', minGrade: 3 },
        periodicityMonths: 6,
        alternative: null,
        source: 'NR-99, 99.1',
      };
      const created = await as(admin()).post('/v1/admin/agenda-rules', body).expect(201);
      expect(created.body.message).toBe('Regra da agenda cadastrada com sucesso!');
      const id = created.body.data.id as number;
      const shown = await as(admin())
        .get('/v1/admin/agenda-rules/show')
        .set('id', String(id))
        .set('X-Min-Position', positionOf(created))
        .expect(200);
      expect(shown.body.data).toMatchObject({
        id,
        title: 'Inspeção de teste',
        trigger_label: 'A partir do grau de risco 3',
        periodicity_months: 6,
        status: true,
      });

      const grade3 = await requestAgenda({ cnae: '41.20-4', employees: 3 });
      expect((await page(grade3.token, grade3.position)).items.map((i: { rule_id: number }) => i.rule_id)).toContain(
        id,
      );
      const saved = await as(admin())
        .put('/v1/admin/agenda-rules')
        .set('id', String(id))
        .send({ ...body, status: false })
        .expect(200);
      expect(
        (await page(grade3.token, positionOf(saved))).items.map((i: { rule_id: number }) => i.rule_id),
      ).not.toContain(id);

      const deleted = await as(admin()).delete('/v1/admin/agenda-rules').set('id', String(id)).expect(200);
      expect(deleted.body.message).toBe('Regra da agenda excluída com sucesso!');
      await as(admin(), deleted).get(`/v1/admin/agenda-rules/show?id=${id}`).expect(404);
      await as(admin()).delete('/v1/admin/agenda-rules').set('id', String(id)).expect(404);
    });

    it.each([
      ['no title', { title: ' ' }, 400, 'Informe o nome da obrigação.'],
      [
        'a bad trigger',
        { trigger: { kind: 'nunca' } },
        400,
        'Informe quando a obrigação se aplica: sempre, a partir de um grau de risco, a partir de um número de empregados ou conforme a atividade.',
      ],
      ['a grade 5', { trigger: { kind: 'grade', minGrade: 5 } }, 400, 'Informe o grau de risco (1 a 4).'],
      ['a periodicity of 0', { periodicityMonths: 0 }, 400, 'Informe a periodicidade em meses (de 1 a 120).'],
      [
        'an alternative equal to the periodicity',
        { alternative: { months: 12, condition: 'sempre' } },
        422,
        'A periodicidade alternativa deve ser diferente da principal.',
      ],
      ['no source', { source: '' }, 400, 'Informe a fonte (a NR e o item que a exigem).'],
      ['a service that does not exist', { service_id: 999999 }, 422, 'O serviço selecionado não existe.'],
    ])('POST /v1/admin/agenda-rules with %s', async (_label, overrides, status, message) => {
      const body = {
        service_id: serviceId,
        title: 'X',
        trigger: { kind: 'always' },
        periodicityMonths: 12,
        alternative: null,
        source: 'NR-1',
        ...overrides,
      };
      const r = await as(admin()).post('/v1/admin/agenda-rules', body).expect(status);
      expect(r.body.message).toBe(message);
    });

    describe('authorization, checked on the server', () => {
      itRefusesAllButAdmins({ call, providerToken }, [
        [
          'post',
          '/v1/admin/agenda-rules',
          { service_id: 1, title: 'X', trigger: { kind: 'always' }, periodicityMonths: 12, source: 'NR-1' },
        ],
        [
          'put',
          '/v1/admin/agenda-rules',
          {
            service_id: 1,
            title: 'X',
            trigger: { kind: 'always' },
            periodicityMonths: 12,
            source: 'NR-1',
            status: true,
          },
        ],
        ['delete', '/v1/admin/agenda-rules', null],
        ['get', '/v1/admin/agenda-rules?page=1', null],
        ['get', '/v1/admin/agenda-rules/show', null],
      ]);
    });
  });
});
