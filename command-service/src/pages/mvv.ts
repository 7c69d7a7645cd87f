import { pageMessages } from '@conectasst/common/rules/pageRules';
import type { EventOf } from '@conectasst/events/catalogue/defineEvent';
import type { MvvEntryCreated, MvvEntryEdited, mvvTypes } from '@conectasst/events/schemas/pageEvents';
import { DomainError } from '@conectasst/common/rules/domainError';
import type { Decider } from '../infrastructure/decider';
import { decideByType } from '../infrastructure/decider';

export type MvvEvent = EventOf<typeof MvvEntryCreated | typeof MvvEntryEdited>;
export type MvvType = (typeof mvvTypes)[number];
export type MvvState = { exists: false } | { exists: true; type: MvvType; description: string };

export type MvvCommand =
  | { type: 'CreateMvvEntry'; entryId: number; entryType: MvvType; description: string }
  | { type: 'EditMvvEntry'; entryId: number; description: string };

export function createMvvEntry(command: Extract<MvvCommand, { type: 'CreateMvvEntry' }>, state: MvvState): MvvEvent[] {
  if (state.exists) throw new DomainError('conflict', pageMessages.exists);
  return [
    {
      type: 'MvvEntryCreated',
      data: { entryId: command.entryId, type: command.entryType, description: command.description },
    },
  ];
}

export function editMvvEntry(command: Extract<MvvCommand, { type: 'EditMvvEntry' }>, state: MvvState): MvvEvent[] {
  if (!state.exists) throw new DomainError('not_found', pageMessages.mvvNotFound);
  if (state.description === command.description) return [];
  return [{ type: 'MvvEntryEdited', data: { entryId: command.entryId, description: command.description } }];
}

export const decideMvv = decideByType<MvvState, MvvCommand, MvvEvent>({
  CreateMvvEntry: createMvvEntry,
  EditMvvEntry: editMvvEntry,
});

/** One entry of the mission / vision / values page. */
export const mvvDecider: Decider<MvvState, MvvCommand, MvvEvent> = {
  initialState: () => ({ exists: false }),
  evolve: (state, event) =>
    event.type === 'MvvEntryCreated'
      ? { exists: true, type: event.data.type, description: event.data.description }
      : state.exists
        ? { ...state, description: event.data.description }
        : state,
  decide: decideMvv,
};
