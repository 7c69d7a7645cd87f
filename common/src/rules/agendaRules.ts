import { z } from 'zod';
import { UNSTATABLE, requiredText } from './textRules';
import type { RiskGrade } from '../referenceData/cnae';
import { DAY_MS } from './time';

/**
 * "Agenda SST" (issue #38 item 1, ADR 0175): a company's recurring SST obligations and when each falls due. The rules
 * are catalogue data the admin edits (an NR change is an edit, not a release); these functions only read them.
 */

export const AGENDA_TITLE_MAX = 160;
export const AGENDA_SOURCE_MAX = 300;
export const AGENDA_CONDITION_MAX = 200;
/** Longest periodicity a rule may have (10 years), in months. */
export const AGENDA_PERIOD_MAX = 120;
export const AGENDA_EMPLOYEES_MAX = 1_000_000;
/** An item falls "a vencer" this many days before its due date (the reminders' first mail, issue #38: 60 and 30 days). */
export const AGENDA_DUE_SOON_DAYS = 60;
/** The signed link to the agenda page is valid this many days from the mail (every reminder carries a fresh one). */
export const AGENDA_LINK_DAYS = 365;
/** The calendar feed's link lasts longer: a calendar subscribed once keeps polling it. */
export const AGENDA_FEED_DAYS = 5 * 365;
/** The purposes the agenda's signed links are made for (platform/src/auth/requesterLink.ts `signedLinkToken`). */
export const AGENDA_LINK_PURPOSE = 'agenda-link:v1';
export const AGENDA_FEED_PURPOSE = 'agenda-feed:v1';

export const agendaMessages = {
  titleRequired: 'Informe o nome da obrigação.',
  titleTooLong: `O nome deve ter no máximo ${AGENDA_TITLE_MAX} caracteres.`,
  sourceRequired: 'Informe a fonte (a NR e o item que a exigem).',
  sourceTooLong: `A fonte deve ter no máximo ${AGENDA_SOURCE_MAX} caracteres.`,
  conditionRequired: 'Diga quando vale a periodicidade alternativa.',
  conditionTooLong: `A condição deve ter no máximo ${AGENDA_CONDITION_MAX} caracteres.`,
  periodInvalid: `Informe a periodicidade em meses (de 1 a ${AGENDA_PERIOD_MAX}).`,
  triggerInvalid:
    'Informe quando a obrigação se aplica: sempre, a partir de um grau de risco, a partir de um número de empregados ou conforme a atividade.',
  gradeInvalid: 'Informe o grau de risco (1 a 4).',
  employeesInvalid: 'Informe o número de empregados (de 0 a 1.000.000).',
  serviceRequired: 'Selecione o serviço.',
  serviceNotFound: 'O serviço selecionado não existe.',
  sameAlternative: 'A periodicidade alternativa deve ser diferente da principal.',
  created: 'Regra da agenda cadastrada com sucesso!',
  saved: 'Registro salvo com sucesso',
  deleted: 'Regra da agenda excluída com sucesso!',
  notFound: 'Regra da agenda não encontrada.',
  exists: 'Esta regra da agenda já existe.',
  agendaExists: 'Esta agenda já existe.',
  // The company's side
  cnaeInvalid: 'Informe um CNAE válido (ex.: 47.11-3).',
  cnaeUnknown: 'Este CNAE não está na relação da NR-4 (Anexo I). Confira o código.',
  cityRequired: 'Informe a cidade.',
  ufInvalid: 'Informe a UF.',
  consentRequired: 'É preciso aceitar os termos de uso e a política de privacidade.',
  requested: 'Pronto! Enviamos o link da sua agenda SST para o seu e-mail.',
  invalidLink: 'Link inválido. Peça de novo o link da sua agenda.',
  expiredLink: 'Este link expirou. Peça de novo o link da sua agenda.',
  agendaNotFound: 'Agenda não encontrada.',
  doneInFuture: 'A data de realização não pode estar no futuro.',
  ruleNotInAgenda: 'Esta obrigação não está na agenda.',
  doneSaved: 'Data de realização registrada.',
  remindersOn: 'Lembretes ligados: avisaremos 60 e 30 dias antes de cada vencimento.',
  remindersOff: 'Lembretes desligados.',
  profileSaved: 'Dados da empresa atualizados.',
  erased: 'Sua agenda e seus dados foram excluídos.',
} as const;

/**
 * When a rule applies to a company:
 * - `always`: every employer;
 * - `grade`: from a risk grade (NR-4, Anexo I) up;
 * - `headcount`: from a number of employees up;
 * - `activity`: only when the company has the activity (work at height, electricity, confined spaces): the CNAE alone
 *   does not tell, so such an item is offered apart ("Conforme a atividade") and joins the agenda once a date is told.
 */
export const AGENDA_TRIGGER_KINDS = ['always', 'grade', 'headcount', 'activity'] as const;
export type AgendaTriggerKind = (typeof AGENDA_TRIGGER_KINDS)[number];
export const agendaTriggerLabel: Record<AgendaTriggerKind, string> = {
  always: 'Todo empregador',
  grade: 'A partir de um grau de risco',
  headcount: 'A partir de um número de empregados',
  activity: 'Conforme a atividade',
};

const months = z
  .number({ error: agendaMessages.periodInvalid })
  .int({ error: agendaMessages.periodInvalid })
  .min(1, { error: agendaMessages.periodInvalid })
  .max(AGENDA_PERIOD_MAX, { error: agendaMessages.periodInvalid });

export const agendaTriggerSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('always') }),
    z.object({
      kind: z.literal('grade'),
      minGrade: z
        .number({ error: agendaMessages.gradeInvalid })
        .int({ error: agendaMessages.gradeInvalid })
        .min(1, { error: agendaMessages.gradeInvalid })
        .max(4, { error: agendaMessages.gradeInvalid }),
    }),
    z.object({
      kind: z.literal('headcount'),
      minEmployees: z
        .number({ error: agendaMessages.employeesInvalid })
        .int({ error: agendaMessages.employeesInvalid })
        .min(1, { error: agendaMessages.employeesInvalid })
        .max(AGENDA_EMPLOYEES_MAX, { error: agendaMessages.employeesInvalid }),
    }),
    z.object({ kind: z.literal('activity') }),
  ],
  { error: agendaMessages.triggerInvalid },
);
export type AgendaTrigger = z.infer<typeof agendaTriggerSchema>;

/** A periodicity the NR allows in a stated case (PGR: 3 years with a certified SST management system). */
export const agendaAlternativeSchema = z.object({
  months,
  condition: requiredText(agendaMessages.conditionRequired, AGENDA_CONDITION_MAX, agendaMessages.conditionTooLong),
});
export type AgendaAlternative = z.infer<typeof agendaAlternativeSchema>;

/** What the admin edits: the rule without its id and service (those are the record's). */
export const agendaRuleContentSchema = z
  .object({
    title: requiredText(agendaMessages.titleRequired, AGENDA_TITLE_MAX, agendaMessages.titleTooLong),
    trigger: agendaTriggerSchema,
    periodicityMonths: months,
    alternative: agendaAlternativeSchema.nullable().default(null),
    source: requiredText(agendaMessages.sourceRequired, AGENDA_SOURCE_MAX, agendaMessages.sourceTooLong),
  })
  // A rule the OpenAPI document cannot state (two fields compared): 422, not 400 (ADR 0114).
  .refine((r) => r.alternative === null || r.alternative.months !== r.periodicityMonths, {
    error: agendaMessages.sameAlternative,
    path: ['alternative', 'months'],
    params: UNSTATABLE,
  });
export type AgendaRuleContent = z.infer<typeof agendaRuleContentSchema>;

/** A rule as the agenda reads it. */
export interface AgendaRule extends AgendaRuleContent {
  id: number;
  serviceId: number;
  serviceName?: string;
  active: boolean;
}

/** The part of the company the triggers read. */
export interface AgendaCompany {
  grade: RiskGrade;
  employees: number;
}

/** Whether a rule applies to the company by its CNAE and headcount alone (`activity` rules never do). */
export function ruleApplies(trigger: AgendaTrigger, company: AgendaCompany): boolean {
  switch (trigger.kind) {
    case 'always':
      return company.employees >= 1;
    case 'grade':
      return company.employees >= 1 && company.grade >= trigger.minGrade;
    case 'headcount':
      return company.employees >= trigger.minEmployees;
    case 'activity':
      return false;
  }
}

/** A short sentence of the trigger ("A partir do grau de risco 3"), for the admin list and the agenda. */
export function describeTrigger(trigger: AgendaTrigger): string {
  switch (trigger.kind) {
    case 'always':
      return 'Todo empregador';
    case 'grade':
      return `A partir do grau de risco ${trigger.minGrade}`;
    case 'headcount':
      return `A partir de ${trigger.minEmployees.toLocaleString('pt-BR')} empregados`;
    case 'activity':
      return 'Se a empresa tem a atividade';
  }
}

/** `YYYY-MM-DD` of a real calendar day. */
export const isCalendarDay = (day: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) &&
  !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) &&
  new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);

/**
 * `day` plus `count` calendar months; a day the target month does not have becomes its last day (31 Jan + 1 month =
 * 28 or 29 Feb), so a periodicity never overshoots into the following month.
 */
export function addMonths(day: string, count: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const monthIndex = y * 12 + (m - 1) + count;
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex - year * 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * THE due date (agenda2 builds the reminders on it): the last time it was done plus the periodicity; never done →
 * due `today` ("sem registro": the company has no record of it, so it is due now).
 */
export function dueDateOf(doneOn: string | null, periodicityMonths: number, today: string): string {
  return doneOn === null ? today : addMonths(doneOn, periodicityMonths);
}

/** sem_registro: never done; vencido: past its due date; a_vencer: due within AGENDA_DUE_SOON_DAYS; em_dia: later. */
export const AGENDA_ITEM_STATUSES = ['sem_registro', 'vencido', 'a_vencer', 'em_dia'] as const;
export type AgendaItemStatus = (typeof AGENDA_ITEM_STATUSES)[number];
export const agendaStatusLabel: Record<AgendaItemStatus, string> = {
  sem_registro: 'Sem registro',
  vencido: 'Vencido',
  a_vencer: 'A vencer',
  em_dia: 'Em dia',
};

export function statusOf(doneOn: string | null, dueOn: string, today: string): AgendaItemStatus {
  if (doneOn === null) return 'sem_registro';
  const days = daysBetween(today, dueOn);
  if (days < 0) return 'vencido';
  return days <= AGENDA_DUE_SOON_DAYS ? 'a_vencer' : 'em_dia';
}

/** How the company knows an item was done: it told us, or it hired the service here. */
export type AgendaDoneVia = 'informado' | 'contratado';

export interface AgendaDone {
  doneOn: string;
  via: AgendaDoneVia;
}

export interface AgendaItem {
  ruleId: number;
  serviceId: number;
  serviceName: string | null;
  title: string;
  source: string;
  trigger: AgendaTrigger;
  periodicityMonths: number;
  alternative: AgendaAlternative | null;
  /** `activity` rules: offered apart until the company tells a date. */
  byActivity: boolean;
  doneOn: string | null;
  doneVia: AgendaDoneVia | null;
  dueOn: string;
  status: AgendaItemStatus;
}

/** The latest of two done records (told and hired): the obligation was met on the later one. */
export function latestDone(a: AgendaDone | undefined, b: AgendaDone | undefined): AgendaDone | undefined {
  if (!a) return b;
  if (!b) return a;
  return b.doneOn > a.doneOn ? b : a;
}

/**
 * The company's agenda: every active rule that applies to it (by trigger, or an `activity` rule it told a date for),
 * with its due date and status, soonest due first; then the `activity` rules it has not told about (`offered`).
 */
export function buildAgenda(
  rules: readonly AgendaRule[],
  company: AgendaCompany,
  done: ReadonlyMap<number, AgendaDone>,
  today: string,
): { items: AgendaItem[]; offered: AgendaItem[] } {
  const items: AgendaItem[] = [];
  const offered: AgendaItem[] = [];
  for (const rule of rules) {
    if (!rule.active) continue;
    const record = done.get(rule.id);
    const byActivity = rule.trigger.kind === 'activity';
    const applies = ruleApplies(rule.trigger, company) || (byActivity && record !== undefined);
    if (!applies && !byActivity) continue;
    const doneOn = record?.doneOn ?? null;
    const dueOn = dueDateOf(doneOn, rule.periodicityMonths, today);
    const item: AgendaItem = {
      ruleId: rule.id,
      serviceId: rule.serviceId,
      serviceName: rule.serviceName ?? null,
      title: rule.title,
      source: rule.source,
      trigger: rule.trigger,
      periodicityMonths: rule.periodicityMonths,
      alternative: rule.alternative,
      byActivity,
      doneOn,
      doneVia: record?.via ?? null,
      dueOn,
      status: statusOf(doneOn, dueOn, today),
    };
    (applies ? items : offered).push(item);
  }
  const order = (a: AgendaItem, b: AgendaItem) => a.dueOn.localeCompare(b.dueOn) || a.ruleId - b.ruleId;
  return { items: items.sort(order), offered: offered.sort((a, b) => a.ruleId - b.ruleId) };
}

/** "a cada 24 meses" / "a cada 12 meses (anual)". */
export function describePeriod(monthsCount: number): string {
  if (monthsCount % 12 === 0) {
    const years = monthsCount / 12;
    return years === 1 ? 'a cada ano' : `a cada ${years} anos`;
  }
  return monthsCount === 1 ? 'a cada mês' : `a cada ${monthsCount} meses`;
}
