import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The WhatsApp channel of the alerts (issue 36, ADR 0162): approved template messages only (a business may start a
 * conversation on WhatsApp only with a template Meta approved), one for a new lead and one for the verification code.
 */
export type WhatsAppTemplate =
  /** "Nova demanda: {{1}} em {{2}}. Veja e se inscreva: {{3}}" */
  | { name: 'nova_demanda'; params: [title: string, place: string, link: string] }
  /** Meta's authentication template: "{{1}} é seu código de verificação." (with the copy-code button) */
  | { name: 'codigo_verificacao'; params: [code: string] };

export interface WhatsAppSent {
  /** The message id WhatsApp gave (`wamid.…`), or the sandbox's. */
  id: string;
}

/** The messaging port: send one template message to a mobile number in E.164 without the `+` (5547987654321). */
export interface WhatsAppMessenger {
  send(to: string, template: WhatsAppTemplate): Promise<WhatsAppSent>;
}

export interface WhatsAppCloudConfig {
  /** A system user's permanent access token with whatsapp_business_messaging. */
  accessToken: string;
  /** The business phone number's id (not the number). */
  phoneNumberId: string;
  /** Graph API version, e.g. v21.0. */
  apiVersion: string;
  /** The templates' language as approved (pt_BR). */
  language?: string;
  /** Another API base (tests); https://graph.facebook.com by default. */
  apiBaseUrl?: string;
}

export class WhatsAppRefused extends Error {
  override readonly name = 'WhatsAppRefused';
  constructor(
    readonly status: number,
    readonly details: string,
  ) {
    super(`WhatsApp Cloud API refused the message: HTTP ${status} ${details}`);
  }
}

/** The body of `POST /<version>/<phone-number-id>/messages` for a template message. */
export function templateMessage(to: string, template: WhatsAppTemplate, language = 'pt_BR'): Record<string, unknown> {
  const text = (value: string) => ({ type: 'text', text: value });
  const components: Record<string, unknown>[] = [{ type: 'body', parameters: template.params.map(text) }];
  // Authentication templates repeat the code in their copy-code (URL) button.
  if (template.name === 'codigo_verificacao')
    components.push({ type: 'button', sub_type: 'url', index: '0', parameters: [text(template.params[0])] });
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to,
    type: 'template',
    template: { name: template.name, language: { code: language }, components },
  };
}

/** The WhatsApp Business Cloud API over fetch. */
export function whatsAppCloudMessenger(
  config: WhatsAppCloudConfig,
  fetchImpl: typeof fetch = fetch,
): WhatsAppMessenger {
  const url = `${config.apiBaseUrl ?? 'https://graph.facebook.com'}/${config.apiVersion}/${config.phoneNumberId}/messages`;
  return {
    async send(to, template) {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { Authorization: `Bearer ${config.accessToken}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(templateMessage(to, template, config.language)),
        signal: AbortSignal.timeout(15_000),
      });
      const body = (await response.json().catch(() => ({}))) as {
        messages?: { id: string }[];
        error?: { message?: string; code?: number };
      };
      if (!response.ok || !body.messages?.[0])
        throw new WhatsAppRefused(
          response.status,
          body.error ? `${body.error.code}: ${body.error.message}` : 'no message id',
        );
      return { id: body.messages[0].id };
    },
  };
}

/** One message the sandbox "sent". */
export interface SandboxWhatsAppMessage {
  id: string;
  to: string;
  template: WhatsAppTemplate['name'];
  params: string[];
  /** The text a person would read (the templates' wording filled in). */
  text: string;
  sentAt: string;
}

const TEMPLATE_TEXT: Record<WhatsAppTemplate['name'], (p: string[]) => string> = {
  nova_demanda: (p) => `ConectaSST — Nova demanda: ${p[0]} em ${p[1]}. Veja e se inscreva: ${p[2]}`,
  codigo_verificacao: (p) => `${p[0]} é seu código de verificação do ConectaSST.`,
};

/** Local mode: nothing leaves the machine; the messages are listed at `GET /v1/dev/whatsapp` (like the dev mailbox). */
export class SandboxWhatsApp implements WhatsAppMessenger {
  private readonly messages: SandboxWhatsAppMessage[] = [];
  private next = 1;

  constructor(private readonly capacity = 500) {}

  async send(to: string, template: WhatsAppTemplate): Promise<WhatsAppSent> {
    const id = `sandbox.${this.next++}`;
    this.messages.push({
      id,
      to,
      template: template.name,
      params: [...template.params],
      text: TEMPLATE_TEXT[template.name]([...template.params]),
      sentAt: new Date().toISOString(),
    });
    if (this.messages.length > this.capacity) this.messages.shift();
    return { id };
  }

  /** Newest first. */
  list(): SandboxWhatsAppMessage[] {
    return [...this.messages].reverse();
  }
}

/**
 * Meta signs each webhook delivery with the app secret: `X-Hub-Signature-256: sha256=<hex HMAC-SHA-256 of the raw
 * body>`. Compared in constant time; a missing or malformed header is not valid.
 */
export function isValidWebhookSignature(rawBody: Buffer, header: string | undefined, appSecret: string): boolean {
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header ?? '');
  if (!match) return false;
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(match[1]!, 'hex'));
}

export const webhookSignature = (rawBody: Buffer | string, appSecret: string) =>
  `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;

/** What the channel needs from a webhook delivery: inbound texts (from, body) and message statuses. */
export interface WhatsAppWebhookEvents {
  inbound: { from: string; text: string }[];
  statuses: { id: string; status: string; recipient: string }[];
}

/** Reads the Cloud API's `whatsapp_business_account` change payload; anything else reads as nothing. */
export function parseWebhook(body: unknown): WhatsAppWebhookEvents {
  const events: WhatsAppWebhookEvents = { inbound: [], statuses: [] };
  const entries = (body as { entry?: { changes?: { value?: Record<string, unknown> }[] }[] } | null)?.entry ?? [];
  for (const entry of Array.isArray(entries) ? entries : []) {
    for (const change of entry.changes ?? []) {
      const value = change.value ?? {};
      for (const message of (value.messages as
        { from?: string; type?: string; text?: { body?: string }; button?: { text?: string } }[] | undefined) ?? []) {
        const text = message.text?.body ?? message.button?.text;
        if (typeof message.from === 'string' && typeof text === 'string')
          events.inbound.push({ from: message.from, text });
      }
      for (const status of (value.statuses as { id?: string; status?: string; recipient_id?: string }[] | undefined) ??
        []) {
        if (status.id && status.status)
          events.statuses.push({ id: status.id, status: status.status, recipient: status.recipient_id ?? '' });
      }
    }
  }
  return events;
}
