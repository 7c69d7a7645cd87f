import { defineDecisions } from '../../../lib/adminCrud/defineDecisions';
import { readThrough, serverApi } from '../../../lib/serverState/api';
import type { ParkedFilter, ParkedTarget } from './parkedEventsApi';
import { getParkedEvents, ignoreParkedEvents, reprocessParkedEvents } from './parkedEventsApi';

/** The decision dialog's target: the chosen events, as JSON (a target is one string). */
export const parkedTarget = (items: ParkedTarget[]): string => JSON.stringify(items);
const chosen = (target: string) => JSON.parse(target) as ParkedTarget[];

/** "Eventos com falha" (ADR 0155): the list and the menu's count (ADR 0184). */
export const parkedEventsReads = serverApi.enhanceEndpoints({ addTagTypes: ['ParkedEvents'] }).injectEndpoints({
  endpoints: (build) => ({
    parkedEvents: build.query({
      queryFn: readThrough(async (p: { state: ParkedFilter; page: number }) => getParkedEvents(p.state, p.page)),
      providesTags: ['ParkedEvents'],
    }),
    /** How many events are still parked: the menu's badge, asked again with the list after each decision. */
    parkedOpenCount: build.query({
      queryFn: readThrough(async (_: void) => (await getParkedEvents('parked', 1)).open),
      providesTags: ['ParkedEvents'],
    }),
  }),
});

export const { useParkedEventsQuery, useParkedOpenCountQuery } = parkedEventsReads;

/** "Reprocessar" and "Ignorar". */
export const parkedEventsDecisions = defineDecisions(
  'parkedEvents',
  {
    reprocess: (target: string, note: string) => reprocessParkedEvents(chosen(target), note),
    ignore: (target: string, note: string) => ignoreParkedEvents(chosen(target), note),
  },
  ['ParkedEvents'],
);
