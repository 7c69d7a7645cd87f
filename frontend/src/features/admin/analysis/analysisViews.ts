import type { TimeTravelKind } from '@conectasst/common/api/timeTravel';
import { defineViews } from '../../../lib/adminCrud/defineViews';
import { getTimeTravel } from './analysisApi';

/** The analysis screens' data: a record as it was at a date or position, beside now. */
export const analysisViews = defineViews('analysis', {
  /** Nothing to load until the form names a record and a cut. */
  timeTravel: async (p: { kind: TimeTravelKind; id: string; at?: string; position?: string }) =>
    p.id && (p.at || p.position)
      ? (await getTimeTravel(p.kind, p.id, p.at ? { at: p.at } : { position: p.position })).data
      : null,
});
