import { z } from 'zod';
import { UNSTATABLE } from '../rules/textRules';
import { CLOCK_TIME_PATTERN, EMAIL_ALERT_MODES, alertMessages as m, whatsAppMessages } from '../rules/alertRules';

const clockTime = z.string({ error: m.clockTime }).regex(CLOCK_TIME_PATTERN, { error: m.clockTime });

/** Quiet hours in São Paulo time, or null for none. */
export const quietHoursSchema = z
  .object({ start: clockTime, end: clockTime })
  .refine((q) => q.start !== q.end, { error: m.sameEnds, path: ['end'], params: UNSTATABLE })
  .nullable();

/**
 * `GET` / `PUT /v1/alert-preferences` (issue 36, ADR 0161): the provider's "Alertas" — e-mail at once, in the hourly
 * digest or not at all; quiet hours; paused.
 */
export const alertPreferencesSchema = z.object({
  email: z.enum(EMAIL_ALERT_MODES, { error: m.emailMode }),
  quietHours: quietHoursSchema,
  paused: z.boolean({ error: 'Informe se os alertas estão pausados (true ou false).' }),
});
export type AlertPreferencesBody = z.infer<typeof alertPreferencesSchema>;

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;
const pushEndpoint = z
  .string({ error: 'Informe o endereço da inscrição do navegador.' })
  .max(2048, { error: 'Endereço da inscrição do navegador inválido.' })
  .regex(/^https?:\/\/[^\s]+$/, { error: 'Endereço da inscrição do navegador inválido.' });

/** `POST /v1/push-subscriptions`: the browser's `PushSubscription.toJSON()` (endpoint and keys; expirationTime ignored). */
export const pushSubscriptionBody = z.object({
  endpoint: pushEndpoint,
  keys: z.object(
    {
      // P-256 public key, uncompressed: 65 bytes → 87 base64url characters (88 with padding).
      p256dh: z
        .string({ error: 'Chave da inscrição do navegador inválida.' })
        .min(86)
        .max(88)
        .regex(BASE64URL, { error: 'Chave da inscrição do navegador inválida.' }),
      // 16-byte authentication secret → 22 base64url characters (24 with padding).
      auth: z
        .string({ error: 'Chave da inscrição do navegador inválida.' })
        .min(22)
        .max(24)
        .regex(BASE64URL, { error: 'Chave da inscrição do navegador inválida.' }),
    },
    { error: 'Informe as chaves da inscrição do navegador.' },
  ),
  expirationTime: z.number().nullable().optional(),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

/** `DELETE /v1/push-subscriptions`: the endpoint of the browser that stops receiving alerts. */
export const pushUnsubscribeBody = z.object({ endpoint: pushEndpoint });

/** `GET /v1/push-subscriptions/key`: the VAPID public key the browser subscribes with (`applicationServerKey`). */
/** `GET /v1/whatsapp/webhook`: Meta's verification of the webhook. */
export const whatsAppWebhookCheckQuery = z.object({
  'hub.mode': z.string().max(50).optional(),
  'hub.verify_token': z.string().max(200).optional(),
  'hub.challenge': z.string().max(200).optional(),
});
export const pushKeyResponse = z.object({ publicKey: z.string() });
export type PushKeyResponse = z.infer<typeof pushKeyResponse>;

/** `POST /v1/whatsapp/opt-in` (ADR 0162): the mobile number and the consent to the text shown (`WHATSAPP_CONSENT_TEXT`). */
export const whatsAppOptInBody = z.object({
  phone: z.string({ error: whatsAppMessages.phone }).max(30, { error: whatsAppMessages.phone }),
  consent: z.literal(true, { error: whatsAppMessages.consent }),
});

/** `POST /v1/whatsapp/verify`: the 6-digit code received on WhatsApp. */
export const whatsAppVerifyBody = z.object({
  code: z.string({ error: whatsAppMessages.code }).regex(/^\d{6}$/, { error: whatsAppMessages.code }),
});

/** `GET /v1/whatsapp`: the provider's WhatsApp alerts, and the consent text to show. */
export const whatsAppStateSchema = z.object({
  phone: z.string().nullable(),
  verified: z.boolean(),
  consentText: z.string(),
});
export type WhatsAppState = z.infer<typeof whatsAppStateSchema>;
