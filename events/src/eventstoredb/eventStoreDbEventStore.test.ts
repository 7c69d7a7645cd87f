import { randomUUID } from 'node:crypto';
import { describeEventStoreContract } from '../contract/eventStoreContract';
import { EventStoreDbEventStore } from './eventStoreDbEventStore';

const url = process.env.EVENTSTOREDB_URL;

if (!url) {
  describe('EventStore contract: eventstoredb', () => {
    it.skip('skipped: EVENTSTOREDB_URL is not set (e.g. esdb://127.0.0.1:2113?tls=false runs the contract suite)', () => undefined);
  });
} else {
  // Every store gets its own namespace on the shared server, so each test starts from an empty log.
  describeEventStoreContract(
    `eventstoredb (${url})`,
    async () => {
      const store = new EventStoreDbEventStore({ connectionString: url, namespace: `t${randomUUID().replace(/-/g, '')}` });
      return { store, dispose: () => store.close() };
    },
    { writers: 8, eventsPerWriter: 50 },
  );
}
