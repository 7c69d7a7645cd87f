import { createHmac, randomInt } from 'node:crypto';
import type { AppConfig } from '@conectasst/platform/config';
import type { WhatsAppMessenger } from '@conectasst/platform/messaging/whatsApp';
import { SandboxWhatsApp, whatsAppCloudMessenger } from '@conectasst/platform/messaging/whatsApp';

const messengers = new WeakMap<object, WhatsAppMessenger | undefined>();

/**
 * The WhatsApp messenger of a configuration (ADR 0162): the Cloud API, the local sandbox, or none. One per
 * configuration, so the routes (codes, the dev list) and the alert process share the sandbox's list.
 */
export function whatsAppMessengerFor(config: Pick<AppConfig, 'whatsApp'>): WhatsAppMessenger | undefined {
  if (!messengers.has(config.whatsApp)) {
    const c = config.whatsApp;
    messengers.set(
      c,
      c.messenger === 'cloud'
        ? whatsAppCloudMessenger({
            accessToken: c.accessToken,
            phoneNumberId: c.phoneNumberId,
            apiVersion: c.apiVersion,
          })
        : c.messenger === 'sandbox'
          ? new SandboxWhatsApp()
          : undefined,
    );
  }
  return messengers.get(config.whatsApp);
}

/** A 6-digit code, uniformly drawn. */
export const newWhatsAppCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** What the stream keeps of a code: an HMAC under the server secret, bound to the provider. */
export const whatsAppCodeHash = (secret: string, providerId: string, code: string): string =>
  createHmac('sha256', secret).update(`whatsapp-code:${providerId}:${code}`).digest('base64url');

/** A Brazilian mobile number typed with DDD (11 digits, 9 after the DDD) as WhatsApp wants it: 55 + DDD + number. */
export function whatsAppNumber(typed: string): string | undefined {
  const digits = typed.replace(/\D/g, '').replace(/^55(?=\d{11}$)/, '');
  return /^[1-9]{2}9\d{8}$/.test(digits) ? `55${digits}` : undefined;
}
