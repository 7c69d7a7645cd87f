import { areaMessages } from '@conectasst/common/rules/areaRules';
import { DomainError } from '@conectasst/common/rules/domainError';
import type { Decider } from '../infrastructure/decider';
import { decideByType } from '../infrastructure/decider';
import { isLive, situationChange } from '../infrastructure/catalogueRecord';
import type { AreaEvent, AreaState } from './area';
import { evolveArea, initialAreaState } from './area';

export type AreaCommand =
  | { type: 'CreateArea'; areaId: number; name: string }
  | { type: 'UpdateArea'; areaId: number; name: string; status: boolean }
  | { type: 'DeleteArea'; areaId: number };

export function createArea(command: Extract<AreaCommand, { type: 'CreateArea' }>, state: AreaState): AreaEvent[] {
  if (state.status !== 'none') throw new DomainError('conflict', 'Esta área já existe.');
  return [{ type: 'AreaCreated', data: { areaId: command.areaId, name: command.name } }];
}

export function updateArea(command: Extract<AreaCommand, { type: 'UpdateArea' }>, state: AreaState): AreaEvent[] {
  if (!isLive(state)) throw new DomainError('not_found', areaMessages.notFound);
  const { areaId } = command;
  const events: AreaEvent[] = [];
  if (command.name !== state.name)
    events.push({ type: 'AreaRenamed', data: { areaId, name: command.name, previousName: state.name } });
  events.push(
    ...situationChange<AreaEvent>(state, command.status, {
      activated: { type: 'AreaActivated', data: { areaId } },
      deactivated: { type: 'AreaDeactivated', data: { areaId } },
    }),
  );
  return events;
}

export function deleteArea(command: Extract<AreaCommand, { type: 'DeleteArea' }>, state: AreaState): AreaEvent[] {
  if (!isLive(state)) throw new DomainError('not_found', areaMessages.notFound);
  return [{ type: 'AreaDeleted', data: { areaId: command.areaId } }];
}

export const decideArea = decideByType<AreaState, AreaCommand, AreaEvent>({
  CreateArea: createArea,
  UpdateArea: updateArea,
  DeleteArea: deleteArea,
});

export const areaDecider: Decider<AreaState, AreaCommand, AreaEvent> = {
  initialState: initialAreaState,
  evolve: evolveArea,
  decide: decideArea,
};
