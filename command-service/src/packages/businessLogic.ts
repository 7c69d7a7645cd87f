import type { EventOf } from '@conectasst/events/catalogue/defineEvent';
import type { packageEvents } from '@conectasst/events/schemas/packageEvents';
import { packageMessages as m } from '@conectasst/common/rules/packageRules';
import { DomainError } from '@conectasst/common/rules/domainError';
import type { Decider } from '../infrastructure/decider';
import { decideByType, evolveByType } from '../infrastructure/decider';
import type { CatalogueStatus } from '../infrastructure/catalogueRecord';
import { isLive, situationChange } from '../infrastructure/catalogueRecord';

export type PackageEvent = EventOf<(typeof packageEvents)[number]>;

export interface PackageState {
  status: CatalogueStatus;
  name: string;
}

export type PackageCommand =
  | { type: 'CreatePackage'; packageId: number; name: string; credits: number; demands: number; priceCents: number }
  | { type: 'UpdatePackage'; packageId: number; name: string; status: boolean }
  | { type: 'DeletePackage'; packageId: number };

const evolve = evolveByType<PackageState, PackageEvent>({
  PackageCreated: (_state, event) => ({ status: 'active', name: event.data.name }),
  PackageRenamed: (state, event) => ({ ...state, name: event.data.name }),
  PackageActivated: (state) => ({ ...state, status: 'active' }),
  PackageDeactivated: (state) => ({ ...state, status: 'inactive' }),
  PackageDeleted: (state) => ({ ...state, status: 'deleted' }),
});

function createPackage(
  command: Extract<PackageCommand, { type: 'CreatePackage' }>,
  state: PackageState,
): PackageEvent[] {
  if (state.status !== 'none') throw new DomainError('conflict', 'Este pacote já existe.');
  const { packageId, name, credits, demands, priceCents } = command;
  return [{ type: 'PackageCreated', data: { packageId, name, credits, demands, priceCents } }];
}

function updatePackage(
  command: Extract<PackageCommand, { type: 'UpdatePackage' }>,
  state: PackageState,
): PackageEvent[] {
  if (!isLive(state)) throw new DomainError('not_found', m.notFound);
  const { packageId } = command;
  const events: PackageEvent[] = [];
  if (command.name !== state.name)
    events.push({ type: 'PackageRenamed', data: { packageId, name: command.name, previousName: state.name } });
  events.push(
    ...situationChange<PackageEvent>(state, command.status, {
      activated: { type: 'PackageActivated', data: { packageId } },
      deactivated: { type: 'PackageDeactivated', data: { packageId } },
    }),
  );
  return events;
}

function deletePackage(
  command: Extract<PackageCommand, { type: 'DeletePackage' }>,
  state: PackageState,
): PackageEvent[] {
  if (!isLive(state)) throw new DomainError('not_found', m.notFound);
  return [{ type: 'PackageDeleted', data: { packageId: command.packageId } }];
}

/** A credit package: credits, demands and price are fixed at creation; only name and status change (spec §5). */
export const packageDecider: Decider<PackageState, PackageCommand, PackageEvent> = {
  initialState: () => ({ status: 'none', name: '' }),
  evolve,
  decide: decideByType<PackageState, PackageCommand, PackageEvent>({
    CreatePackage: createPackage,
    UpdatePackage: updatePackage,
    DeletePackage: deletePackage,
  }),
};
