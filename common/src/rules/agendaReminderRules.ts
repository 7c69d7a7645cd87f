import type { AgendaItem } from './agendaRules';
import { daysBetween } from './agendaRules';

/**
 * The Agenda SST's reminders (issue 38, ADR 0177): 60 and 30 days before each due date, one e-mail each, while the
 * company wants them. Kept apart from agendaRules.ts (the agenda itself) so the reminder job's rule reads in one place.
 */
export const AGENDA_REMINDER_DAYS = [60, 30] as const;
export type AgendaReminderStage = (typeof AGENDA_REMINDER_DAYS)[number];

/**
 * The reminder an item due on `dueOn` is in on `today`: 30 in its last 30 days, 60 from 60 to 31 days before; none
 * earlier, and none on or after the due day (the agenda shows it "Vencido"). A run that finds an item already inside
 * 30 days (an agenda asked late, a run missed) sends the 30-day one only: one reminder per stage, the latest stage.
 */
export function agendaReminderStageOf(dueOn: string, today: string): AgendaReminderStage | null {
  const days = daysBetween(today, dueOn);
  if (days < 1) return null;
  if (days <= 30) return 30;
  if (days <= 60) return 60;
  return null;
}

/** One reminder to claim and send: the item, its stage and what the wizard's link carries. */
export interface AgendaReminderCandidate {
  agendaId: number;
  ruleId: number;
  serviceId: number;
  title: string;
  source: string;
  dueOn: string;
  daysBefore: AgendaReminderStage;
  /** Whole days from `today` to `dueOn` ("vence em … (em N dias)"). */
  daysLeft: number;
  today: string;
  cnaeClass: string;
  employees: number;
  uf: string;
  city: string;
}

/**
 * The reminders an agenda's items are due for today. Only items the company has a date for (told, or hired here):
 * one never done is due "today" by the agenda's rule and shows as "Sem registro" — no 60/30-day countdown to remind of.
 */
export function agendaReminderCandidates(
  agenda: { id: number; cnaeClass: string; employees: number; uf: string; city: string },
  items: readonly AgendaItem[],
  today: string,
): AgendaReminderCandidate[] {
  const found: AgendaReminderCandidate[] = [];
  for (const item of items) {
    if (item.doneOn === null) continue;
    const stage = agendaReminderStageOf(item.dueOn, today);
    if (stage === null) continue;
    found.push({
      agendaId: agenda.id,
      ruleId: item.ruleId,
      serviceId: item.serviceId,
      title: item.title,
      source: item.source,
      dueOn: item.dueOn,
      daysBefore: stage,
      daysLeft: daysBetween(today, item.dueOn),
      today,
      cnaeClass: agenda.cnaeClass,
      employees: agenda.employees,
      uf: agenda.uf,
      city: agenda.city,
    });
  }
  return found;
}
