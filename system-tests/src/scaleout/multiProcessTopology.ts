/**
 * The scaled topology on one machine, as a suite over its backends: command-service, query-service, projections and
 * (with Kafka) the relay as separate Node processes against one PostgreSQL (and, when given, the log in
 * EventStoreDB/KurrentDB), behind the repository's nginx gateway config. A full flow runs through the gateway (a demand
 * filed and confirmed, a provider's subscription unlocking the contact); where the backends can be taken down and
 * brought back in place, the Kafka broker and PostgreSQL restart under traffic and every process reports not-ready,
 * reconnects by itself and reports ready again, with nothing lost and nothing applied twice.
 *
 * Two callers: multiProcess.int.test.ts (embedded PostgreSQL in a child process, the kafka-local broker) and
 * system-tests/src/containers/containers.int.test.ts (PostgreSQL, Kafka and KurrentDB started by testcontainers; ADR 0131).
 */
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { testFiscalData } from '../../../test-support/fiscalData';
import { sample } from '../../../test-support/prometheus';
import { fileConfirmedDemand, niteroiDemand } from '../../../test-support/demands';
import { checkNginxConfig, renderGatewayConfig, startNginx, writeNginxMainConfig } from './gateway';
import type { RunningGateway } from './gateway';
import { eventually, freePort, readiness, startService } from '../../../test-support/serviceProcesses';
import type { ServiceProcess } from '../../../test-support/serviceProcesses';

const ADMIN_EMAIL = 'admin@multiprocesso.conectasst.com.br';
const ADMIN_PASSWORD = 'senha-admin-multi';

/** Takes a backend down and brings it back at the same address. */
export interface Outage {
  stop(): Promise<void>;
  start(): Promise<void>;
}

/** What the services run on, once started. */
export interface Backends {
  databaseUrl: string;
  /** `host:port,…`: the relay runs and the projections read its topic. */
  kafkaBrokers?: string;
  /** The log in EventStoreDB/KurrentDB (`EVENTSTOREDB_URL` of every process); PostgreSQL keeps the read models. */
  eventStoreDbUrl?: string;
  /** Required when the suite was described with `outages.database`. */
  databaseOutage?: Outage;
  /** Required when the suite was described with `outages.kafka`. */
  kafkaOutage?: Outage;
  stop(): Promise<void>;
}

export interface TopologyOptions {
  /** What runs under the services, for the suite's title. */
  label: string;
  /** Kafka-fed projections and the relay (startBackends must give `kafkaBrokers`). */
  kafka: boolean;
  /** Which restart-under-traffic cases run (`true`), or why one is skipped (the reason, shown on its skip line). */
  outages: { database: true | string; kafka: true | string };
  /** Starts the backends; `work` is a folder of the suite's own (removed at the end). */
  startBackends(work: string): Promise<Backends>;
}

interface Reply {
  status: number;
  body: Record<string, unknown> & { data?: unknown; message?: string };
  position: string;
  upstream: string | null;
}

/** What a topology's tests share: the started processes and gateway, the helpers that call them, and the flow's state. */
type World = ReturnType<typeof useTopology>;

export function describeMultiProcessTopology(topology: TopologyOptions): void {
  describe(`multi-process topology through the nginx gateway (${topology.label})`, () => {
    const w = useTopology(topology);
    /** `it` when the backends can restart in place, else one skip line saying why. */
    const outageCase = (runs: true | string, title: string, test: () => Promise<void>, timeoutMs: number) =>
      runs === true ? it(title, test, timeoutMs) : it.skip(`skipped: ${runs} — ${title}`, () => undefined);

    it(
      'routes every call of each service to it: writes and the command-service GETs to the command-service, reads to the query-service, the SPA from disk',
      () => routesEveryCall(w),
      180_000,
    );
    it(
      'a full flow through the gateway: admin, provider sign-up with details and profile, credits, a demand, a subscription that unlocks the contact',
      () => fullFlow(w),
      240_000,
    );
    it(
      '"Sair" on the command-service ends the session in the query-service too, within its refresh interval (ADR 0110)',
      () => signOutEverywhere(w),
      120_000,
    );
    outageCase(topology.outages.kafka, kafkaRestartTitle, () => kafkaRestart(w), 300_000);
    outageCase(
      topology.outages.database,
      'a PostgreSQL restart under traffic: every process reports not-ready, reconnects by itself, nothing lost or applied twice',
      () => databaseRestart(w),
      300_000,
    );
    it('SIGTERM: every process drains and exits with 0', () => sigtermDrains(w), 120_000);
  });
}

const kafkaRestartTitle =
  'a Kafka broker restart under traffic: projections and relay report not-ready, reconnect by themselves, nothing lost or applied twice';

/** Starts the backends, the processes and nginx once for the describe, and stops them after it. */
function useTopology(topology: TopologyOptions) {
  const kafkaAvailable = topology.kafka;
  const work = mkdtempSync(path.join(os.tmpdir(), 'conectasst-multi-'));
  // As root, PostgreSQL runs as 'postgres' and nginx's workers as 'nobody': both must enter the folder.
  chmodSync(work, 0o755);
  const cleanups: (() => Promise<unknown>)[] = [];
  const services: Record<string, ServiceProcess> = {};
  let backends: Backends;
  let gateway: RunningGateway;
  let base = '';

  const call = gatewayCaller(() => base);
  const expectStatus = (reply: Reply, status: number) => {
    if (reply.status !== status)
      throw new Error(`expected ${status}, got ${reply.status}: ${JSON.stringify(reply.body)}`);
    return reply;
  };
  const allReady = () =>
    eventually(
      'every process ready',
      async () =>
        Object.fromEntries(
          await Promise.all(
            Object.values(services).map(async (s) => {
              const r = await readiness(s.url);
              return [s.name, r.status === 200 ? 200 : r.body] as const;
            }),
          ),
        ),
      (statuses) => Object.values(statuses).every((s) => s === 200),
      180_000,
    );

  beforeAll(async () => {
    const logDir = path.join(work, 'logs');
    mkdirSync(logDir, { recursive: true });
    backends = await topology.startBackends(work);
    cleanups.push(() => backends.stop());
    if (kafkaAvailable && !backends.kafkaBrokers)
      throw new Error('a Kafka-fed topology needs kafkaBrokers from its backends');
    const env = serviceEnv(backends, work, kafkaAvailable);
    const [commandPort, queryPort, projectionsPort, relayPort, gatewayPort] = await Promise.all([
      freePort(),
      freePort(),
      freePort(),
      freePort(),
      freePort(),
    ]);
    // The command-service first: it creates the administrator and the reference data.
    services.command = startService(
      'command-service',
      'host/src/services/commandService.ts',
      commandPort!,
      env,
      logDir,
    );
    services.projections = startService(
      'projections',
      'host/src/services/projections.ts',
      projectionsPort!,
      env,
      logDir,
    );
    services.query = startService('query-service', 'host/src/services/queryService.ts', queryPort!, env, logDir);
    if (kafkaAvailable) services.relay = startService('relay', 'host/src/services/relay.ts', relayPort!, env, logDir);
    cleanups.push(() => Promise.all(Object.values(services).map((s) => s.stop())));

    gateway = startGateway(work, { gateway: gatewayPort!, commandService: commandPort!, queryService: queryPort! });
    cleanups.push(() => gateway.stop());
    base = `http://127.0.0.1:${gatewayPort}`;
    try {
      await allReady();
    } catch (error) {
      for (const s of Object.values(services)) console.error(`--- ${s.name}\n${s.tail()}`);
      throw error;
    }
  }, 300_000);

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    rmSync(work, { recursive: true, force: true });
  }, 120_000);

  afterEach(() => {
    const state = expect.getState();
    if (state.assertionCalls !== state.numPassingAsserts) {
      for (const s of Object.values(services)) console.error(`--- ${s.name}\n${s.tail()}`);
    }
  });

  const state = { adminToken: '', provider: { token: '', id: '' }, demandId: 0, lastPosition: '' };
  return {
    services,
    state,
    call,
    expectStatus,
    allReady,
    get backends() {
      return backends;
    },
    get base() {
      return base;
    },
    ...flowHelpers(call, expectStatus, services, state),
  };
}

interface CallOptions {
  token?: string;
  basic?: [string, string];
  body?: unknown;
  minPosition?: string;
  headers?: Record<string, string>;
}
type Call = (method: string, url: string, options?: CallOptions) => Promise<Reply>;

/** Calls through the gateway at `base()`: a bearer or basic login, read-your-writes, JSON in and out. */
function gatewayCaller(base: () => string): Call {
  return async (method, url, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    if (options.basic) headers.Authorization = `Basic ${Buffer.from(options.basic.join(':')).toString('base64')}`;
    if (options.minPosition) headers['X-Min-Position'] = options.minPosition;
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(`${base()}${url}`, {
      method,
      headers,
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
    const text = await response.text();
    let body: Reply['body'] = {};
    try {
      body = text ? (JSON.parse(text) as Reply['body']) : {};
    } catch {
      body = { text };
    }
    return {
      status: response.status,
      body,
      position: response.headers.get('x-position') ?? '',
      upstream: response.headers.get('x-conectasst-upstream'),
    };
  };
}

/** The environment every service process starts with: the backends, fresh secrets, a light password hash. */
function serviceEnv(backends: Backends, work: string, kafka: boolean): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    APP_MODE: 'local',
    DATABASE_URL: backends.databaseUrl,
    ...(backends.eventStoreDbUrl ? { EVENTSTOREDB_URL: backends.eventStoreDbUrl } : {}),
    DATA_DIR: path.join(work, 'data'),
    JWT_SECRET: randomBytes(32).toString('base64'),
    PII_MASTER_KEY: randomBytes(32).toString('base64'),
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    PASSWORD_HASH_MEMORY_KIB: '1024',
    CEP_LOOKUP_URL: 'off',
    READ_YOUR_WRITES_TIMEOUT_MS: '20000',
    READY_MAX_LAG_SECONDS: '60',
    LOG_LEVEL: 'warn',
    ...(kafka ? { KAFKA_BROKERS: backends.kafkaBrokers, KAFKA_TOPIC: `multi-${randomUUID()}` } : {}),
  };
}

/** nginx with the repository's gateway config in front of the two services, and a stand-in SPA on disk. */
function startGateway(
  work: string,
  ports: { gateway: number; commandService: number; queryService: number },
): RunningGateway {
  const root = path.join(work, 'site');
  mkdirSync(root, { recursive: true });
  writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html><html lang="pt-BR"><title>ConectaSST</title><div id="root"></div></html>',
  );
  const main = writeNginxMainConfig(
    path.join(work, 'nginx'),
    renderGatewayConfig({
      listen: `127.0.0.1:${ports.gateway}`,
      commandService: `127.0.0.1:${ports.commandService}`,
      queryService: `127.0.0.1:${ports.queryService}`,
      root,
    }),
  );
  checkNginxConfig(main);
  return startNginx(main);
}

/** Purchases, readiness waits, background traffic and the exactly-once check the cases share. */
function flowHelpers(
  call: Call,
  expectStatus: (reply: Reply, status: number) => Reply,
  services: Record<string, ServiceProcess>,
  state: { adminToken: string; provider: { token: string; id: string }; demandId: number; lastPosition: string },
) {
  /** Buys the cheapest package by card through the sandbox checkout; returns the balance the read model shows after. */
  async function buyCredits(token: string, after: string): Promise<number> {
    const packages = expectStatus(await call('GET', '/v1/dashboard/packages', { token, minPosition: after }), 200).body
      .data as { id: number }[];
    // The NFS-e's fiscal data, asked before the first purchase (the same data again records nothing).
    expectStatus(await call('PUT', '/v1/fiscal-data', { token, body: testFiscalData('Comprador') }), 200);
    const checkout = expectStatus(
      await call('POST', '/v1/checkout', { token, body: { product_id: packages[0]!.id } }),
      201,
    );
    expectStatus(
      await call('GET', `/v1/checkout/sandbox?token=${String(checkout.body.token)}`, {
        minPosition: checkout.position,
      }),
      200,
    );
    const paid = expectStatus(
      await call('POST', '/v1/checkout/sandbox/pay', { body: { token: checkout.body.token, method: 'card' } }),
      200,
    );
    return Number(
      expectStatus(await call('GET', '/v1/auth/me', { token, minPosition: paid.position }), 200).body.credits,
    );
  }

  const notReady = (name: string, check: string) =>
    eventually(
      `${name} not ready (${check})`,
      () => readiness(services[name]!.url),
      (r) => r.status === 503 && r.body.checks?.[check]?.ok === false,
      90_000,
    );

  /** Creates areas through the gateway until stopped; returns their names. */
  function traffic(prefix: string) {
    const names: string[] = [];
    let running = true;
    let last = '';
    const loop = (async () => {
      for (let i = 0; running; i++) {
        const name = `${prefix} ${i}`;
        const reply = await call('POST', '/v1/area', { token: state.adminToken, body: { name } }).catch(
          () => undefined,
        );
        if (reply?.status === 201) {
          names.push(name);
          last = reply.position;
        }
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    return {
      names,
      async stop() {
        running = false;
        await loop;
        return last;
      },
    };
  }

  async function packageCredits(): Promise<number> {
    const packages = expectStatus(await call('GET', '/v1/dashboard/packages', { token: state.provider.token }), 200)
      .body.data as { id: number; credits: number }[];
    return Number(packages[0]!.credits);
  }

  /** Every area created under traffic is in the read model, once. */
  async function assertExactlyOnce(names: string[], position: string) {
    const listed = expectStatus(await call('GET', '/v1/area', { minPosition: position }), 200).body.data as {
      name: string;
    }[];
    const seen = listed.map((a) => a.name).filter((n) => names.includes(n));
    expect(seen.sort()).toEqual([...names].sort());
  }
  return { buyCredits, notReady, traffic, packageCredits, assertExactlyOnce };
}

async function routesEveryCall(w: World): Promise<void> {
  const { services, base } = w;
  const spec = async (url: string) =>
    (await (await fetch(`${url}/v1/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>> };
  const sampleUrl = (p: string) => p.replace(/\{[^}]+\}/g, '1');
  const both = new Set(['/v1/health', '/v1/openapi.json']);
  const expectations: [string, string, string][] = [];
  for (const [p, methods] of Object.entries((await spec(services.command!.url)).paths)) {
    if (both.has(p)) continue;
    for (const method of Object.keys(methods))
      expectations.push([method.toUpperCase(), sampleUrl(p), 'command_service']);
  }
  for (const [p, methods] of Object.entries((await spec(services.query!.url)).paths)) {
    for (const method of Object.keys(methods)) expectations.push([method.toUpperCase(), sampleUrl(p), 'query_service']);
  }
  expect(expectations.filter(([, , to]) => to === 'command_service').length).toBeGreaterThan(30);
  expect(expectations.filter(([, , to]) => to === 'query_service').length).toBeGreaterThan(20);
  const wrong: string[] = [];
  for (const [method, url, to] of expectations) {
    // Only the routing is looked at: requests carry no body, so commands answer 4xx without changing anything.
    const response = await fetch(`${base}${url}`, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: method === 'GET' || method === 'HEAD' ? undefined : '{}',
    });
    const upstream = response.headers.get('x-conectasst-upstream');
    await response.arrayBuffer();
    if (upstream !== to || response.status === 502)
      wrong.push(`${method} ${url} → ${upstream} (${response.status}), expected ${to}`);
  }
  expect(wrong).toEqual([]);
  // The frontend: files from disk, client-side routes fall back to index.html; the services' own endpoints are not exposed.
  const spa = await fetch(`${base}/admin/painel`);
  expect(spa.status).toBe(200);
  expect(await spa.text()).toContain('<title>ConectaSST</title>');
  // A path no screen of the app answers: the shell (it shows its 404 screen) with a real 404 status (ADR 0117).
  const unknown = await fetch(`${base}/painel/demandas`);
  expect(unknown.status).toBe(404);
  expect(await unknown.text()).toContain('<title>ConectaSST</title>');
  // The landing pages (issue #19, ADR 0120) come from the query-service at any depth and in any case, 404s included.
  for (const [p, status] of [
    ['/servicos', 200],
    ['/nr/1', 200],
    ['/nr/nr-1', 301],
    ['/Servicos/nao-existe', 404],
    ['/servicos/a/b/c/d', 404],
  ] as const) {
    const landing = await fetch(`${base}${p}`, { redirect: 'manual' });
    await landing.arrayBuffer();
    expect([p, landing.status, landing.headers.get('x-conectasst-upstream')]).toEqual([p, status, 'query_service']);
  }
  expect(await (await fetch(`${base}/metrics`)).text()).not.toContain('conectasst_http_requests_total');
}

async function fullFlow(w: World): Promise<void> {
  const { call, expectStatus, services, base, state, buyCredits } = w;
  state.adminToken = String(
    expectStatus(await call('GET', '/v1/auth', { basic: [ADMIN_EMAIL, ADMIN_PASSWORD] }), 200).body.token,
  );
  const area = expectStatus(
    await call('POST', '/v1/area', { token: state.adminToken, body: { name: 'Área do teste multiprocesso' } }),
    201,
  );
  // Read-your-writes across processes (and through Kafka when it feeds the projections).
  const areas = expectStatus(await call('GET', '/v1/area', { minPosition: area.position }), 200);
  expect((areas.body.data as { name: string }[]).map((a) => a.name)).toContain('Área do teste multiprocesso');

  // The query-service's page cache (ADR 0174) follows what the projections process applied: the cached /servicos is
  // rendered again once the catalogue's version moved in the read models, the only thing the two processes share.
  const cached = await fetch(`${base}/servicos`);
  expect([cached.status, (await cached.text()).includes('Serviço do teste multiprocesso')]).toEqual([200, false]);
  expect((await fetch(`${base}/servicos`, { headers: { 'If-None-Match': cached.headers.get('etag')! } })).status).toBe(
    304,
  );
  const service = expectStatus(
    await call('POST', '/v1/admin/services', {
      token: state.adminToken,
      body: { name: 'Serviço do teste multiprocesso', area: (area.body.data as { id: number }).id, nr: null },
    }),
    201,
  );
  expectStatus(await call('GET', '/v1/area', { minPosition: service.position }), 200);
  const changed = await fetch(`${base}/servicos`, { headers: { 'If-None-Match': cached.headers.get('etag')! } });
  expect([changed.status, (await changed.text()).includes('Serviço do teste multiprocesso')]).toEqual([200, true]);

  const signup = expectStatus(
    await call('POST', '/v1/auth', {
      body: {
        name: 'Paula',
        surname: 'Ramos',
        phone: '11987654321',
        email: 'paula@sst-multi.com.br',
        password: 'segredo1',
      },
    }),
    201,
  );
  const token = String(signup.body.token);
  const details = expectStatus(
    await call('POST', '/v1/details/pf', {
      token,
      minPosition: signup.position,
      body: {
        cpf: '529.982.247-25',
        name: 'Paula',
        surname: 'Ramos',
        street: '01310100 - Avenida Paulista - 1000 - Sala 2',
        DDD: '11',
        Phone: '98765-4321',
        profission: 'Engenheira de Segurança do Trabalho',
        register: 'CREA-SP 123456',
        socialnetwork: 'Google',
      },
    }),
    201,
  );
  const allAreas = (expectStatus(await call('GET', '/v1/area'), 200).body.data as { id: number }[]).map((a) => a.id);
  let nrIds: number[] = [];
  let areaId = 0;
  for (const id of allAreas) {
    const nrs = expectStatus(await call('GET', `/v1/nrs/find?id=${id}`), 200).body.data as { id: number }[];
    if (nrs.length > 0) {
      areaId = id;
      nrIds = nrs.map((n) => n.id);
      break;
    }
  }
  const profile = expectStatus(
    await call('POST', '/v1/company/detail', {
      token,
      minPosition: details.position,
      body: {
        area: String(areaId),
        nrs: nrIds.slice(0, 1).join(','),
        esocial: 'Sim',
        software: 'SOC',
        uf: 'RJ',
        city: 'Niterói',
      },
    }),
    201,
  );
  const me = expectStatus(await call('GET', '/v1/auth/me', { token, minPosition: profile.position }), 200);
  state.provider = { token, id: String((me.body.userData as { id: string }).id) };
  expect(me.body.userData).toMatchObject({ uf: 'RJ', city: 'Niterói' });

  // Credits through the sandbox checkout.
  const balance = await buyCredits(state.provider.token, profile.position);
  expect(balance).toBeGreaterThan(0);

  // A requester files a demand (no account) and confirms it from the e-mailed link (dev mailbox, through the gateway).
  const offered = expectStatus(await call('GET', '/v1/services?page=1'), 200).body.data as { data: { id: number }[] };
  const filed = await fileConfirmedDemand(base, niteroiDemand(offered.data[0]!.id, 'marcos@bompreco-multi.com.br'));
  state.demandId = filed.id;

  // The provider sees it listed, but not the contact before subscribing.
  const listed = expectStatus(
    await call('GET', '/v1/companys/service?page=1', { token: state.provider.token, minPosition: filed.position }),
    200,
  );
  expect((listed.body.data as { id: number }[]).map((d) => d.id)).toContain(state.demandId);
  const locked = await call('GET', `/v1/subs?id=${state.demandId}`, { token: state.provider.token });
  expect(locked.status).toBe(403);
  expect(JSON.stringify(locked.body)).not.toContain('marcos@bompreco-multi.com.br');

  const subscribed = expectStatus(
    await call('POST', '/v1/subs', { token: state.provider.token, headers: { id: String(state.demandId) } }),
    200,
  );
  expect(subscribed.body.message).toBe('Inscrição realizada com sucesso');
  const contact = expectStatus(
    await call('GET', `/v1/subs?id=${state.demandId}`, {
      token: state.provider.token,
      minPosition: subscribed.position,
    }),
    200,
  );
  expect(contact.body.data).toMatchObject({
    id: state.demandId,
    user_name: 'Marcos',
    user_surname: 'Teixeira',
    email: 'marcos@bompreco-multi.com.br',
    phone: '21987654321',
  });
  state.lastPosition = subscribed.position;

  // Each process measured its part.
  const commandMetrics = await (await fetch(`${services.command!.url}/metrics`)).text();
  expect(
    sample(commandMetrics, 'conectasst_http_requests_total', {
      service: 'command-service',
      method: 'POST',
      route: '/v1/subs',
      kind: 'command',
      status: '200',
    }),
  ).toBe(1);
  const projectionMetrics = await eventually(
    'projection lag back to 0',
    async () => (await fetch(`${services.projections!.url}/metrics`)).text(),
    (text) =>
      sample(text, 'conectasst_projection_lag_events', { service: 'projections', projection: 'subscriptions' }) === 0,
  );
  expect(
    sample(projectionMetrics, 'conectasst_projection_lag_seconds', {
      service: 'projections',
      projection: 'subscriptions',
    }),
  ).toBe(0);
  if (services.relay) {
    const relayMetrics = await (await fetch(`${services.relay.url}/metrics`)).text();
    expect(sample(relayMetrics, 'conectasst_relay_active', { service: 'relay' })).toBe(1);
    expect(sample(relayMetrics, 'conectasst_relay_published_events', { service: 'relay' })).toBeGreaterThan(0);
  }
}

async function signOutEverywhere(w: World): Promise<void> {
  const { call, expectStatus } = w;
  const signup = expectStatus(
    await call('POST', '/v1/auth', {
      body: {
        name: 'Rosa',
        surname: 'Lima',
        phone: '11987654321',
        email: 'rosa@sst-multi.com.br',
        password: 'segredo1',
      },
    }),
    201,
  );
  const token = String(signup.body.token);
  expectStatus(await call('GET', '/v1/auth/me', { token, minPosition: signup.position }), 200);
  expectStatus(await call('POST', '/v1/auth/logout', { token }), 200);
  const refused = await eventually(
    'the query-service refuses the old token',
    () => call('GET', '/v1/auth/me', { token }),
    (r) => r.status === 401,
    60_000,
    100,
  );
  expect(refused.body).toEqual({ message: 'Sua sessão expirou. Faça login novamente.' });
  const again = expectStatus(await call('GET', '/v1/auth', { basic: ['rosa@sst-multi.com.br', 'segredo1'] }), 200);
  expectStatus(await call('GET', '/v1/auth/me', { token: String(again.body.token) }), 200);
}

async function kafkaRestart(w: World): Promise<void> {
  const { call, expectStatus, allReady, backends, state, notReady, traffic, packageCredits, assertExactlyOnce } = w;
  const before = await call('GET', '/v1/auth/me', { token: state.provider.token, minPosition: state.lastPosition });
  const credits = Number(before.body.credits);
  const packages = expectStatus(await call('GET', '/v1/dashboard/packages', { token: state.provider.token }), 200).body
    .data as { id: number }[];
  const checkout = expectStatus(
    await call('POST', '/v1/checkout', { token: state.provider.token, body: { product_id: packages[0]!.id } }),
    201,
  );
  expectStatus(
    await call('GET', `/v1/checkout/sandbox?token=${String(checkout.body.token)}`, { minPosition: checkout.position }),
    200,
  );
  const load = traffic('Área durante a queda do Kafka');
  await backends.kafkaOutage!.stop();
  await notReady('projections', 'kafka');
  await notReady('relay', 'kafka');
  // Commands keep working while Kafka is down; the payment made now reaches the read model after the restart.
  const paid = expectStatus(
    await call('POST', '/v1/checkout/sandbox/pay', { body: { token: checkout.body.token, method: 'card' } }),
    200,
  );
  await backends.kafkaOutage!.start();
  await allReady();
  const last = await load.stop();
  expect(load.names.length).toBeGreaterThan(0);
  await assertExactlyOnce(load.names, last);
  // A non-idempotent read model (the balance adds each purchase) shows the purchase applied exactly once.
  const wallet = expectStatus(
    await call('GET', '/v1/auth/me', { token: state.provider.token, minPosition: paid.position }),
    200,
  );
  expect(Number(wallet.body.credits) - credits).toBe(await packageCredits());
}

async function databaseRestart(w: World): Promise<void> {
  const {
    call,
    expectStatus,
    allReady,
    services,
    backends,
    state,
    buyCredits,
    notReady,
    traffic,
    packageCredits,
    assertExactlyOnce,
  } = w;
  const before = Number(
    expectStatus(
      await call('GET', '/v1/auth/me', { token: state.provider.token, minPosition: state.lastPosition }),
      200,
    ).body.credits,
  );
  const load = traffic('Área durante a queda do PostgreSQL');
  await eventually(
    'some traffic before the outage',
    async () => load.names.length,
    (n) => n >= 2,
    60_000,
  );
  await backends.databaseOutage!.stop();
  for (const name of Object.keys(services)) await notReady(name, 'database');
  await backends.databaseOutage!.start();
  await allReady();
  await eventually(
    'traffic after the restart',
    async () => load.names.length,
    (n) => n >= 5,
    120_000,
  );
  const paidAfter = await buyCredits(state.provider.token, state.lastPosition);
  const last = await load.stop();
  await assertExactlyOnce(load.names, last);
  expect(paidAfter - before).toBe(await packageCredits());
}

async function sigtermDrains(w: World): Promise<void> {
  const { services } = w;
  const codes = await Promise.all(Object.values(services).map(async (s) => [s.name, await s.stop()] as const));
  expect(Object.fromEntries(codes)).toEqual(Object.fromEntries(Object.values(services).map((s) => [s.name, 0])));
}
