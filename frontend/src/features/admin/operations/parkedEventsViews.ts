import { defineViews } from '../../../lib/adminCrud/defineViews';
import type { ParkedFilter, ParkedTarget } from './parkedEventsApi';
import { getParkedEvents, ignoreParkedEvents, reprocessParkedEvents } from './parkedEventsApi';

/** The decision dialog's target: the chosen events, as JSON (a target is one string). */
export const parkedTarget = (items: ParkedTarget[]): string => JSON.stringify(items);
const chosen = (target: string) => JSON.parse(target) as ParkedTarget[];

/** "Eventos com falha" (ADR 0155): the list, the menu's count, "Reprocessar" and "Ignorar". */
export const parkedEventsViews = defineViews(
  'parkedEvents',
  {
    list: async (p: { state: ParkedFilter; page: number }) => getParkedEvents(p.state, p.page),
    /** How many events are still parked: the menu's badge. */
    openCount: async (_p: Record<string, never>) => (await getParkedEvents('parked', 1)).open,
  },
  {
    reprocess: (target: string, note: string) => reprocessParkedEvents(chosen(target), note),
    ignore: (target: string, note: string) => ignoreParkedEvents(chosen(target), note),
  },
);
