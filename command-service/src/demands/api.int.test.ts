import request from 'supertest';
import { startTestApi, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD } from '../../../test-support/testApp';
import type { TestApi } from '../../../test-support/testApp';

const positionOf = (r: request.Response): string => String(r.headers['x-position'] ?? '');

describe(`demands through the HTTP API (${process.env.TEST_DATABASE_KIND ?? 'embedded'} PostgreSQL)`, () => {
  let api: TestApi;
  let admin: string;
  let services: { id: number; name: string }[];
  let seq = 0;
  const app = () => request(api.system.app);

  beforeAll(async () => {
    api = await startTestApi();
    const basic = `Basic ${Buffer.from(`${TEST_ADMIN_EMAIL}:${TEST_ADMIN_PASSWORD}`).toString('base64')}`;
    admin = `Bearer ${(await app().get('/v1/auth').set('Authorization', basic).expect(200)).body.token}`;
    services = (await app().get('/v1/services?page=1').expect(200)).body.data.data;
  });
  afterAll(async () => {
    await api.stop();
  });

  const demand = (overrides: { primary?: object; location?: object; contact?: object; [k: string]: unknown } = {}) => {
    const email = `compras${++seq}@metalurgica.com.br`;
    return {
      nrs: [services[0]!.id, { id: services[1]!.id, name: services[1]!.name }],
      terms: true,
      ...overrides,
      primary: { branchOfTheCompany: 'Indústria', companyType: 'Metalúrgica', numberOfemployees: '51 a 100', maxDate: 'Em até 30 dias', ...overrides.primary },
      location: { UF: 'SP', City: 'Campinas', Street: 'Distrito Industrial', Contact: 'Sem preferência', About: 'Precisamos do PGR atualizado.', ...overrides.location },
      contact: {
        Name: 'Paula',
        Surname: 'Ramos',
        CorporateName: 'Metalúrgica Campinas Ltda',
        DepartmentName: 'RH - Recursos Humanos',
        Role: 'Gerente',
        Email: email,
        ConfirmEmail: email,
        Phone: '(19) 98765-4321',
        ...overrides.contact,
      },
    };
  };
  const provider = async () => {
    const r = await app().post('/v1/auth').send({ name: 'Leo', surname: 'Prado', phone: '11987654321', email: `leo${++seq}@sst.com.br`, password: 'segredo1' }).expect(201);
    return `Bearer ${r.body.token}`;
  };

  it('files a demand, mails the receipt, and shows it to providers without any contact data', async () => {
    const body = demand();
    const filed = await app().post('/v1/demanda').send(body).expect(201);
    expect(filed.body).toEqual({ message: 'Pedido enviado com sucesso', data: { id: expect.any(Number) } });
    const receipt = api.system.devMailbox!.list().find((mail) => mail.to === body.contact.Email);
    expect(receipt?.subject).toBe('ConectaSST: recebemos seu pedido de orçamento');

    const listing = await app().get('/v1/companys/service?page=1').set('Authorization', await provider()).set('X-Min-Position', positionOf(filed)).expect(200);
    const item = listing.body.data.find((d: { id: number }) => d.id === filed.body.data.id);
    expect(item).toMatchObject({ uf: 'SP', region: 'Campinas', street: 'Distrito Industrial', contributors: '51,100', urgency: 'Em até 30 dias', price: 10, subs: 0, status: true });
    expect(item.description.split('\n')).toEqual([services[0]!.name, services[1]!.name]);
    // The requester's contact never reaches a provider who has not subscribed.
    const text = JSON.stringify(listing.body);
    for (const secret of ['Paula', 'Ramos', body.contact.Email, '19987654321', 'RH - Recursos Humanos']) expect(text).not.toContain(secret);
  });

  it("refuses a second open demand with the same e-mail → 409 'O e-mail informado já existe' (data 'Email já cadastrado')", async () => {
    const body = demand();
    const filed = await app().post('/v1/demanda').send(body).expect(201);
    await app().get('/v1/demanda').set('Authorization', admin).set('X-Min-Position', positionOf(filed)).expect(200);
    const again = await app().post('/v1/demanda').send({ ...body, contact: { ...body.contact, Email: body.contact.Email.toUpperCase(), ConfirmEmail: body.contact.Email } }).expect(409);
    expect(again.body).toEqual({ message: 'O e-mail informado já existe', data: 'Email já cadastrado' });
  });

  it.each([
    ['no branch', { primary: { branchOfTheCompany: 'Selecione o ramo da sua empresa' } }, 'Selecione o ramo da sua empresa'],
    ['no employee count', { primary: { numberOfemployees: '' } }, 'Selecione a quantidade de colaborades'],
    ['no needed-by', { primary: { maxDate: undefined } }, 'Selecione para quando você necessita deste(s) serviço(s)'],
    ["'other' branch without text", { primary: { branchOfTheCompany: 'Não encontrei meu ramo' } }, 'Informe o ramo da sua empresa'],
    ['no state', { location: { UF: '' } }, 'Selecione um estado'],
    ['a city of another state', { location: { City: 'Niterói' } }, 'Selecione uma cidade'],
    ['no contact preference', { location: { Contact: 'Qualquer' } }, 'Selecione uma forma de contato'],
    ['no neighbourhood', { location: { Street: ' ' } }, 'Preencha o bairro'],
    ['an invalid e-mail', { contact: { Email: 'paula@', ConfirmEmail: 'paula@' } }, 'O e-mail informado é inválido'],
    ['different e-mails', { contact: { ConfirmEmail: 'outra@empresa.com.br' } }, 'Os endereços de e-mail não coincidem'],
    ['terms not accepted', { terms: false }, 'Você precisa aceitar os Termos e Condições Gerais de Uso e Políticas de Privacidade'],
    ['a department without role', { contact: { Role: undefined } }, 'Selecione o cargo'],
    ["'Outro' role without text", { contact: { Role: 'Outro' } }, 'Preencha este campo'],
    ['no services', { nrs: [] }, 'Selecione ao menos um serviço na página inicial.'],
  ])('refuses %s → 400 with the spec message', async (_label, overrides, message) => {
    const r = await app().post('/v1/demanda').send(demand(overrides as never)).expect(400);
    expect(r.body.message).toBe(message);
  });

  it('the owner/CEO has no role; an unknown service is 422', async () => {
    await app().post('/v1/demanda').send(demand({ contact: { DepartmentName: 'Proprietário(a) / CEO', Role: undefined } })).expect(201);
    const r = await app().post('/v1/demanda').send(demand({ nrs: [999999] })).expect(422);
    expect(r.body.message).toBe('Serviço inválido ou indisponível.');
  });

  it('admins list demands with name, period and status filters; providers and visitors cannot', async () => {
    const filed = await app().post('/v1/demanda').send(demand({ contact: { CorporateName: 'Padaria São João' } })).expect(201);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date()); // YYYY-MM-DD in Brazil
    const list = await app().get(`/v1/demanda?name=padaria sao joao&from=${today}&to=${today}&status=true`).set('Authorization', admin).set('X-Min-Position', positionOf(filed)).expect(200);
    expect(list.body.data).toEqual([expect.objectContaining({ id: filed.body.data.id, company_name: 'Padaria São João', status: true })]);
    await app().get('/v1/demanda?from=ontem').set('Authorization', admin).expect(400);
    await app().get('/v1/demanda').set('Authorization', await provider()).expect(403);
    await app().get('/v1/demanda').expect(401);
    await app().get('/v1/companys/service').expect(401);
  });

  it('search (area, uf, city, base64 keyword, sort) and the detail call never show the requester contact', async () => {
    const body = demand({ location: { UF: 'RJ', City: 'Niterói', Street: 'Icaraí', About: 'Laudo de ergonomia urgente' } });
    const filed = await app().post('/v1/demanda').send(body).expect(201);
    const id = filed.body.data.id;
    const prov = await provider();
    const areaOf = (await app().get('/v1/admin/services/show?item=' + services[0]!.id).set('Authorization', admin).expect(200)).body;
    const areaId = areaOf.data?.area ?? areaOf.area;
    const keyword = Buffer.from('ERGONOMIA').toString('base64');
    const found = await app()
      .get(`/v1/companys/service/search?area=${areaId}&uf=RJ&city=${encodeURIComponent('Niterói')}&query=${encodeURIComponent(keyword)}`)
      .set('Authorization', prov)
      .set('X-Min-Position', positionOf(filed))
      .expect(200);
    expect(found.body.data.map((d: { id: number }) => d.id)).toEqual([id]);
    const other = await app().get('/v1/companys/service/search?uf=SP&query=' + encodeURIComponent(keyword)).set('Authorization', prov).expect(200);
    expect(other.body.data.map((d: { id: number }) => d.id)).not.toContain(id);
    const detail = await app().get(`/v1/companys/service/${id}`).set('Authorization', prov).expect(200);
    expect(detail.body.data).toMatchObject({ id, uf: 'RJ', region: 'Niterói', street: 'Icaraí' });
    const oldest = await app().get('/v1/companys/service/search?sort=oldest').set('Authorization', prov).expect(200);
    const recent = await app().get('/v1/companys/service/search?sort=recent').set('Authorization', prov).expect(200);
    expect(oldest.body.data[0].id).toBeLessThan(recent.body.data[0].id);
    await app().get('/v1/companys/service/search?sort=relevant').set('Authorization', prov).expect(200);
    for (const response of [found, detail, oldest, recent]) {
      const text = JSON.stringify(response.body);
      for (const secret of [body.contact.Name, body.contact.Surname, body.contact.Email, '19987654321', body.contact.CorporateName, body.contact.DepartmentName]) {
        expect(text).not.toContain(secret);
      }
    }
    await app().get('/v1/companys/service/999999').set('Authorization', prov).expect(404);
    await app().get(`/v1/companys/service/${id}`).expect(401);
    await app().get(`/v1/companys/service/${id}`).set('Authorization', admin).expect(403);
    await app().get('/v1/companys/service/search?area=abc').set('Authorization', prov).expect(400);
  });

  it('admin shows, edits (required fields, close) and deletes a demand', async () => {
    const filed = await app().post('/v1/demanda').send(demand()).expect(201);
    const id = filed.body.data.id;
    const shown = await app().get('/v1/demanda/show').set('Authorization', admin).set('id', String(id)).set('X-Min-Position', positionOf(filed)).expect(200);
    expect(shown.body.data).toMatchObject({ id, user_name: 'Paula', user_surname: 'Ramos', corporate_name: 'Metalúrgica Campinas Ltda', street: 'Distrito Industrial', phone: '19987654321', status: true });
    await app().get('/v1/demanda/show').set('Authorization', await provider()).set('id', String(id)).expect(403);

    const edit = { id, companyId: id, name: 'Paula', surname: 'Souza', corporate_name: 'Metalúrgica Nova', corporate_type: 'Metalúrgica', email: 'paula@nova.com.br', street: 'Centro', telefone: '(19) 91234-5678', about: '', status: 'false' };
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
      const r = await app().put('/v1/admin/demanda').set('Authorization', admin).send({ ...edit, [field]: '' }).expect(400);
      expect(r.body.message).toBe(message);
    }
    const saved = await app().put('/v1/admin/demanda').set('Authorization', admin).send(edit).expect(200);
    expect(saved.body.message).toBe('Registro salvo com sucesso');
    const after = await app().get('/v1/demanda/show').set('Authorization', admin).set('id', String(id)).set('X-Min-Position', positionOf(saved)).expect(200);
    expect(after.body.data).toMatchObject({ user_surname: 'Souza', corporate_name: 'Metalúrgica Nova', email: 'paula@nova.com.br', street: 'Centro', phone: '19912345678', status: false });
    const closedList = await app().get('/v1/demanda?status=false').set('Authorization', admin).expect(200);
    expect(closedList.body.data.map((d: { id: number }) => d.id)).toContain(id);
    const prov = await provider();
    const providerList = await app().get('/v1/companys/service?page=1').set('Authorization', prov).expect(200);
    expect(providerList.body.data.map((d: { id: number }) => d.id)).not.toContain(id);

    await app().put('/v1/admin/demanda').set('Authorization', prov).send(edit).expect(403);
    await app().delete('/v1/admin/demanda').set('Authorization', prov).set('id', String(id)).expect(403);
    const deleted = await app().delete('/v1/admin/demanda').set('Authorization', admin).set('id', String(id)).expect(200);
    await app().get('/v1/demanda/show').set('Authorization', admin).set('id', String(id)).set('X-Min-Position', positionOf(deleted)).expect(404);
    await app().delete('/v1/admin/demanda').set('Authorization', admin).set('id', String(id)).expect(404);
    await app().put('/v1/admin/demanda').set('Authorization', admin).send({ ...edit, id: 999999 }).expect(404);
  });

  it("'Mais relevantes' ranks the demands matching the provider's areas and regions first", async () => {
    const all = (await app().get('/v1/services?page=1').expect(200)).body.data.data as { id: number; area: number }[];
    const mine = all[0]!;
    const other = all.find((s) => s.area !== mine.area)!;
    const r = await app().post('/v1/auth').send({ name: 'Rui', surname: 'Melo', phone: '11987654321', email: `rui${++seq}@sst.com.br`, password: 'segredo1' }).expect(201);
    const auth = `Bearer ${r.body.token}`;
    await app().post('/v1/company/detail').set('Authorization', auth).set('X-Min-Position', positionOf(r)).send({ area: String(mine.area), nrs: 'null', esocial: 'Não, e não pretendo adquirir', software: null, uf: 'SP', city: 'Campinas' }).expect(201);
    const match = await app().post('/v1/demanda').send(demand({ nrs: [mine.id] })).expect(201);
    const later = await app().post('/v1/demanda').send(demand({ nrs: [other.id], location: { UF: 'RJ', City: 'Niterói' } })).expect(201);
    const relevant = await app().get('/v1/companys/service/search?sort=relevant').set('Authorization', auth).set('X-Min-Position', positionOf(later)).expect(200);
    const order = relevant.body.data.map((d: { id: number }) => d.id);
    expect(order.indexOf(match.body.data.id)).toBeLessThan(order.indexOf(later.body.data.id));
    const recent = await app().get('/v1/companys/service?page=1&sort=recent').set('Authorization', auth).expect(200);
    expect(recent.body.data[0].id).toBe(later.body.data.id);
  });
});
