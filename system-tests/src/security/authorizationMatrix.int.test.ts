import request from 'supertest';
import { signToken } from '@conectasst/platform/auth/tokens';
import { startTestApi, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD } from '../../../test-support/testApp';
import { invitedAnalyst } from '../../../test-support/analysts';
import type { TestApi } from '../../../test-support/testApp';
import type { Operation } from './openApiOperations';
import { operationsOf, urlOf } from './openApiOperations';

/**
 * The calls anyone may make without a token, and the calls any signed-in user (admin or provider) may make. This list is
 * the security decision, written down on purpose: a call that becomes public or merely authenticated (a route declared
 * with the wrong `access`) is not on it and fails the suite. Adding a call here is a review decision, never a fix for a
 * red test.
 */
const PUBLIC_CALLS = [
  'GET /v1/area',
  'GET /v1/auth',
  'GET /v1/blog/all',
  'GET /v1/cep/{cep}',
  'GET /v1/checkout/sandbox',
  // CNAE reference data for the demand wizard and the public /cnae pages (issue #24).
  'GET /v1/cnae',
  'GET /v1/cnae/{code}',
  // A company's public registration data (Receita Federal via BrasilAPI), for the forms that fill from a CNPJ (issue 37 item 2).
  'GET /v1/cnpj/{cnpj}',
  'GET /v1/demand-alerts/off',
  // The public SST diagnosis for a CNAE (issue #24).
  'GET /v1/diagnostico',
  'GET /v1/dev/mailbox',
  // Local mode only: what the WhatsApp sandbox would have sent (404 elsewhere; ADR 0162).
  'GET /v1/dev/whatsapp',
  'GET /v1/health',
  // The terms of use and the privacy policy in force (issue 37 item 3): public by nature.
  'GET /v1/legal/{kind}',
  'GET /v1/minha-demanda/{token}',
  'GET /v1/nrs/find',
  'GET /v1/openapi.json',
  'GET /v1/packages',
  'GET /v1/packages/show',
  'GET /v1/pages',
  'GET /v1/pages/item',
  'GET /v1/search',
  'GET /v1/search/all',
  'GET /v1/services',
  // An active service's id, name and slug: the wizard opened from a landing page with `?servico=<id>` (issue #19, ADR 0120).
  'GET /v1/services/{id}',
  'GET /v1/social',
  'POST /v1/auth',
  'POST /v1/checkout/sandbox/boleto/confirm',
  'POST /v1/checkout/sandbox/pay',
  // The sandbox's stand-in for the payer's bank paying a PIX charge (local mode only, addressed by the order token; ADR 0122).
  'POST /v1/checkout/sandbox/pix/confirm',
  'POST /v1/checkout/sandbox/reverse',
  'POST /v1/checkout/webhook/mercadopago',
  'POST /v1/contato',
  'POST /v1/demanda',
  'POST /v1/demanda/link',
  'POST /v1/minha-demanda/close',
  'POST /v1/minha-demanda/confirm',
  // Reviews (issue #21, ADR 0125): the requester acts through the signed link in the body/path (403/410 without a valid
  // one); anyone may report a review (rate-limited per address like the contact form).
  'GET /v1/minha-demanda/{token}/avaliacoes',
  'POST /v1/minha-demanda/avaliacoes',
  'PUT /v1/minha-demanda/avaliacoes',
  'POST /v1/minha-demanda/contratado',
  'POST /v1/avaliacoes/denuncia',
  // Proposals (issue #36 item 2, ADR 0163): the requester compares, downloads a PDF and accepts through the signed link
  // in the path/body (403/410 without a valid one); a provider's own calls are 'provider'.
  'GET /v1/minha-demanda/{token}/propostas',
  'GET /v1/minha-demanda/{token}/propostas/{providerId}/anexo',
  'POST /v1/minha-demanda/propostas/aceitar',
  // LGPD (issue 37 item 4, ADR 0167): the requester downloads their own data through the signed link in the path (403/410 without a valid one).
  'GET /v1/minha-demanda/{token}/dados',
  // …and asks for a correction or for deletion the same way (the token in the body).
  'POST /v1/minha-demanda/lgpd',
  // Agenda SST (issue #38 item 1, ADR 0175): the company asks by e-mail (rate-limited), then everything goes through the
  // signed link in the path or body (403/410 without a valid one); the feed's link is signed for the feed alone.
  'POST /v1/agenda-sst',
  'GET /v1/agenda-sst/{token}',
  'GET /v1/agenda-sst/{token}/agenda.ics',
  'POST /v1/agenda-sst/feito',
  'POST /v1/agenda-sst/lembretes',
  'POST /v1/agenda-sst/dados',
  'POST /v1/agenda-sst/excluir',
  // The public provider profile (issue #21 item 5): never an e-mail or a phone.
  'GET /v1/parceiros/{slug}',
  'POST /v1/recovery/password',
  // Meta's webhook: read only when X-Hub-Signature-256 verifies (401 otherwise; ADR 0162).
  'POST /v1/whatsapp/webhook',
  // Meta's webhook handshake: echoes hub.challenge only for WHATSAPP_VERIFY_TOKEN (403 otherwise).
  'GET /v1/whatsapp/webhook',
  'PUT /v1/change/password',
];
const AUTHENTICATED_CALLS = ['GET /v1/auth/me', 'POST /v1/auth/logout'];
/**
 * The analyst's allowlist (issue #40, ADR 0178): the only calls declared 'analyst' (open to analysts and admins), each
 * a GET query. Besides these an analyst reaches only the public calls and AUTHENTICATED_CALLS (its own session: who am
 * I, and "Sair", which ends its own sessions and writes nothing else). Every other call answers an analyst 403.
 */
const ANALYST_CALLS: string[] = [
  'GET /v1/analista/eventos',
  'GET /v1/analista/eventos/{stream}',
  // "Como estava em" and the period export (issue #40 items 3-4, ADR 0179): personal data masked or left out.
  'GET /v1/analista/como-estava/{kind}/{id}',
  'GET /v1/analista/exportacao',
  // The audit screens (issue #40, ADR 0178 amended): the credit ledger and its CSV, a partner's and a demand's
  // subscriptions, a record's history. Admins read them as before; an analyst reads every personal datum masked, and
  // each look is recorded (AuditScreenViewed). The painel and the payment reversals stay the admin's.
  'GET /v1/admin/ledger',
  'GET /v1/admin/ledger/csv',
  'GET /v1/admin/partner-subscriptions',
  'GET /v1/admin/demand-subscriptions',
  'GET /v1/admin/history',
];
/** Public calls that carry their own credential instead of a bearer token: the login (HTTP Basic) and the gateway's signed webhook. */
const OWN_CREDENTIAL_CALLS = [
  'GET /v1/auth',
  'POST /v1/checkout/webhook/mercadopago',
  'POST /v1/whatsapp/webhook',
  'GET /v1/whatsapp/webhook',
];

/** The message of the role check itself (a 403 a handler answers for a business reason says something else). */
const NO_PERMISSION = 'Você não tem permissão para acessar este recurso.';

/**
 * The authorization matrix, generated from the served OpenAPI document so no call can be left out:
 * every protected call × {no token, expired, tampered, wrong role, garbage scheme} → 401/403 with a message; only the
 * calls of the allowlists above may be public or open to any role.
 */
describe(`authorization matrix of every call in /v1/openapi.json (${process.env.TEST_DATABASE_KIND ?? 'embedded'} PostgreSQL)`, () => {
  let api: TestApi;
  let operations: Operation[];

  beforeAll(async () => {
    api = await startTestApi();
    operations = operationsOf((await request(api.system.app).get('/v1/openapi.json').expect(200)).body);
  });
  afterAll(async () => {
    await api.stop();
  });

  const call = (op: Operation, authorization?: string) => {
    const test = request(api.system.app)[op.method](urlOf(op)).set('id', '1');
    return authorization ? test.set('Authorization', authorization) : test;
  };
  const token = (role: 'admin' | 'provider' | 'analyst', ttl = 60, secret = api.config.jwtSecret) =>
    `Bearer ${signToken({ id: '00000000-0000-4000-8000-00000000abcd', role }, secret, ttl)}`;

  const nameOf = (op: Operation) => `${op.method.toUpperCase()} ${op.path}`;

  it('lists every call with its access level', () => {
    expect(operations.length).toBeGreaterThanOrEqual(10);
    for (const op of operations)
      expect(['public', 'authenticated', 'admin', 'provider', 'analyst']).toContain(op.access);
  });

  it('only the allowlisted calls are public, and only the allowlisted ones are open to every signed-in role', () => {
    // Sorted lists, so a failure names the call that changed its access level.
    expect(
      operations
        .filter((o) => o.access === 'public')
        .map(nameOf)
        .sort(),
    ).toEqual([...PUBLIC_CALLS].sort());
    expect(
      operations
        .filter((o) => o.access === 'authenticated')
        .map(nameOf)
        .sort(),
    ).toEqual([...AUTHENTICATED_CALLS].sort());
    expect(
      operations
        .filter((o) => o.access === 'analyst')
        .map(nameOf)
        .sort(),
    ).toEqual([...ANALYST_CALLS].sort());
  });

  it('opens no write call to the analyst: every analyst call is a GET query', () => {
    const writes = operations
      .filter((o) => o.access === 'analyst' && (o.method !== 'get' || o.kind !== 'query'))
      .map(nameOf);
    expect(writes).toEqual([]);
  });

  it('answers the allowlisted public calls without a token (the document says what the server does)', async () => {
    const refused: string[] = [];
    for (const op of operations.filter((o) => o.access === 'public' && !OWN_CREDENTIAL_CALLS.includes(nameOf(o)))) {
      const r = await call(op);
      if (r.status === 401 || r.status === 403) refused.push(`${nameOf(op)} → ${r.status}`);
    }
    expect(refused).toEqual([]);
  });

  it('refuses every protected call without a token, with an expired token, a tampered token or another scheme (401)', async () => {
    const failures: string[] = [];
    for (const op of operations.filter((o) => o.access !== 'public')) {
      const tampered = token('admin').replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
      for (const [label, auth] of [
        ['no token', undefined],
        ['expired', token(op.access === 'provider' ? 'provider' : 'admin', -60)],
        ['tampered', tampered],
        ['signed with another secret', token('admin', 60, 'outro-segredo-qualquer-de-teste')],
        ['garbage bearer', 'Bearer !!!'],
      ] as const) {
        const r = await call(op, auth);
        if (r.status !== 401 || typeof r.body.message !== 'string')
          failures.push(`${op.method.toUpperCase()} ${op.path} ${label} → ${r.status}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses admin calls to a provider and an analyst, provider calls to an admin and an analyst, analyst calls to a provider (403)', async () => {
    const failures: string[] = [];
    const wrongRoles = {
      admin: ['provider', 'analyst'],
      provider: ['admin', 'analyst'],
      analyst: ['provider'],
    } as const;
    let analystRefusals = 0;
    for (const op of operations.filter(
      (o) => o.access === 'admin' || o.access === 'provider' || o.access === 'analyst',
    )) {
      for (const role of wrongRoles[op.access as keyof typeof wrongRoles]) {
        const r = await call(op, token(role));
        if (r.status !== 403 || r.body.message !== NO_PERMISSION)
          failures.push(`${nameOf(op)} as ${role} → ${r.status} ${JSON.stringify(r.body)}`);
        if (role === 'analyst') analystRefusals += 1;
      }
    }
    expect(failures).toEqual([]);
    // Every write call of the product was tried as an analyst (and refused above).
    expect(analystRefusals).toBe(operations.filter((o) => o.access === 'admin' || o.access === 'provider').length);
    expect(
      operations
        .filter((o) => o.access !== 'public' && o.kind === 'command' && !['admin', 'provider'].includes(o.access))
        .map(nameOf),
    ).toEqual(['POST /v1/auth/logout']);
  });

  it('lets the right role through the authorization check, for admin and provider calls (whatever the call then answers, never 401, the role 403 or 5xx)', async () => {
    // Real accounts, signed in before each call: the check must accept a genuine session of the role, not only a token.
    const email = 'matriz.parceiro@sst.com.br';
    await request(api.system.app)
      .post('/v1/auth')
      .send({ name: 'Matriz', surname: 'Parceiro', phone: '11987654321', email, password: 'segredo1' })
      .expect(201);
    // The login reads the accounts read model: let it see the sign-up.
    await api.system.runner.caughtUp();
    const login = async (user: string, password: string) => {
      const r = await request(api.system.app)
        .get('/v1/auth')
        .set('Authorization', `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`);
      if (r.status !== 200) throw new Error(`login of ${user} → ${r.status} ${JSON.stringify(r.body)}`);
      return `Bearer ${r.body.token as string}`;
    };
    const analyst = await invitedAnalyst(api.system, await login(TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD));
    const failures: string[] = [];
    const checked = { admin: 0, provider: 0, authenticated: 0, analyst: 0 };
    const rolesOf = {
      authenticated: ['admin', 'provider', 'analyst'],
      analyst: ['analyst', 'admin'],
      admin: ['admin'],
      provider: ['provider'],
    } as const;
    for (const op of operations.filter((o) => o.access !== 'public')) {
      for (const role of rolesOf[op.access as keyof typeof rolesOf]) {
        const auth =
          role === 'admin'
            ? await login(TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD)
            : role === 'analyst'
              ? await login(analyst.email, analyst.password)
              : await login(email, 'segredo1');
        const r = await call(op, auth);
        if (r.status === 401 || (r.status === 403 && r.body.message === NO_PERMISSION) || r.status >= 500)
          failures.push(`${nameOf(op)} as ${role} → ${r.status} ${JSON.stringify(r.body)}`);
      }
      checked[op.access as keyof typeof checked] += 1;
    }
    expect(failures).toEqual([]);
    // The walk reached both roles' calls (a document without provider calls would make this test say nothing about them).
    expect(checked.admin).toBeGreaterThan(10);
    expect(checked.provider).toBeGreaterThan(5);
  });
});
