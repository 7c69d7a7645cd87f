/** What the contract's case groups share: the fresh store of each case, an event, and a wait. */
import type { NewEvent } from '../envelope';
import type { EventStore } from '../eventStore';

export type CreateStore = () => Promise<{ store: EventStore; dispose(): Promise<void> }>;

export interface ContractOptions {
  /** Size of the concurrency proof: writers × events each (the issue asks for 20 × 200 on PostgreSQL). */
  writers: number;
  eventsPerWriter: number;
  /** Size of the multi-stream proof: writers × two-stream decisions each, on shared streams (default 20 × 50). */
  decisionWriters?: number;
  decisionsPerWriter?: number;
  /** False for an adapter whose `appendMany` takes one stream only: the multi-stream cases are skipped, the refusal checked. */
  atomicMultiStreamAppend?: boolean;
}

/**
 * Gives every case of the enclosing `describe` a fresh, empty store (made before the case, disposed after it).
 * Returns the accessor the cases call.
 */
export function freshStorePerCase(createStore: CreateStore): () => EventStore {
  let store: EventStore | undefined;
  let dispose: (() => Promise<void>) | undefined;
  beforeEach(async () => {
    ({ store, dispose } = await createStore());
  });
  afterEach(async () => {
    await dispose?.();
    store = undefined;
  });
  return () => {
    if (!store) throw new Error('the contract store is only available inside a case');
    return store;
  };
}

export const evt = (type: string, data: Record<string, unknown> = {}, id?: string): NewEvent => ({
  ...(id ? { id } : {}),
  type,
  version: 1,
  data,
  metadata: { userId: 'test' },
});

export async function until(check: () => boolean, timeoutMs = 30_000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting for condition');
    await new Promise((r) => setTimeout(r, 10));
  }
}
