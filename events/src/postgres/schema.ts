import type { Pool, PoolClient } from 'pg';
import { advisoryLocks } from './advisoryLocks';

/**
 * The event store's tables. Idempotent: safe to run at every start.
 * `transaction_id` orders the $all feed: an event is delivered only once every transaction
 * older than its own has finished, so an event that commits late can never be skipped.
 */
export const EVENT_STORE_SCHEMA = `
CREATE TABLE IF NOT EXISTS streams (
  stream_id  text PRIMARY KEY,
  revision   integer NOT NULL CHECK (revision > 0)
);
COMMENT ON TABLE streams IS 'Current (last) revision per stream; 1-based.';

CREATE TABLE IF NOT EXISTS events (
  global_position bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  transaction_id  xid8 NOT NULL DEFAULT pg_current_xact_id(),
  event_id        uuid NOT NULL UNIQUE,
  stream_id       text NOT NULL,
  revision        integer NOT NULL CHECK (revision > 0),
  event_type      text NOT NULL,
  event_version   integer NOT NULL,
  data            jsonb NOT NULL,
  metadata        jsonb NOT NULL DEFAULT '{}'::jsonb,
  recorded_at     timestamptz NOT NULL DEFAULT now(),
  UNIQUE (stream_id, revision)
);
COMMENT ON COLUMN events.transaction_id IS 'Writing transaction; the $all feed is ordered by (transaction_id, global_position).';
CREATE INDEX IF NOT EXISTS events_log_order ON events (transaction_id, global_position);

CREATE TABLE IF NOT EXISTS subject_keys (
  subject_id  text PRIMARY KEY,
  wrapped_key bytea NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
COMMENT ON TABLE subject_keys IS 'One data key per data subject (crypto-shredding); deleting a row erases that person from every event.';

CREATE TABLE IF NOT EXISTS erased_subjects (
  subject_id text PRIMARY KEY,
  erased_at  timestamptz NOT NULL DEFAULT now()
);
`;

export async function migrateEventStore(db: Pool | PoolClient): Promise<void> {
  // Serialize concurrent migrations (several processes starting at once).
  const client = 'release' in db ? db : await db.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [advisoryLocks.eventStoreSchema]);
    try {
      await client.query(EVENT_STORE_SCHEMA);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [advisoryLocks.eventStoreSchema]);
    }
  } finally {
    if (!('release' in db)) (client as PoolClient).release();
  }
}
