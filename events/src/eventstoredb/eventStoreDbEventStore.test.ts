import { randomUUID } from 'node:crypto';
import { MultiStreamAppendUnsupported } from '../errors';
import { describeEventStoreContract } from '../contract/eventStoreContract';
import { EventStoreDbEventStore } from './eventStoreDbEventStore';

const url = process.env.EVENTSTOREDB_URL;

if (!url) {
  describe('EventStore contract: eventstoredb', () => {
    it.skip('skipped: EVENTSTOREDB_URL is not set (e.g. esdb://127.0.0.1:2113?tls=false runs the contract suite)', () => undefined);
  });
}

describe('EventStoreDB adapter without a server', () => {
  it('declares no atomic multi-stream append and refuses two streams before calling the server (ADR 0119)', async () => {
    // Nothing listens on port 1: a call that reached the server would fail with a connection error instead.
    const store = new EventStoreDbEventStore({ connectionString: 'esdb://127.0.0.1:1?tls=false' });
    try {
      expect(store.supportsAtomicMultiStreamAppend).toBe(false);
      const attempt = store.appendMany([
        { streamId: 'wallet-1', events: [{ type: 'CreditsSpent', version: 1, data: {} }], expectedRevision: 1 },
        { streamId: 'demand-1', events: [{ type: 'ProviderSubscribed', version: 1, data: {} }], expectedRevision: 2 },
      ]);
      await expect(attempt).rejects.toBeInstanceOf(MultiStreamAppendUnsupported);
      await expect(attempt).rejects.toMatchObject({ streamIds: ['wallet-1', 'demand-1'] });
    } finally {
      await store.close();
    }
  });
});

if (url) {
  // Every store gets its own namespace on the shared server, so each test starts from an empty log.
  describeEventStoreContract(
    `eventstoredb (${url})`,
    async () => {
      const store = new EventStoreDbEventStore({ connectionString: url, namespace: `t${randomUUID().replace(/-/g, '')}` });
      return { store, dispose: () => store.close() };
    },
    { writers: 8, eventsPerWriter: 50, atomicMultiStreamAppend: false },
  );
}
