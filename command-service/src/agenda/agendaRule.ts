import type { AgendaRuleContent } from '@conectasst/common/rules/agendaRules';
import { agendaMessages } from '@conectasst/common/rules/agendaRules';
import { DomainError } from '@conectasst/common/rules/domainError';
import type { EventOf } from '@conectasst/events/catalogue/defineEvent';
import type { AgendaRuleChanged, AgendaRuleCreated, AgendaRuleDeleted } from '@conectasst/events/schemas/agendaEvents';
import type { CatalogueStatus } from '../infrastructure/catalogueRecord';
import { isLive } from '../infrastructure/catalogueRecord';
import type { Decider } from '../infrastructure/decider';
import { decideByType, evolveByType } from '../infrastructure/decider';

/** One rule of the agenda catalogue (ADR 0175): created by the seed or the admin, edited, deleted. */
export type AgendaRuleEvent = EventOf<typeof AgendaRuleCreated | typeof AgendaRuleChanged | typeof AgendaRuleDeleted>;

export interface AgendaRuleState {
  status: CatalogueStatus;
  serviceId: number;
  rule: AgendaRuleContent | null;
}

export type AgendaRuleCommand =
  /** `seed`: the reference rule of a fresh catalogue (a conflict when the record exists is harmless, ADR 0175). */
  | { type: 'CreateAgendaRule'; ruleId: number; serviceId: number; rule: AgendaRuleContent }
  | { type: 'UpdateAgendaRule'; ruleId: number; serviceId: number; rule: AgendaRuleContent; active: boolean }
  | { type: 'DeleteAgendaRule'; ruleId: number };

export const initialAgendaRuleState = (): AgendaRuleState => ({ status: 'none', serviceId: 0, rule: null });

const contentOf = (d: AgendaRuleContent): AgendaRuleContent => ({
  title: d.title,
  trigger: d.trigger,
  periodicityMonths: d.periodicityMonths,
  alternative: d.alternative,
  source: d.source,
});

export const evolveAgendaRule = evolveByType<AgendaRuleState, AgendaRuleEvent>({
  AgendaRuleCreated: (_state, { data }) => ({ status: 'active', serviceId: data.serviceId, rule: contentOf(data) }),
  AgendaRuleChanged: (_state, { data }) => ({
    status: data.active ? 'active' : 'inactive',
    serviceId: data.serviceId,
    rule: contentOf(data),
  }),
  AgendaRuleDeleted: (state) => ({ ...state, status: 'deleted' }),
});

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export const decideAgendaRule = decideByType<AgendaRuleState, AgendaRuleCommand, AgendaRuleEvent>({
  CreateAgendaRule: (command, state) => {
    if (state.status !== 'none') throw new DomainError('conflict', agendaMessages.exists);
    return [
      {
        type: 'AgendaRuleCreated',
        data: { ruleId: command.ruleId, serviceId: command.serviceId, ...contentOf(command.rule) },
      },
    ];
  },
  UpdateAgendaRule: (command, state) => {
    if (!isLive(state)) throw new DomainError('not_found', agendaMessages.notFound);
    const unchanged =
      command.serviceId === state.serviceId &&
      same(contentOf(command.rule), state.rule) &&
      command.active === (state.status === 'active');
    if (unchanged) return [];
    return [
      {
        type: 'AgendaRuleChanged',
        data: {
          ruleId: command.ruleId,
          serviceId: command.serviceId,
          ...contentOf(command.rule),
          active: command.active,
        },
      },
    ];
  },
  DeleteAgendaRule: (command, state) => {
    if (!isLive(state)) throw new DomainError('not_found', agendaMessages.notFound);
    return [{ type: 'AgendaRuleDeleted', data: { ruleId: command.ruleId } }];
  },
});

export const agendaRuleDecider: Decider<AgendaRuleState, AgendaRuleCommand, AgendaRuleEvent> = {
  initialState: initialAgendaRuleState,
  evolve: evolveAgendaRule,
  decide: decideAgendaRule,
};
