import { z } from 'zod';
import { defineEvent } from '../catalogue/defineEvent';
import { plainEvent } from './plainEvent';
import { ALERT_CHANNELS, CLOCK_TIME_PATTERN, EMAIL_ALERT_MODES } from '@conectasst/common/rules/alertRules';

/** Stream of one demand: `demand-<id>`. */
export const demandStream = (demandId: number) => `demand-${demandId}`;

const demandId = z.number().int().positive();

/**
 * A company's budget request. The requester's contact is personal data, encrypted with the requester's own key
 * (subject = requesterId), so erasing the requester leaves the demand's history intact. The notes (`about`), the
 * neighbourhood and the corporate name can name the person too (ADR 0112): they are under the same key. Events
 * written before held them in plain text; they still decode (a plain field needs no key), and the read models
 * blank them on RequesterDataErased.
 */
export const DemandFiled = defineEvent({
  type: 'DemandFiled',
  version: 2,
  schema: z.object({
    demandId,
    requesterId: z.string().uuid(),
    serviceIds: z.array(z.number().int()),
    title: z.string(),
    branch: z.string(),
    companyType: z.string(),
    employees: z.string(),
    neededBy: z.string(),
    uf: z.string(),
    city: z.string(),
    neighbourhood: z.string(),
    contactPreference: z.string(),
    /**
     * "Prefiro ser contatado por" (issue #36 item 3, ADR 0163): 'whatsapp', 'ligacao' or 'email'; absent when not told,
     * and in every demand filed before (an optional field: no new version, no upcaster).
     */
    preferredChannel: z.enum(['whatsapp', 'ligacao', 'email']).optional(),
    /**
     * "Pedir orçamento a este parceiro" (issue #36 item 4, ADR 0170): the provider the requester asked directly; they
     * are alerted first and hold a seat for 24 h from publication. Absent in every other demand and in every demand
     * filed before (an optional field: no new version, no upcaster).
     */
    directProviderId: z.string().uuid().optional(),
    about: z.string(),
    expiresAt: z.string(),
    /** When the requester accepted the terms and privacy policy (LGPD consent); also the filing instant. */
    consentAt: z.string(),
    /**
     * The versions of the terms of use and the privacy policy in force when the requester ticked the box (issue 37 item
     * 3, ADR 0165); absent in demands filed before, and while no version was published (optional: no new event version).
     */
    termsVersion: z.number().int().positive().optional(),
    privacyVersion: z.number().int().positive().optional(),
    requesterName: z.string(),
    requesterSurname: z.string(),
    requesterEmail: z.string(),
    requesterPhone: z.string(),
    corporateName: z.string(),
    department: z.string(),
    role: z.string(),
    /** v2: published only once the requester confirms the e-mail link (DemandPublished); v1 demands were published at once. */
    confirmationRequired: z.boolean(),
    /** v2: the company's activity in the requester's words and its CNAE code (4711-3/02), each possibly empty. */
    activity: z.string(),
    cnae: z.string(),
    /** The CNAE class of `cnae` and its grau de risco (NR-4, Anexo I) when the class is listed there; absent in demands filed before (issue #24). */
    cnaeClass: z.string().optional(),
    riskGrade: z.number().int().min(1).max(4).optional(),
    /** v2: employees per establishment (null when not told). */
    employeesPerSite: z.number().int().nullable(),
    /** v2: the needed-by answer as an instant (the requester's deadline); null: none, the demand lasts until expiresAt. */
    deadline: z.string().nullable(),
  }),
  personalData: [
    'requesterName',
    'requesterSurname',
    'requesterEmail',
    'requesterPhone',
    'department',
    'role',
    'about',
    'neighbourhood',
    'corporateName',
  ],
  // Typed by the requester and shown to providers through maskContacts (ADR 0112): an analyst reads them so too.
  freeText: ['companyType', 'activity'],
  subject: (d) => d.requesterId,
  upcasters: {
    1: (old) => ({
      ...old,
      confirmationRequired: false,
      activity: '',
      cnae: '',
      employeesPerSite: null,
      deadline: null,
    }),
  },
});

/**
 * Admin edit of a demand (spec §2 'Editar Demanda'): the requester's contact fields are personal data under the
 * requester's key, like in DemandFiled. Only the fields the admin form carries; the rest of the demand is unchanged.
 */
export const DemandEdited = defineEvent({
  type: 'DemandEdited',
  version: 1,
  schema: z.object({
    demandId,
    requesterId: z.string().uuid(),
    requesterName: z.string(),
    requesterSurname: z.string(),
    requesterEmail: z.string(),
    requesterPhone: z.string(),
    corporateName: z.string(),
    companyType: z.string(),
    neighbourhood: z.string(),
    about: z.string(),
  }),
  personalData: [
    'requesterName',
    'requesterSurname',
    'requesterEmail',
    'requesterPhone',
    'about',
    'neighbourhood',
    'corporateName',
  ],
  freeText: ['companyType'],
  subject: (d) => d.requesterId,
});

/** Why a demand closed; keep in step with CLOSE_REASONS in common/src/rules/demandRules.ts. */
export const demandCloseReasons = [
  'admin',
  'hired',
  'cancelled',
  'deadline',
  'expired',
  'full',
  'unconfirmed',
] as const;

/**
 * No more subscriptions. v2 adds the reason: `admin` (Situação 'Fechado'), `hired` / `cancelled` (the requester's
 * page), `deadline` / `expired` (the sweep, at the needed-by date or the end of the 30 days), `full` (5th seat taken),
 * `unconfirmed` (e-mail not confirmed in 72 h). Every v1 close was an admin's.
 */
export const DemandClosed = defineEvent({
  type: 'DemandClosed',
  version: 2,
  schema: z.object({ demandId, reason: z.enum(demandCloseReasons) }),
  personalData: [],
  upcasters: { 1: (old) => ({ ...old, reason: 'admin' }) },
});

/**
 * The demand became visible to providers: the requester confirmed the e-mail link (`via: 'email'`), or an admin
 * published it by hand (`via: 'admin'`, `adminId` = who, for the audit).
 */
export const DemandPublished = plainEvent(
  'DemandPublished',
  z.object({ demandId, via: z.enum(['email', 'admin']), adminId: z.string().optional(), at: z.string() }),
);

/** Situação back to 'Em Aberto'. */
export const DemandReopened = plainEvent('DemandReopened', z.object({ demandId }));

/** Removed by an admin: hidden everywhere, refuses every further command. */
export const DemandDeleted = plainEvent('DemandDeleted', z.object({ demandId }));

/**
 * LGPD: on the requester's request an admin erased their contact (the requester's data key is deleted first, so
 * DemandFiled and DemandEdited keep their personal fields only as unreadable ciphertext); the read models blank
 * their copies. The demand, its seats and the providers' credits stay as they were. The admin is in the metadata.
 */
export const RequesterDataErased = plainEvent(
  'RequesterDataErased',
  z.object({ demandId, requesterId: z.string().uuid() }),
);

const providerId = z.string().uuid();

/**
 * A provider took one of the demand's 5 seats (the `TakeSeat` command, step 2 of the subscription process:
 * wallet CreditsReserved → demand ProviderSubscribed → wallet CreditsSpent). `reservationId` links it to the wallet.
 */
export const ProviderSubscribed = plainEvent(
  'ProviderSubscribed',
  z.object({ demandId, providerId, reservationId: z.string().optional() }),
);

/** Compensation (`ReleaseSeat`): a seat given back, e.g. when the credits could not be spent after the seat was taken. */
export const ProviderUnsubscribed = plainEvent(
  'ProviderUnsubscribed',
  z.object({ demandId, providerId, reason: z.string() }),
);

/** Stream of one provider's new-demand e-mails: `demand-alerts-<providerId>`. */
export const demandAlertsStream = (providerId: string) => `demand-alerts-${providerId}`;

/** The provider asked for no more new-demand e-mails (dashboard switch or the link in an e-mail). */
export const DemandAlertsTurnedOff = plainEvent('DemandAlertsTurnedOff', z.object({ providerId }));

/** The provider wants the new-demand e-mails again (the default). */
export const DemandAlertsTurnedOn = plainEvent('DemandAlertsTurnedOn', z.object({ providerId }));

/** One digest e-mail listing these demands was sent (claimed before sending, so no demand is mailed twice). */
export const DemandDigestSent = plainEvent(
  'DemandDigestSent',
  z.object({ providerId, demandIds: z.array(z.number().int().positive()).min(1), sentAt: z.string() }),
);

/**
 * The weekly "Meu desempenho" e-mail of this ISO week (`2026-W48`) was claimed for the provider (before sending, so a
 * restart never mails the same week twice; issue #21 item 6, ADR 0127). Same opt-out as the digest.
 */
export const InsightsMailSent = plainEvent(
  'InsightsMailSent',
  z.object({ providerId, week: z.string().regex(/^\d{4}-W\d{2}$/), sentAt: z.string() }),
);

const clockTime = z.string().regex(CLOCK_TIME_PATTERN);

/**
 * The provider's choice in "Meus dados" → "Alertas" (issue 36, ADR 0161): e-mail at once, in the hourly digest or not
 * at all; quiet hours in São Paulo time (alerts inside them wait for the first digest after they end); paused (no
 * alert on any channel until resumed). Absent: the digest, no quiet hours, not paused.
 */
export const DemandAlertPreferencesSet = plainEvent(
  'DemandAlertPreferencesSet',
  z.object({
    providerId,
    email: z.enum(EMAIL_ALERT_MODES),
    quietHours: z.object({ start: clockTime, end: clockTime }).nullable(),
    paused: z.boolean(),
  }),
);

/**
 * An instant alert of one demand to the provider on these channels, claimed before it is handed to them (ADR 0161):
 * the same (provider, demand, channel) is never claimed twice, and an e-mail claim also keeps the demand out of the
 * digest.
 */
export const DemandAlertSent = plainEvent(
  'DemandAlertSent',
  z.object({ providerId, demandId, channels: z.array(z.enum(ALERT_CHANNELS)).min(1), sentAt: z.string() }),
);

/**
 * The provider's browser subscribed to the alerts by Web Push (ADR 0161). `subscriptionId` is a hash of the endpoint
 * (the same browser subscribing again is the same subscription); the endpoint is a capability URL and the keys decrypt
 * what is sent to it: personal data, under the provider's key (erased with the provider).
 */
export const PushSubscriptionAdded = defineEvent({
  type: 'PushSubscriptionAdded',
  version: 1,
  schema: z.object({
    providerId,
    subscriptionId: z.string(),
    endpoint: z.string(),
    p256dh: z.string(),
    auth: z.string(),
    at: z.string(),
  }),
  personalData: ['endpoint', 'p256dh', 'auth'],
  subject: (data) => data.providerId,
});

/** A Web Push subscription removed: by the provider (`provider`) or because the push service said it is gone (`gone`, 404/410). */
export const PushSubscriptionRemoved = plainEvent(
  'PushSubscriptionRemoved',
  z.object({ providerId, subscriptionId: z.string(), reason: z.enum(['provider', 'gone']) }),
);

/**
 * The provider asked for WhatsApp alerts on this mobile number (E.164 without `+`) and a 6-digit code was sent to it
 * through the messaging port (ADR 0162). The LGPD consent is recorded here: the text shown and when it was given.
 * Only an HMAC of the code is kept. The number is the provider's personal data.
 */
export const WhatsAppCodeSent = defineEvent({
  type: 'WhatsAppCodeSent',
  version: 1,
  schema: z.object({
    providerId,
    phone: z.string(),
    codeHash: z.string(),
    consentText: z.string(),
    consentAt: z.string(),
    expiresAt: z.string(),
  }),
  personalData: ['phone'],
  subject: (data) => data.providerId,
});

/** The provider typed the code: alerts may go to the number from now on. */
export const WhatsAppVerified = plainEvent('WhatsAppVerified', z.object({ providerId, at: z.string() }));

/** No more WhatsApp alerts: by the provider (`provider`) or by an inbound "PARAR" (`stop`). */
export const WhatsAppTurnedOff = plainEvent(
  'WhatsAppTurnedOff',
  z.object({ providerId, reason: z.enum(['provider', 'stop']), at: z.string() }),
);

/** Events of a `demand-<id>` stream. */
export const demandStreamEvents = [
  DemandFiled,
  DemandEdited,
  DemandPublished,
  DemandClosed,
  DemandReopened,
  DemandDeleted,
  ProviderSubscribed,
  ProviderUnsubscribed,
  RequesterDataErased,
] as const;
/** Events of a `demand-alerts-<providerId>` stream. */
export const demandAlertEvents = [
  DemandAlertsTurnedOff,
  DemandAlertsTurnedOn,
  DemandDigestSent,
  InsightsMailSent,
  DemandAlertPreferencesSet,
  DemandAlertSent,
  PushSubscriptionAdded,
  PushSubscriptionRemoved,
  WhatsAppCodeSent,
  WhatsAppVerified,
  WhatsAppTurnedOff,
] as const;

/** Registered in allEvents.ts. */
export const demandEvents = [...demandStreamEvents, ...demandAlertEvents] as const;
