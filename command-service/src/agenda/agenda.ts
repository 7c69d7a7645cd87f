import { agendaMessages as m } from '@conectasst/common/rules/agendaRules';
import { DomainError } from '@conectasst/common/rules/domainError';
import type { EventOf } from '@conectasst/events/catalogue/defineEvent';
import type { agendaEvents } from '@conectasst/events/schemas/agendaEvents';
import type { Decider } from '../infrastructure/decider';
import { decideByType, evolveByType } from '../infrastructure/decider';
import type { AgendaRuleEvent } from './agendaRule';

/** One company's agenda (ADR 0175): requested by e-mail, then kept through the signed link of its page. */
export type AgendaEvent = Exclude<EventOf<(typeof agendaEvents)[number]>, AgendaRuleEvent>;
type Requested = Extract<AgendaEvent, { type: 'AgendaRequested' }>['data'];

export interface AgendaProfile {
  cnaeClass: string;
  riskGrade: number;
  employees: number;
  city: string;
  uf: string;
}

export interface AgendaState {
  status: 'none' | 'open' | 'erased';
  subjectId: string | null;
  /** Decoded with the subject's key; null once erased (the link, signed over it, stops working). */
  email: string | null;
  cnpj: string | null;
  profile: AgendaProfile | null;
  /** ruleId → the day the company said it last did it. */
  done: Record<number, string>;
  reminders: boolean;
  /** Reminders claimed (ADR 0177): `${ruleId}:${dueOn}:${daysBefore}`. */
  reminded: ReadonlySet<string>;
}

export type AgendaCommand =
  | { type: 'RequestAgenda'; agenda: Omit<Requested, 'consentAt'> & { consentAt: string }; reminders: boolean }
  | { type: 'RequestAgendaLink'; agendaId: number; at: string }
  | { type: 'ChangeAgendaProfile'; agendaId: number; profile: AgendaProfile }
  | { type: 'MarkAgendaItemDone'; agendaId: number; ruleId: number; doneOn: string; today: string }
  | { type: 'SetAgendaReminders'; agendaId: number; enabled: boolean }
  | { type: 'EraseAgenda'; agendaId: number }
  /** The reminder job claims one reminder before mailing it (ADR 0177). */
  | { type: 'ClaimAgendaReminder'; agendaId: number; ruleId: number; dueOn: string; daysBefore: 60 | 30; at: string };

export const initialAgendaState = (): AgendaState => ({
  status: 'none',
  subjectId: null,
  email: null,
  cnpj: null,
  profile: null,
  done: {},
  reminders: false,
  reminded: new Set(),
});

export const evolveAgenda = evolveByType<AgendaState, AgendaEvent>({
  AgendaRequested: (state, { data }) => ({
    ...state,
    status: 'open',
    subjectId: data.subjectId,
    email: data.email,
    cnpj: data.cnpj,
    profile: {
      cnaeClass: data.cnaeClass,
      riskGrade: data.riskGrade,
      employees: data.employees,
      city: data.city,
      uf: data.uf,
    },
  }),
  AgendaLinkRequested: (state) => state,
  AgendaProfileChanged: (state, { data }) => ({
    ...state,
    profile: {
      cnaeClass: data.cnaeClass,
      riskGrade: data.riskGrade,
      employees: data.employees,
      city: data.city,
      uf: data.uf,
    },
  }),
  AgendaItemDone: (state, { data }) => ({ ...state, done: { ...state.done, [data.ruleId]: data.doneOn } }),
  AgendaRemindersSet: (state, { data }) => ({ ...state, reminders: data.enabled }),
  AgendaDataErased: (state) => ({ ...state, status: 'erased', email: null, cnpj: null, reminders: false }),
  AgendaReminderSent: (state, { data }) => ({ ...state, reminded: new Set([...state.reminded, reminderKey(data)]) }),
});

const reminderKey = (r: { ruleId: number; dueOn: string; daysBefore: number }) =>
  `${r.ruleId}:${r.dueOn}:${r.daysBefore}`;

function open(state: AgendaState): void {
  if (state.status !== 'open') throw new DomainError('not_found', m.agendaNotFound);
}

const sameProfile = (a: AgendaProfile | null, b: AgendaProfile) =>
  a !== null &&
  a.cnaeClass === b.cnaeClass &&
  a.riskGrade === b.riskGrade &&
  a.employees === b.employees &&
  a.city === b.city &&
  a.uf === b.uf;

export const decideAgenda = decideByType<AgendaState, AgendaCommand, AgendaEvent>({
  RequestAgenda: (command, state) => {
    if (state.status !== 'none') throw new DomainError('conflict', m.agendaExists);
    const events: AgendaEvent[] = [{ type: 'AgendaRequested', data: command.agenda }];
    if (command.reminders)
      events.push({ type: 'AgendaRemindersSet', data: { agendaId: command.agenda.agendaId, enabled: true } });
    return events;
  },
  RequestAgendaLink: (command, state) => {
    open(state);
    return [{ type: 'AgendaLinkRequested', data: { agendaId: command.agendaId, at: command.at } }];
  },
  ChangeAgendaProfile: (command, state) => {
    open(state);
    if (sameProfile(state.profile, command.profile)) return [];
    return [{ type: 'AgendaProfileChanged', data: { agendaId: command.agendaId, ...command.profile } }];
  },
  MarkAgendaItemDone: (command, state) => {
    open(state);
    if (command.doneOn > command.today) throw new DomainError('invalid', m.doneInFuture);
    if (state.done[command.ruleId] === command.doneOn) return [];
    return [
      { type: 'AgendaItemDone', data: { agendaId: command.agendaId, ruleId: command.ruleId, doneOn: command.doneOn } },
    ];
  },
  SetAgendaReminders: (command, state) => {
    open(state);
    if (state.reminders === command.enabled) return [];
    return [{ type: 'AgendaRemindersSet', data: { agendaId: command.agendaId, enabled: command.enabled } }];
  },
  EraseAgenda: (command, state) => {
    if (state.status === 'none') throw new DomainError('not_found', m.agendaNotFound);
    if (state.status === 'erased') return [];
    return [{ type: 'AgendaDataErased', data: { agendaId: command.agendaId, subjectId: state.subjectId! } }];
  },
  /**
   * Once per (rule, due date, stage), only while the company wants reminders and the agenda is not erased: otherwise
   * nothing (the job moves on; no error for a state that simply changed since the read model was read).
   */
  ClaimAgendaReminder: (command, state) => {
    if (state.status !== 'open' || !state.reminders || state.reminded.has(reminderKey(command))) return [];
    const { agendaId, ruleId, dueOn, daysBefore, at } = command;
    return [{ type: 'AgendaReminderSent', data: { agendaId, ruleId, dueOn, daysBefore, at } }];
  },
});

export const agendaDecider: Decider<AgendaState, AgendaCommand, AgendaEvent> = {
  initialState: initialAgendaState,
  evolve: evolveAgenda,
  decide: decideAgenda,
};
