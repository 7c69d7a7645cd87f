import { randomBytes } from 'node:crypto';
import { HIDDEN_CONTACT, maskContacts } from '@conectasst/common/text/contactMask';
import { CommandHandler } from '@conectasst/command-service/infrastructure/commandHandler';
import { sendDemandDigests } from '@conectasst/command-service/demands/demandDigest';
import { readModelLookups } from '@conectasst/command-service/readModelLookups';
import { invitedAnalyst } from '../../../test-support/analysts';
import type { InvitedAnalyst } from '../../../test-support/analysts';
import { startTestApi } from '../../../test-support/testApp';
import type { TestApi } from '../../../test-support/testApp';
import type { Call, Marketplace } from '../reliability/marketplace';
import { openMarketplace } from '../reliability/marketplace';
import { findNeedles, scanCalls } from './callScanner';
import type { JsonSchema, Operation } from './openApiOperations';
import { operationsOf } from './openApiOperations';
import { DAY_MS } from '@conectasst/common/rules/time';

/**
 * Issue 8, "contact-leak scan": a demand whose contact fields hold unique markers; every call a provider can make,
 * enumerated from the served OpenAPI document (lists, search, details, errors, the subscription calls, the document
 * itself), is scanned for those markers — body and headers. Before subscribing: none. After one provider subscribes:
 * that provider sees the contact, another provider's full scan still finds none.
 * Issue #18 item 6: the requester also wrote contacts into the free text (notes, neighbourhood, company type,
 * activity: "ligue p/ Maria (61) 9 8xxx-xxxx", an e-mail, a site, a CPF); those are markers too, and so are the
 * e-mails sent to providers (the new-demand digest).
 */

/** Local-mode tool, never mounted in production (no SMTP_URL → outgoing mail is listed there); docs/reliability.md. */
const NOT_SCANNED = new Set(['GET /v1/dev/mailbox']);
/** Ends the scanning provider's session (every later call would answer 401 and see nothing); it returns no demand data. */
const ENDS_SESSION = 'POST /v1/auth/logout';

const hex = randomBytes(4).toString('hex');
const phoneDigits = `619${String(10_000_000 + (parseInt(hex, 16) % 89_999_999)).slice(0, 8)}`;
const markers = {
  name: `Mrknome${hex}`,
  surname: `Mrksobrenome${hex}`,
  corporateName: `Mrkempresa${hex} Ltda`,
  email: `mrkmail${hex}@mrkdominio${hex}.com.br`,
  phone: phoneDigits,
  department: `Mrkdepartamento${hex}`,
  role: `Mrkcargo${hex}`,
};
/** Contacts the requester wrote into the free text of the wizard (ADR 0112). */
const notePhone = `(61) 9 8${hex.replace(/[a-f]/g, '7').slice(0, 3)}-${String(parseInt(hex, 16) % 10_000).padStart(4, '0')}`;
const freeText = {
  about: `Precisamos de PGR e treinamento de NR-35 para 30 funcionários até 30/01/2027. Ligue p/ Maria ${notePhone} ou mrknota${hex} arroba empresa ponto com; site www.mrksite${hex}.com.br; CPF 529.982.247-25.`,
  street: `Centro, mrkbairro${hex}@gmail.com`,
  companyType: `Metalúrgica — wa.me/55619${hex.replace(/[a-f]/g, '3')}`,
  activity: `Usinagem, contato mrkatividade${hex}@usinagem.com.br`,
};
const freeTextNeedles = [
  notePhone.slice(-9),
  `mrknota${hex}`,
  `mrksite${hex}`,
  '529.982.247-25',
  `mrkbairro${hex}`,
  `55619${hex.replace(/[a-f]/g, '3')}`,
  `mrkatividade${hex}`,
];

/** What is searched for in every answer: each marker, the e-mail's parts, the phone with and without its mask. */
const needles = [
  markers.name,
  markers.surname,
  `Mrkempresa${hex}`,
  `mrkmail${hex}`,
  `mrkdominio${hex}`,
  markers.phone,
  `${markers.phone.slice(3, 7)}-${markers.phone.slice(7)}`,
  markers.department,
  markers.role,
  ...freeTextNeedles,
].map((n) => n.toLowerCase());

const findMarkers = (r: Call) => findNeedles(r, needles);

let api: TestApi;
let market: Marketplace;
let operations: Operation[];
let demand: { id: number; position: string };
let subscriber: { id: string; auth: string };
let outsider: { id: string; auth: string };
let position = '';
let serviceArea = 0;
let analyst: InvitedAnalyst;

beforeAll(async () => {
  api = await startTestApi();
  market = await openMarketplace(api);
  operations = operationsOf((await market.call('get', '/v1/openapi.json')).body);
  const admin = await market.adminAuth();
  // Invited before the scans: they try the password change among every call, and its rate limit would refuse the
  // analyst's own set-password step afterwards.
  analyst = await invitedAnalyst(api.system, admin);
  [subscriber, outsider] = [
    await market.signUpProvider(`vazamento-a-${hex}`),
    await market.signUpProvider(`vazamento-b-${hex}`),
  ];
  await market.setCredits(admin, subscriber.id, 50);
  position = await market.setCredits(admin, outsider.id, 50);
  // The outsider serves the demand's area and city, so the new-demand digest mails it this demand.
  const serviceId = await market.firstServiceId();
  serviceArea = (
    (await market.call('get', '/v1/services?page=1')).body as { data: { data: { id: number; area: number }[] } }
  ).data.data.find((s) => s.id === serviceId)!.area;
  const profile = await market.call('post', '/v1/company/detail', {
    auth: outsider.auth,
    body: {
      area: String(serviceArea),
      nrs: 'null',
      esocial: 'Não, e não pretendo adquirir',
      software: null,
      uf: 'SP',
      city: 'Campinas',
    },
  });
  expect(profile.status).toBe(201);
  demand = await market.fileDemand(
    {
      name: markers.name,
      surname: markers.surname,
      corporateName: markers.corporateName,
      department: 'Outro',
      email: markers.email,
      phone: markers.phone,
      about: freeText.about,
      street: freeText.street,
      companyType: freeText.companyType,
      activity: freeText.activity,
      extra: { OtherDepartmentName: markers.department, Role: 'Outro', OtherRole: markers.role },
    },
    serviceId,
  );
  position = demand.position;
});
afterAll(async () => {
  await market?.close();
  await api?.stop();
});

/** A plausible value for a parameter: ids point at the marked demand, keywords search for the markers. */
function valuesFor(name: string, schema: JsonSchema | undefined): string[] {
  const lower = name.toLowerCase();
  if (lower === 'id' || lower.endsWith('id')) return [String(demand.id)];
  if (lower === 'page') return ['1'];
  if (lower === 'query')
    return [markers.name, `mrkmail${hex}`, `mrknota${hex}`, `mrksite${hex}`].map((k) =>
      Buffer.from(k).toString('base64'),
    );
  if (lower === 'p' || lower === 's') return ['1'];
  if (schema?.enum?.length) return schema.enum.map(String);
  if (lower === 'uf') return ['SP'];
  if (lower === 'city') return ['Campinas'];
  return [markers.name, '1'];
}

/** A body with every declared field set to something plausible (strings probe with the requester's own e-mail). */
function bodyFor(schema: JsonSchema | undefined): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(schema?.properties ?? {}).map(([name, property]) => {
      const type = Array.isArray(property.type) ? property.type[0] : property.type;
      if (/id$/i.test(name) || type === 'integer' || type === 'number') return [name, demand.id];
      if (type === 'boolean') return [name, true];
      if (type === 'array') return [name, [demand.id]];
      if (/mail/i.test(name)) return [name, markers.email];
      return [name, 'teste'];
    }),
  );
}

/** Every call a provider can make (admin calls and the excluded ones aside), with every variation of its input. */
const scan = (who: { auth: string }, skip: Set<string>) => {
  const holder = { value: position };
  return scanCalls({
    market,
    operations,
    auth: who.auth,
    needles,
    include: (op) =>
      op.access !== 'admin' &&
      !NOT_SCANNED.has(`${op.method.toUpperCase()} ${op.path}`) &&
      !skip.has(`${op.method.toUpperCase()} ${op.path}`),
    valuesFor,
    bodyFor,
    position: holder,
  }).finally(() => {
    position = holder.value;
  });
};

describe(`contact-leak scan of every call a provider can make (${process.env.TEST_DATABASE_KIND ?? 'embedded'} PostgreSQL)`, () => {
  it('the markers are where they belong: the admin sees them (the scan can find them)', async () => {
    const admin = await market.adminAuth();
    const r = await market.call('get', '/v1/demanda/show', {
      auth: admin,
      headers: { id: String(demand.id), 'X-Min-Position': position },
    });
    expect(r.status).toBe(200);
    expect(findMarkers(r)).toEqual(
      expect.arrayContaining(
        [markers.name, markers.surname, `mrkmail${hex}`, markers.phone].map((n) => n.toLowerCase()),
      ),
    );
    // The demand itself is visible to providers (the scan looks at a listing that holds it).
    const listing = await market.call('get', `/v1/companys/service/${demand.id}`, {
      auth: outsider.auth,
      headers: { 'X-Min-Position': position },
    });
    expect(listing.status).toBe(200);
    expect((listing.body as { data: { id: number } }).data.id).toBe(demand.id);
  });

  it('before subscribing, no call of a provider returns any part of the contact', async () => {
    const before = await scan(outsider, new Set(['POST /v1/subs', ENDS_SESSION]));
    expect(before.leaks).toEqual([]);
    expect(before.calls).toBeGreaterThan(100);
    // The session held through the scan: most answers are real ones, not 401s.
    expect(before.statuses.get(401) ?? 0).toBeLessThan(before.calls / 4);
    // Subscribing as the other provider is what unlocks it, and only for that provider.
    const subscribed = await market.call('post', '/v1/subs', {
      auth: subscriber.auth,
      headers: { id: String(demand.id) },
    });
    expect(subscribed.status).toBe(200);
    expect(findMarkers(subscribed)).toEqual([]);
    position = subscribed.headers.get('x-position') ?? position;
    const mine = await market.call('get', `/v1/subs?id=${demand.id}`, {
      auth: subscriber.auth,
      headers: { 'X-Min-Position': position },
    });
    expect(mine.status).toBe(200);
    // The contact as typed (the phone without its mask) and the free text as written.
    // (The subscription record has no activity field.)
    const inRecord = (n: string) =>
      (!n.includes('-') || freeTextNeedles.map((f) => f.toLowerCase()).includes(n)) && n !== `mrkatividade${hex}`;
    expect(findMarkers(mine).sort()).toEqual([...needles].filter(inRecord).sort());

    const after = await scan(outsider, new Set(['POST /v1/subs', ENDS_SESSION]));
    expect(after.leaks).toEqual([]);
    process.stderr.write(
      `contact-leak scan: ${operations.filter((op) => op.access !== 'admin').length} provider-reachable calls, ${before.calls + after.calls} requests ` +
        `(${[...after.statuses].map(([s, n]) => `${n} × ${s}`).join(', ')} after subscribing), 0 leaks\n`,
    );
  });
});

describe(`contact-leak scan: free text and the e-mails of a provider who has not subscribed (${process.env.TEST_DATABASE_KIND ?? 'embedded'} PostgreSQL)`, () => {
  it('free text: before subscribing a provider reads the notes, neighbourhood, type and activity with contacts hidden; after, as written', async () => {
    const seen = await market.call('get', `/v1/companys/service/${demand.id}`, {
      auth: outsider.auth,
      headers: { 'X-Min-Position': position },
    });
    expect(seen.status).toBe(200);
    const listing = (seen.body as { data: { about: string; street: string; type: string; activity: string } }).data;
    expect(listing).toMatchObject({
      about: maskContacts(freeText.about),
      street: maskContacts(freeText.street),
      type: maskContacts(freeText.companyType),
      activity: maskContacts(freeText.activity),
    });
    expect(listing.about).toBe(
      `Precisamos de PGR e treinamento de NR-35 para 30 funcionários até 30/01/2027. Ligue p/ Maria ${HIDDEN_CONTACT} ou ${HIDDEN_CONTACT}; site ${HIDDEN_CONTACT} CPF ${HIDDEN_CONTACT}.`,
    );
    // The keyword filter searches what the provider may read: the hidden contacts find nothing.
    for (const keyword of [`mrknota${hex}`, `mrksite${hex}`, '98224725']) {
      const search = await market.call(
        'get',
        `/v1/companys/service/search?page=1&query=${encodeURIComponent(Buffer.from(keyword).toString('base64'))}`,
        { auth: outsider.auth },
      );
      expect([keyword, search.status, (search.body as { data: { id: number }[] }).data.map((d) => d.id)]).toEqual([
        keyword,
        200,
        [],
      ]);
    }
    const pgr = await market.call(
      'get',
      `/v1/companys/service/search?page=1&query=${encodeURIComponent(Buffer.from('treinamento de NR-35').toString('base64'))}`,
      { auth: outsider.auth },
    );
    expect((pgr.body as { data: { id: number }[] }).data.map((d) => d.id)).toContain(demand.id);

    // The subscriber (who paid) reads it all as written.
    const mine = await market.call('get', `/v1/subs?id=${demand.id}`, {
      auth: subscriber.auth,
      headers: { 'X-Min-Position': position },
    });
    expect(mine.status).toBe(200);
    expect((mine.body as { data: Record<string, string> }).data).toMatchObject({
      about: freeText.about,
      street: freeText.street,
      company_type: freeText.companyType,
    });
    // And so does the admin.
    const admin = await market.call('get', '/v1/demanda/show', {
      auth: await market.adminAuth(),
      headers: { id: String(demand.id) },
    });
    expect((admin.body as { data: Record<string, string> }).data).toMatchObject({
      about: freeText.about,
      street: freeText.street,
      company_type: freeText.companyType,
    });
  });

  it('the e-mails sent to a provider who has not subscribed (new-demand digest) hold no part of the contact', async () => {
    const sent = await sendDemandDigests(
      {
        lookups: readModelLookups(api.system.readPool),
        commands: new CommandHandler(api.system.store, api.system.catalogue),
        mailer: api.system.mailer,
        config: api.config,
      },
      new Date(),
    );
    expect(sent).toBeGreaterThan(0);
    const outsiderEmail = (
      await api.system.readPool.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [outsider.id])
    ).rows[0]!.email;
    const mails = api.system.devMailbox!.list().filter((m) => m.to === outsiderEmail);
    const digest = mails.find((m) => m.text.includes(`/dashboard/service/${demand.id}`));
    // The digest announces this very demand (so the scan reads a mail about it), without its contact.
    expect(digest).toBeDefined();
    const text = JSON.stringify(mails).toLowerCase();
    expect(needles.filter((n) => text.includes(n))).toEqual([]);
  });
});

describe(`a provider's proposal is never shown to another provider (issue #36 item 2; ${process.env.TEST_DATABASE_KIND ?? 'embedded'} PostgreSQL)`, () => {
  it('the subscriber sends a proposal with markers; another seat holder scans every call it can make and finds none of them', async () => {
    const admin = await market.adminAuth();
    const proposalMarkers = [`Mrkproposta${hex}`, `Mrkpagamento${hex}`, `Mrknotaproposta${hex}`];
    const declared = await market.call('post', '/v1/credentials', {
      auth: subscriber.auth,
      body: { kind: 'CREA', number: `77${parseInt(hex, 16) % 100_000_000}`, uf: 'SP' },
    });
    expect(declared.status).toBe(201);
    const credentialId = (declared.body as { data: { credentialId: string } }).data.credentialId;
    const verified = await market.call('post', '/v1/admin/credentials/verify', {
      auth: admin,
      body: { credentialId, note: 'Conferido.' },
      headers: { 'X-Min-Position': declared.headers.get('x-position') ?? '' },
    });
    expect(verified.status).toBe(200);
    const validUntil = new Date(Date.now() + 10 * DAY_MS).toISOString().slice(0, 10);
    const sent = await market.call('post', '/v1/parceiro/propostas', {
      auth: subscriber.auth,
      body: {
        demandId: demand.id,
        priceMinCents: 123_456,
        priceMaxCents: null,
        paymentTerms: `À vista ${proposalMarkers[1]}`,
        items: [{ serviceId: null, description: `Escopo ${proposalMarkers[0]}` }],
        deadlineDays: 15,
        deadlineDate: null,
        validUntil,
        credentialId,
        notes: `Observação ${proposalMarkers[2]}`,
        pdf: null,
      },
      headers: { 'X-Min-Position': verified.headers.get('x-position') ?? '' },
    });
    expect(sent.status).toBe(201);
    // The other provider holds a seat on the same demand too: the strongest position to read a competitor's offer from.
    const seat = await market.call('post', '/v1/subs', {
      auth: outsider.auth,
      headers: { id: String(demand.id), 'X-Min-Position': sent.headers.get('x-position') ?? '' },
    });
    expect(seat.status).toBe(200);
    const holder = { value: seat.headers.get('x-position') ?? position };
    const needles = proposalMarkers.map((n) => n.toLowerCase());
    const result = await scanCalls({
      market,
      operations,
      auth: outsider.auth,
      needles,
      include: (op) =>
        op.access !== 'admin' &&
        !NOT_SCANNED.has(`${op.method.toUpperCase()} ${op.path}`) &&
        !['POST /v1/subs', ENDS_SESSION].includes(`${op.method.toUpperCase()} ${op.path}`),
      valuesFor,
      bodyFor,
      position: holder,
    });
    expect(result.leaks).toEqual([]);
    // The author reads it (the markers can be found where they belong).
    const mine = await market.call('get', `/v1/parceiro/propostas/${demand.id}`, {
      auth: subscriber.auth,
      headers: { 'X-Min-Position': holder.value },
    });
    expect(findNeedles(mine, needles).sort()).toEqual([...needles].sort());
  });
});

describe(`an analyst reads no clear personal datum in any answer (issue #40; ${process.env.TEST_DATABASE_KIND ?? 'embedded'} PostgreSQL)`, () => {
  it("every GET an analyst may call — Eventos, Como estava em, the export and the audit screens — holds no part of the requester's or the providers' data", async () => {
    const admin = await market.adminAuth();
    // The providers' own data: the surname and the e-mail's local part carry the label (marketplace.signUpProvider),
    // and so does the name on their NFS-e fiscal data.
    const providerNeedles = [`vazamento-a-${hex}`, `vazamento-b-${hex}`];
    const analystNeedles = [...needles, ...providerNeedles];
    // Where the markers are: the admin reads the subscriber's name in its ledger (the scan can find them).
    const ledgerForAdmin = await market.call('get', `/v1/admin/ledger?partnerId=${subscriber.id}`, { auth: admin });
    expect(findNeedles(ledgerForAdmin, analystNeedles)).toEqual([`vazamento-a-${hex}`]);

    const today = new Date().toISOString().slice(0, 10);
    const now = new Date().toISOString();
    const analystGets = (op: Operation) =>
      op.method === 'get' &&
      ['analyst', 'authenticated', 'public'].includes(op.access) &&
      !NOT_SCANNED.has(`${op.method.toUpperCase()} ${op.path}`);
    // Twice: once with the ids of the demand, once with the subscriber's (a time travel of a wallet needs its uuid).
    const valuesAbout =
      (id: string) =>
      (name: string, schema: JsonSchema | undefined): string[] => {
        if (name === 'stream')
          return [
            `demand-${demand.id}`,
            `user-${subscriber.id}`,
            `wallet-${subscriber.id}`,
            `user-${outsider.id}`,
            `reviews-${demand.id}`,
          ];
        if (name === 'partnerId') return [subscriber.id, outsider.id];
        if (name === 'demandId') return [String(demand.id)];
        if (name === 'from' || name === 'to') return [today];
        if (name === 'at') return [now];
        if (name === 'id') return [id];
        return valuesFor(name, schema);
      };
    const holder = { value: position };
    const results = [];
    for (const id of [String(demand.id), subscriber.id])
      results.push(
        await scanCalls({
          market,
          operations,
          auth: analyst.auth,
          needles: analystNeedles,
          include: analystGets,
          valuesFor: valuesAbout(id),
          position: holder,
        }),
      );
    // And the answers that must be real ones (200), each with a combination the scan's one-at-a-time variants miss.
    const answered: string[] = [];
    for (const url of [
      '/v1/analista/eventos',
      `/v1/analista/eventos/demand-${demand.id}`,
      `/v1/analista/eventos/user-${subscriber.id}`,
      `/v1/analista/eventos/wallet-${subscriber.id}`,
      `/v1/analista/como-estava/demanda/${demand.id}?at=${encodeURIComponent(now)}`,
      `/v1/analista/como-estava/carteira/${subscriber.id}?at=${encodeURIComponent(now)}`,
      `/v1/analista/como-estava/parceiro/${subscriber.id}?at=${encodeURIComponent(now)}`,
      `/v1/analista/exportacao?from=${today}&to=${today}&format=csv`,
      `/v1/admin/ledger?partnerId=${subscriber.id}`,
      `/v1/admin/ledger/csv?partnerId=${subscriber.id}`,
      `/v1/admin/partner-subscriptions?partnerId=${subscriber.id}`,
      `/v1/admin/demand-subscriptions?demandId=${demand.id}`,
      `/v1/admin/history?kind=demand&id=${demand.id}`,
      `/v1/admin/history?kind=partner&id=${subscriber.id}`,
    ]) {
      const r = await market.call('get', url, { auth: analyst.auth, headers: { 'X-Min-Position': holder.value } });
      answered.push(`${url} → ${r.status}: ${findNeedles(r, analystNeedles).join(', ')}`);
    }
    expect(answered.filter((line) => !/ → 200: $/.test(line))).toEqual([]);
    expect(results.flatMap((r) => r.leaks)).toEqual([]);
    const calls = results.reduce((n, r) => n + r.calls, 0);
    expect(calls).toBeGreaterThan(50);
    process.stderr.write(
      `analyst leak scan: ${operations.filter(analystGets).length} GET calls an analyst may make, ${calls + answered.length} requests, 0 leaks\n`,
    );
  });
});
