import { CommandHandler } from '../infrastructure/commandHandler';
import { onPostgres, positionOf, useTestApi } from '../../../test-support/apiHarness';
import { campinasDemand, fileConfirmedDemand, fileDemand, tokenFromMailbox } from '../../../test-support/demands';
import type { DemandChanges } from '../../../test-support/demands';
import { requesterLinkToken } from '@conectasst/platform/auth/requesterLink';
import { sweepDemands } from './demandSweep';
import { REPEAT_FILING_WINDOW_HOURS } from '@conectasst/common/rules/demandRules';
import { readModelLookups } from '../readModelLookups';
import { DAY_MS } from '@conectasst/common/rules/time';

const { app, api, as, admin, signUpProvider, signUpProviderServing } = useTestApi();

let services: { id: number; name: string }[];
let seq = 0;

beforeAll(async () => {
  services = (await app().get('/v1/services?page=1').expect(200)).body.data.data;
});

/** A Campinas metalworks' demand for two services, from a new address each time; `changes` replace its fields. */
const demand = ({ primary, location, contact, ...fields }: DemandChanges & Record<string, unknown> = {}) => ({
  ...campinasDemand(
    [services[0]!.id, { id: services[1]!.id, name: services[1]!.name }],
    `compras${++seq}@metalurgica.com.br`,
    { primary, location, contact },
  ),
  ...fields,
});
const provider = async () => (await signUpProvider({ name: 'Leo', surname: 'Prado' })).auth;

describe(onPostgres('demands through the HTTP API'), () => {
  it('files a demand unpublished: providers see nothing until the requester confirms the e-mail link', async () => {
    const body = demand();
    const filed = await app().post('/v1/demanda').send(body).expect(201);
    expect(filed.body).toEqual({ message: 'Pedido enviado com sucesso', data: { id: expect.any(Number) } });
    const id = filed.body.data.id as number;
    const receipt = api()
      .system.devMailbox!.list()
      .find((mail) => mail.to === body.contact.Email);
    expect(receipt?.subject).toBe('ConectaSST: confirme seu pedido de orçamento');
    expect(receipt?.text).toContain('/minha-demanda/');

    // Unconfirmed: not listed, not found by search or detail, not subscribable, not in digests (demandDigest.int.test.ts).
    const prov = await provider();
    const listing = await as(prov, filed).get('/v1/companys/service?page=1').expect(200);
    expect(listing.body.data.map((d: { id: number }) => d.id)).not.toContain(id);
    const search = await as(prov).get('/v1/companys/service/search?uf=SP').expect(200);
    expect(search.body.data.map((d: { id: number }) => d.id)).not.toContain(id);
    await as(prov).get(`/v1/companys/service/${id}`).expect(404);
    expect((await as(prov).post('/v1/subs').set('id', String(id)).expect(404)).body.message).toBe(
      'Demanda não encontrada.',
    );
    const admins = await as(admin()).get('/v1/demanda?verification=pending').expect(200);
    expect(admins.body.data.find((d: { id: number }) => d.id === id)).toMatchObject({
      verification: 'pending',
      status: true,
      close_reason: null,
    });

    // The requester opens the link: published, and a second mail (the confirmation) carries the page link too.
    const token = await tokenFromMailbox(api(), body.contact.Email, id);
    const confirmed = await app().post('/v1/minha-demanda/confirm').send({ token }).expect(200);
    expect(confirmed.body.message).toBe('E-mail confirmado! Seu pedido foi publicado para os parceiros.');
    expect((await app().post('/v1/minha-demanda/confirm').send({ token }).expect(200)).body.message).toBe(
      'Seu e-mail já estava confirmado.',
    );
    const mails = api()
      .system.devMailbox!.list()
      .filter((mail) => mail.to === body.contact.Email);
    expect(mails[0]!.subject).toBe(`ConectaSST: seu pedido nº ${id} foi publicado`);
    expect(mails[0]!.text).toContain('/minha-demanda/');

    const after = await as(prov, confirmed).get('/v1/companys/service?page=1').expect(200);
    const item = after.body.data.find((d: { id: number }) => d.id === id);
    expect(item).toMatchObject({
      uf: 'SP',
      region: 'Campinas',
      street: 'Distrito Industrial',
      contributors: '51,100',
      urgency: 'Em até 30 dias',
      price: 10,
      subs: 0,
      max_subs: 5,
      status: true,
    });
    expect(item.description.split('\n')).toEqual([services[0]!.name, services[1]!.name]);
    // The requester's contact never reaches a provider who has not subscribed.
    const text = JSON.stringify(after.body);
    for (const secret of ['Paula', 'Ramos', body.contact.Email, '19987654321', 'RH - Recursos Humanos'])
      expect(text).not.toContain(secret);
    const shown = await as(admin()).get('/v1/demanda?verification=confirmed').expect(200);
    expect(shown.body.data.map((d: { id: number }) => d.id)).toContain(id);
  });

  it("refuses a second open demand with the same e-mail → 409 'O e-mail informado já existe' (data 'Email já cadastrado')", async () => {
    const body = demand();
    const filed = await fileConfirmedDemand(api(), body);
    await as(admin(), filed.position).get('/v1/demanda').expect(200);
    const again = await app()
      .post('/v1/demanda')
      .send({
        ...body,
        contact: { ...body.contact, Email: body.contact.Email.toUpperCase(), ConfirmEmail: body.contact.Email },
      })
      .expect(409);
    expect(again.body).toEqual({ message: 'O e-mail informado já existe', data: 'Email já cadastrado' });
  });

  it('refuses a duplicate of an unconfirmed demand (same e-mail and services within 24 h); other services are a new demand', async () => {
    const body = demand();
    const first = await app().post('/v1/demanda').send(body).expect(201);
    await as(admin(), first).get('/v1/demanda').expect(200);
    const twice = await app()
      .post('/v1/demanda')
      .send({ ...body, nrs: [...body.nrs].reverse() })
      .expect(409);
    expect(twice.body.message).toBe(
      'Você já enviou um pedido com estes serviços nas últimas 24 horas. Confirme-o pelo link que enviamos para o seu e-mail ou peça um novo link.',
    );
    await app()
      .post('/v1/demanda')
      .send({ ...body, nrs: [services[2]!.id] })
      .expect(201);
  });

  it(`the duplicate window is REPEAT_FILING_WINDOW_HOURS (${REPEAT_FILING_WINDOW_HOURS} h) on both sides: filed ${REPEAT_FILING_WINDOW_HOURS - 1} h ago it is a duplicate, ${REPEAT_FILING_WINDOW_HOURS + 1} h ago a new demand`, async () => {
    const body = demand();
    const first = await app().post('/v1/demanda').send(body).expect(201);
    await as(admin(), first).get('/v1/demanda').expect(200);
    // The read model's filing time is the event's recording time: moving it back stands for a demand filed that long ago.
    const filedHoursAgo = (hours: number) =>
      api().system.readPool.query(
        'UPDATE demands SET created_at = now() - make_interval(hours => $2::int) WHERE id = $1',
        [first.body.data.id, hours],
      );
    await filedHoursAgo(REPEAT_FILING_WINDOW_HOURS - 1);
    expect((await app().post('/v1/demanda').send(body).expect(409)).body.data).toBe('Pedido repetido');
    await filedHoursAgo(REPEAT_FILING_WINDOW_HOURS + 1);
    await app().post('/v1/demanda').send(body).expect(201);
  });
});

describe(onPostgres("demands: the requester's link and publishing by hand"), () => {
  it('a link is bound to the e-mail it was sent to: an admin correcting the address or an LGPD erasure revokes every link mailed before', async () => {
    const body = demand();
    const filed = await fileConfirmedDemand(api(), body);
    const link = await tokenFromMailbox(api(), body.contact.Email, filed.id);
    await app().get(`/v1/minha-demanda/${link}`).set('X-Min-Position', filed.position).expect(200);

    const corrected = `corrigido.${body.contact.Email}`;
    const edit = {
      id: filed.id,
      companyId: filed.id,
      name: 'Paula',
      surname: 'Souza',
      corporate_name: 'Metalúrgica Nova',
      corporate_type: 'Metalúrgica',
      email: corrected,
      street: 'Centro',
      telefone: '(19) 91234-5678',
      about: '',
      status: 'true',
    };
    const saved = await as(admin()).put('/v1/admin/demanda', edit).expect(200);
    await as(admin(), saved).get('/v1/demanda').expect(200);
    expect((await app().get(`/v1/minha-demanda/${link}`).expect(403)).body.message).toBe(
      'Link inválido. Peça um novo link.',
    );
    await app().post('/v1/minha-demanda/close').send({ token: link, reason: 'hired' }).expect(403);
    // The corrected address asks for a new link, and that one works.
    await app().post('/v1/demanda/link').send({ email: corrected }).expect(200);
    const fresh = await tokenFromMailbox(api(), corrected, filed.id);
    await app().get(`/v1/minha-demanda/${fresh}`).expect(200);

    const erased = await as(admin()).post('/v1/admin/demanda/erase', { id: filed.id }).expect(200);
    await as(admin(), erased).get('/v1/demanda').expect(200);
    expect((await app().get(`/v1/minha-demanda/${fresh}`).expect(403)).body.message).toBe(
      'Link inválido. Peça um novo link.',
    );
    await app().post('/v1/minha-demanda/confirm').send({ token: fresh }).expect(403);
  });

  it('tampered, foreign-secret and expired links are refused with a clear 4xx; the page never shows another demand', async () => {
    const mineBody = demand();
    const mine = await fileDemand(api(), mineBody);
    const other = await fileConfirmedDemand(
      api(),
      demand({ contact: { Name: 'Olga', Surname: 'Bastos', CorporateName: 'Outra Empresa' } }),
    );
    await as(admin(), other.position).get('/v1/demanda').expect(200);
    const [id, exp, sig] = mine.token.split('.') as [string, string, string];
    const pointedElsewhere = `${other.id}.${exp}.${sig}`;
    const flipped = `${id}.${exp}.${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    const foreign = requesterLinkToken(
      Number(id),
      new Date(Date.now() + DAY_MS),
      mineBody.contact.Email,
      'outro-segredo',
    );
    // Signed with the server's secret, but for an address that is not the demand's: the link is bound to the e-mail.
    const otherAddress = requesterLinkToken(
      Number(id),
      new Date(Date.now() + DAY_MS),
      'intruso@exemplo.com.br',
      api().config.jwtSecret,
    );
    for (const token of [pointedElsewhere, flipped, foreign, otherAddress]) {
      expect((await app().get(`/v1/minha-demanda/${token}`).expect(403)).body.message).toBe(
        'Link inválido. Peça um novo link.',
      );
      expect((await app().post('/v1/minha-demanda/confirm').send({ token }).expect(403)).body.message).toBe(
        'Link inválido. Peça um novo link.',
      );
      await app().post('/v1/minha-demanda/close').send({ token, reason: 'hired' }).expect(403);
    }
    await app().get('/v1/minha-demanda/abc').expect(400);
    const expired = requesterLinkToken(
      Number(id),
      new Date(Date.now() - 1000),
      mineBody.contact.Email,
      api().config.jwtSecret,
    );
    expect((await app().get(`/v1/minha-demanda/${expired}`).expect(410)).body.message).toBe(
      'Este link expirou. Peça um novo link.',
    );
    expect((await app().post('/v1/minha-demanda/confirm').send({ token: expired }).expect(410)).body.message).toBe(
      'Este link expirou. Peça um novo link.',
    );

    const page = await app().get(`/v1/minha-demanda/${mine.token}`).set('X-Min-Position', other.position).expect(200);
    expect(page.body.data).toMatchObject({
      id: mine.id,
      state: 'pending',
      verification: 'pending',
      subs: 0,
      maxSubs: 5,
      requesterName: 'Paula',
      providers: [],
    });
    const text = JSON.stringify(page.body);
    for (const foreignData of ['Olga', 'Bastos', 'Outra Empresa', String(other.id) + ','])
      expect(text).not.toContain(foreignData);
  });

  it('asking for the link again: same answer for any e-mail (no enumeration), mails only an e-mail with a demand, rate limited', async () => {
    const body = demand();
    const filed = await fileDemand(api(), body);
    await as(admin(), filed.position).get('/v1/demanda').expect(200);
    const before = api().system.devMailbox!.list().length;
    const known = await app().post('/v1/demanda/link').send({ email: body.contact.Email }).expect(200);
    const unknown = await app().post('/v1/demanda/link').send({ email: 'ninguem@nenhuma.com.br' }).expect(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.message).toBe('Se houver um pedido para este e-mail, enviaremos o link em instantes.');
    const sent = api()
      .system.devMailbox!.list()
      .slice(0, api().system.devMailbox!.list().length - before);
    expect(sent.map((m) => m.to)).toEqual([body.contact.Email]);
    expect(await tokenFromMailbox(api(), body.contact.Email, filed.id)).toMatch(new RegExp(`^${filed.id}\\.`));
    await app().post('/v1/demanda/link').send({ email: 'nao-e-email' }).expect(400);
    // 3 per e-mail and hour: the 4th for the same address is refused.
    await app().post('/v1/demanda/link').send({ email: body.contact.Email }).expect(200);
    await app().post('/v1/demanda/link').send({ email: body.contact.Email }).expect(200);
    await app().post('/v1/demanda/link').send({ email: body.contact.Email }).expect(429);
  });

  it('an admin publishes an unconfirmed demand by hand (audited); providers then see it; a second publish is 409', async () => {
    const filed = await fileDemand(api(), demand());
    await as(await provider())
      .post('/v1/admin/demanda/publish')
      .set('id', String(filed.id))
      .expect(403);
    await app().post('/v1/admin/demanda/publish').set('id', String(filed.id)).expect(401);
    const published = await as(admin()).post('/v1/admin/demanda/publish').set('id', String(filed.id)).expect(200);
    expect(published.body.message).toBe('Demanda publicada.');
    expect(
      (await as(admin()).post('/v1/admin/demanda/publish').set('id', String(filed.id)).expect(409)).body.message,
    ).toBe('Esta demanda já está publicada.');
    await as(admin()).post('/v1/admin/demanda/publish').set('id', '999999').expect(404);
    const events = await api().system.store.read(`demand-${filed.id}`);
    const publishedEvent = events.find((e) => e.type === 'DemandPublished')!;
    const adminId = (await as(admin()).get('/v1/auth/me').expect(200)).body.userData.id;
    expect(publishedEvent.data).toMatchObject({ via: 'admin', adminId });
    const listing = await as(await provider(), published)
      .get(`/v1/companys/service/${filed.id}`)
      .expect(200);
    expect(listing.body.data.id).toBe(filed.id);
    const list = await as(admin()).get('/v1/demanda?verification=admin').expect(200);
    expect(list.body.data.map((d: { id: number }) => d.id)).toContain(filed.id);
  });
});

describe(onPostgres('demands: closing, the sweep and bad input'), () => {
  it("the requester closes the demand from the page ('Já contratei'), once; it leaves the providers' listing", async () => {
    const filed = await fileConfirmedDemand(api(), demand());
    await app().post('/v1/minha-demanda/close').send({ token: filed.token, reason: 'talvez' }).expect(400);
    const closed = await app()
      .post('/v1/minha-demanda/close')
      .send({ token: filed.token, reason: 'hired' })
      .expect(200);
    expect(closed.body.message).toBe('Que bom! Seu pedido foi encerrado.');
    expect(
      (await app().post('/v1/minha-demanda/close').send({ token: filed.token, reason: 'cancelled' }).expect(409)).body
        .message,
    ).toBe('Este pedido já está encerrado.');
    const page = await app()
      .get(`/v1/minha-demanda/${filed.token}`)
      .set('X-Min-Position', positionOf(closed))
      .expect(200);
    expect(page.body.data).toMatchObject({ state: 'closed', closeReason: 'hired' });
    const listing = await as(await provider())
      .get('/v1/companys/service?page=1')
      .expect(200);
    expect(listing.body.data.map((d: { id: number }) => d.id)).not.toContain(filed.id);
  });

  it('the sweep closes unconfirmed demands after 72 h and open ones at the deadline, each with its reason (clock passed in)', async () => {
    const pending = await fileDemand(api(), demand());
    const asap = await fileConfirmedDemand(api(), demand({ primary: { maxDate: 'O mais rápido possível' } }));
    const noDeadline = await fileConfirmedDemand(api(), demand({ primary: { maxDate: 'Ainda não tenho previsão' } }));
    // The sweep reads the read model for candidates: it must hold the three filings and both confirmations first.
    expect(await api().system.runner.waitFor(await api().system.store.headPosition(), 60_000)).toBe(true);
    const inReadModel = async () =>
      (
        await api().system.readPool.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM demands WHERE id = ANY($1::int[]) AND (published OR id = $2)',
          [[pending.id, asap.id, noDeadline.id], pending.id],
        )
      ).rows[0]!.n;
    for (let tries = 0; (await inReadModel()) < 3 && tries < 600; tries++) await new Promise((r) => setTimeout(r, 100));
    expect(await inReadModel()).toBe(3);
    const deps = {
      lookups: readModelLookups(api().system.readPool),
      commands: new CommandHandler(api().system.store, api().system.catalogue),
    };
    await sweepDemands(deps, new Date(Date.now() + 71 * 3_600_000));
    await sweepDemands(deps, new Date(Date.now() + 8 * DAY_MS));
    expect(await api().system.runner.waitFor(await api().system.store.headPosition(), 60_000)).toBe(true);
    const page = async (token: string) => (await app().get(`/v1/minha-demanda/${token}`).expect(200)).body.data;
    expect(await page(pending.token)).toMatchObject({
      state: 'closed',
      closeReason: 'unconfirmed',
      verification: 'expired',
    });
    expect(await page(asap.token)).toMatchObject({ state: 'closed', closeReason: 'deadline' });
    expect(await page(noDeadline.token)).toMatchObject({ state: 'open', closeReason: null });
    // Too late to confirm: the link says why.
    expect(
      (await app().post('/v1/minha-demanda/confirm').send({ token: pending.token }).expect(409)).body.message,
    ).toBe('Este pedido expirou porque o e-mail não foi confirmado em 72 horas. Envie um novo pedido.');
    const closes = (await api().system.store.read(`demand-${asap.id}`)).filter((e) => e.type === 'DemandClosed');
    expect(closes.map((e) => e.data)).toEqual([{ demandId: asap.id, reason: 'deadline' }]);
  });

  // 400: the request breaks what the OpenAPI document states; 422: a rule across fields it cannot state (ADR 0114).
  it.each([
    [
      'no branch',
      { primary: { branchOfTheCompany: 'Selecione o ramo da sua empresa' } },
      'Selecione o ramo da sua empresa',
      400,
    ],
    ['no employee count', { primary: { numberOfemployees: '' } }, 'Selecione a quantidade de colaborades', 400],
    [
      'no needed-by',
      { primary: { maxDate: undefined } },
      'Selecione para quando você necessita deste(s) serviço(s)',
      400,
    ],
    [
      "'other' branch without text",
      { primary: { branchOfTheCompany: 'Não encontrei meu ramo' } },
      'Informe o ramo da sua empresa',
      422,
    ],
    ['no state', { location: { UF: '' } }, 'Selecione um estado', 400],
    ['a city of another state', { location: { City: 'Niterói' } }, 'Selecione uma cidade', 422],
    ['no contact preference', { location: { Contact: 'Qualquer' } }, 'Selecione uma forma de contato', 400],
    ['no neighbourhood', { location: { Street: ' ' } }, 'Preencha o bairro', 400],
    [
      'an invalid e-mail',
      { contact: { Email: 'paula@', ConfirmEmail: 'paula@' } },
      'O e-mail informado é inválido',
      400,
    ],
    [
      'different e-mails',
      { contact: { ConfirmEmail: 'outra@empresa.com.br' } },
      'Os endereços de e-mail não coincidem',
      422,
    ],
    [
      'terms not accepted',
      { terms: false },
      'Você precisa aceitar os Termos e Condições Gerais de Uso e Políticas de Privacidade',
      400,
    ],
    ['a department without role', { contact: { Role: undefined } }, 'Selecione o cargo', 422],
    ["'Outro' role without text", { contact: { Role: 'Outro' } }, 'Preencha este campo', 422],
    ['no services', { nrs: [] }, 'Selecione ao menos um serviço na página inicial.', 400],
  ])('refuses %s → %d with the spec message', async (_label, overrides, message, status) => {
    const r = await app()
      .post('/v1/demanda')
      .send(demand(overrides as never))
      .expect(status as number);
    expect(r.body.message).toBe(message);
  });

  it('the owner/CEO has no role; an unknown service is 422', async () => {
    await app()
      .post('/v1/demanda')
      .send(demand({ contact: { DepartmentName: 'Proprietário(a) / CEO', Role: undefined } }))
      .expect(201);
    const r = await app()
      .post('/v1/demanda')
      .send(demand({ nrs: [999999] }))
      .expect(422);
    expect(r.body.message).toBe('Serviço inválido ou indisponível.');
  });

  it('admins list demands with name, period and status filters; providers and visitors cannot', async () => {
    const filed = await app()
      .post('/v1/demanda')
      .send(demand({ contact: { CorporateName: 'Padaria São João' } }))
      .expect(201);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date()); // YYYY-MM-DD in Brazil
    const list = await as(admin(), filed)
      .get(`/v1/demanda?name=padaria sao joao&from=${today}&to=${today}&status=true`)
      .expect(200);
    expect(list.body.data).toEqual([
      expect.objectContaining({ id: filed.body.data.id, company_name: 'Padaria São João', status: true }),
    ]);
    await as(admin()).get('/v1/demanda?from=ontem').expect(400);
    // The same days as the audit filters, 1900 to 2099: year 0000 passed z.iso.date and PostgreSQL has no such date.
    expect((await as(admin()).get('/v1/demanda?from=0000-01-01').expect(400)).body.message).toBe(
      'Data inválida: use AAAA-MM-DD, entre 1900 e 2099.',
    );
    expect((await as(admin()).get('/v1/demanda?to=2026-02-30').expect(400)).body.message).toBe(
      'Data inválida: use AAAA-MM-DD.',
    );
    await as(admin()).get('/v1/demanda?from=1900-01-01&to=2099-12-31').expect(200);
    await as(await provider())
      .get('/v1/demanda')
      .expect(403);
    await app().get('/v1/demanda').expect(401);
    await app().get('/v1/companys/service').expect(401);
  });
});

describe(onPostgres('demands: admin and provider reads'), () => {
  it('search (area, uf, city, base64 keyword, sort) and the detail call never show the requester contact', async () => {
    const body = demand({
      location: { UF: 'RJ', City: 'Niterói', Street: 'Icaraí', About: 'Laudo de ergonomia urgente' },
    });
    const filed = await fileConfirmedDemand(api(), body);
    const id = filed.id;
    const prov = await provider();
    const areaOf = (
      await as(admin())
        .get('/v1/admin/services/show?item=' + services[0]!.id)
        .expect(200)
    ).body;
    const areaId = areaOf.data?.area ?? areaOf.area;
    const keyword = Buffer.from('ERGONOMIA').toString('base64');
    const found = await as(prov, filed.position)
      .get(
        `/v1/companys/service/search?area=${areaId}&uf=RJ&city=${encodeURIComponent('Niterói')}&query=${encodeURIComponent(keyword)}`,
      )
      .expect(200);
    expect(found.body.data.map((d: { id: number }) => d.id)).toEqual([id]);
    const other = await as(prov)
      .get('/v1/companys/service/search?uf=SP&query=' + encodeURIComponent(keyword))
      .expect(200);
    expect(other.body.data.map((d: { id: number }) => d.id)).not.toContain(id);
    const detail = await as(prov).get(`/v1/companys/service/${id}`).expect(200);
    expect(detail.body.data).toMatchObject({ id, uf: 'RJ', region: 'Niterói', street: 'Icaraí' });
    const oldest = await as(prov).get('/v1/companys/service/search?sort=oldest').expect(200);
    const recent = await as(prov).get('/v1/companys/service/search?sort=recent').expect(200);
    expect(oldest.body.data[0].id).toBeLessThan(recent.body.data[0].id);
    await as(prov).get('/v1/companys/service/search?sort=relevant').expect(200);
    for (const response of [found, detail, oldest, recent]) {
      const text = JSON.stringify(response.body);
      for (const secret of [
        body.contact.Name,
        body.contact.Surname,
        body.contact.Email,
        '19987654321',
        body.contact.CorporateName,
        body.contact.DepartmentName,
      ]) {
        expect(text).not.toContain(secret);
      }
    }
    await as(prov).get('/v1/companys/service/999999').expect(404);
    await app().get(`/v1/companys/service/${id}`).expect(401);
    await as(admin()).get(`/v1/companys/service/${id}`).expect(403);
    await as(prov).get('/v1/companys/service/search?area=abc').expect(400);
  });

  it('admin shows, edits (required fields, close) and deletes a demand', async () => {
    const filed = await app().post('/v1/demanda').send(demand()).expect(201);
    const id = filed.body.data.id;
    const shown = await as(admin())
      .get('/v1/demanda/show')
      .set('id', String(id))
      .set('X-Min-Position', positionOf(filed))
      .expect(200);
    expect(shown.body.data).toMatchObject({
      id,
      user_name: 'Paula',
      user_surname: 'Ramos',
      corporate_name: 'Metalúrgica Campinas Ltda',
      street: 'Distrito Industrial',
      phone: '19987654321',
      status: true,
    });
    await as(await provider())
      .get('/v1/demanda/show')
      .set('id', String(id))
      .expect(403);

    const edit = {
      id,
      companyId: id,
      name: 'Paula',
      surname: 'Souza',
      corporate_name: 'Metalúrgica Nova',
      corporate_type: 'Metalúrgica',
      email: 'paula@nova.com.br',
      street: 'Centro',
      telefone: '(19) 91234-5678',
      about: '',
      status: 'false',
    };
    for (const [field, message] of [
      ['name', 'Preencha o campo Nome'],
      ['surname', 'Preencha o campo Sobrenome'],
      ['corporate_name', 'Preencha o campo Nome da Empresa'],
      ['corporate_type', 'Preencha o campo Tipo de Empresa'],
      ['email', 'Preencha o campo E-mail com um e-mail válido'],
      ['street', 'Preencha o campo Bairro'],
      ['telefone', 'Preencha o campo Telefone com DDD e número'],
      ['status', 'Selecione a Situação'],
    ] as const) {
      const r = await as(admin())
        .put('/v1/admin/demanda', { ...edit, [field]: '' })
        .expect(400);
      expect(r.body.message).toBe(message);
    }
    const saved = await as(admin()).put('/v1/admin/demanda', edit).expect(200);
    expect(saved.body.message).toBe('Registro salvo com sucesso');
    const after = await as(admin())
      .get('/v1/demanda/show')
      .set('id', String(id))
      .set('X-Min-Position', positionOf(saved))
      .expect(200);
    expect(after.body.data).toMatchObject({
      user_surname: 'Souza',
      corporate_name: 'Metalúrgica Nova',
      email: 'paula@nova.com.br',
      street: 'Centro',
      phone: '19912345678',
      status: false,
    });
    const closedList = await as(admin()).get('/v1/demanda?status=false').expect(200);
    expect(closedList.body.data.map((d: { id: number }) => d.id)).toContain(id);
    const prov = await provider();
    const providerList = await as(prov).get('/v1/companys/service?page=1').expect(200);
    expect(providerList.body.data.map((d: { id: number }) => d.id)).not.toContain(id);

    await as(prov).put('/v1/admin/demanda', edit).expect(403);
    await as(prov).delete('/v1/admin/demanda').set('id', String(id)).expect(403);
    const deleted = await as(admin()).delete('/v1/admin/demanda').set('id', String(id)).expect(200);
    await as(admin())
      .get('/v1/demanda/show')
      .set('id', String(id))
      .set('X-Min-Position', positionOf(deleted))
      .expect(404);
    await as(admin()).delete('/v1/admin/demanda').set('id', String(id)).expect(404);
    await as(admin())
      .put('/v1/admin/demanda', { ...edit, id: 999999 })
      .expect(404);
  });

  it("'Mais relevantes' ranks the demands matching the provider's areas and regions first", async () => {
    const all = (await app().get('/v1/services?page=1').expect(200)).body.data.data as { id: number; area: number }[];
    const mine = all[0]!;
    const other = all.find((s) => s.area !== mine.area)!;
    const { auth } = await signUpProviderServing(
      mine.area,
      { uf: 'SP', city: 'Campinas' },
      { name: 'Rui', surname: 'Melo' },
    );
    const match = await fileConfirmedDemand(api(), demand({ nrs: [mine.id] }));
    const later = await fileConfirmedDemand(
      api(),
      demand({ nrs: [other.id], location: { UF: 'RJ', City: 'Niterói' } }),
    );
    const relevant = await as(auth, later.position).get('/v1/companys/service/search?sort=relevant').expect(200);
    const order = relevant.body.data.map((d: { id: number }) => d.id);
    expect(order.indexOf(match.id)).toBeLessThan(order.indexOf(later.id));
    const recent = await as(auth).get('/v1/companys/service?page=1&sort=recent').expect(200);
    expect(recent.body.data[0].id).toBe(later.id);
    // The dashboard's default (match=profile): only the demand of the provider's area inside the regions served.
    const mineOnly = await as(auth).get('/v1/companys/service?page=1&match=profile').expect(200);
    expect(mineOnly.body.matchedProfile).toBe(true);
    expect(mineOnly.body.data.map((d: { id: number }) => d.id)).toContain(match.id);
    expect(mineOnly.body.data.map((d: { id: number }) => d.id)).not.toContain(later.id);
    const widened = await as(auth).get('/v1/companys/service/search?match=all').expect(200);
    expect(widened.body.matchedProfile).toBe(false);
    expect(widened.body.data.map((d: { id: number }) => d.id)).toContain(later.id);
    // Without a profile there is nothing to match: everything is listed.
    const bare = await as(await provider())
      .get('/v1/companys/service?page=1&match=profile')
      .expect(200);
    expect(bare.body.matchedProfile).toBe(false);
  });
});
