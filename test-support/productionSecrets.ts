/**
 * The settings production mode demands besides its JWT secret and PII master key (platform/src/config.ts): admin,
 * SMTP, Mercado Pago, public URL, Web Push (a valid VAPID pair) and NFS-e. Test values only; a test overrides what it
 * needs (e.g. an SMTP URL nobody answers).
 */
export const productionSecrets = {
  ADMIN_EMAIL: 'admin@conectasst.com.br',
  ADMIN_PASSWORD: 'uma-senha-forte',
  SMTP_URL: 'smtp://usuario:senha@smtp.exemplo.com.br:587',
  MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-teste',
  MERCADOPAGO_WEBHOOK_SECRET: 'segredo',
  PUBLIC_URL: 'https://conectasst.com.br',
  VAPID_PUBLIC_KEY: 'BDXROrVPp7ci-gmqx-Sl0KN8AefzHO9N7WLfAvKQrd3EeSkgFEp5Qzizf-A8beN42k7g5inCPTJ2pYsSQS2pi-c',
  VAPID_PRIVATE_KEY: 'k6YN1EaZyM7VZK76BwOpqVFIYvikD8umLjyzOc8Gb3k',
  VAPID_SUBJECT: 'mailto:operacao@conectasst.com.br',
  FOCUS_NFE_TOKEN: 'token-focus',
  NFSE_PROVIDER_CNPJ: '11222333000181',
  NFSE_PROVIDER_MUNICIPAL_REGISTRATION: '1234567',
  NFSE_PROVIDER_CITY_CODE: '3550308',
};
