import type { DecodedEvent } from '@conectasst/events/catalogue/eventCatalogue';
import type { LogPosition } from '@conectasst/events/envelope';
import { comparePositions, formatPosition, parsePosition } from '@conectasst/events/envelope';
import type { Decider } from '../infrastructure/decider';

/**
 * "Como estava em" (issue #40 item 3, ADR 0179): a stream folded by its own decider — the very `initialState` and
 * `evolve` the commands decide on, never a second fold written for the screen — up to a cut, beside the fold of the
 * whole stream, with the events in between.
 */
export type Cut = { at: Date } | { position: LogPosition } | { globalPosition: bigint };

/** `1234.56` (X-Position) or `789` (a global position). */
export function cutOfPosition(text: string): Cut | undefined {
  if (/^\d+$/.test(text)) return { globalPosition: BigInt(text) };
  const position = parsePosition(text);
  return position ? { position } : undefined;
}

export function isBeforeOrAtCut(
  event: Pick<DecodedEvent, 'recordedAt' | 'position' | 'globalPosition'>,
  cut: Cut,
): boolean {
  if ('at' in cut) return event.recordedAt.getTime() <= cut.at.getTime();
  if ('position' in cut) return comparePositions(event.position, cut.position) <= 0;
  return event.globalPosition <= cut.globalPosition;
}

export interface Snapshot<State> {
  revision: number;
  position: string | null;
  recordedAt: string | null;
  state: State;
}

export interface Travel<State> {
  asOf: Snapshot<State>;
  now: Snapshot<State>;
  /** The events after the cut, in stream order. */
  between: DecodedEvent[];
}

const snapshotOf = <State>(state: State, last: DecodedEvent | undefined): Snapshot<State> => ({
  revision: last?.revision ?? 0,
  position: last ? formatPosition(last.position) : null,
  recordedAt: last ? last.recordedAt.toISOString() : null,
  state,
});

/**
 * Folds `events` (one stream, in order) with the decider. A stream's events are in log order, so the events up to
 * the cut are a prefix: the state as of the cut is the fold of that prefix, and the state now continues the same fold.
 */
export function travel<State, Event extends { type: string; data: unknown }>(
  events: readonly DecodedEvent[],
  decider: Pick<Decider<State, unknown, Event>, 'initialState' | 'evolve'>,
  cut: Cut,
): Travel<State> {
  const split = events.findIndex((e) => !isBeforeOrAtCut(e, cut));
  const upTo = split < 0 ? events.length : split;
  let state = decider.initialState();
  for (const event of events.slice(0, upTo))
    state = decider.evolve(state, { type: event.type, data: event.data } as Event);
  const asOf = snapshotOf(state, events[upTo - 1]);
  for (const event of events.slice(upTo))
    state = decider.evolve(state, { type: event.type, data: event.data } as Event);
  return { asOf, now: snapshotOf(state, events.at(-1)), between: events.slice(upTo) };
}

/** A decider's state as JSON: maps become objects, sets become lists (the wallet keeps both). */
export function stateAsJson(value: unknown): unknown {
  if (value instanceof Map) return Object.fromEntries([...value].map(([k, v]) => [String(k), stateAsJson(v)]));
  if (value instanceof Set) return [...value].map(stateAsJson);
  if (Array.isArray(value)) return value.map(stateAsJson);
  if (value instanceof Date) return value.toISOString();
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, stateAsJson(v)]),
    );
  return value;
}
