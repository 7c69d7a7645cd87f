import http from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LogPosition } from '@conectasst/events/envelope';
import { LOG_START, comparePositions, parsePosition } from '@conectasst/events/envelope';
import { testFiscalData } from '../../../test-support/fiscalData';
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD } from '../../../test-support/testApp';
import type { TestApi } from '../../../test-support/testApp';

/**
 * Drives the whole marketplace through its HTTP API on a real socket (many concurrent calls: supertest would open a
 * server per request). Shared by the reliability and security suites that need providers, credits and demands.
 */
export interface Call {
  status: number;
  body: unknown;
  text: string;
  headers: Headers;
}

export interface Marketplace {
  base: string;
  call(
    method: string,
    path: string,
    options?: { auth?: string; headers?: Record<string, string>; body?: unknown; rawBody?: string },
  ): Promise<Call>;
  adminAuth(): Promise<string>;
  signUpProvider(label: string): Promise<{ id: string; auth: string; email: string; position: string }>;
  setCredits(adminAuth: string, providerId: string, credits: number): Promise<string>;
  fileDemand(contact: DemandContact, serviceId: number): Promise<{ id: number; position: string }>;
  firstServiceId(): Promise<number>;
  close(): Promise<void>;
}

export interface DemandContact {
  name: string;
  surname: string;
  corporateName: string;
  department: string;
  email: string;
  phone: string;
  about?: string;
  /** The wizard's free text besides the notes (neighbourhood, company type, activity); defaults 'Centro', 'Metalúrgica', none. */
  street?: string;
  companyType?: string;
  activity?: string;
  /** More fields of the wizard's contact step (e.g. OtherDepartmentName, Role, OtherRole). */
  extra?: Record<string, string>;
}

export async function openMarketplace(api: TestApi): Promise<Marketplace> {
  const { server, base } = await listen(api);
  // Thousands of calls fired together share a bounded pool of keep-alive connections (as behind a gateway); the
  // rest wait in the agent's queue. Opening one socket per call overflows the listen backlog (ECONNRESET).
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const call = jsonCaller(sender(base, agent));
  let admin: string | undefined;
  const expectStatus = (r: Call, status: number, what: string): Call => {
    if (r.status !== status) throw new Error(`${what}: expected ${status}, got ${r.status} ${r.text.slice(0, 300)}`);
    return r;
  };
  const position = (r: Call) => r.headers.get('x-position') ?? '';

  const adminAuth = async () => {
    if (!admin) {
      const basic = Buffer.from(`${TEST_ADMIN_EMAIL}:${TEST_ADMIN_PASSWORD}`).toString('base64');
      const r = expectStatus(
        await call('get', '/v1/auth', { headers: { Authorization: `Basic ${basic}` } }),
        200,
        'admin login',
      );
      admin = `Bearer ${(r.body as { token: string }).token}`;
    }
    return admin;
  };
  return {
    base,
    call,
    adminAuth,
    async signUpProvider(label) {
      const email = `${label}@parceiros.conectasst.com.br`;
      const r = expectStatus(
        await call('post', '/v1/auth', {
          body: { name: 'Parceiro', surname: label.slice(0, 40), phone: '11987654321', email, password: 'segredo1' },
        }),
        201,
        `sign-up ${label}`,
      );
      const auth = `Bearer ${(r.body as { token: string }).token}`;
      const me = expectStatus(
        await call('get', '/v1/auth/me', { auth, headers: { 'X-Min-Position': position(r) } }),
        200,
        'me',
      );
      // The NFS-e's fiscal data, asked before the first purchase (docs/invoicing.md).
      expectStatus(
        await call('put', '/v1/fiscal-data', { auth, body: testFiscalData(`Parceiro ${label}`) }),
        200,
        'fiscal data',
      );
      return { id: (me.body as { userData: { id: string } }).userData.id, auth, email, position: position(r) };
    },
    async setCredits(adminAuth, providerId, credits) {
      // A credit change is checked against the balance the admin saw (ADR 0111).
      const seen = expectStatus(
        await call('get', '/v1/admin/Parceiro', { auth: adminAuth, headers: { id: providerId } }),
        200,
        'read credits',
      );
      const balanceSeen = (seen.body as { data: { credits: number } }).data.credits;
      const r = expectStatus(
        await call('put', '/v1/admin/Parceiro', { auth: adminAuth, body: { id: providerId, credits, balanceSeen } }),
        200,
        'set credits',
      );
      return position(r);
    },
    async firstServiceId() {
      const r = expectStatus(await call('get', '/v1/services?page=1'), 200, 'services');
      return (r.body as { data: { data: { id: number }[] } }).data.data[0]!.id;
    },
    async fileDemand(contact, serviceId) {
      const r = expectStatus(
        await call('post', '/v1/demanda', {
          body: {
            nrs: [serviceId],
            terms: true,
            primary: {
              branchOfTheCompany: 'Indústria',
              companyType: contact.companyType ?? 'Metalúrgica',
              numberOfemployees: '21 a 50',
              maxDate: 'O mais rápido possível',
              ...(contact.activity !== undefined ? { activity: contact.activity } : {}),
            },
            location: {
              UF: 'SP',
              City: 'Campinas',
              Street: contact.street ?? 'Centro',
              Contact: 'Sem preferência',
              About: contact.about ?? '',
            },
            contact: {
              Name: contact.name,
              Surname: contact.surname,
              CorporateName: contact.corporateName,
              DepartmentName: contact.department,
              Email: contact.email,
              ConfirmEmail: contact.email,
              Phone: contact.phone,
              ...(contact.extra ?? {}),
            },
          },
        }),
        201,
        'file demand',
      );
      const id = (r.body as { data: { id: number } }).data.id;
      // Published to providers (ADR 0080): these suites do not follow the e-mail link, an admin publishes by hand.
      const published = expectStatus(
        await call('post', '/v1/admin/demanda/publish', { auth: await adminAuth(), headers: { id: String(id) } }),
        200,
        'publish demand',
      );
      return { id, position: position(published) };
    },
    async close() {
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The system's app on a free local port; the address to call it at. */
async function listen(api: TestApi): Promise<{ server: Server; base: string }> {
  const server: Server = api.system.app.listen(0, '127.0.0.1');
  // The client keeps connections open between calls: the server must not close an idle one just as it is reused
  // (Node's 5 s default races with a loaded machine's pauses and resets calls that were never processed).
  server.keepAliveTimeout = 10 * 60_000;
  server.headersTimeout = 10 * 60_000 + 1_000;
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { server, base };
}

interface Sent {
  status: number;
  text: string;
  headers: Headers;
}
type Send = (method: string, path: string, headers: Record<string, string>, body: string | undefined) => Promise<Sent>;

/** One HTTP call over the shared keep-alive agent, answered as status, text and headers. */
function sender(base: string, agent: http.Agent): Send {
  return (method, path, headers, body) =>
    new Promise<Sent>((resolve, reject) => {
      const req = http.request(
        `${base}${path}`,
        {
          method,
          headers: { ...headers, ...(body !== undefined ? { 'Content-Length': String(Buffer.byteLength(body)) } : {}) },
          agent,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () => {
            const responseHeaders = new Headers();
            for (const [name, value] of Object.entries(res.headers)) {
              if (value !== undefined) responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : value);
            }
            resolve({
              status: res.statusCode ?? 0,
              text: Buffer.concat(chunks).toString('utf8'),
              headers: responseHeaders,
            });
          });
        },
      );
      req.on('error', reject);
      if (body !== undefined) req.write(body);
      req.end();
    });
}

/** `Marketplace['call']`: JSON in (or a raw body), the answer parsed as JSON when it is. */
function jsonCaller(send: Send): Marketplace['call'] {
  return async (method, path, options = {}) => {
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    if (options.auth) headers.Authorization = options.auth;
    let body: string | undefined;
    if (options.rawBody !== undefined) body = options.rawBody;
    else if (options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined && !headers['Content-Type']) headers['Content-Type'] = 'application/json';
    const response = await send(method.toUpperCase(), path, headers, body);
    const text = response.text;
    let parsed: unknown = undefined;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: response.status, body: parsed, text, headers: response.headers };
  };
}

/** Runs `task` over `items` with at most `limit` at once (set-up steps; the races themselves fire everything together). */
export async function inBatches<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await task(items[index]!, index);
      }
    }),
  );
  return results;
}

/**
 * The latest of the X-Position headers commands answered with: what a test waits for before reading read models.
 * (The store's head position is not enough: it stops short of events committed after a transaction that is still
 * open, e.g. a projection's batch, so waiting for it can return before the test's own writes are applied.)
 */
export function latestPosition(positions: readonly (string | null | undefined)[]): LogPosition {
  let latest = LOG_START;
  for (const text of positions) {
    const position = text ? parsePosition(text) : undefined;
    if (position && comparePositions(position, latest) > 0) latest = position;
  }
  return latest;
}
