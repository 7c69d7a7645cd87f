import { Partitioners } from 'kafkajs';
import type { Kafka, Producer } from 'kafkajs';
import pg from 'pg';
import type { LogPosition, RecordedEvent } from '@conectasst/events/envelope';
import { LOG_START, comparePositions, formatPosition } from '@conectasst/events/envelope';
import type { EventStore, Subscription } from '@conectasst/events/eventStore';
import type { Logger } from '../logger';
import { silentLogger } from '../logger';
import { DEFAULT_EVENTS_TOPIC, ensureTopic, toMessage, watermarkMessages } from './eventMessage';
import { advisoryLocks } from '@conectasst/events/postgres/advisoryLocks';

export const RELAY_SCHEMA = `
CREATE TABLE IF NOT EXISTS kafka_relay_checkpoints (
  name             text PRIMARY KEY,
  commit_position  bigint NOT NULL DEFAULT 0,
  prepare_position bigint NOT NULL DEFAULT 0,
  published        bigint NOT NULL DEFAULT 0,
  updated_at       timestamptz NOT NULL DEFAULT now()
);
COMMENT ON TABLE kafka_relay_checkpoints IS 'Last log position the Kafka relay has published (acknowledged by every in-sync replica).';
`;

/** Advisory lock key namespace for "only one active relay per name". */
const RELAY_LOCK_SPACE = advisoryLocks.kafkaRelayLeaderClass;

export interface RelayOptions {
  store: EventStore;
  kafka: Kafka;
  /** Connection string of the database holding the relay's checkpoint (and its advisory lock). */
  databaseUrl: string;
  topic?: string;
  /** Partitions of the topic when the relay creates it. */
  partitions?: number;
  /** Name of the relay (its checkpoint row and its lock); one active relay per name. */
  name?: string;
  batchSize?: number;
  /** How often a standby relay tries to take over. */
  standbyRetryMs?: number;
  logger?: Logger;
}

/**
 * Follows the `$all` feed from a durable checkpoint and publishes every event to one Kafka topic, at least once:
 * the checkpoint moves only after Kafka acknowledged the batch (acks = all), so a crash republishes at most the batch
 * in flight, and consumers drop the duplicates by global position. A session-level advisory lock lets only one relay
 * publish at a time; the others wait as standbys and take over when the active one's connection goes away.
 */
export class KafkaRelay {
  private readonly topic: string;
  private readonly name: string;
  private readonly logger: Logger;
  private lockClient: pg.Client | undefined;
  private producer: Producer | undefined;
  private subscription: Subscription | undefined;
  private stopping = false;
  private standbyTimer: NodeJS.Timeout | undefined;
  private activeResolve: (() => void) | undefined;
  readonly active: Promise<void>;
  private position: LogPosition = LOG_START;
  private publishedCount = 0;
  private partitions = 0;
  private stoppedResolve: ((reason: string) => void) | undefined;
  /** Resolves with the reason once the relay stopped, asked to or not (a lost database connection). */
  readonly stopped: Promise<string>;

  constructor(private readonly options: RelayOptions) {
    this.topic = options.topic ?? DEFAULT_EVENTS_TOPIC;
    this.name = options.name ?? 'default';
    this.logger = options.logger ?? silentLogger;
    this.active = new Promise((resolve) => (this.activeResolve = resolve));
    this.stopped = new Promise((resolve) => (this.stoppedResolve = resolve));
  }

  /** Starts; resolves at once. The relay publishes once it holds the lock (see `active`). */
  async start(): Promise<void> {
    this.lockClient = new pg.Client({
      connectionString: this.options.databaseUrl,
      application_name: 'conectasst-relay',
    });
    this.lockClient.on('error', (error) => {
      // Losing the lock's connection means another relay may take over: stop publishing at once.
      this.logger.error({ err: error }, 'relay lost its database connection; stopping');
      void this.stop('database connection lost');
    });
    await this.lockClient.connect();
    // Serialized: CREATE TABLE IF NOT EXISTS races when several relays start at once.
    await this.lockClient.query('SELECT pg_advisory_lock($1)', [advisoryLocks.kafkaRelayAndParkedEventsSchema]);
    try {
      await this.lockClient.query(RELAY_SCHEMA);
    } finally {
      await this.lockClient.query('SELECT pg_advisory_unlock($1)', [advisoryLocks.kafkaRelayAndParkedEventsSchema]);
    }
    await this.tryTakeOver();
  }

  private async tryTakeOver(): Promise<void> {
    if (this.stopping || !this.lockClient) return;
    const got = await this.lockClient.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_lock($1, hashtext($2)) AS locked',
      [RELAY_LOCK_SPACE, this.name],
    );
    if (!got.rows[0]?.locked) {
      this.standbyTimer = setTimeout(
        () => void this.tryTakeOver().catch((e) => this.logger.error({ err: e }, 'relay takeover failed')),
        this.options.standbyRetryMs ?? 1_000,
      );
      return;
    }
    await this.becomeActive();
  }

  private async becomeActive(): Promise<void> {
    const client = this.lockClient!;
    this.partitions = await ensureTopic(this.options.kafka, this.topic, this.options.partitions ?? 3);
    this.producer = this.options.kafka.producer({
      idempotent: true,
      maxInFlightRequests: 1,
      allowAutoTopicCreation: false,
      // kafkajs 2's default (murmur2 of the key, as the Java client); named to keep it and silence its start-up warning.
      createPartitioner: Partitioners.DefaultPartitioner,
    });
    await this.producer.connect();
    await client.query('INSERT INTO kafka_relay_checkpoints (name) VALUES ($1) ON CONFLICT (name) DO NOTHING', [
      this.name,
    ]);
    const row = await client.query<{ commit_position: string; prepare_position: string; published: string }>(
      'SELECT commit_position, prepare_position, published FROM kafka_relay_checkpoints WHERE name = $1',
      [this.name],
    );
    this.position = { commit: BigInt(row.rows[0]!.commit_position), prepare: BigInt(row.rows[0]!.prepare_position) };
    this.publishedCount = Number(row.rows[0]!.published);
    this.logger.info({ relay: this.name, topic: this.topic, from: formatPosition(this.position) }, 'relay active');
    if (this.stopping) return;
    this.subscription = this.options.store.subscribe(this.position, (events, upTo) => this.publish(events, upTo), {
      batchSize: this.options.batchSize ?? 500,
      onError: (error, attempt) =>
        this.logger.error({ err: error, attempt }, 'relay batch failed; retrying with backoff'),
    });
    this.activeResolve?.();
  }

  private async publish(events: RecordedEvent[], upTo: LogPosition): Promise<void> {
    if (this.stopping) throw new Error('relay stopped');
    if (comparePositions(upTo, this.position) > 0) {
      // The events, then a watermark in every partition (after the events of the same partition: Kafka keeps order there).
      await this.producer!.send({
        topic: this.topic,
        acks: -1,
        messages: [...events.map(toMessage), ...watermarkMessages(upTo, this.partitions)],
      });
      await this.lockClient!.query(
        `UPDATE kafka_relay_checkpoints SET commit_position = $2, prepare_position = $3, published = published + $4, updated_at = now()
          WHERE name = $1`,
        [this.name, upTo.commit.toString(), upTo.prepare.toString(), events.length],
      );
      this.position = upTo;
      this.publishedCount += events.length;
    }
  }

  /** Last position published and acknowledged. */
  checkpoint(): LogPosition {
    return this.position;
  }

  published(): number {
    return this.publishedCount;
  }

  /** Resolves once everything committed to the store before the call is published. */
  async caughtUp(): Promise<void> {
    await this.active;
    await this.subscription!.caughtUp();
  }

  /** True while this relay holds the lock and publishes. */
  isActive(): boolean {
    return this.subscription !== undefined && !this.stopping;
  }

  async stop(reason = 'stopped'): Promise<void> {
    if (this.stopping) return;
    this.stopping = true;
    if (this.standbyTimer) clearTimeout(this.standbyTimer);
    await this.subscription?.stop();
    await this.producer?.disconnect().catch(() => undefined);
    // Ending the session releases the advisory lock: a standby takes over.
    await this.lockClient?.end().catch(() => undefined);
    this.stoppedResolve?.(reason);
  }
}
