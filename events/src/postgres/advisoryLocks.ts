/**
 * Every PostgreSQL advisory-lock key of the system, in one place (ADR 0181; docs/write-side.sql lists them beside the
 * tables they guard). A key taken for unrelated work makes one wait on the other, so a new lock takes a new key here.
 *
 * Single-key locks (`pg_advisory_lock(bigint)`) and two-key locks (`pg_advisory_lock(int, int)`) are separate spaces
 * in PostgreSQL: `subjectKeysClass` does not meet `projectionCheckpointsSchema` although both are 7426002.
 */
export const advisoryLocks = {
  /** Serializes the event store's CREATE TABLE IF NOT EXISTS (events/src/postgres/schema.ts). */
  eventStoreSchema: 7426001,
  /** Serializes the projection checkpoints' migration (projections/src/checkpoints.ts). */
  projectionCheckpointsSchema: 7426002,
  /** Serializes the Kafka consumers' positions table (projections/src/kafka/kafkaProjectionRunner.ts). */
  kafkaProjectionPositionsSchema: 7426003,
  /**
   * Serializes two short CREATE TABLE IF NOT EXISTS: the relay's checkpoint (projections/src/kafka/relay.ts) and the
   * parked events (projections/src/parkedEvents.ts). Shared since both were written; harmless (each holds it for one
   * statement), kept so that processes of two versions still serialize with each other during a deploy.
   */
  kafkaRelayAndParkedEventsSchema: 7426004,
  /** Serializes the processes' checkpoints table (command-service/src/infrastructure/processCheckpoint.ts). */
  processCheckpointsSchema: 7426152,
  /** Seed of a projection's apply lock, `hashtextextended(<projection name>, seed)` (projections/src/runner.ts). */
  projectionApplySeed: 7426,
  /** Class of the relay's leadership lock, `(class, hashtext(<relay name>))`, held for the session (relay.ts). */
  kafkaRelayLeaderClass: 7426100,
  /** Class of the per-subject key locks, `(class, hashtext(subject))` (events/src/catalogue/keyStore.ts). */
  subjectKeysClass: 7426002,
} as const;
