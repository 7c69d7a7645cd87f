import type { Pool } from 'pg';
import { accountMessages as m } from '@conectasst/common/rules/accountRules';
import { DomainError } from '@conectasst/common/rules/domainError';

/** Only visible (active) areas, and visible NRs of the chosen areas, may be part of a provider's profile. */
export async function checkCatalogueChoices(readPool: Pool, areaIds: number[], nrIds: number[]): Promise<void> {
  if (areaIds.length > 0) {
    const areas = await readPool.query<{ id: number }>('SELECT id FROM areas WHERE status AND id = ANY($1::int[])', [areaIds]);
    if (areas.rows.length !== areaIds.length) throw new DomainError('invalid', m.unknownArea);
  }
  if (nrIds.length > 0) {
    const nrs = await readPool.query<{ id: number }>('SELECT id FROM nrs WHERE status AND id = ANY($1::int[]) AND area_id = ANY($2::int[])', [nrIds, areaIds]);
    if (nrs.rows.length !== nrIds.length) throw new DomainError('invalid', m.unknownNr);
  }
}
