import { ConfigError, loadConfig } from '@conectasst/platform/config';
import { productionSecrets } from '../../../test-support/productionSecrets';
import { startTestApi } from '../../../test-support/testApp';
import type { TestApi } from '../../../test-support/testApp';
import type { Marketplace } from '../reliability/marketplace';
import { openMarketplace } from '../reliability/marketplace';

/**
 * Issue 8, "abuse": what the other suites do not already show — hardened response headers, no cross-origin access,
 * login that does not tell unknown e-mails from wrong passwords, recovery and password-change limits, reset codes that
 * die, and production refusing to start without its secrets. (Login failure limits, sign-up limits and single-use codes:
 * command-service/src/accounts/api.int.test.ts; forged payment webhooks: command-service/src/checkout/webhook.int.test.ts;
 * sanitized blog HTML: command-service/src/blog.)
 */
describe(`abuse review (${process.env.TEST_DATABASE_KIND ?? 'embedded'} PostgreSQL)`, () => {
  let api: TestApi;
  let market: Marketplace;

  beforeAll(async () => {
    api = await startTestApi();
    market = await openMarketplace(api);
  }, 600_000);
  afterAll(async () => {
    await market?.close();
    await api?.stop();
  });

  const basic = (email: string, password: string) => ({
    Authorization: `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}`,
  });

  it('every answer carries the hardened headers (helmet), errors included, and no X-Powered-By', async () => {
    for (const [method, path, body] of [
      ['get', '/v1/health', undefined],
      ['get', '/v1/area', undefined],
      ['get', '/v1/nao-existe', undefined],
      ['post', '/v1/demanda', { nrs: 'x' }],
      ['get', '/v1/admin/users', undefined],
    ] as const) {
      const r = await market.call(method, path, body ? { body } : {});
      const h = (name: string) => r.headers.get(name) ?? '';
      expect([path, h('x-content-type-options')]).toEqual([path, 'nosniff']);
      expect(h('x-frame-options')).toBe('SAMEORIGIN');
      expect(h('content-security-policy')).toContain("default-src 'self'");
      expect(h('content-security-policy')).toContain("frame-ancestors 'self'");
      expect(h('strict-transport-security')).toMatch(/max-age=\d+/);
      expect(h('referrer-policy')).toBe('no-referrer');
      expect(h('cross-origin-opener-policy')).toBe('same-origin');
      expect(r.headers.get('x-powered-by')).toBeNull();
      expect(h('content-type')).toMatch(/^application\/json/);
    }
  });

  it('gives no other origin access (no CORS headers on reads, writes or preflights)', async () => {
    const origin = { Origin: 'https://site-malicioso.example' };
    const reads = await market.call('get', '/v1/area', { headers: origin });
    const preflight = await market.call('options', '/v1/auth', {
      headers: {
        ...origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    });
    const write = await market.call('post', '/v1/contato', { headers: origin, body: {} });
    for (const r of [reads, preflight, write]) {
      const cors = [...r.headers.keys()].filter((k) => k.startsWith('access-control-'));
      expect(cors).toEqual([]);
    }
  });

  it('login answers an unknown e-mail exactly like a wrong password', async () => {
    const provider = await market.signUpProvider('enumeracao');
    const unknown = await market.call('get', '/v1/auth', { headers: basic('ninguem-aqui@exemplo.com.br', 'segredo1') });
    const wrong = await market.call('get', '/v1/auth', { headers: basic(provider.email, 'senha-errada') });
    expect([unknown.status, unknown.text]).toEqual([401, wrong.text]);
    expect(wrong.body).toEqual({ message: 'Credenciais invalidas.' });
  });

  it('recovery: 5 codes per account per hour, then 429 with a message', async () => {
    const provider = await market.signUpProvider('recuperacao');
    await market.call('get', '/v1/auth/me', { auth: provider.auth, headers: { 'X-Min-Position': provider.position } });
    const answers = [];
    for (let i = 0; i < 6; i++)
      answers.push(await market.call('post', '/v1/recovery/password', { body: { email: provider.email } }));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 429]);
    expect(answers[5]!.body).toEqual({ message: 'Muitas tentativas. Aguarde um pouco e tente novamente.' });
    expect(answers[5]!.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('reset codes: a wrong or old code is refused, and guessing stops at 10 failures per address (429)', async () => {
    const answers = [];
    for (let i = 0; i < 11; i++)
      answers.push(
        await market.call('put', '/v1/change/password', {
          body: { code: `CHUTE${String(i).padStart(3, '0')}`, password: 'novasenha' },
        }),
      );
    expect(answers.slice(0, 10).map((a) => [a.status, (a.body as { message: string }).message])).toEqual(
      Array(10).fill([404, 'Código inválido ou expirado.']),
    );
    expect(answers[10]!.status).toBe(429);
  });

  it('production refuses to start without its secrets (JWT secret first)', () => {
    const production = {
      APP_MODE: 'production',
      JWT_SECRET: 'x'.repeat(48),
      PII_MASTER_KEY: Buffer.alloc(32, 7).toString('base64'),
      ...productionSecrets,
    };
    expect(() => loadConfig(production)).not.toThrow();
    for (const name of [
      'JWT_SECRET',
      'PII_MASTER_KEY',
      'ADMIN_EMAIL',
      'ADMIN_PASSWORD',
      'SMTP_URL',
      'MERCADOPAGO_ACCESS_TOKEN',
      'PUBLIC_URL',
      'VAPID_PUBLIC_KEY',
    ]) {
      const env: Record<string, string> = { ...production };
      delete env[name];
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(name);
    }
    // NODE_ENV=production alone is production mode too.
    const { APP_MODE: _mode, JWT_SECRET: _secret, ...rest } = production;
    expect(() => loadConfig({ ...rest, NODE_ENV: 'production' })).toThrow('JWT_SECRET');
  });
});
