/**
 * The nginx gateway (deploy/nginx/conectasst.conf, issue #18 item 13): every answer carries the API's security
 * headers, whether nginx made it (frontend, shell, 404, 429) or the API did (passed through, not doubled); POST
 * /v1/contato and GET /v1/cep/{cep} are limited per address with 429, Retry-After and the Portuguese message.
 * Runs a real nginx in front of the test app. Needs Debian's nginx: skipped with one line without it, except in CI
 * (CONECTASST_REQUIRE_NGINX=1), where it fails.
 */
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { serveTestApi } from '../../../test-support/testApp';
import type { GatewayInFront } from './gateway';
import { NGINX, gatewayWorkDir, startGatewayInFront } from './gateway';

/** What helmet sends from the API (platform/src/http/createHttpApp.ts); the gateway must send the same. */
const SECURITY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
];

const message = {
  firstName: 'Ana',
  lastName: 'Souza',
  email: 'ana@exemplo.com.br',
  subject: 'Dúvida',
  text: 'Olá!',
  phone: '11987654321',
  uf: 'SP',
  city: 'Campinas',
};

if (!existsSync(NGINX) && process.env.CONECTASST_REQUIRE_NGINX !== '1') {
  describe('nginx gateway security headers and rate limits', () => {
    it.skip(`skipped: ${NGINX} is missing (apt-get install nginx; .ci/run installs it)`, () => undefined);
  });
} else {
  describe(`nginx gateway security headers and rate limits (${process.env.TEST_DATABASE_KIND ?? 'embedded'} PostgreSQL)`, () => {
    let api: Awaited<ReturnType<typeof serveTestApi>>;
    let gateway: GatewayInFront;
    let work: string;
    const at = (urlPath: string, init?: RequestInit) => fetch(`http://127.0.0.1:${gateway.port}${urlPath}`, init);

    beforeAll(async () => {
      let root: string;
      ({ work, root } = gatewayWorkDir('conectasst-gw-headers-'));
      writeFileSync(path.join(root, 'assets', 'index-Ab12Cd34.js'), 'export {};\n');
      api = await serveTestApi();
      gateway = await startGatewayInFront(api.address, root, work);
    }, 60_000);
    afterAll(async () => {
      await gateway?.stop();
      await api?.stop();
      rmSync(work, { recursive: true, force: true });
    });

    it('the frontend, its assets, the shell of an unknown path and robots.txt carry the same security headers as the API, once each', async () => {
      const api = await at('/v1/openapi.json');
      expect(api.status).toBe(200);
      const expected = Object.fromEntries(SECURITY_HEADERS.map((name) => [name, api.headers.get(name)]));
      for (const value of Object.values(expected)) expect(value).toBeTruthy();
      // Passed through from the API, not added a second time by nginx (a doubled CSP would be the stricter of two).
      expect(api.headers.get('content-security-policy')).not.toContain(', ');
      expect(api.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      for (const [urlPath, status] of [
        ['/', 200],
        ['/assets/index-Ab12Cd34.js', 200],
        ['/nao-existe', 404],
        ['/admin/painel', 200],
        ['/robots.txt', 200],
        ['/nginx-health', 200],
      ] as const) {
        const r = await at(urlPath, { headers: { Accept: 'text/html' } });
        expect([urlPath, r.status]).toEqual([urlPath, status]);
        const got = Object.fromEntries(SECURITY_HEADERS.map((name) => [name, r.headers.get(name)]));
        expect([urlPath, got]).toEqual([urlPath, expected]);
        expect(r.headers.get('server')).toBe('nginx');
      }
      expect(expected['content-security-policy']).toContain("frame-ancestors 'self'");
      // The cache headers of the frontend stay as they were (ADR 0117).
      expect((await at('/assets/index-Ab12Cd34.js')).headers.get('cache-control')).toBe(
        'public, max-age=31536000, immutable',
      );
      expect((await at('/', { headers: { Accept: 'text/html' } })).headers.get('cache-control')).toBe('no-cache');
    });

    it('POST /v1/contato: 10 a minute per address with 5 more at once, then 429 with Retry-After and the Portuguese message; the admin list is not limited', async () => {
      const send = () =>
        at('/v1/contato', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(message),
        });
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) statuses.push((await send()).status);
      expect(statuses.slice(0, 6)).toEqual(Array(6).fill(201));
      expect(statuses.slice(6)).toEqual([429, 429]);
      const refused = await send();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await refused.json()).toEqual({ message: 'Muitas tentativas. Aguarde um pouco e tente novamente.' });
      // GET /v1/contato (admin) is another key: answered by the API (401 without a token), never by the limit.
      for (let i = 0; i < 8; i++) expect((await at('/v1/contato')).status).toBe(401);
    });

    it('GET /v1/cep/{cep}: 30 a minute per address with 10 more at once, then 429 with Retry-After', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 13; i++) statuses.push((await at('/v1/cep/01310100')).status);
      // The lookup is off in tests: "not found" from the API until the gateway's limit answers.
      expect(statuses.slice(0, 11)).toEqual(Array(11).fill(404));
      expect(statuses.slice(11)).toEqual([429, 429]);
      const refused = await at('/v1/cep/01310100');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await refused.json()).toEqual({ message: 'Muitas tentativas. Aguarde um pouco e tente novamente.' });
    });
  });
}
