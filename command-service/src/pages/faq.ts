import { pageMessages } from '@conectasst/common/rules/pageRules';
import type { EventOf } from '@conectasst/events/catalogue/defineEvent';
import type { FaqCreated, FaqDeleted, FaqEdited } from '@conectasst/events/schemas/pageEvents';
import { DomainError } from '@conectasst/common/rules/domainError';
import type { Decider } from '../infrastructure/decider';

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

export function evolveFaq(state: FaqState, event: FaqEvent): FaqState {
  switch (event.type) {
    case 'FaqCreated':
    case 'FaqEdited':
      return { status: 'exists', title: event.data.title, description: event.data.description };
    case 'FaqDeleted':
      return { ...state, status: 'deleted' };
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

export function decideFaq(command: FaqCommand, state: FaqState): FaqEvent[] {
  switch (command.type) {
    case 'CreateFaq':
      if (state.status !== 'none') throw new DomainError('conflict', pageMessages.exists);
      return [{ type: 'FaqCreated', data: { faqId: command.faqId, title: command.title, description: command.description } }];
    case 'EditFaq':
      if (state.status !== 'exists') throw new DomainError('not_found', pageMessages.faqNotFound);
      if (state.title === command.title && state.description === command.description) return [];
      return [{ type: 'FaqEdited', data: { faqId: command.faqId, title: command.title, description: command.description } }];
    case 'DeleteFaq':
      if (state.status !== 'exists') throw new DomainError('not_found', pageMessages.faqNotFound);
      return [{ type: 'FaqDeleted', data: { faqId: command.faqId } }];
    default: {
      const unhandled: never = command;
      return unhandled;
    }
  }
}

/** One FAQ entry (Perguntas frequentes). */
export const faqDecider: Decider<FaqState, FaqCommand, FaqEvent> = {
  initialState: () => ({ status: 'none', title: '', description: '' }),
  evolve: evolveFaq,
  decide: decideFaq,
};
