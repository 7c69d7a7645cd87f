import { pageMessages } from '@conectasst/common/rules/pageRules';
import type { EventOf } from '@conectasst/events/catalogue/defineEvent';
import type { FaqCreated, FaqDeleted, FaqEdited } from '@conectasst/events/schemas/pageEvents';
import { DomainError } from '@conectasst/common/rules/domainError';
import type { Decider } from '../infrastructure/decider';
import { decideByType, evolveByType } from '../infrastructure/decider';

export type FaqEvent = EventOf<typeof FaqCreated | typeof FaqEdited | typeof FaqDeleted>;
export interface FaqState {
  status: 'none' | 'exists' | 'deleted';
  title: string;
  description: string;
}

export type FaqCommand =
  | { type: 'CreateFaq'; faqId: number; title: string; description: string }
  | { type: 'EditFaq'; faqId: number; title: string; description: string }
  | { type: 'DeleteFaq'; faqId: number };

export const evolveFaq = evolveByType<FaqState, FaqEvent>({
  FaqCreated: (_state, event) => ({ status: 'exists', title: event.data.title, description: event.data.description }),
  FaqEdited: (_state, event) => ({ status: 'exists', title: event.data.title, description: event.data.description }),
  FaqDeleted: (state) => ({ ...state, status: 'deleted' }),
});

export function createFaq(command: Extract<FaqCommand, { type: 'CreateFaq' }>, state: FaqState): FaqEvent[] {
  if (state.status !== 'none') throw new DomainError('conflict', pageMessages.exists);
  return [
    { type: 'FaqCreated', data: { faqId: command.faqId, title: command.title, description: command.description } },
  ];
}

export function editFaq(command: Extract<FaqCommand, { type: 'EditFaq' }>, state: FaqState): FaqEvent[] {
  if (state.status !== 'exists') throw new DomainError('not_found', pageMessages.faqNotFound);
  if (state.title === command.title && state.description === command.description) return [];
  return [
    { type: 'FaqEdited', data: { faqId: command.faqId, title: command.title, description: command.description } },
  ];
}

export function deleteFaq(command: Extract<FaqCommand, { type: 'DeleteFaq' }>, state: FaqState): FaqEvent[] {
  if (state.status !== 'exists') throw new DomainError('not_found', pageMessages.faqNotFound);
  return [{ type: 'FaqDeleted', data: { faqId: command.faqId } }];
}

export const decideFaq = decideByType<FaqState, FaqCommand, FaqEvent>({
  CreateFaq: createFaq,
  EditFaq: editFaq,
  DeleteFaq: deleteFaq,
});

/** One FAQ entry (Perguntas frequentes). */
export const faqDecider: Decider<FaqState, FaqCommand, FaqEvent> = {
  initialState: () => ({ status: 'none', title: '', description: '' }),
  evolve: evolveFaq,
  decide: decideFaq,
};
