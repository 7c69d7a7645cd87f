import { randomBytes } from 'node:crypto';
import webPush from 'web-push';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type InvoicingConfig, invoicingConfig } from './invoicing/invoicingFor';
import { isCnpj } from '@conectasst/common/rules/accountRules';
import type { LgpdController } from '@conectasst/common/rules/lgpdRules';

export type AppMode = 'local' | 'production';

export interface AppConfig {
  mode: AppMode;
  port: number;
  /**
   * Address the HTTP server binds: 127.0.0.1 in local mode (its default admin, dev mailbox and sandbox payments must
   * not reach the network), every interface in production. `HOST` changes it.
   */
  host: string;
  /**
   * Production: `/health`, `/ready` and `/metrics` answer only on this port (`OPS_PORT`, default 9464), for the
   * orchestrator and Prometheus, never on the public one. Unset in local mode: they stay on `port`.
   */
  opsPort: number | undefined;
  /** Unset: the standalone launcher starts an embedded PostgreSQL under dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: string;
  tokenTtlSeconds: number;
  adminEmail: string;
  adminPassword: string;
  /** 32-byte key that wraps the per-person data keys (crypto-shredding). */
  piiMasterKey: string;
  logLevel: string;
  /** Longest a query waits for the read models to reach X-Min-Position. */
  readYourWritesTimeoutMs: number;
  /** argon2id cost; tests lower it. */
  passwordHashMemoryKiB: number;
  /** SMTP server for outgoing mail; unset in local mode: the dev mailbox at GET /v1/dev/mailbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Public address of the site, used in links inside e-mails. */
  publicUrl: string;
  /** ViaCEP-compatible postal-code service; 'off' disables the lookup (the street is then typed). */
  cepLookupUrl: string;
  /**
   * BrasilAPI-compatible CNPJ service (`CNPJ_LOOKUP_URL`, docs/cnpj.md): a base address, `sandbox` (the fixture set,
   * the local-mode default) or `off`. Production defaults to https://brasilapi.com.br.
   */
  cnpjLookupUrl: string;
  /** CNPJ lookups per client address and minute (each may call BrasilAPI; the API test suites raise it). */
  cnpjLookupsPerMinutePerIp: number;
  /**
   * The controller of personal data and its encarregado (LGPD art. 5 VI, art. 41; docs/lgpd.md): shown in the privacy
   * policy and every data export. `LGPD_CONTROLLER_NAME` (default ConectaSST), `LGPD_CONTROLLER_CNPJ` (14 digits, check
   * digits verified), `LGPD_DPO_NAME`, `LGPD_DPO_EMAIL`; unset fields read "[não configurado]".
   */
  lgpdController: LgpdController;
  /** Bytes of rendered public pages the query-service keeps in memory (`PAGE_CACHE_MAX_BYTES`, ADR 0174). */
  pageCacheMaxBytes: number;
  /** Sign-ups accepted per client address and hour (the API test suites raise it). */
  signupsPerHourPerIp: number;
  /** "Fale conosco" messages accepted per client address and hour (public form; the API test suites raise it). */
  contactsPerHourPerIp: number;
  /** Postal-code lookups per client address and minute (each may call ViaCEP; the API test suites raise it). */
  cepLookupsPerMinutePerIp: number;
  /**
   * Login slow-down per account (ADR 0110): after 5 failures in 15 minutes each further attempt waits 250 ms, doubling
   * per failure, up to this many milliseconds (`LOGIN_DELAY_MAX_MS`, default 8000; tests lower it). Never a lock-out.
   */
  loginDelayMaxMs: number;
  /**
   * Payment gateway (docs/credits.md): the local sandbox checkout, or Mercado Pago Checkout Pro when
   * MERCADOPAGO_ACCESS_TOKEN is set (required in production, with MERCADOPAGO_WEBHOOK_SECRET).
   */
  payments: PaymentsConfig;
  /**
   * Web Push (RFC 8292 VAPID) of the instant alerts (docs/alerts.md): the application server's P-256 key pair, base64url,
   * and the contact the push services may write to. Generated once into DATA_DIR/secrets in local mode; VAPID_PUBLIC_KEY,
   * VAPID_PRIVATE_KEY and VAPID_SUBJECT are required in production (a new pair orphans every browser subscription).
   */
  webPush: WebPushConfig;
  /**
   * WhatsApp of the instant alerts (docs/alerts.md, ADR 0162): the Cloud API when WHATSAPP_ACCESS_TOKEN is set (with
   * WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET); the local sandbox in local mode; off in production without them.
   */
  whatsApp: WhatsAppConfig;
  /**
   * NFS-e of every paid purchase (docs/invoicing.md, ADR 0171): Focus NFe when FOCUS_NFE_TOKEN is set (with
   * NFSE_PROVIDER_CNPJ, NFSE_PROVIDER_MUNICIPAL_REGISTRATION, NFSE_PROVIDER_CITY_CODE; required in production); the
   * local sandbox (notes and PDF receipts issued here, without fiscal value) otherwise.
   */
  invoicing: InvoicingConfig;
  /**
   * Scaled-out topology (docs/operations.md): Kafka brokers of the relay and the Kafka-fed projections process; the
   * query- and command-service read the read models' Kafka positions for read-your-writes when set.
   */
  kafkaBrokers: string[] | undefined;
  /** Topic the relay publishes the log to. */
  kafkaTopic: string;
  /** EventStoreDB connection string: the event store instead of PostgreSQL (PostgreSQL still holds keys and read models). */
  eventStoreDbUrl: string | undefined;
  /** `/ready` of the processes that serve or build read models fails when they are further behind than this. */
  readyMaxLagSeconds: number;
  /**
   * Longest start-up waits for the read models to catch up before it serves (ADR 0155): then it serves anyway and
   * `/ready` says "not ready" until they caught up.
   */
  startupCatchUpMaxMs: number;
  /** How long SIGTERM waits for calls in flight before closing their connections. */
  shutdownTimeoutMs: number;
  /**
   * Which proxies' X-Forwarded-For is believed (express `trust proxy`): `loopback` by default; behind the compose
   * gateway (another container) `uniquelocal`. Client addresses feed the per-address rate limits.
   */
  trustProxy: string;
  /** How often the timers of the process hosting commands run (milliseconds; each variable's default below). */
  schedules: ScheduleConfig;
}

export interface ScheduleConfig {
  /** New demands e-mailed to matching providers (`DEMAND_DIGEST_INTERVAL_MS`, 1 h). */
  demandDigestMs: number;
  /** Review request e-mails due-checked (`REVIEW_REQUEST_INTERVAL_MS`, 1 h). */
  reviewRequestMs: number;
  /** Agenda SST reminders due-checked (`AGENDA_REMINDER_INTERVAL_MS`, 1 h; ADR 0177). */
  agendaReminderMs: number;
  /** The weekly "Meu desempenho" e-mail due-checked (`INSIGHTS_MAIL_INTERVAL_MS`, 1 h). */
  insightsMailMs: number;
  /** Reservations of interrupted subscriptions settled (`RESERVATION_SWEEP_INTERVAL_MS`, 5 min). */
  reservationSweepMs: number;
  /** Unconfirmed demands expired and open ones closed at their deadline (`DEMAND_SWEEP_INTERVAL_MS`, 15 min). */
  demandSweepMs: number;
  /** NFS-e attempts whose backoff came asked again (`INVOICE_RETRY_INTERVAL_MS`, 1 min: the first backoff, docs/invoicing.md). */
  invoiceRetryMs: number;
}

export type PaymentsConfig =
  { gateway: 'sandbox' } | { gateway: 'mercadopago'; accessToken: string; webhookSecret: string; apiUrl?: string };

export interface WebPushConfig {
  publicKey: string;
  privateKey: string;
  /** `mailto:` or `https:` address of the operator (RFC 8292 §2.1). */
  subject: string;
}

export type WhatsAppConfig =
  | { messenger: 'off' }
  /** `appSecret` signs the sandbox's webhook deliveries as Meta would (generated into DATA_DIR/secrets). */
  | { messenger: 'sandbox'; appSecret: string }
  | {
      messenger: 'cloud';
      accessToken: string;
      phoneNumberId: string;
      appSecret: string;
      apiVersion: string;
      verifyToken?: string;
    };

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** HS256 keys shorter than the hash's output are guessable offline from one token (RFC 7518 §3.2). */
export const MIN_JWT_SECRET_BYTES = 32;
export const DEFAULT_OPS_PORT = 9464;

export const LOCAL_ADMIN_EMAIL = 'admin@conectasst.local';
export const LOCAL_ADMIN_PASSWORD = 'admin123';

/**
 * Local secrets are generated once and kept in DATA_DIR, so tokens and encrypted personal data survive restarts.
 * Production refuses to start without them in the environment.
 */
function localSecret(dataDir: string, name: string, bytes: number): string {
  const file = path.join(dataDir, 'secrets', name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const value = randomBytes(bytes).toString('base64');
  writeFileSync(file, value, { mode: 0o600 });
  return value;
}

/** The local VAPID key pair, generated once into DATA_DIR/secrets/vapid-keys.json (like the other local secrets). */
function localVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = path.join(dataDir, 'secrets', 'vapid-keys.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const keys = webPush.generateVAPIDKeys();
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

function webPushConfig(env: NodeJS.ProcessEnv, mode: AppMode, dataDir: string): WebPushConfig {
  const subject = env.VAPID_SUBJECT || (mode === 'production' ? undefined : 'mailto:nao-responda@conectasst.com.br');
  if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY || !subject) {
    if (mode === 'production')
      throw new ConfigError(
        'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT are required in production mode (npx web-push generate-vapid-keys)',
      );
    if (env.VAPID_PUBLIC_KEY || env.VAPID_PRIVATE_KEY)
      throw new ConfigError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together');
    return { ...localVapidKeys(dataDir), subject: subject! };
  }
  if (!/^(mailto:|https:\/\/)/.test(subject))
    throw new ConfigError(`VAPID_SUBJECT must be a mailto: or https: address, got "${subject}"`);
  return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
}

function whatsAppConfig(env: NodeJS.ProcessEnv, mode: AppMode, dataDir: string): WhatsAppConfig {
  const accessToken = env.WHATSAPP_ACCESS_TOKEN;
  if (!accessToken)
    return mode === 'production'
      ? { messenger: 'off' }
      : { messenger: 'sandbox', appSecret: localSecret(dataDir, 'whatsapp-app-secret', 32) };
  const phoneNumberId = env.WHATSAPP_PHONE_NUMBER_ID;
  const appSecret = env.WHATSAPP_APP_SECRET;
  if (!phoneNumberId || !appSecret)
    throw new ConfigError('WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_APP_SECRET are required with WHATSAPP_ACCESS_TOKEN');
  const verifyToken = env.WHATSAPP_VERIFY_TOKEN;
  return {
    messenger: 'cloud',
    accessToken,
    phoneNumberId,
    appSecret,
    apiVersion: env.WHATSAPP_API_VERSION || 'v21.0',
    ...(verifyToken ? { verifyToken } : {}),
  };
}

/** The controller and its encarregado (LGPD): a CNPJ, when given, must have valid check digits. */
function lgpdControllerOf(env: NodeJS.ProcessEnv): LgpdController {
  // The company that issues the NFS-e is the one that sells and controls the data: its fiscal data is the fallback.
  const cnpj = env.LGPD_CONTROLLER_CNPJ?.trim() || env.NFSE_PROVIDER_CNPJ?.trim();
  if (cnpj && !isCnpj(cnpj))
    throw new ConfigError('LGPD_CONTROLLER_CNPJ (or NFSE_PROVIDER_CNPJ) must be a CNPJ with valid check digits');
  const text = (name: string) => env[name]?.trim() || undefined;
  return {
    name: text('LGPD_CONTROLLER_NAME') ?? text('NFSE_PROVIDER_NAME') ?? 'ConectaSST',
    ...(cnpj ? { cnpj: cnpj.replace(/\D/g, '') } : {}),
    ...(text('LGPD_DPO_NAME') ? { dpoName: text('LGPD_DPO_NAME') } : {}),
    ...(text('LGPD_DPO_EMAIL') ? { dpoEmail: text('LGPD_DPO_EMAIL') } : {}),
  };
}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new ConfigError(`${name} must be a non-negative integer, got "${raw}"`);
  return value;
}

/** A timer's period: a positive integer of milliseconds; unset (or empty) takes the default. */
function intervalMs(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = int(env, name, fallback);
  if (value === 0) throw new ConfigError(`${name} must be a positive number of milliseconds, got "0"`);
  return value;
}

function paymentsConfig(env: NodeJS.ProcessEnv, mode: AppMode): PaymentsConfig {
  const accessToken = env.MERCADOPAGO_ACCESS_TOKEN;
  if (!accessToken) {
    if (mode === 'production') throw new ConfigError('MERCADOPAGO_ACCESS_TOKEN is required in production mode');
    return { gateway: 'sandbox' };
  }
  const webhookSecret = env.MERCADOPAGO_WEBHOOK_SECRET;
  if (!webhookSecret) throw new ConfigError('MERCADOPAGO_WEBHOOK_SECRET is required with MERCADOPAGO_ACCESS_TOKEN');
  return {
    gateway: 'mercadopago',
    accessToken,
    webhookSecret,
    ...(env.MERCADOPAGO_API_URL ? { apiUrl: env.MERCADOPAGO_API_URL } : {}),
  };
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|localhost)$/i;

/**
 * The warning printed at start when local mode listens beyond this machine: its default administrator, the dev
 * mailbox (every reset code and requester link) and the sandbox payments (free credits) become reachable.
 */
export function exposedLocalModeWarning(config: Pick<AppConfig, 'mode' | 'host' | 'port'>): string | undefined {
  if (config.mode !== 'local' || LOOPBACK.test(config.host)) return undefined;
  return (
    `ATENÇÃO: modo local exposto em ${config.host}:${config.port}. O administrador padrão, a caixa de e-mails de ` +
    'desenvolvimento (códigos de senha e links de pedidos) e os pagamentos de teste (créditos grátis) ficam ' +
    'acessíveis pela rede. Use APP_MODE=production para publicar, ou HOST=127.0.0.1.'
  );
}

function publicUrl(env: NodeJS.ProcessEnv, mode: AppMode): string {
  const raw = env.PUBLIC_URL;
  if (!raw) {
    // Links in e-mails (reset codes, requester pages) must point at the real site, never at localhost.
    if (mode === 'production')
      throw new ConfigError('PUBLIC_URL is required in production mode (the address in e-mail links)');
    return `http://localhost:${int(env, 'PORT', 3000)}`;
  }
  if (!/^https?:\/\/[^\s/]+/i.test(raw)) throw new ConfigError(`PUBLIC_URL must be an http(s) address, got "${raw}"`);
  return raw.replace(/\/$/, '');
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const mode: AppMode = env.APP_MODE === 'production' || env.NODE_ENV === 'production' ? 'production' : 'local';
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  const required = (name: string, localDefault: () => string): string => {
    const value = env[name];
    if (value) return value;
    if (mode === 'production') throw new ConfigError(`${name} is required in production mode`);
    return localDefault();
  };
  const jwtSecret = required('JWT_SECRET', () => localSecret(dataDir, 'jwt-secret', 48));
  if (mode === 'production' && Buffer.byteLength(jwtSecret, 'utf8') < MIN_JWT_SECRET_BYTES) {
    throw new ConfigError(
      `JWT_SECRET must have at least ${MIN_JWT_SECRET_BYTES} bytes in production mode (e.g. openssl rand -base64 48)`,
    );
  }
  return {
    mode,
    port: int(env, 'PORT', 3000),
    host: env.HOST || (mode === 'production' ? '0.0.0.0' : '127.0.0.1'),
    opsPort: mode === 'production' ? int(env, 'OPS_PORT', DEFAULT_OPS_PORT) : undefined,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    jwtSecret,
    tokenTtlSeconds: int(env, 'TOKEN_TTL_SECONDS', 8 * 3600),
    adminEmail: required('ADMIN_EMAIL', () => LOCAL_ADMIN_EMAIL),
    adminPassword: required('ADMIN_PASSWORD', () => LOCAL_ADMIN_PASSWORD),
    piiMasterKey: required('PII_MASTER_KEY', () => localSecret(dataDir, 'pii-master-key', 32)),
    logLevel: env.LOG_LEVEL ?? (mode === 'production' ? 'info' : 'info'),
    readYourWritesTimeoutMs: int(env, 'READ_YOUR_WRITES_TIMEOUT_MS', 3_000),
    passwordHashMemoryKiB: int(env, 'PASSWORD_HASH_MEMORY_KIB', 19_456),
    smtpUrl: mode === 'production' ? required('SMTP_URL', () => '') : env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'ConectaSST <nao-responda@conectasst.com.br>',
    signupsPerHourPerIp: int(env, 'SIGNUPS_PER_HOUR_PER_IP', 30),
    contactsPerHourPerIp: int(env, 'CONTACTS_PER_HOUR_PER_IP', 10),
    cepLookupsPerMinutePerIp: int(env, 'CEP_LOOKUPS_PER_MINUTE_PER_IP', 30),
    loginDelayMaxMs: int(env, 'LOGIN_DELAY_MAX_MS', 8_000),
    cepLookupUrl: env.CEP_LOOKUP_URL || 'https://viacep.com.br',
    cnpjLookupUrl: env.CNPJ_LOOKUP_URL || (mode === 'production' ? 'https://brasilapi.com.br' : 'sandbox'),
    cnpjLookupsPerMinutePerIp: int(env, 'CNPJ_LOOKUPS_PER_MINUTE_PER_IP', 20),
    lgpdController: lgpdControllerOf(env),
    pageCacheMaxBytes: int(env, 'PAGE_CACHE_MAX_BYTES', 32 * 1024 * 1024),
    payments: paymentsConfig(env, mode),
    webPush: webPushConfig(env, mode, dataDir),
    whatsApp: whatsAppConfig(env, mode, dataDir),
    invoicing: invoicingConfig(env, mode),
    kafkaBrokers: env.KAFKA_BROKERS
      ? env.KAFKA_BROKERS.split(',')
          .map((b) => b.trim())
          .filter(Boolean)
      : undefined,
    kafkaTopic: env.KAFKA_TOPIC || 'conectasst.events',
    eventStoreDbUrl: env.EVENTSTOREDB_URL || undefined,
    readyMaxLagSeconds: int(env, 'READY_MAX_LAG_SECONDS', 30),
    startupCatchUpMaxMs: int(env, 'STARTUP_CATCH_UP_MAX_MS', 30_000),
    shutdownTimeoutMs: int(env, 'SHUTDOWN_TIMEOUT_MS', 10_000),
    trustProxy: env.TRUST_PROXY || 'loopback',
    schedules: {
      demandDigestMs: intervalMs(env, 'DEMAND_DIGEST_INTERVAL_MS', 3_600_000),
      reviewRequestMs: intervalMs(env, 'REVIEW_REQUEST_INTERVAL_MS', 3_600_000),
      agendaReminderMs: intervalMs(env, 'AGENDA_REMINDER_INTERVAL_MS', 3_600_000),
      insightsMailMs: intervalMs(env, 'INSIGHTS_MAIL_INTERVAL_MS', 3_600_000),
      reservationSweepMs: intervalMs(env, 'RESERVATION_SWEEP_INTERVAL_MS', 300_000),
      demandSweepMs: intervalMs(env, 'DEMAND_SWEEP_INTERVAL_MS', 900_000),
      invoiceRetryMs: intervalMs(env, 'INVOICE_RETRY_INTERVAL_MS', 60_000),
    },
    publicUrl: publicUrl(env, mode),
  };
}
