import type { LogPosition } from '@conectasst/events/envelope';
import type { EventStore } from '@conectasst/events/eventStore';

/** How far a follower of the log (a read model, the relay) is behind the event store. */
export interface Lag {
  /** Events in the store after the follower's position (counted up to `cap`). */
  events: number;
  /** Age of the oldest event the follower has not passed yet; 0 when it is caught up. */
  seconds: number;
}

/** Stores that can count cheaply (PostgreSQL); the others are counted by reading up to a smaller cap. */
interface CountingStore {
  countAfter(from: LogPosition, cap: number): Promise<number>;
}
const canCount = (store: EventStore): store is EventStore & CountingStore =>
  typeof (store as Partial<CountingStore>).countAfter === 'function';

export async function lagBehind(
  store: EventStore,
  position: LogPosition,
  now: Date = new Date(),
  cap = 100_000,
): Promise<Lag> {
  const oldest = await store.readAll(position, 1);
  if (oldest.length === 0) return { events: 0, seconds: 0 };
  const events = canCount(store)
    ? await store.countAfter(position, cap)
    : (await store.readAll(position, Math.min(cap, 1_000))).length;
  return { events, seconds: Math.max(0, (now.getTime() - oldest[0]!.recordedAt.getTime()) / 1000) };
}
