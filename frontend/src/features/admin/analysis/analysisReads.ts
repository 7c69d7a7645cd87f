import type { TimeTravelKind } from '@conectasst/common/api/timeTravel';
import { readThrough, serverApi } from '../../../lib/serverState/api';
import { getTimeTravel } from './analysisApi';

/** The analysis screens' reads (ADR 0184): a record as it was at a date or position, beside now. */
export const analysisReads = serverApi.injectEndpoints({
  endpoints: (build) => ({
    /** Nothing to load until the form names a record and a cut. */
    timeTravel: build.query({
      queryFn: readThrough(async (p: { kind: TimeTravelKind; id: string; at?: string; position?: string }) =>
        p.id && (p.at || p.position)
          ? (await getTimeTravel(p.kind, p.id, p.at ? { at: p.at } : { position: p.position })).data
          : null,
      ),
    }),
  }),
});

export const { useTimeTravelQuery } = analysisReads;
