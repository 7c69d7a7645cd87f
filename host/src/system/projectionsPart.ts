import { Kafka, logLevel } from 'kafkajs';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { EventCatalogue } from '@conectasst/events/catalogue/eventCatalogue';
import type { EventStore } from '@conectasst/events/eventStore';
import { allProjections } from '@conectasst/projections/allProjections';
import type { ProjectionFeed, SharedConsistencyWaiter } from '@conectasst/projections/consistency';
import { CheckpointPollingWaiter, STORE_FEED } from '@conectasst/projections/consistency';
import { KafkaProjectionRunner } from '@conectasst/projections/kafka/kafkaProjectionRunner';
import type { RebuildReading } from '@conectasst/projections/projection';
import { ProjectionRunner } from '@conectasst/projections/runner';

export interface ProjectionsPart {
  runner: ProjectionRunner;
  /** Set when this process feeds its projections from Kafka. */
  kafkaRunner?: KafkaProjectionRunner;
  kafkaClient?: Kafka;
  feed: ProjectionFeed;
  /** Read-your-writes: one shared waiter per process (ADR 0113). */
  waiter: SharedConsistencyWaiter;
}

/**
 * The projections of this process, started when it hosts them (from the store's one log reader, or from the relay's
 * Kafka topic when `kafka` is given), and the read-your-writes waiter every process needs: woken in memory when this
 * process runs the store-fed projections, otherwise one poll loop over their stored positions while anything waits.
 */
export async function startProjectionsPart(options: {
  store: EventStore;
  readPool: pg.Pool;
  catalogue: EventCatalogue;
  logger: Logger;
  service: string;
  kafka: { brokers: string[]; topic: string } | undefined;
  hostsProjections: boolean;
  /** Where the runner's rebuilds read and decode the log (ADR 0150); on the runner's thread without it. */
  rebuildReading?: RebuildReading;
}): Promise<ProjectionsPart> {
  const { store, readPool, catalogue, logger, service, kafka, hostsProjections, rebuildReading } = options;
  const runner = new ProjectionRunner({
    store,
    pool: readPool,
    decoder: catalogue,
    projections: allProjections,
    logger,
    ...(rebuildReading ? { rebuildReading } : {}),
  });
  const feed: ProjectionFeed = kafka ? { kind: 'kafka', topic: kafka.topic } : STORE_FEED;
  const kafkaClient = kafka
    ? new Kafka({
        clientId: `conectasst-${service}`,
        brokers: kafka.brokers,
        logLevel: logLevel.WARN,
        retry: { retries: 10, initialRetryTime: 200, maxRetryTime: 5_000 },
      })
    : undefined;
  let kafkaRunner: KafkaProjectionRunner | undefined;
  if (hostsProjections) {
    if (kafkaClient) {
      kafkaRunner = new KafkaProjectionRunner({
        kafka: kafkaClient,
        pool: readPool,
        decoder: catalogue,
        projections: allProjections,
        store,
        topic: kafka?.topic,
        logger,
      });
      await kafkaRunner.start();
    } else {
      await runner.start();
    }
  }
  const waiter: SharedConsistencyWaiter =
    hostsProjections && !kafkaRunner
      ? runner.consistency
      : new CheckpointPollingWaiter(readPool, runner.projectionNames(), 10, feed);
  return { runner, ...(kafkaRunner ? { kafkaRunner } : {}), ...(kafkaClient ? { kafkaClient } : {}), feed, waiter };
}
