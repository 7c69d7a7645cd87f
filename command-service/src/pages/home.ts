import type { EventOf } from '@conectasst/events/catalogue/defineEvent';
import type { HomeContentSaved } from '@conectasst/events/schemas/pageEvents';
import type { Decider } from '../infrastructure/decider';

export type HomeEvent = EventOf<typeof HomeContentSaved>;
export type HomeContentData = HomeEvent['data'];
export type HomeState = { saved: false } | { saved: true; content: HomeContentData };

export type HomeCommand = { type: 'SaveHome'; content: HomeContentData };

const same = (a: HomeContentData, b: HomeContentData) =>
  (Object.keys(a) as (keyof HomeContentData)[]).every((key) => a[key] === b[key]);

export function decideHome(command: HomeCommand, state: HomeState): HomeEvent[] {
  if (state.saved && same(state.content, command.content)) return [];
  return [{ type: 'HomeContentSaved', data: command.content }];
}

/** The home page's texts (Titulo, Sub-titulo, Sobre, Item 01–03): each save replaces them. */
export const homeDecider: Decider<HomeState, HomeCommand, HomeEvent> = {
  initialState: () => ({ saved: false }),
  evolve: (_state, event) => ({ saved: true, content: event.data }),
  decide: decideHome,
};
