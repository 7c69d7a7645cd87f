import path from 'node:path';
import os from 'node:os';
import { ConfigError, DEFAULT_OPS_PORT, exposedLocalModeWarning, loadConfig } from './config';

const local = {
  APP_MODE: 'local',
  DATA_DIR: path.join(os.tmpdir(), 'conectasst-config-test'),
  JWT_SECRET: 'x'.repeat(48),
  PII_MASTER_KEY: Buffer.alloc(32, 1).toString('base64'),
};
const production = {
  APP_MODE: 'production',
  JWT_SECRET: 'k'.repeat(48),
  PII_MASTER_KEY: Buffer.alloc(32, 7).toString('base64'),
  ADMIN_EMAIL: 'admin@conectasst.com.br',
  ADMIN_PASSWORD: 'uma-senha-forte',
  SMTP_URL: 'smtp://usuario:senha@smtp.exemplo.com.br:587',
  MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-teste',
  MERCADOPAGO_WEBHOOK_SECRET: 'segredo',
  PUBLIC_URL: 'https://conectasst.com.br/',
  VAPID_PUBLIC_KEY: 'BDXROrVPp7ci-gmqx-Sl0KN8AefzHO9N7WLfAvKQrd3EeSkgFEp5Qzizf-A8beN42k7g5inCPTJ2pYsSQS2pi-c',
  VAPID_PRIVATE_KEY: 'k6YN1EaZyM7VZK76BwOpqVFIYvikD8umLjyzOc8Gb3k',
  VAPID_SUBJECT: 'mailto:operacao@conectasst.com.br',
  FOCUS_NFE_TOKEN: 'token-focus',
  NFSE_PROVIDER_CNPJ: '11.222.333/0001-81',
  NFSE_PROVIDER_MUNICIPAL_REGISTRATION: '1234567',
  NFSE_PROVIDER_CITY_CODE: '3550308',
};

describe('deployment defaults (issue #18 item 12)', () => {
  it('local mode listens on 127.0.0.1 and keeps the operations endpoints on its one port', () => {
    const config = loadConfig(local);
    expect(config.host).toBe('127.0.0.1');
    expect(config.opsPort).toBeUndefined();
    expect(exposedLocalModeWarning(config)).toBeUndefined();
  });

  it('HOST opens local mode to the network, and then a warning says what becomes reachable', () => {
    const config = loadConfig({ ...local, HOST: '0.0.0.0' });
    expect(config.host).toBe('0.0.0.0');
    const warning = exposedLocalModeWarning(config);
    expect(warning).toContain('ATENÇÃO: modo local exposto em 0.0.0.0:3000');
    expect(warning).toContain('caixa de e-mails de desenvolvimento');
    expect(warning).toContain('pagamentos de teste');
    for (const loopback of ['127.0.0.1', '127.0.1.1', '::1', 'localhost'])
      expect(exposedLocalModeWarning({ ...config, host: loopback })).toBeUndefined();
  });

  it('production listens on every interface (or HOST), serves /health /ready /metrics on OPS_PORT and never warns', () => {
    const config = loadConfig(production);
    expect(config.host).toBe('0.0.0.0');
    expect(config.opsPort).toBe(DEFAULT_OPS_PORT);
    expect(config.publicUrl).toBe('https://conectasst.com.br');
    expect(exposedLocalModeWarning(config)).toBeUndefined();
    expect(loadConfig({ ...production, HOST: '10.0.0.5', OPS_PORT: '9100' })).toMatchObject({
      host: '10.0.0.5',
      opsPort: 9100,
    });
  });

  it('production refuses a JWT_SECRET under 32 bytes', () => {
    expect(() => loadConfig({ ...production, JWT_SECRET: 'curto-demais' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...production, JWT_SECRET: 'k'.repeat(31) })).toThrow(
      'JWT_SECRET must have at least 32 bytes',
    );
    expect(loadConfig({ ...production, JWT_SECRET: 'k'.repeat(32) }).jwtSecret).toHaveLength(32);
    // Local mode generates its own (48 random bytes) and accepts what a developer sets.
    expect(() => loadConfig({ ...local, JWT_SECRET: 'curto' })).not.toThrow();
  });

  it('production starts only with PUBLIC_URL set to an http(s) address', () => {
    const { PUBLIC_URL: _url, ...withoutUrl } = production;
    expect(() => loadConfig(withoutUrl)).toThrow('PUBLIC_URL is required in production mode');
    expect(() => loadConfig({ ...production, PUBLIC_URL: 'conectasst.com.br' })).toThrow(ConfigError);
    expect(loadConfig(local).publicUrl).toBe('http://localhost:3000');
  });
});

describe('timer periods are configuration (issue #22 item 2: configuration read only here)', () => {
  it('given no variables, the timers keep their documented defaults', () => {
    expect(loadConfig(local).schedules).toEqual({
      demandDigestMs: 3_600_000,
      reviewRequestMs: 3_600_000,
      agendaReminderMs: 3_600_000,
      insightsMailMs: 3_600_000,
      reservationSweepMs: 300_000,
      demandSweepMs: 900_000,
      invoiceRetryMs: 60_000,
    });
  });

  it('given a variable, its timer follows it; an empty one keeps the default', () => {
    const schedules = loadConfig({
      ...local,
      REVIEW_REQUEST_INTERVAL_MS: '1000',
      DEMAND_SWEEP_INTERVAL_MS: '',
    }).schedules;
    expect(schedules.reviewRequestMs).toBe(1000);
    expect(schedules.demandSweepMs).toBe(900_000);
  });

  it('refuses a period that is zero, negative or not a number, naming the variable', () => {
    expect(() => loadConfig({ ...local, INSIGHTS_MAIL_INTERVAL_MS: '0' })).toThrow(
      'INSIGHTS_MAIL_INTERVAL_MS must be a positive number',
    );
    expect(() => loadConfig({ ...local, DEMAND_DIGEST_INTERVAL_MS: '-5' })).toThrow('DEMAND_DIGEST_INTERVAL_MS');
    expect(() => loadConfig({ ...local, RESERVATION_SWEEP_INTERVAL_MS: 'toda hora' })).toThrow(ConfigError);
  });
});

describe('Web Push keys (issue 36, docs/alerts.md)', () => {
  it('production needs the VAPID pair and subject; local mode generates the pair once into DATA_DIR/secrets and keeps it', () => {
    for (const name of ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT']) {
      const env: Record<string, string> = { ...production };
      delete env[name];
      expect(() => loadConfig(env)).toThrow(
        'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT are required in production mode',
      );
    }
    expect(() => loadConfig({ ...production, VAPID_SUBJECT: 'operacao@conectasst.com.br' })).toThrow(
      'VAPID_SUBJECT must be a mailto: or https: address',
    );
    expect(loadConfig(production).webPush).toEqual({
      publicKey: production.VAPID_PUBLIC_KEY,
      privateKey: production.VAPID_PRIVATE_KEY,
      subject: 'mailto:operacao@conectasst.com.br',
    });
    const first = loadConfig(local).webPush;
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(loadConfig(local).webPush).toEqual(first);
  });
});

describe('WhatsApp of the alerts (issue 36, ADR 0162)', () => {
  it('local mode uses the sandbox with a generated webhook secret; production has none without a token; a token needs its number id and app secret', () => {
    const sandbox = loadConfig(local).whatsApp;
    expect(sandbox).toEqual({ messenger: 'sandbox', appSecret: expect.any(String) });
    expect(loadConfig(production).whatsApp).toEqual({ messenger: 'off' });
    expect(() => loadConfig({ ...production, WHATSAPP_ACCESS_TOKEN: 'EAAG' })).toThrow(
      'WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_APP_SECRET are required with WHATSAPP_ACCESS_TOKEN',
    );
    expect(
      loadConfig({
        ...production,
        WHATSAPP_ACCESS_TOKEN: 'EAAG',
        WHATSAPP_PHONE_NUMBER_ID: '123',
        WHATSAPP_APP_SECRET: 's',
        WHATSAPP_VERIFY_TOKEN: 'v',
      }).whatsApp,
    ).toEqual({
      messenger: 'cloud',
      accessToken: 'EAAG',
      phoneNumberId: '123',
      appSecret: 's',
      apiVersion: 'v21.0',
      verifyToken: 'v',
    });
  });
});

describe('NFS-e issuing (issue 37, docs/invoicing.md)', () => {
  it('local mode without a token issues in the sandbox; production refuses to start without FOCUS_NFE_TOKEN', () => {
    expect(loadConfig(local).invoicing).toEqual({ issuer: 'sandbox' });
    const { FOCUS_NFE_TOKEN: _token, ...withoutToken } = production;
    expect(() => loadConfig(withoutToken)).toThrow('FOCUS_NFE_TOKEN is required in production mode');
  });

  it("with the token: Focus NFe in production at its production address, with ConectaSST's fiscal data; the token asks for them", () => {
    expect(loadConfig(production).invoicing).toEqual({
      issuer: 'focusnfe',
      token: 'token-focus',
      apiUrl: 'https://api.focusnfe.com.br',
      provider: expect.objectContaining({
        cnpj: '11222333000181',
        municipalRegistration: '1234567',
        cityCode: '3550308',
        issRatePercent: 2,
      }),
    });
    expect(() => loadConfig({ ...local, FOCUS_NFE_TOKEN: 'token-homologacao' })).toThrow(
      'NFSE_PROVIDER_CNPJ is required with FOCUS_NFE_TOKEN',
    );
    expect(
      loadConfig({
        ...local,
        FOCUS_NFE_TOKEN: 't',
        NFSE_PROVIDER_CNPJ: '11222333000181',
        NFSE_PROVIDER_MUNICIPAL_REGISTRATION: '1',
        NFSE_PROVIDER_CITY_CODE: '3550308',
      }).invoicing,
    ).toMatchObject({
      issuer: 'focusnfe',
      apiUrl: expect.stringContaining('homologacao'),
    });
  });
});

describe('the LGPD controller (docs/lgpd.md)', () => {
  it('is ConectaSST with nothing else unless configured; a CNPJ with wrong check digits is refused', () => {
    expect(loadConfig(local).lgpdController).toEqual({ name: 'ConectaSST' });
    expect(
      loadConfig({
        ...local,
        LGPD_CONTROLLER_NAME: 'ConectaSST Tecnologia Ltda',
        LGPD_CONTROLLER_CNPJ: '11.222.333/0001-81',
        LGPD_DPO_NAME: 'Marina Couto',
        LGPD_DPO_EMAIL: 'dpo@conectasst.com.br',
      }).lgpdController,
    ).toEqual({
      name: 'ConectaSST Tecnologia Ltda',
      cnpj: '11222333000181',
      dpoName: 'Marina Couto',
      dpoEmail: 'dpo@conectasst.com.br',
    });
    expect(() => loadConfig({ ...local, LGPD_CONTROLLER_CNPJ: '11.222.333/0001-82' })).toThrow(ConfigError);
    // Without its own variables, the NFS-e issuer's fiscal data (the same company) names the controller.
    expect(loadConfig(production).lgpdController).toMatchObject({ cnpj: '11222333000181' });
  });
});
