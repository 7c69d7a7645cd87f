import type { Consumer, Kafka } from 'kafkajs';
import type { Pool } from 'pg';
import type { LogPosition } from '@conectasst/events/envelope';
import { comparePositions } from '@conectasst/events/envelope';
import type { EventStore } from '@conectasst/events/eventStore';
import type { Logger } from '../logger';
import { silentLogger } from '../logger';
import type { EventDecoder, Projection } from '../projection';
import { liveTables } from '../projection';
import { ProjectionRunner, inTransaction } from '../runner';
import { PARK_AFTER_FAILURES, applyOneByOne, isTransientFailure, parkedLogFields } from '../parkedEvents';
import type { TopicItem } from './eventMessage';
import { DEFAULT_EVENTS_TOPIC, ensureTopic, fromTopicMessage } from './eventMessage';
import { advisoryLocks } from '@conectasst/events/postgres/advisoryLocks';

export const KAFKA_POSITIONS_SCHEMA = `
CREATE TABLE IF NOT EXISTS kafka_projection_positions (
  projection       text NOT NULL,
  topic            text NOT NULL,
  kafka_partition  integer NOT NULL,
  commit_position  bigint NOT NULL DEFAULT 0,
  prepare_position bigint NOT NULL DEFAULT 0,
  kafka_offset     bigint NOT NULL DEFAULT -1,
  updated_at       timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (projection, topic, kafka_partition)
);
COMMENT ON TABLE kafka_projection_positions IS
  'Log position each read model applied per Kafka partition, written in the same transaction as its rows; the relay keeps log order within a partition, so anything at or before it is a duplicate.';
`;

export interface KafkaRunnerOptions {
  kafka: Kafka;
  pool: Pool;
  decoder: EventDecoder;
  projections: readonly Projection[];
  /** Used only to create the read-model tables (the same migration as the store-fed runner). */
  store: EventStore;
  topic?: string;
  /** Partitions of the topic when this runner creates it (the relay may create it first). */
  partitions?: number;
  /** Consumer group per projection: `<groupPrefix><projection name>`. */
  groupPrefix?: string;
  logger?: Logger;
  /** Called right after a batch's read-model transaction committed, with the number of events applied (tests and metrics). */
  onApplied?: (projection: string, applied: number) => void;
  /** Failures of one batch before its failing events are parked (ADR 0155); 5 by default. */
  parkAfter?: number;
  /** Called once per event parked (metrics). */
  onParked?: (projection: string, eventType: string) => void;
}

/**
 * Feeds read models from the Kafka topic the relay fills, instead of the store subscription. One consumer group per
 * projection, so the members of a group share the topic's partitions. Each batch (one partition) is applied in one
 * transaction together with that partition's position; events at or before it are skipped (idempotent by global
 * position); the Kafka offset is committed only after that transaction committed. A rebalance therefore at worst
 * redelivers a batch, which the stored position filters out; two members racing on one partition during a
 * rebalance serialize on the position row's lock.
 *
 * Order across partitions is not kept: a projection fed this way must fold each stream on its own (as every
 * projection keyed by its stream's entity does).
 */
export class KafkaProjectionRunner {
  private readonly consumers: Consumer[] = [];
  private readonly topic: string;
  private readonly logger: Logger;
  /** Consecutive failures of the batch at the head of each (projection, partition), with the last error. */
  private readonly failures = new Map<string, { count: number; error: unknown }>();

  constructor(private readonly options: KafkaRunnerOptions) {
    this.topic = options.topic ?? DEFAULT_EVENTS_TOPIC;
    this.logger = options.logger ?? silentLogger;
  }

  async start(): Promise<void> {
    const { pool, projections, decoder, store } = this.options;
    await new ProjectionRunner({ store, pool, decoder, projections }).migrate();
    // Serialized: CREATE TABLE IF NOT EXISTS races when several consumers start at once.
    await inTransaction(pool, async (client) => {
      await client.query('SELECT pg_advisory_xact_lock($1)', [advisoryLocks.kafkaProjectionPositionsSchema]);
      await client.query(KAFKA_POSITIONS_SCHEMA);
    });
    // One position row per partition from the start, so read-your-writes sees every partition (none is skipped).
    // A read model built so far by the store-fed runner goes on from its checkpoint: nothing up to it is applied twice.
    const partitions = await ensureTopic(this.options.kafka, this.topic, this.options.partitions ?? 3);
    for (const projection of projections) {
      await pool.query(
        `INSERT INTO kafka_projection_positions (projection, topic, kafka_partition, commit_position, prepare_position)
         SELECT $1, $2, p, coalesce(c.commit_position, 0), coalesce(c.prepare_position, 0)
           FROM generate_series(0, $3::int - 1) p LEFT JOIN projection_checkpoints c ON c.name = $1
         ON CONFLICT DO NOTHING`,
        [projection.name, this.topic, partitions],
      );
    }
    for (const projection of projections) {
      const consumer = this.options.kafka.consumer({
        groupId: `${this.options.groupPrefix ?? 'conectasst-projection-'}${projection.name}`,
        sessionTimeout: 10_000,
        heartbeatInterval: 1_000,
        retry: { retries: Number.MAX_SAFE_INTEGER, initialRetryTime: 200, maxRetryTime: 5_000 },
      });
      this.consumers.push(consumer);
      consumer.on(consumer.events.GROUP_JOIN, (e) =>
        this.logger.info(
          { projection: projection.name, assignment: e.payload.memberAssignment },
          'kafka partitions assigned',
        ),
      );
      await consumer.connect();
      await consumer.subscribe({ topic: this.topic, fromBeginning: true });
      await consumer.run({
        autoCommit: false,
        eachBatchAutoResolve: false,
        eachBatch: async ({ batch, resolveOffset, heartbeat, isRunning, isStale }) => {
          if (batch.messages.length === 0 || !isRunning() || isStale()) return;
          const items = batch.messages.map((m) => fromTopicMessage(m));
          const last = batch.messages[batch.messages.length - 1]!;
          // Kafka redelivers a failed batch (the consumer's retry backs off); after `parkAfter` failures that are not
          // the environment's, the batch is applied one event at a time and the failing events are parked (ADR 0155).
          const key = `${projection.name}/${batch.partition}`;
          const failed = this.failures.get(key);
          const parkAt =
            failed &&
            failed.count >= (this.options.parkAfter ?? PARK_AFTER_FAILURES) &&
            !isTransientFailure(failed.error)
              ? failed.count
              : 0;
          let applied: number;
          try {
            applied = await this.applyBatch(projection, batch.partition, items, BigInt(last.offset), parkAt);
            this.failures.delete(key);
          } catch (error) {
            this.failures.set(key, { count: (failed?.count ?? 0) + 1, error });
            this.logger.warn(
              {
                err: error,
                projection: projection.name,
                partition: batch.partition,
                attempt: (failed?.count ?? 0) + 1,
              },
              'kafka projection batch failed; retrying',
            );
            throw error;
          }
          // Reported as soon as the read-model transaction committed: the offset commit below can throw during a
          // rebalance, and the redelivered batch is then filtered out by position (applied once, reported once).
          this.options.onApplied?.(projection.name, applied);
          resolveOffset(last.offset);
          // After the read-model transaction: a crash in between redelivers the batch, which the position filters out.
          await consumer.commitOffsets([
            { topic: batch.topic, partition: batch.partition, offset: (BigInt(last.offset) + 1n).toString() },
          ]);
          await heartbeat();
        },
      });
    }
  }

  private async applyBatch(
    projection: Projection,
    partition: number,
    items: TopicItem[],
    lastOffset: bigint,
    parkAt: number,
  ): Promise<number> {
    const wanted = new Set(projection.eventTypes);
    const parked: Awaited<ReturnType<typeof applyOneByOne>> = [];
    const applied = await inTransaction(this.options.pool, async (client) => {
      await client.query(
        `INSERT INTO kafka_projection_positions (projection, topic, kafka_partition) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
        [projection.name, this.topic, partition],
      );
      const row = await client.query<{ commit_position: string; prepare_position: string }>(
        `SELECT commit_position, prepare_position FROM kafka_projection_positions
          WHERE projection = $1 AND topic = $2 AND kafka_partition = $3 FOR UPDATE`,
        [projection.name, this.topic, partition],
      );
      let stored: LogPosition = {
        commit: BigInt(row.rows[0]!.commit_position),
        prepare: BigInt(row.rows[0]!.prepare_position),
      };
      const fresh = [];
      for (const { event, position } of items) {
        // Strictly increasing within a partition; anything else is a redelivery or a republished duplicate.
        if (comparePositions(position, stored) <= 0) continue;
        stored = position;
        if (event && wanted.has(event.type)) fresh.push(event);
      }
      if (parkAt > 0)
        parked.push(
          ...(await applyOneByOne(client, projection, liveTables(projection), fresh, this.options.decoder, parkAt)),
        );
      else if (fresh.length > 0)
        await projection.apply(client, await this.options.decoder.decodeMany(fresh), liveTables(projection));
      await client.query(
        `UPDATE kafka_projection_positions SET commit_position = $4, prepare_position = $5, kafka_offset = GREATEST(kafka_offset, $6), updated_at = now()
          WHERE projection = $1 AND topic = $2 AND kafka_partition = $3`,
        [
          projection.name,
          this.topic,
          partition,
          stored.commit.toString(),
          stored.prepare.toString(),
          lastOffset.toString(),
        ],
      );
      return fresh.length - parked.length;
    });
    for (const { event, error } of parked) {
      this.logger.error(
        parkedLogFields(projection.name, event, error),
        'event parked: the projection goes on without it (Eventos com falha)',
      );
      this.options.onParked?.(projection.name, event.type);
    }
    return applied;
  }

  async stop(): Promise<void> {
    await Promise.all(this.consumers.splice(0).map((c) => c.disconnect().catch(() => undefined)));
  }
}
