import { z } from 'zod';
import { EMAIL_TEXT_PATTERN, STATE_CODES, citiesOf, isCnpj } from '../rules/accountRules';
import {
  AGENDA_EMPLOYEES_MAX,
  AGENDA_ITEM_STATUSES,
  agendaMessages as m,
  agendaRuleContentSchema,
  agendaTriggerSchema,
} from '../rules/agendaRules';
import { UNSTATABLE, requiredText } from '../rules/textRules';
import { calendarDay } from './calendarDay';
import { cnaeCodeText } from './cnae';
import { coercedId, createdIdResponse, pageQuery, recordId } from './ids';

/** "Agenda SST" (issue #38 item 1, ADR 0175): request/response schemas shared by the server and the screens. */

// ---- the admin's catalogue of rules ----

/** `POST /v1/admin/agenda-rules` */
export const createAgendaRuleRequest = agendaRuleContentSchema.and(
  z.object({ service_id: coercedId(m.serviceRequired) }),
);
export type CreateAgendaRuleRequest = z.input<typeof createAgendaRuleRequest>;
export const createAgendaRuleResponse = createdIdResponse;

/** `PUT /v1/admin/agenda-rules` (id in the `id` header): the whole rule and its situation. */
export const updateAgendaRuleRequest = createAgendaRuleRequest.and(
  z.object({ status: z.boolean({ error: 'Informe a situação (Ativo ou Inativo).' }) }),
);
export type UpdateAgendaRuleRequest = z.input<typeof updateAgendaRuleRequest>;

export const listAgendaRulesQuery = z.object({ page: pageQuery });
export const showAgendaRuleQuery = z.object({ id: recordId.optional() });

export const agendaRuleSchema = z.object({
  id: z.number().int(),
  service_id: z.number().int(),
  service_name: z.string().nullable(),
  title: z.string(),
  trigger: agendaTriggerSchema,
  /** "Todo empregador", "A partir do grau de risco 3", … */
  trigger_label: z.string(),
  periodicity_months: z.number().int(),
  alternative: z.object({ months: z.number().int(), condition: z.string() }).nullable(),
  source: z.string(),
  status: z.boolean(),
});
export type AgendaRuleView = z.infer<typeof agendaRuleSchema>;

// ---- the company's side (no account) ----

const email = z
  .string({ error: 'Informe um e-mail válido.' })
  .max(254, { error: 'Informe um e-mail válido.' })
  .regex(EMAIL_TEXT_PATTERN, { error: 'Informe um e-mail válido.' })
  .trim();
const cnpj = z
  .string({ error: 'Informe um CNPJ válido.' })
  .regex(/^[0-9./\- ]{14,20}$/, { error: 'Informe um CNPJ válido.' })
  .refine(isCnpj, { error: 'Informe um CNPJ válido.', params: UNSTATABLE })
  .transform((v) => v.replace(/\D/g, ''));
const employees = z
  .number({ error: 'Informe o número de empregados (de 0 a 1.000.000).' })
  .int({ error: 'Informe o número de empregados (de 0 a 1.000.000).' })
  .min(0, { error: 'Informe o número de empregados (de 0 a 1.000.000).' })
  .max(AGENDA_EMPLOYEES_MAX, { error: 'Informe o número de empregados (de 0 a 1.000.000).' });

const profileShape = {
  cnae: cnaeCodeText,
  employees,
  uf: z.enum(STATE_CODES as [string, ...string[]], { error: m.ufInvalid }),
  city: requiredText(m.cityRequired, 100),
};
const cityInState = (v: { uf: string; city: string }, ctx: z.RefinementCtx) => {
  if (!citiesOf(v.uf).includes(v.city))
    ctx.addIssue({ code: 'custom', params: UNSTATABLE, message: m.cityRequired, path: ['city'] });
};

/** `POST /v1/agenda-sst`: the company asks for its agenda; the link goes to the e-mail. */
export const requestAgendaBody = z
  .object({
    cnpj,
    ...profileShape,
    email,
    /** "Quero receber lembretes por e-mail" (60 and 30 days before each due date). */
    reminders: z.boolean({ error: 'Informe se deseja receber lembretes (true ou false).' }).optional().default(false),
    terms: z.literal(true, { error: m.consentRequired }),
  })
  .superRefine(cityInState);
export type RequestAgendaBody = z.input<typeof requestAgendaBody>;

/** The agenda's link token (`/agenda-sst/<token>`): agenda id, expiry and signature (platform/src/auth/requesterLink.ts). */
export const agendaToken = z
  .string({ error: m.invalidLink })
  .max(80, { error: m.invalidLink })
  .regex(/^\d{1,10}\.\d{1,12}\.[A-Za-z0-9_-]{43}$/, { error: m.invalidLink });
export const agendaTokenParams = z.object({ token: agendaToken });

/** `POST /v1/agenda-sst/feito`: "feito em <data>" for one rule. */
export const agendaDoneBody = z.object({ token: agendaToken, rule_id: recordId, done_on: calendarDay });
/** `POST /v1/agenda-sst/lembretes` */
export const agendaRemindersBody = z.object({
  token: agendaToken,
  enabled: z.boolean({ error: 'Informe se deseja receber lembretes (true ou false).' }),
});
/** `POST /v1/agenda-sst/dados`: the company corrects its CNAE, headcount or city. */
export const agendaProfileBody = z.object({ token: agendaToken, ...profileShape }).superRefine(cityInState);
/** `POST /v1/agenda-sst/excluir`: the company erases its agenda and data (LGPD; the link proves the mailbox). */
export const agendaEraseBody = z.object({ token: agendaToken });

export const agendaItemSchema = z.object({
  rule_id: z.number().int(),
  service_id: z.number().int(),
  service_name: z.string().nullable(),
  title: z.string(),
  /** The NR item that asks for it. */
  source: z.string(),
  trigger_label: z.string(),
  periodicity_months: z.number().int(),
  /** "a cada 2 anos". */
  periodicity_label: z.string(),
  alternative: z.object({ months: z.number().int(), condition: z.string() }).nullable(),
  by_activity: z.boolean(),
  done_on: z.string().nullable(),
  /** 'informado' (the company told it) or 'contratado' (hired here: accepted proposal or "Já contratei"). */
  done_via: z.enum(['informado', 'contratado']).nullable(),
  due_on: z.string(),
  status: z.enum(AGENDA_ITEM_STATUSES),
  status_label: z.string(),
});
export type AgendaItemView = z.infer<typeof agendaItemSchema>;

/** `GET /v1/agenda-sst/{token}` */
export const agendaPageSchema = z.object({
  id: z.number().int(),
  cnae: z.string(),
  cnae_name: z.string().nullable(),
  risk_grade: z.number().int(),
  employees: z.number().int(),
  city: z.string(),
  uf: z.string(),
  /** The e-mail the links go to (the company's own). */
  email: z.string(),
  reminders: z.boolean(),
  today: z.string(),
  items: z.array(agendaItemSchema),
  /** Rules that apply by activity (work at height, electricity, confined spaces) not yet told about. */
  offered: z.array(agendaItemSchema),
  /** The signed address of the calendar feed (`.ics`) for Google/Outlook. */
  ics_url: z.string(),
});
export type AgendaPage = z.infer<typeof agendaPageSchema>;
