import { areaMessages } from '@conectasst/common/rules/areaRules';
import { DomainError } from '@conectasst/common/rules/domainError';
import type { Decider } from '../infrastructure/decider';
import type { AreaEvent, AreaState } from './area';
import { evolveArea, initialAreaState } from './area';

export type AreaCommand =
  | { type: 'CreateArea'; areaId: number; name: string }
  | { type: 'UpdateArea'; areaId: number; name: string; status: boolean }
  | { type: 'DeleteArea'; areaId: number };

const exists = (state: AreaState) => state.status === 'active' || state.status === 'inactive';

export function createArea(command: Extract<AreaCommand, { type: 'CreateArea' }>, state: AreaState): AreaEvent[] {
  if (state.status !== 'none') throw new DomainError('conflict', 'Esta área já existe.');
  return [{ type: 'AreaCreated', data: { areaId: command.areaId, name: command.name } }];
}

export function updateArea(command: Extract<AreaCommand, { type: 'UpdateArea' }>, state: AreaState): AreaEvent[] {
  if (!exists(state)) throw new DomainError('not_found', areaMessages.notFound);
  const events: AreaEvent[] = [];
  if (command.name !== state.name) {
    events.push({ type: 'AreaRenamed', data: { areaId: command.areaId, name: command.name, previousName: state.name } });
  }
  const active = state.status === 'active';
  if (command.status && !active) events.push({ type: 'AreaActivated', data: { areaId: command.areaId } });
  if (!command.status && active) events.push({ type: 'AreaDeactivated', data: { areaId: command.areaId } });
  return events;
}

export function deleteArea(command: Extract<AreaCommand, { type: 'DeleteArea' }>, state: AreaState): AreaEvent[] {
  if (!exists(state)) throw new DomainError('not_found', areaMessages.notFound);
  return [{ type: 'AreaDeleted', data: { areaId: command.areaId } }];
}

export function decideArea(command: AreaCommand, state: AreaState): AreaEvent[] {
  switch (command.type) {
    case 'CreateArea':
      return createArea(command, state);
    case 'UpdateArea':
      return updateArea(command, state);
    case 'DeleteArea':
      return deleteArea(command, state);
    default: {
      const unhandled: never = command;
      return unhandled;
    }
  }
}

export const areaDecider: Decider<AreaState, AreaCommand, AreaEvent> = {
  initialState: initialAreaState,
  evolve: evolveArea,
  decide: decideArea,
};
