import type { EventOf } from '@conectasst/events/catalogue/defineEvent';
import type { packageEvents } from '@conectasst/events/schemas/packageEvents';
import { packageMessages as m } from '@conectasst/common/rules/packageRules';
import { DomainError } from '@conectasst/common/rules/domainError';
import type { Decider } from '../infrastructure/decider';

export type PackageEvent = EventOf<(typeof packageEvents)[number]>;

export interface PackageState {
  status: 'none' | 'active' | 'inactive' | 'deleted';
  name: string;
}

export type PackageCommand =
  | { type: 'CreatePackage'; packageId: number; name: string; credits: number; demands: number; priceCents: number }
  | { type: 'UpdatePackage'; packageId: number; name: string; status: boolean }
  | { type: 'DeletePackage'; packageId: number };

const exists = (s: PackageState) => s.status === 'active' || s.status === 'inactive';

function evolve(state: PackageState, event: PackageEvent): PackageState {
  switch (event.type) {
    case 'PackageCreated':
      return { status: 'active', name: event.data.name };
    case 'PackageRenamed':
      return { ...state, name: event.data.name };
    case 'PackageActivated':
      return { ...state, status: 'active' };
    case 'PackageDeactivated':
      return { ...state, status: 'inactive' };
    case 'PackageDeleted':
      return { ...state, status: 'deleted' };
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

function decide(command: PackageCommand, state: PackageState): PackageEvent[] {
  switch (command.type) {
    case 'CreatePackage': {
      if (state.status !== 'none') throw new DomainError('conflict', 'Este pacote já existe.');
      const { packageId, name, credits, demands, priceCents } = command;
      return [{ type: 'PackageCreated', data: { packageId, name, credits, demands, priceCents } }];
    }
    case 'UpdatePackage': {
      if (!exists(state)) throw new DomainError('not_found', m.notFound);
      const events: PackageEvent[] = [];
      if (command.name !== state.name) events.push({ type: 'PackageRenamed', data: { packageId: command.packageId, name: command.name, previousName: state.name } });
      if (command.status && state.status === 'inactive') events.push({ type: 'PackageActivated', data: { packageId: command.packageId } });
      if (!command.status && state.status === 'active') events.push({ type: 'PackageDeactivated', data: { packageId: command.packageId } });
      return events;
    }
    case 'DeletePackage':
      if (!exists(state)) throw new DomainError('not_found', m.notFound);
      return [{ type: 'PackageDeleted', data: { packageId: command.packageId } }];
    default: {
      const unhandled: never = command;
      return unhandled;
    }
  }
}

/** A credit package: credits, demands and price are fixed at creation; only name and status change (spec §5). */
export const packageDecider: Decider<PackageState, PackageCommand, PackageEvent> = {
  initialState: () => ({ status: 'none', name: '' }),
  evolve,
  decide,
};
