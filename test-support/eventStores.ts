import { PostgresEventStore } from '@conectasst/events/postgres/postgresEventStore';
import { createTestDatabase } from './testDatabase';

/**
 * A fresh PostgreSQL event store in a database of its own, as the contract suite's factory wants it: on the test server
 * (DATABASE_URL) or on `serverUrl` (e.g. a container's). `dispose()` closes it and drops the database.
 */
export async function freshPostgresEventStore(
  serverUrl?: string,
): Promise<{ store: PostgresEventStore; dispose(): Promise<void> }> {
  const db = await createTestDatabase('es', serverUrl);
  const store = await PostgresEventStore.connect({ connectionString: db.url, poolSize: 24, pollIntervalMs: 50 });
  return {
    store,
    async dispose() {
      await store.close();
      await db.drop();
    },
  };
}
