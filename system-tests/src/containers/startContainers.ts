/**
 * KurrentDB, Kafka and PostgreSQL as throwaway containers (testcontainers; ADR 0131). Loaded only by a suite that found
 * a Docker engine (test-support/dockerEngine.ts): without one nothing here is imported.
 */
import { KafkaContainer } from '@testcontainers/kafka';
import { PostgreSqlContainer } from '@testcontainers/postgresql';
import { GenericContainer, Wait } from 'testcontainers';
import type { StartedTestContainer } from 'testcontainers';

export interface ContainerImages {
  kurrentdb: string;
  kafka: string;
  postgres: string;
}

export interface StartedContainers {
  /** `kurrentdb://host:port?tls=false` (`@kurrent/kurrentdb-client`; the older `esdb://` scheme still works, with a deprecation warning). */
  eventStoreDbUrl: string;
  /** `host:port` of the broker's listener for the host. */
  kafkaBrokers: string;
  /** A superuser's URL of the container's server (its default database). */
  postgresUrl: string;
  stop(): Promise<void>;
}

const KURRENTDB_PORT = 2113;
const KAFKA_HOST_PORT = 9093;

/** A single insecure node with its log in memory; EventStoreDB images read EVENTSTORE_*, KurrentDB's KURRENTDB_*. */
function kurrentDb(image: string): GenericContainer {
  const prefix = /eventstore/i.test(image) ? 'EVENTSTORE' : 'KURRENTDB';
  return new GenericContainer(image)
    .withExposedPorts(KURRENTDB_PORT)
    .withEnvironment({
      [`${prefix}_CLUSTER_SIZE`]: '1',
      [`${prefix}_INSECURE`]: 'true',
      [`${prefix}_MEM_DB`]: 'true',
      [`${prefix}_RUN_PROJECTIONS`]: 'None',
      [`${prefix}_TELEMETRY_OPTOUT`]: 'true',
    })
    .withWaitStrategy(
      Wait.forHttp('/health/live', KURRENTDB_PORT).forStatusCodeMatching((status) => status >= 200 && status < 300),
    )
    .withStartupTimeout(180_000);
}

/** Starts the three at once; if one fails, the others are stopped before the error is thrown. */
export async function startContainers(images: ContainerImages): Promise<StartedContainers> {
  const starting = [
    kurrentDb(images.kurrentdb).start(),
    new KafkaContainer(images.kafka).withKraft().start(),
    new PostgreSqlContainer(images.postgres)
      .withDatabase('conectasst')
      .withUsername('conectasst')
      .withPassword('conectasst')
      .start(),
  ] as const;
  const settled = await Promise.allSettled(starting);
  const started = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value as StartedTestContainer] : []));
  const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) {
    await Promise.all(started.map((c) => c.stop().catch(() => undefined)));
    throw failed.reason;
  }
  const [kurrent, kafka, postgres] = await Promise.all(starting);
  return {
    eventStoreDbUrl: `kurrentdb://${kurrent.getHost()}:${kurrent.getMappedPort(KURRENTDB_PORT)}?tls=false`,
    kafkaBrokers: `${kafka.getHost()}:${kafka.getMappedPort(KAFKA_HOST_PORT)}`,
    postgresUrl: postgres.getConnectionUri(),
    async stop() {
      await Promise.all([kurrent.stop(), kafka.stop(), postgres.stop()]);
    },
  };
}
