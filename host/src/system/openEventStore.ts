import type pg from 'pg';
import type { EventStore } from '@conectasst/events/eventStore';
import { PostgresEventStore, createPool } from '@conectasst/events/postgres/postgresEventStore';
import { migrateEventStore } from '@conectasst/events/postgres/schema';

/**
 * The log: PostgreSQL, or EventStoreDB/KurrentDB when its URL is set. The pool is the write side's PostgreSQL either
 * way (beside EventStoreDB it keeps the personal-data keys and the id allocations, and is ours to close).
 */
export async function openEventStore(
  eventStoreDbUrl: string | undefined,
  databaseUrl: string,
): Promise<{ store: EventStore; pool: pg.Pool; ownsPool: boolean }> {
  if (eventStoreDbUrl) {
    // Loaded only when used: the gRPC client weighs on every process's start-up.
    const { EventStoreDbEventStore } = await import('@conectasst/events/eventstoredb/eventStoreDbEventStore');
    const pool = createPool(databaseUrl, 20);
    await migrateEventStore(pool);
    // connect asks the server once whether it appends to several streams atomically (KurrentDB 25.1+, ADR 0138), so the
    // first subscription is already one decision; an unreachable server leaves the answer to be asked again later.
    return { store: await EventStoreDbEventStore.connect({ connectionString: eventStoreDbUrl }), pool, ownsPool: true };
  }
  const store = await PostgresEventStore.connect({ connectionString: databaseUrl, poolSize: 20 });
  return { store, pool: store.pool, ownsPool: false };
}
