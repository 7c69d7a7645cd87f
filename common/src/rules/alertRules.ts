/**
 * New-demand alerts (issue 36 item 1, ADR 0161): how a provider hears of a demand that matches the profile, on which
 * channels, and when not. One module for the decider, the API schemas and the "Alertas" form.
 */

/** E-mail: each demand at once (`instant`), the hourly digest (`digest`, the default: what providers had before), none. */
export const EMAIL_ALERT_MODES = ['instant', 'digest', 'off'] as const;
export type EmailAlertMode = (typeof EMAIL_ALERT_MODES)[number];
export const DEFAULT_EMAIL_ALERT_MODE: EmailAlertMode = 'digest';

export const EMAIL_ALERT_MODE_LABELS: Record<EmailAlertMode, string> = {
  instant: 'Na hora, uma mensagem por demanda',
  digest: 'Um resumo por hora',
  off: 'Não receber por e-mail',
};

/** The channels an instant alert goes out on; each (provider, demand, channel) is claimed once. */
export const ALERT_CHANNELS = ['email', 'push', 'whatsapp'] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];

/** The time zone quiet hours are read in (the marketplace's; the machine runs in UTC). */
export const ALERT_TIME_ZONE = 'America/Sao_Paulo';

/** "HH:MM", 00:00–23:59. */
export const CLOCK_TIME_PATTERN = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

/** Quiet hours offered by default in the form (the provider can change both ends). */
export const DEFAULT_QUIET_HOURS = { start: '22:00', end: '07:00' } as const;

export interface QuietHours {
  start: string;
  end: string;
}

export const alertMessages = {
  emailMode: 'Escolha como receber as demandas por e-mail.',
  clockTime: 'Informe o horário no formato HH:MM (00:00 a 23:59).',
  sameEnds: 'O início e o fim do horário de silêncio devem ser diferentes.',
  saved: 'Preferências de alertas salvas.',
} as const;

const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Minutes since midnight at `now` in São Paulo. */
export function saoPauloMinutes(now: Date): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: ALERT_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const hour = Number(parts.find((p) => p.type === 'hour')!.value);
  const minute = Number(parts.find((p) => p.type === 'minute')!.value);
  return hour * 60 + minute;
}

/**
 * Whether `now` falls inside the quiet hours (start included, end excluded), read in São Paulo time; a span that
 * crosses midnight (22:00–07:00) wraps. No quiet hours: never.
 */
export function inQuietHours(quiet: QuietHours | null, now: Date): boolean {
  if (!quiet) return false;
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  const at = saoPauloMinutes(now);
  return start < end ? at >= start && at < end : at >= start || at < end;
}

/** How long a WhatsApp verification code is valid (ADR 0162). */
export const WHATSAPP_CODE_MINUTES = 10;

/**
 * The consent shown beside "Receber alertas no WhatsApp" and recorded, with its time, in the event (LGPD art. 8: a
 * consent that can be shown). Changing it changes what new consents record; old events keep the text they showed.
 */
export const WHATSAPP_CONSENT_TEXT =
  'Autorizo o ConectaSST a enviar mensagens de WhatsApp para este número com alertas de novas demandas do meu perfil. ' +
  'Posso cancelar a qualquer momento respondendo PARAR ou em Meus dados → Alertas.';

/** An inbound message with only this word (any case, accents or spaces around) turns the WhatsApp alerts off. */
export const WHATSAPP_STOP_WORDS = ['PARAR', 'PARE', 'SAIR', 'STOP', 'CANCELAR'] as const;

export const whatsAppMessages = {
  phone: 'Informe um celular com DDD (11 dígitos).',
  consent: 'É preciso autorizar o envio de mensagens pelo WhatsApp.',
  code: 'Informe o código de 6 dígitos.',
  wrongCode: 'Código inválido ou expirado. Peça um novo código.',
  noCode: 'Peça o código de verificação primeiro.',
  codeSent: 'Enviamos um código de 6 dígitos para o seu WhatsApp.',
  verified: 'WhatsApp confirmado. Você vai receber os alertas por lá.',
  off: 'Você não vai mais receber alertas pelo WhatsApp.',
  unavailable: 'Os alertas por WhatsApp não estão disponíveis no momento.',
} as const;

/** Whether an inbound WhatsApp text asks to stop (PARAR and its synonyms). */
export const isStopRequest = (text: string): boolean =>
  (WHATSAPP_STOP_WORDS as readonly string[]).includes(
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .trim()
      .toUpperCase()
      .replace(/[.!]+$/, ''),
  );
