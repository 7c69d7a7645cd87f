import { z } from 'zod';
import { defineEvent } from '../catalogue/defineEvent';
import { plainEvent } from './plainEvent';

/**
 * "Agenda SST" (issue #38 item 1, ADR 0175). Two kinds of stream:
 * - `agendarule-<id>`: one rule of the catalogue (service, trigger, periodicity, source), edited by the admin;
 * - `agenda-<id>`: one company's agenda (no account: reached by a signed link mailed to its e-mail).
 */
export const agendaRuleStream = (ruleId: number) => `agendarule-${ruleId}`;
export const agendaStream = (agendaId: number) => `agenda-${agendaId}`;

const ruleId = z.number().int().positive();
const agendaId = z.number().int().positive();
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** Mirrors `agendaTriggerSchema` (common/src/rules/agendaRules.ts) without its messages: the log keeps shapes only. */
const trigger = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('always') }),
  z.object({ kind: z.literal('grade'), minGrade: z.number().int().min(1).max(4) }),
  z.object({ kind: z.literal('headcount'), minEmployees: z.number().int().min(1) }),
  z.object({ kind: z.literal('activity') }),
]);
const ruleContent = {
  serviceId: z.number().int().positive(),
  title: z.string().min(1),
  trigger,
  periodicityMonths: z.number().int().positive(),
  alternative: z.object({ months: z.number().int().positive(), condition: z.string().min(1) }).nullable(),
  source: z.string().min(1),
};

/** A rule of the agenda: from `trigger`, the service is due every `periodicityMonths` (or `alternative` in its case). */
export const AgendaRuleCreated = plainEvent('AgendaRuleCreated', z.object({ ruleId, ...ruleContent }));
/** The admin's edit: the whole rule as it now is, and whether it is active (an inactive rule leaves every agenda). */
export const AgendaRuleChanged = plainEvent(
  'AgendaRuleChanged',
  z.object({ ruleId, ...ruleContent, active: z.boolean() }),
);
export const AgendaRuleDeleted = plainEvent('AgendaRuleDeleted', z.object({ ruleId }));

/**
 * A company asked for its agenda (`POST /v1/agenda-sst`). The e-mail and the CNPJ are under the subject's own key
 * (`subjectId`, crypto-shredding, ADR 0004): erasing it leaves only the unreadable ciphertext. The city is not personal
 * (it places the company, like a demand's city). `consentAt`: when the terms and privacy policy were accepted.
 */
export const AgendaRequested = defineEvent({
  type: 'AgendaRequested',
  version: 1,
  schema: z.object({
    agendaId,
    subjectId: z.string().uuid(),
    email: z.string(),
    cnpj: z.string(),
    cnaeClass: z.string(),
    riskGrade: z.number().int().min(1).max(4),
    employees: z.number().int().min(0),
    city: z.string(),
    uf: z.string(),
    consentAt: z.string(),
    termsVersion: z.number().int().positive().optional(),
    privacyVersion: z.number().int().positive().optional(),
  }),
  personalData: ['email', 'cnpj'],
  subject: (d) => d.subjectId,
});

/** The same e-mail and CNPJ asked again: the link is mailed again (nothing else changes). */
export const AgendaLinkRequested = plainEvent('AgendaLinkRequested', z.object({ agendaId, at: z.string() }));

/** The company corrected its CNAE, headcount or city on its page. */
export const AgendaProfileChanged = plainEvent(
  'AgendaProfileChanged',
  z.object({
    agendaId,
    cnaeClass: z.string(),
    riskGrade: z.number().int().min(1).max(4),
    employees: z.number().int().min(0),
    city: z.string(),
    uf: z.string(),
  }),
);

/** "Feito em <data>": the company told when it last met the rule's obligation. */
export const AgendaItemDone = plainEvent('AgendaItemDone', z.object({ agendaId, ruleId, doneOn: day }));

/** Reminders on or off (agenda2 sends them 60 and 30 days before each due date, only while on). */
export const AgendaRemindersSet = plainEvent('AgendaRemindersSet', z.object({ agendaId, enabled: z.boolean() }));

/** LGPD: the subject's key was deleted first; the read models blank the e-mail and CNPJ, no more mail goes out. */
export const AgendaDataErased = plainEvent('AgendaDataErased', z.object({ agendaId, subjectId: z.string().uuid() }));

/**
 * A reminder claimed before it is mailed (ADR 0177): `daysBefore` (60 or 30) days before `dueOn`, for rule `ruleId`;
 * once per (rule, due date, stage). Appended only while reminders are on and the agenda is not erased.
 */
export const AgendaReminderSent = plainEvent(
  'AgendaReminderSent',
  z.object({ agendaId, ruleId, dueOn: day, daysBefore: z.union([z.literal(60), z.literal(30)]), at: z.string() }),
);

export const agendaEvents = [
  AgendaRuleCreated,
  AgendaRuleChanged,
  AgendaRuleDeleted,
  AgendaRequested,
  AgendaLinkRequested,
  AgendaProfileChanged,
  AgendaItemDone,
  AgendaRemindersSet,
  AgendaDataErased,
  AgendaReminderSent,
] as const;
