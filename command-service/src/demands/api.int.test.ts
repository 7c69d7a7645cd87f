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
    const today = new Date().toISOString().slice(0, 10);
    const list = await app().get(`/v1/demanda?name=padaria sao joao&from=${today}&to=${today}&status=true`).set('Authorization', admin).set('X-Min-Position', positionOf(filed)).expect(200);
    expect(list.body.data).toEqual([expect.objectContaining({ id: filed.body.data.id, company_name: 'Padaria São João', status: true })]);
    await app().get('/v1/demanda?from=ontem').set('Authorization', admin).expect(400);
    await app().get('/v1/demanda').set('Authorization', await provider()).expect(403);
    await app().get('/v1/demanda').expect(401);
    await app().get('/v1/companys/service').expect(401);
  });
});
