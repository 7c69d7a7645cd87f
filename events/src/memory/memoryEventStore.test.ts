import { describeEventStoreContract } from '../contract/eventStoreContract';
import { MemoryEventStore } from './memoryEventStore';

describeEventStoreContract('memory', async () => {
  const store = new MemoryEventStore();
  return { store, dispose: () => store.close() };
});
