import { nrMessages } from '@conectasst/common/rules/nrRules';
import { DomainError } from '@conectasst/common/rules/domainError';
import type { Decider } from '../infrastructure/decider';
import { decideByType } from '../infrastructure/decider';
import { isLive, situationChange } from '../infrastructure/catalogueRecord';
import type { NrEvent, NrState } from './nr';
import { evolveNr, initialNrState } from './nr';

export type NrCommand =
  /** `active: false` creates it inactive (reference data: revoked NRs). */
  | { type: 'CreateNr'; nrId: number; name: string; areaId: number; active?: boolean }
  | { type: 'UpdateNr'; nrId: number; name: string; areaId: number; status: boolean }
  | { type: 'DeleteNr'; nrId: number };

export function createNr(command: Extract<NrCommand, { type: 'CreateNr' }>, state: NrState): NrEvent[] {
  if (state.status !== 'none') throw new DomainError('conflict', nrMessages.exists);
  const events: NrEvent[] = [
    { type: 'NrCreated', data: { nrId: command.nrId, name: command.name, areaId: command.areaId } },
  ];
  if (command.active === false) events.push({ type: 'NrDeactivated', data: { nrId: command.nrId } });
  return events;
}

export function updateNr(command: Extract<NrCommand, { type: 'UpdateNr' }>, state: NrState): NrEvent[] {
  if (!isLive(state)) throw new DomainError('not_found', nrMessages.notFound);
  const { nrId } = command;
  const events: NrEvent[] = [];
  if (command.name !== state.name)
    events.push({ type: 'NrRenamed', data: { nrId, name: command.name, previousName: state.name } });
  if (command.areaId !== state.areaId)
    events.push({ type: 'NrMovedToArea', data: { nrId, areaId: command.areaId, previousAreaId: state.areaId } });
  events.push(
    ...situationChange<NrEvent>(state, command.status, {
      activated: { type: 'NrActivated', data: { nrId } },
      deactivated: { type: 'NrDeactivated', data: { nrId } },
    }),
  );
  return events;
}

export function deleteNr(command: Extract<NrCommand, { type: 'DeleteNr' }>, state: NrState): NrEvent[] {
  if (!isLive(state)) throw new DomainError('not_found', nrMessages.notFound);
  return [{ type: 'NrDeleted', data: { nrId: command.nrId } }];
}

export const decideNr = decideByType<NrState, NrCommand, NrEvent>({
  CreateNr: createNr,
  UpdateNr: updateNr,
  DeleteNr: deleteNr,
});

export const nrDecider: Decider<NrState, NrCommand, NrEvent> = {
  initialState: initialNrState,
  evolve: evolveNr,
  decide: decideNr,
};
