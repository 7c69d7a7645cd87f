import { testFiscalData as fiscalDataOf } from './fiscalData';
import { serviceProfile } from './providerDetails';
import request from 'supertest';
import { CommandHandler } from '@conectasst/command-service/infrastructure/commandHandler';
import type { CommandDeps } from '@conectasst/command-service/infrastructure/commandContext';
import { readModelLookups } from '@conectasst/command-service/readModelLookups';
import { signToken } from '@conectasst/platform/auth/tokens';
import type { AppConfig } from '@conectasst/platform/config';
import { adminBearer, startTestApi } from './testApp';
import type { TestApi } from './testApp';

/**
 * The set-up every HTTP integration test shared, written once (ADR 0143): one system on a fresh database per test
 * file, the administrator's session, signed-up providers and providers with credits bought on the sandbox checkout.
 *
 * Call `useTestApi()` at the top of a test file (outside any `describe`): it registers the file's `beforeAll` and
 * `afterAll`, so every `describe` of the file shares the one system, and a long suite can be split into describes
 * named after the rules they check.
 */

/** The log position a command answered with (`X-Position`), to pass as `X-Min-Position` to the next read. */
export const positionOf = (r: request.Response): string => String(r.headers['x-position'] ?? '');

/** An HTTP Basic `Authorization` header (what `GET /v1/auth` logs in with). */
export const basicAuth = (email: string, password: string): string =>
  `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}`;

/** A suite title saying which PostgreSQL ran it (`(server PostgreSQL)` in CI, `(embedded PostgreSQL)` elsewhere). */
export const onPostgres = (title: string): string =>
  `${title} (${process.env.TEST_DATABASE_KIND ?? 'embedded'} PostgreSQL)`;

/** What `POST /v1/auth` takes to sign a provider up; every field but the password may be chosen. */
export interface ProviderSignup {
  name?: string;
  surname?: string;
  phone?: string;
  email?: string;
  /**
   * The fiscal data of the provider's NFS-e (`PUT /v1/fiscal-data`, asked before the first purchase): given at sign-up
   * unless `false`, so a test buys credits as the spec's calls do; `false` leaves it out (the checkout then answers 422).
   */
  fiscalData?: false;
}

export interface SignedUpProvider {
  email: string;
  /** `Bearer <token>` */
  auth: string;
  id: string;
  /** The log position of the sign-up. */
  position: string;
}

export interface Package {
  id: number;
  name: string;
  credits: number;
  price: number;
}

/** Calls made as one account: its `Authorization`, and `X-Min-Position` when a position to read at was given. */
export interface CallsAs {
  get(path: string): request.Test;
  post(path: string, body?: object): request.Test;
  put(path: string, body?: object): request.Test;
  delete(path: string): request.Test;
}

export interface ApiHarness {
  /** supertest on the running app. */
  app(): ReturnType<typeof request>;
  /**
   * Calls as the holder of `auth` (`Bearer <token>`), reading at `after` when given (a command's answer, whose
   * X-Position is sent as X-Min-Position, or a position): `as(auth, saved).get('/v1/details/pf').expect(200)`.
   */
  as(auth: string, after?: request.Response | string): CallsAs;
  /** The system under test (after the file's `beforeAll`). */
  api(): TestApi;
  /** The administrator's `Bearer <token>`. */
  admin(): string;
  /**
   * `method path` with the header `id: 1` and `body` when given: one row of an authorization table
   * (`it.each(calls)('%s %s without a token → 401', …)`).
   */
  call(method: string, path: string, body: object | null): request.Test;
  /** `Bearer <token>` of a provider signed by the app's key (no account behind it: enough to be refused as a provider). */
  providerToken(): string;
  /** Logs the administrator in again (after a test ended the admin's sessions) and returns the new `Bearer <token>`. */
  logInAdminAgain(): Promise<string>;
  /** Signs a provider up (a fresh e-mail unless one is given) and reads its id back. */
  signUpProvider(signup?: ProviderSignup): Promise<SignedUpProvider>;
  /**
   * Signs a provider up and saves its service profile (`POST /v1/company/detail`): one area with all its NRs, serving
   * `where` (Blumenau/SC unless told); `position` is the profile's.
   */
  signUpProviderServing(
    areaId: number | string,
    where?: { uf: string; city: string },
    signup?: ProviderSignup,
  ): Promise<SignedUpProvider>;
  /**
   * The provider takes a seat on the demand (`POST /v1/subs`, read at the demand's position) and gets 200; resolves to
   * the subscription's log position.
   */
  subscribe(provider: { auth: string }, demand: { id: number; position: string }): Promise<string>;
  /** Buys the cheapest active package by card on the sandbox checkout; `position` is the payment's. */
  buyFirstPackage(auth: string, position?: string): Promise<{ token: string; pkg: Package; position: string }>;
  /** A signed-up provider who bought the cheapest package `packages` times by card (30 credits each). */
  providerWithCredits(packages?: number, signup?: ProviderSignup): Promise<SignedUpProvider>;
  /** The provider's balance as `GET /v1/auth/me` shows it (read at `position` when given). */
  credits(auth: string, position?: string): Promise<number>;
  /** Resolves once the projections have applied every event in the store (before a timed job reads the read models). */
  caughtUp(): Promise<void>;
  /**
   * What a timed job of the command side is given (demand digest, review requests, weekly e-mail): the read-model
   * lookups, a new command handler each call (as after a restart), the system's mailer and configuration.
   */
  jobDeps(): Pick<CommandDeps, 'lookups' | 'commands' | 'mailer' | 'config'>;
}

export { cpfOf, testFiscalData } from './fiscalData';

let providers = 0;

/**
 * Registers the file's `beforeAll`/`afterAll`: the whole backend on a fresh database and the admin logged in.
 * `overrides` may be a function, read in the `beforeAll` (e.g. the URL of a fake gateway started by an earlier hook);
 * `options.staticDir`, also read there, serves a built frontend (the app's shell) from that folder.
 */
export function useTestApi(
  overrides: Partial<AppConfig> | (() => Partial<AppConfig>) = {},
  options: { staticDir?: () => string } = {},
): ApiHarness {
  let api: TestApi | undefined;
  let admin: string | undefined;
  const started = (): TestApi => {
    if (!api) throw new Error('useTestApi(): the system is not started yet (use it inside a test or a hook)');
    return api;
  };
  const app = () => request(started().system.app);
  const logInAdmin = async () => {
    admin = await adminBearer(started());
    return admin;
  };

  beforeAll(async () => {
    api = await startTestApi(
      typeof overrides === 'function' ? overrides() : overrides,
      options.staticDir ? { staticDir: options.staticDir() } : {},
    );
    await logInAdmin();
  });
  afterAll(async () => {
    await api?.stop();
  });

  const harness: ApiHarness = {
    app,
    as(auth, after) {
      const call = (method: 'get' | 'post' | 'put' | 'delete', path: string, body?: object): request.Test => {
        const test = app()[method](path).set('Authorization', auth);
        if (after !== undefined) test.set('X-Min-Position', typeof after === 'string' ? after : positionOf(after));
        return body === undefined ? test : test.send(body);
      };
      return {
        get: (path) => call('get', path),
        post: (path, body) => call('post', path, body),
        put: (path, body) => call('put', path, body),
        delete: (path) => call('delete', path),
      };
    },
    api: started,
    admin: () => {
      if (!admin) throw new Error('useTestApi(): the admin is not logged in yet (use it inside a test or a hook)');
      return admin;
    },
    logInAdminAgain: logInAdmin,
    call(method, path, body) {
      const test = (app() as unknown as Record<string, (p: string) => request.Test>)[method]!(path).set('id', '1');
      return body ? test.send(body) : test;
    },
    providerToken: () =>
      `Bearer ${signToken({ id: '00000000-0000-4000-8000-000000000001', role: 'provider' }, started().config.jwtSecret, 60)}`,
    async signUpProvider(signup = {}) {
      const n = ++providers;
      const email = signup.email ?? `parceiro${n}.${process.pid}@sst.com.br`;
      const body = {
        name: signup.name ?? 'Ana',
        surname: signup.surname ?? `Lima ${n}`,
        phone: signup.phone ?? '11987654321',
        email,
        password: 'segredo1',
      };
      const r = await app().post('/v1/auth').send(body).expect(201);
      const auth = `Bearer ${r.body.token}`;
      const position = positionOf(r);
      const me = await app().get('/v1/auth/me').set('Authorization', auth).set('X-Min-Position', position).expect(200);
      if (signup.fiscalData === false) return { email, auth, id: me.body.userData.id as string, position };
      const fiscal = await app()
        .put('/v1/fiscal-data')
        .set('Authorization', auth)
        .send(fiscalDataOf(`${body.name} ${body.surname}`, n))
        .expect(200);
      return { email, auth, id: me.body.userData.id as string, position: positionOf(fiscal) || position };
    },
    async signUpProviderServing(areaId, where = { uf: 'SC', city: 'Blumenau' }, signup = {}) {
      const provider = await harness.signUpProvider(signup);
      const saved = await app()
        .post('/v1/company/detail')
        .set('Authorization', provider.auth)
        .set('X-Min-Position', provider.position)
        .send(serviceProfile(areaId, where.uf, where.city))
        .expect(201);
      return { ...provider, position: positionOf(saved) };
    },
    async subscribe(provider, demand) {
      const seated = await app()
        .post('/v1/subs')
        .set('Authorization', provider.auth)
        .set('id', String(demand.id))
        .set('X-Min-Position', demand.position)
        .expect(200);
      return positionOf(seated);
    },
    async buyFirstPackage(auth, position) {
      const packages = app().get('/v1/dashboard/packages').set('Authorization', auth);
      const pkg = (await (position ? packages.set('X-Min-Position', position) : packages).expect(200)).body
        .data[0] as Package;
      const checkout = await app()
        .post('/v1/checkout')
        .set('Authorization', auth)
        .send({ product_id: pkg.id })
        .expect(201);
      await app()
        .get(`/v1/checkout/sandbox?token=${checkout.body.token}`)
        .set('X-Min-Position', positionOf(checkout))
        .expect(200);
      const paid = await app()
        .post('/v1/checkout/sandbox/pay')
        .send({ token: checkout.body.token, method: 'card' })
        .expect(200);
      return { token: checkout.body.token as string, pkg, position: positionOf(paid) };
    },
    async providerWithCredits(packages = 1, signup = {}) {
      const provider = await harness.signUpProvider(signup);
      let position = provider.position;
      for (let i = 0; i < packages; i++) position = (await harness.buyFirstPackage(provider.auth, position)).position;
      // Returned once the wallet shows the credits, so a test may spend them at once.
      await harness.credits(provider.auth, position);
      return { ...provider, position };
    },
    async credits(auth, position) {
      const me = app().get('/v1/auth/me').set('Authorization', auth);
      return (await (position ? me.set('X-Min-Position', position) : me).expect(200)).body.credits as number;
    },
    async caughtUp() {
      const { system } = started();
      if (!(await system.runner.waitFor(await system.store.headPosition(), 30_000)))
        throw new Error('useTestApi(): the projections did not catch up in 30 s');
    },
    jobDeps() {
      const { system, config } = started();
      return {
        lookups: readModelLookups(system.readPool),
        commands: new CommandHandler(system.store, system.catalogue),
        mailer: system.mailer,
        config,
      };
    },
  };
  return harness;
}
