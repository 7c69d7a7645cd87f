import { nrMessages } from '@conectasst/common/rules/nrRules';
import { serviceMessages } from '@conectasst/common/rules/serviceRules';
import { areaStream } from '@conectasst/events/schemas/areaEvents';
import { nrStream } from '@conectasst/events/schemas/nrEvents';
import { DomainError } from '@conectasst/common/rules/domainError';
import { areaDecider } from '../areas/businessLogic';
import type { CommandDeps } from '../infrastructure/commandContext';
import { nrDecider } from './businessLogic';
import type { NrState } from './nr';

/**
 * Checks against other aggregates' streams (the source of truth, not a read model that may lag behind a write the
 * admin made a moment ago). A record deleted between this check and the append is harmless: lists skip it.
 */
export async function assertAreaExists(
  deps: Pick<CommandDeps, 'commands'>,
  areaId: number,
  message: string = nrMessages.areaNotFound,
): Promise<void> {
  const { state } = await deps.commands.load(areaStream(areaId), areaDecider);
  if (state.status !== 'active' && state.status !== 'inactive') throw new DomainError('invalid', message);
}

/** The NRs' current states, failing when one of them does not exist. */
export async function loadExistingNrs(
  deps: Pick<CommandDeps, 'commands'>,
  nrIds: readonly number[],
  message: string,
): Promise<NrState[]> {
  return Promise.all(
    nrIds.map(async (id) => {
      const { state } = await deps.commands.load(nrStream(id), nrDecider);
      if (state.status !== 'active' && state.status !== 'inactive') throw new DomainError('invalid', message);
      return state;
    }),
  );
}

/** A service's area and NRs exist (a new service's NRs are active too: spec §4, the add form offers only those). */
export async function checkServiceCatalogue(
  deps: Pick<CommandDeps, 'commands'>,
  areaId: number,
  nrIds: readonly number[],
  options: { activeNrsOnly: boolean },
): Promise<void> {
  await assertAreaExists(deps, areaId, serviceMessages.areaNotFound);
  const nrs = await loadExistingNrs(deps, nrIds, serviceMessages.nrNotFound);
  if (options.activeNrsOnly && nrs.some((nr) => nr.status !== 'active'))
    throw new DomainError('invalid', serviceMessages.nrInactive);
}
