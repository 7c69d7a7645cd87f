import { accountMessages as m } from '@conectasst/common/rules/accountRules';
import { DomainError } from '@conectasst/common/rules/domainError';
import type { ReadModelLookups } from '../readModelLookups';

/** Only visible (active) areas, and visible NRs of the chosen areas, may be part of a provider's profile. */
export async function checkCatalogueChoices(
  lookups: Pick<ReadModelLookups, 'activeAreaIds' | 'activeNrIdsOfAreas'>,
  areaIds: number[],
  nrIds: number[],
): Promise<void> {
  if (areaIds.length > 0) {
    const areas = await lookups.activeAreaIds(areaIds);
    if (areas.length !== areaIds.length) throw new DomainError('invalid', m.unknownArea);
  }
  if (nrIds.length > 0) {
    const nrs = await lookups.activeNrIdsOfAreas(nrIds, areaIds);
    if (nrs.length !== nrIds.length) throw new DomainError('invalid', m.unknownNr);
  }
}
