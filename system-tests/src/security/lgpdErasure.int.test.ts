import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ERASED_LABEL } from '@conectasst/common/rules/lgpdRules';
import { EventCatalogue } from '@conectasst/events/catalogue/eventCatalogue';
import { PostgresSubjectKeyStore, parseMasterKey } from '@conectasst/events/catalogue/keyStore';
import { allEventDefinitions } from '@conectasst/events/schemas/allEvents';
import { contactStream } from '@conectasst/events/schemas/contactEvents';
import { demandStream } from '@conectasst/events/schemas/demandEvents';
import { mailAddressHash, mailAddressSubject, mailBounceStream } from '@conectasst/events/schemas/mailEvents';
import { userStream } from '@conectasst/events/schemas/userEvents';
import { walletStream } from '@conectasst/events/schemas/walletEvents';
import { CommandHandler } from '@conectasst/command-service/infrastructure/commandHandler';
import { walletDecider } from '@conectasst/command-service/wallet/businessLogic';
import { startTestApi } from '../../../test-support/testApp';
import type { TestApi } from '../../../test-support/testApp';
import type { Call, Marketplace } from '../reliability/marketplace';
import { latestPosition, openMarketplace } from '../reliability/marketplace';
import { readModelChecksums } from '../reliability/tableChecksums';
import { findNeedles, scanCalls } from './callScanner';
import type { JsonSchema, Operation } from './openApiOperations';
import { operationsOf } from './openApiOperations';

const ROOT = path.resolve(__dirname, '../../..');

jest.setTimeout(600_000);
const hex = randomBytes(4).toString('hex');

/** A valid CPF (check digits computed) whose first nine digits are random: a marker that passes validation. */
function randomCpf(): string {
  const digits = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
  digits[0] = 1 + (digits[0]! % 9);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((acc, d, i) => acc + d * (length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}
const randomMobile = (ddd: string) => `${ddd}9${String(Math.floor(10_000_000 + Math.random() * 89_999_999))}`;

/** The provider who asks to be erased. */
const provider = {
  name: `Lgpdnome${hex}`,
  surname: `Lgpdsobrenome${hex}`,
  email: `lgpdparceiro${hex}@correio.com.br`,
  phone: randomMobile('31'),
  cpf: randomCpf(),
  street: `Rualgpd${hex}`,
  register: `Registrolgpd${hex}`,
  crm: `Crmlgpd${hex}`,
  rqe: `Rqelgpd${hex}`,
};
/** The requester who asks to be erased (two demands with one e-mail). */
const requester = {
  name: `Lgpdsolicitante${hex}`,
  surname: `Lgpdsobrenomesol${hex}`,
  // Under .invalid the mail server refuses it: the receipt bounces (MailBounced, under the address owner's key).
  email: `lgpdsolicitante${hex}@empresa-lgpd.invalid`,
  phone: randomMobile('41'),
  department: `Lgpddepartamento${hex}`,
  role: `Lgpdcargo${hex}`,
};
/** A Pessoa Jurídica partner who asks to be erased (ADR 0112): the contact person and the company's street and CEP. */
const company = {
  name: `Lgpdpjnome${hex}`,
  surname: `Lgpdpjsobrenome${hex}`,
  email: `lgpdpj${hex}@fornecedor.com.br`,
  phone: randomMobile('51'),
  cep: `9${String(Math.floor(1_000_000 + Math.random() * 8_999_999))}`,
  street: `Ruapj${hex}`,
  department: `Lgpdpjdepto${hex}`,
  role: `Lgpdpjcargo${hex}`,
  socialnetwork: `Lgpdpjrede${hex}`,
  register: `Lgpdpjregistro${hex}`,
};
/** Someone who wrote through 'Fale conosco'; the admin deletes the message (ADR 0112: that erases the sender). */
const sender = {
  firstName: `Lgpdcontato${hex}`,
  lastName: `Lgpdcontatosobrenome${hex}`,
  email: `lgpdcontato${hex}@pessoal.com.br`,
  phone: randomMobile('61'),
  city: `Lgpdcidade${hex}`,
  subject: `Lgpdassunto${hex}`,
  text: `Lgpdtexto${hex} ligue no meu celular.`,
};
/** Free text under the requester's key (ADR 0112): notes, neighbourhood, corporate name. */
const requesterText = {
  about: `Lgpdnota${hex} laudo de insalubridade.`,
  neighbourhood: `Lgpdbairro${hex}`,
  company: `Lgpdrazao${hex}`,
};

/** People who did not ask: their data must stay. */
const others = { providerName: `Parceiro outro-${hex}`, requesterName: `Outrosolicitante${hex}` };

const needles = [
  provider.name,
  provider.surname,
  `lgpdparceiro${hex}`,
  provider.phone,
  provider.phone.slice(2),
  provider.cpf,
  provider.street,
  provider.register,
  provider.crm,
  provider.rqe,
  requester.name,
  requester.surname,
  `lgpdsolicitante${hex}`,
  requester.phone,
  requester.phone.slice(2),
  requester.department,
  requester.role,
  requesterText.about.split(' ')[0]!,
  requesterText.neighbourhood,
  requesterText.company,
  company.name,
  company.surname,
  `lgpdpj${hex}`,
  company.phone.slice(2),
  company.cep,
  company.street,
  company.department,
  company.role,
  company.socialnetwork,
  company.register,
  sender.firstName,
  sender.lastName,
  `lgpdcontato${hex}`,
  sender.phone,
  sender.city,
  sender.subject,
  `lgpdtexto${hex}`,
  `lgpdrelato${hex}`,
].map((n) => n.toLowerCase());

/**
 * Issue 8, "LGPD erasure": an admin erases a provider and a requester on their request. Afterwards their data is
 * unreadable in the stored events, absent from every table, every API answer (all calls of the OpenAPI document, as
 * admin and as providers), `npm run export` and, after `npm run replay -- all`, still absent — while credits, seats
 * and everyone else's data stay as they were.
 */
let api: TestApi;
let market: Marketplace;
let operations: Operation[];
let admin: string;
let erasedProvider: { id: string; auth: string };
let erasedCompany: { id: string; auth: string };
let contactId: number;
let otherProvider: { id: string; auth: string };
let d1: number;
let d2: number;
let d3: number;
const position = { value: '' };

const expectStatus = (r: Call, status: number) => {
  if (r.status !== status) throw new Error(`expected ${status}, got ${r.status}: ${r.text.slice(0, 300)}`);
  return r;
};
const moved = (r: Call) => {
  position.value = r.headers.get('x-position') ?? position.value;
  return r;
};
const demandBody = (
  contact: { name: string; surname: string; email: string; phone: string; department: string; role: string },
  company: string,
  text = { about: 'Laudo de insalubridade e PPP.', neighbourhood: 'Savassi' },
) => ({
  nrs: [0],
  terms: true,
  primary: {
    branchOfTheCompany: 'Indústria',
    companyType: 'Química',
    numberOfemployees: '101 a 200',
    maxDate: 'O mais rápido possível',
  },
  location: {
    UF: 'MG',
    City: 'Belo Horizonte',
    Street: text.neighbourhood,
    Contact: 'Sem preferência',
    About: text.about,
  },
  contact: {
    Name: contact.name,
    Surname: contact.surname,
    CorporateName: company,
    DepartmentName: 'Outro',
    OtherDepartmentName: contact.department,
    Role: 'Outro',
    OtherRole: contact.role,
    Email: contact.email,
    ConfirmEmail: contact.email,
    Phone: contact.phone,
  },
});

/** Every table of the database (event store included) as text, searched for the needles. */
async function tablesHolding(): Promise<string[]> {
  const tables = (
    await api.system.readPool.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1",
    )
  ).rows;
  const found: string[] = [];
  for (const { table_name: table } of tables) {
    const text =
      (
        await api.system.readPool.query<{ t: string | null }>(
          `SELECT lower(string_agg(t::text, ' ')) AS t FROM "${table}" t`,
        )
      ).rows[0]?.t ?? '';
    const hits = needles.filter((n) => text.includes(n));
    if (hits.length) found.push(`${table}: ${hits.join(', ')}`);
  }
  return found;
}

async function runCli(args: string[]): Promise<string> {
  const child = spawn('npm', ['run', '-s', ...args], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: api.databaseUrl,
      PII_MASTER_KEY: api.config.piiMasterKey,
      JWT_SECRET: api.config.jwtSecret,
      APP_MODE: 'local',
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`npm run ${args.join(' ')} exited ${code}: ${output.slice(-2000)}`);
  return output;
}

beforeAll(async () => {
  api = await startTestApi();
  market = await openMarketplace(api);
  operations = operationsOf((await market.call('get', '/v1/openapi.json')).body);
  admin = await market.adminAuth();
  const serviceId = await market.firstServiceId();

  // The provider: account, Pessoa Física details, credits, one seat.
  const signup = moved(
    expectStatus(
      await market.call('post', '/v1/auth', {
        body: {
          name: provider.name,
          surname: provider.surname,
          phone: provider.phone,
          email: provider.email,
          password: 'segredo1',
        },
      }),
      201,
    ),
  );
  const auth = `Bearer ${(signup.body as { token: string }).token}`;
  const me = expectStatus(
    await market.call('get', '/v1/auth/me', { auth, headers: { 'X-Min-Position': position.value } }),
    200,
  );
  erasedProvider = { id: (me.body as { userData: { id: string } }).userData.id, auth };
  moved(
    expectStatus(
      await market.call('post', '/v1/details/pf', {
        auth,
        body: {
          cpf: provider.cpf,
          name: provider.name,
          surname: provider.surname,
          street: `30140000 - ${provider.street} - 45 - Sala 3`,
          DDD: provider.phone.slice(0, 2),
          Phone: provider.phone.slice(2),
          profission: 'Técnico de Segurança do Trabalho',
          register: provider.register,
          socialnetwork: 'Google',
        },
      }),
      201,
    ),
  );
  moved(
    expectStatus(
      await market.call('post', '/v1/credentials', {
        auth,
        body: { kind: 'CRM', number: provider.crm, uf: 'MG', rqe: provider.rqe },
      }),
      201,
    ),
  );
  position.value = await market.setCredits(admin, erasedProvider.id, 50);
  otherProvider = await market.signUpProvider(`outro-${hex}`);
  position.value = await market.setCredits(admin, otherProvider.id, 50);

  // The requester: demand 1 (the provider takes a seat; an admin edits and closes it), then demand 2 with the same e-mail.
  // The Pessoa Jurídica partner: account and company details.
  const pjSignup = moved(
    expectStatus(
      await market.call('post', '/v1/auth', {
        body: {
          name: company.name,
          surname: company.surname,
          phone: company.phone,
          email: company.email,
          password: 'segredo1',
        },
      }),
      201,
    ),
  );
  const pjAuth = `Bearer ${(pjSignup.body as { token: string }).token}`;
  const pjMe = expectStatus(
    await market.call('get', '/v1/auth/me', { auth: pjAuth, headers: { 'X-Min-Position': position.value } }),
    200,
  );
  erasedCompany = { id: (pjMe.body as { userData: { id: string } }).userData.id, auth: pjAuth };
  moved(
    expectStatus(
      await market.call('post', '/v1/details/pj', {
        auth: pjAuth,
        body: {
          fantasyname: `Segurança Lgpd ${hex}`,
          corporatename: `Segurança Lgpd ${hex} Ltda`,
          cnpj: '11222333000181',
          cep: company.cep,
          street: `${company.cep} - ${company.street} - 100 - Galpão 2`,
          ddd: company.phone.slice(0, 2),
          phone: company.phone.slice(2),
          name: company.name,
          surname: company.surname,
          department: company.department,
          role: company.role,
          register: company.register,
          socialnetwork: company.socialnetwork,
        },
      }),
      201,
    ),
  );
  // The message through 'Fale conosco'.
  const contact = moved(expectStatus(await market.call('post', '/v1/contato', { body: { ...sender, uf: 'DF' } }), 201));
  contactId = (contact.body as { data: { id: number } }).data.id;

  const body1 = demandBody(requester, requesterText.company, requesterText);
  body1.nrs = [serviceId];
  d1 = (
    moved(expectStatus(await market.call('post', '/v1/demanda', { body: body1 }), 201)).body as { data: { id: number } }
  ).data.id;
  moved(
    expectStatus(
      await market.call('post', '/v1/admin/demanda/publish', {
        auth: await market.adminAuth(),
        headers: { id: String(d1) },
      }),
      200,
    ),
  );
  moved(
    expectStatus(
      await market.call('post', '/v1/subs', { auth: erasedProvider.auth, headers: { id: String(d1) } }),
      200,
    ),
  );
  // The provider reports the lead with a note about the requester (LeadReported.note is under the provider's key).
  moved(
    expectStatus(
      await market.call('post', '/v1/lead-reports', {
        auth: erasedProvider.auth,
        body: { demandId: d1, reason: 'not_requested', note: `Lgpdrelato${hex}: ninguém pediu.` },
      }),
      201,
    ),
  );
  moved(
    expectStatus(
      await market.call('put', '/v1/admin/demanda', {
        auth: admin,
        body: {
          id: d1,
          name: requester.name,
          surname: `${requester.surname}b`,
          corporate_name: requesterText.company,
          corporate_type: 'Química',
          email: requester.email,
          street: requesterText.neighbourhood,
          telefone: requester.phone,
          about: `${requesterText.about} Editado.`,
          status: false,
        },
      }),
      200,
    ),
  );
  // The e-mail check of a new demand reads the read model: let it see demand 1 closed.
  expect(await api.system.runner.waitFor(latestPosition([position.value]), 120_000)).toBe(true);
  const body2 = demandBody(requester, requesterText.company, requesterText);
  body2.nrs = [serviceId];
  d2 = (
    moved(expectStatus(await market.call('post', '/v1/demanda', { body: body2 }), 201)).body as { data: { id: number } }
  ).data.id;
  moved(
    expectStatus(
      await market.call('post', '/v1/admin/demanda/publish', {
        auth: await market.adminAuth(),
        headers: { id: String(d2) },
      }),
      200,
    ),
  );
  moved(
    expectStatus(await market.call('post', '/v1/subs', { auth: otherProvider.auth, headers: { id: String(d2) } }), 200),
  );
  const body3 = demandBody(
    {
      name: others.requesterName,
      surname: 'Costa',
      email: `outro${hex}@cliente.com.br`,
      phone: '21987654321',
      department: 'Qualidade',
      role: 'Gerente',
    },
    'Outra Empresa',
  );
  body3.nrs = [serviceId];
  d3 = (
    moved(expectStatus(await market.call('post', '/v1/demanda', { body: body3 }), 201)).body as { data: { id: number } }
  ).data.id;
  // The seats' e-mails leave from the log (ADR 0152): let them go, and their bounces be recorded, before the erasure, so
  // that no bounce of the requester's address lands after it (one would be stored without its texts, not as erased).
  await api.system.requesterMails!.caughtUp();
  expect(await api.system.runner.waitFor(latestPosition([position.value]), 120_000)).toBe(true);
});
afterAll(async () => {
  await market?.close();
  await api?.stop();
});

/** Every API answer: every GET of the document as the admin, every call of the other provider, the erased session. */
async function expectNoApiAnswerHoldsThePerson(): Promise<void> {
  // (Not POST /v1/auth/logout: it would end the session the later calls need; it returns no personal data.)
  const valuesFor = (name: string, schema: JsonSchema | undefined): string[] => {
    const lower = name.toLowerCase();
    if (lower === 'id' || lower === 'parceiroid') return [String(d1), String(d2), erasedProvider.id];
    if (lower.endsWith('id')) return [String(d1), erasedProvider.id];
    if (lower === 'page') return ['1'];
    if (lower === 'name') return [requester.name, 'Química'];
    if (lower === 'query') return [Buffer.from(requester.name).toString('base64')];
    if (schema?.enum?.length) return schema.enum.map(String);
    return ['1'];
  };
  const asAdmin = await scanCalls({
    market,
    operations,
    auth: admin,
    needles,
    include: (op) => op.path !== '/v1/dev/mailbox' && op.path !== '/v1/auth/logout',
    valuesFor,
    position,
  });
  const asOther = await scanCalls({
    market,
    operations,
    auth: otherProvider.auth,
    needles,
    include: (op) =>
      op.access !== 'admin' &&
      op.path !== '/v1/dev/mailbox' &&
      op.path !== '/v1/auth/logout' &&
      !(op.method === 'post' && op.path === '/v1/subs'),
    valuesFor,
    bodyFor: () => ({ id: d1, email: requester.email }),
    position,
  });
  const asErased = await scanCalls({
    market,
    operations,
    auth: erasedProvider.auth,
    needles,
    include: (op) => op.access !== 'admin' && op.path !== '/v1/dev/mailbox' && op.path !== '/v1/auth/logout',
    valuesFor,
    position,
  });
  expect([...asAdmin.leaks, ...asOther.leaks, ...asErased.leaks]).toEqual([]);
  expect(asAdmin.calls + asOther.calls + asErased.calls).toBeGreaterThan(150);
}

/** npm run export: the erased events are marked and carry nothing of the person. */
async function expectTheExportHoldsNothingOfThePerson(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lgpd-export-'));
  try {
    const file = path.join(dir, 'log.ndjson');
    // The full file (--full): a file export is redacted by default since ADR 0179.
    await runCli(['export', '--', '--out', file, '--full']);
    const lines = readFileSync(file, 'utf8').trim().split('\n');
    expect(lines.length).toBeGreaterThan(50);
    expect(needles.filter((n) => readFileSync(file, 'utf8').toLowerCase().includes(n))).toEqual([]);
    const providerLines = lines
      .map((l) => JSON.parse(l) as { streamId: string; type: string; erased?: boolean })
      .filter((e) => e.streamId === userStream(erasedProvider.id));
    expect(providerLines.find((e) => e.type === 'UserRegistered')?.erased).toBe(true);
    expect(readFileSync(file, 'utf8').includes(`outro-${hex}`)).toBe(true);
    // For analysts, on stdout by default: nobody's personal data, each field replaced by its subject's id.
    const redacted = await runCli(['export', '--', '--types', 'UserRegistered']);
    expect(redacted).not.toContain(`outro-${hex}`);
    expect(redacted).toContain(`{"$redacted":"${otherProvider.id}"}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe(`LGPD erasure of a provider and a requester (${process.env.TEST_DATABASE_KIND ?? 'embedded'} PostgreSQL)`, () => {
  it('before: the data is in the read models (so the scans below can see it)', async () => {
    const holding = (await tablesHolding()).join('\n');
    expect(holding).toContain('users:');
    expect(holding).toContain('demand_contacts:');
    expect(holding).toContain('provider_credentials:');
    expect(holding).toContain('contact_messages:');
    expect(holding).toContain('lead_reports:');
    expect(holding).not.toContain('events:');
  });

  it('only an admin can erase, and unknown people are 404', async () => {
    expect(
      (
        await market.call('post', '/v1/admin/Parceiro/erase', {
          auth: otherProvider.auth,
          body: { id: erasedProvider.id },
        })
      ).status,
    ).toBe(403);
    expect((await market.call('post', '/v1/admin/Parceiro/erase', { body: { id: erasedProvider.id } })).status).toBe(
      401,
    );
    const unknown = await market.call('post', '/v1/admin/Parceiro/erase', {
      auth: admin,
      body: { id: '00000000-0000-4000-8000-000000000001' },
    });
    expect([unknown.status, (unknown.body as { message: string }).message]).toEqual([404, 'Parceiro não encontrado.']);
    const unknownDemand = await market.call('post', '/v1/admin/demanda/erase', { auth: admin, body: { id: 999999 } });
    expect([unknownDemand.status, (unknownDemand.body as { message: string }).message]).toEqual([
      404,
      'Demanda não encontrada.',
    ]);
    const bad = await market.call('post', '/v1/admin/demanda/erase', { auth: admin, body: { id: 'x' } });
    expect([bad.status, (bad.body as { message: string }).message]).toEqual([400, 'Demanda inválida.']);
  });

  it('after the erasure the person is nowhere: events, tables, API, export, replay; credits and seats unchanged', async () => {
    const handler = new CommandHandler(api.system.store, api.system.catalogue);
    const walletBefore = (await handler.load(walletStream(erasedProvider.id), walletDecider)).state.balance;
    const partner = moved(
      expectStatus(
        await market.call('post', '/v1/admin/Parceiro/erase', { auth: admin, body: { id: erasedProvider.id } }),
        200,
      ),
    );
    expect(partner.body).toEqual({ message: 'Dados pessoais removidos (LGPD).', data: { erased: 1 } });
    const demands = moved(
      expectStatus(await market.call('post', '/v1/admin/demanda/erase', { auth: admin, body: { id: d2 } }), 200),
    );
    // The Pessoa Jurídica partner, and the contact message deleted (which erases its sender).
    moved(
      expectStatus(
        await market.call('post', '/v1/admin/Parceiro/erase', { auth: admin, body: { id: erasedCompany.id } }),
        200,
      ),
    );
    const deleted = moved(expectStatus(await market.call('delete', `/v1/contato/${contactId}`, { auth: admin }), 200));
    expect(deleted.body).toMatchObject({ message: expect.any(String) });
    expect((await market.call('delete', `/v1/contato/${contactId}`, { auth: admin })).status).toBe(404);
    // Both demands of that e-mail.
    expect(demands.body).toEqual({ message: 'Dados pessoais removidos (LGPD).', data: { erased: 2 } });

    // Audited: the events name the admin; repeating the command changes nothing.
    const userEvents = await api.system.store.read(userStream(erasedProvider.id));
    const erasure = userEvents.find((e) => e.type === 'PersonalDataErased')!;
    expect(erasure.metadata).toMatchObject({ role: 'admin' });
    expect((erasure.metadata as { userId: string }).userId).not.toBe('anonymous');
    const d2Events = (await api.system.store.read(demandStream(d2))).map((e) => e.type);
    expect(d2Events.slice(-2)).toEqual(['RequesterDataErased', 'DemandClosed']);
    expectStatus(
      await market.call('post', '/v1/admin/Parceiro/erase', { auth: admin, body: { id: erasedProvider.id } }),
      200,
    );
    expectStatus(await market.call('post', '/v1/admin/demanda/erase', { auth: admin, body: { id: d1 } }), 200);
    expect(await api.system.store.read(userStream(erasedProvider.id))).toHaveLength(userEvents.length);
    expect((await api.system.store.read(demandStream(d2))).map((e) => e.type)).toEqual(d2Events);

    // Stored events: the keys are gone, so a fresh reader (no cache) decodes every personal field as null.
    const requesterIds = await Promise.all(
      [d1, d2].map(
        async (id) => ((await api.system.store.read(demandStream(id)))[0]!.data as { requesterId: string }).requesterId,
      ),
    );
    const mailSubject = mailAddressSubject(mailAddressHash(requester.email, api.config.piiMasterKey));
    const keys = await api.system.readPool.query('SELECT subject_id FROM subject_keys WHERE subject_id = ANY($1)', [
      [erasedProvider.id, erasedCompany.id, `contact-${contactId}`, mailSubject, ...requesterIds],
    ]);
    expect(keys.rowCount).toBe(0);
    const fresh = new EventCatalogue(allEventDefinitions, {
      keyStore: new PostgresSubjectKeyStore(api.system.pool, parseMasterKey(api.config.piiMasterKey)),
    });
    // The receipts to the requester's address bounced: what the server answered is theirs too.
    expect(
      (await api.system.store.read(mailBounceStream(mailAddressHash(requester.email, api.config.piiMasterKey)))).map(
        (e) => e.type,
      ),
    ).toContain('MailBounced');
    for (const stream of [
      userStream(erasedProvider.id),
      userStream(erasedCompany.id),
      contactStream(contactId),
      mailBounceStream(mailAddressHash(requester.email, api.config.piiMasterKey)),
      demandStream(d1),
      demandStream(d2),
    ]) {
      const decoded = await fresh.decodeMany(await api.system.store.read(stream));
      for (const event of decoded) {
        const definition = allEventDefinitions.find((d) => d.type === event.type)!;
        for (const field of definition.personalData)
          expect([event.type, field, (event.data as Record<string, unknown>)[field]]).toEqual([
            event.type,
            field,
            null,
          ]);
        if (definition.personalData.length) expect(event.erased).toBe(true);
      }
      const text = JSON.stringify(decoded.map((e) => ({ data: e.data, metadata: e.metadata }))).toLowerCase();
      expect(needles.filter((n) => text.includes(n))).toEqual([]);
    }

    // Every table of the database.
    expect(await api.system.runner.waitFor(latestPosition([position.value]), 120_000)).toBe(true);
    expect(await tablesHolding()).toEqual([]);

    await expectNoApiAnswerHoldsThePerson();

    // What the screens show instead.
    const shown = expectStatus(
      await market.call('get', '/v1/admin/Parceiro', {
        auth: admin,
        headers: { id: erasedProvider.id, 'X-Min-Position': position.value },
      }),
      200,
    );
    expect(shown.body).toMatchObject({ data: { name: ERASED_LABEL, cpf: '', erased: true, credits: walletBefore } });
    const demand = expectStatus(
      await market.call('get', '/v1/demanda/show', { auth: admin, headers: { id: String(d2) } }),
      200,
    );
    expect(demand.body).toMatchObject({
      data: { user_name: ERASED_LABEL, user_surname: null, email: null, phone: null, status: false, erased: true },
    });
    const subs = expectStatus(await market.call('get', '/v1/admin/subs?page=1', { auth: admin }), 200).body as {
      data: { id: number; provider_name: string; user_name: string; email: string }[];
    };
    expect(subs.data.find((s) => s.id === d1)).toMatchObject({
      provider_name: ERASED_LABEL,
      user_name: ERASED_LABEL,
      email: '',
    });
    expect(subs.data.find((s) => s.id === d2)).toMatchObject({
      provider_name: others.providerName,
      user_name: ERASED_LABEL,
    });
    const seat = expectStatus(await market.call('get', `/v1/subs?id=${d2}`, { auth: otherProvider.auth }), 200)
      .body as { data: Record<string, string> };
    expect(seat.data).toMatchObject({ user_name: ERASED_LABEL, user_surname: '', email: '', phone: '' });
    // Everyone else is untouched.
    const third = expectStatus(
      await market.call('get', '/v1/demanda/show', { auth: admin, headers: { id: String(d3) } }),
      200,
    );
    expect(third.body).toMatchObject({ data: { user_name: others.requesterName, erased: false, status: true } });

    // The erased provider's session and password no longer work; the erased demands cannot be edited back.
    expect((await market.call('get', '/v1/auth/me', { auth: erasedProvider.auth })).status).toBe(401);
    const login = await market.call('get', '/v1/auth', {
      headers: { Authorization: `Basic ${Buffer.from(`${provider.email}:segredo1`).toString('base64')}` },
    });
    expect(login.status).toBe(401);
    const edit = await market.call('put', '/v1/admin/demanda', {
      auth: admin,
      body: {
        id: d2,
        name: 'Outro',
        surname: 'Nome',
        corporate_name: 'X',
        corporate_type: 'Química',
        email: 'novo@empresa.com.br',
        street: 'Savassi',
        telefone: '41987654321',
        about: '',
        status: true,
      },
    });
    expect([edit.status, (edit.body as { message: string }).message]).toEqual([
      409,
      'Os dados pessoais do solicitante desta demanda foram removidos (LGPD); ela não pode mais ser editada.',
    ]);
    // A session opened before the erasure cannot write personal data back: the erasure ended it (ADR 0110).
    const profile = await market.call('put', '/v1/auth/me', {
      auth: erasedProvider.auth,
      body: {
        name: 'Volta',
        surname: 'Dados',
        phone: '11987654321',
        street: '30140000 - Rua Nova - 10 - ',
        uf: 'MG',
        city: 'Belo Horizonte',
        area: '',
        nrs: '',
      },
    });
    expect(profile.status).toBe(401);

    // The registry's check survives without its number.
    const credential = await api.system.readPool.query(
      'SELECT kind, uf, number, rqe, status FROM provider_credentials WHERE provider_id = $1',
      [erasedProvider.id],
    );
    expect(credential.rows).toEqual([{ kind: 'CRM', uf: 'MG', number: null, rqe: null, status: 'pending' }]);

    // Credits and seats: the history holds.
    expect((await handler.load(walletStream(erasedProvider.id), walletDecider)).state.balance).toBe(walletBefore);
    expect(walletBefore).toBe(40);
    const seats = await api.system.readPool.query<{ demand_id: number; provider_id: string }>(
      'SELECT demand_id, provider_id FROM subscriptions WHERE demand_id = ANY($1) ORDER BY demand_id',
      [[d1, d2]],
    );
    expect(seats.rows).toEqual([
      { demand_id: d1, provider_id: erasedProvider.id },
      { demand_id: d2, provider_id: otherProvider.id },
    ]);
    const counters = await api.system.readPool.query<{ id: number; subs: number; status: boolean }>(
      'SELECT id, subs, status FROM demands WHERE id = ANY($1) ORDER BY id',
      [[d1, d2, d3]],
    );
    expect(counters.rows).toEqual([
      { id: d1, subs: 1, status: false },
      { id: d2, subs: 1, status: false },
      { id: d3, subs: 0, status: true },
    ]);

    await expectTheExportHoldsNothingOfThePerson();

    // npm run replay -- all: every read model rebuilt from the log equals the live one, and the person stays absent.
    const live = await readModelChecksums(api.system.readPool);
    await runCli(['replay', '--', 'all']);
    expect(await readModelChecksums(api.system.readPool)).toEqual(live);
    expect(await tablesHolding()).toEqual([]);
    const afterReplay = expectStatus(await market.call('get', '/v1/admin/users', { auth: admin }), 200);
    expect(findNeedles(afterReplay, needles)).toEqual([]);
    expect(afterReplay.text).toContain(ERASED_LABEL);
    expect(afterReplay.text).toContain(others.providerName);
  });
});
