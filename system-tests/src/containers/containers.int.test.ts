/**
 * The real servers, where a Docker engine answers (ADR 0131): testcontainers starts KurrentDB (EventStoreDB's
 * successor), a Kafka broker (KRaft) and PostgreSQL, and on them runs
 *   1. the multi-process topology (multiProcessTopology.ts): command-service, query-service, projections and the
 *      relay as separate processes with the log in KurrentDB (EVENTSTOREDB_URL), the read models in the PostgreSQL
 *      container and the projections fed through the Kafka container; a demand filed and confirmed, a provider's
 *      subscription unlocking the contact (KurrentDB 25.1+ appends the subscription's two streams at once, ADR 0138);
 *   2. the event-store contract suite on KurrentDB, its atomic multi-stream append included (the adapter uses the
 *      server's `multiStreamAppend`, which the image must have: KurrentDB 25.1 or later, ADR 0138);
 *   3. the event-store contract suite on the PostgreSQL container, its atomic multi-stream append included.
 * Without an engine it is one skip line: the probe looks where testcontainers looks and, only when something is there,
 * asks testcontainers itself in a child process with a timeout (test-support/dockerEngine.ts). Images can be changed
 * with CONTAINERS_KURRENTDB_IMAGE, CONTAINERS_KAFKA_IMAGE and CONTAINERS_POSTGRES_IMAGE (docs/operations.md).
 */
import childProcess from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describeEventStoreContract } from '@conectasst/events/contract/eventStoreContract';
import type { EventStoreDbEventStore } from '@conectasst/events/eventstoredb/eventStoreDbEventStore';
import { dockerEngineCandidates, probeDockerEngine } from '../../../test-support/dockerEngine';
import { freshPostgresEventStore } from '../../../test-support/eventStores';
import { NGINX } from '../scaleout/gateway';
import { describeMultiProcessTopology } from '../scaleout/multiProcessTopology';
import type { ContainerImages, StartedContainers } from './startContainers';

const images: ContainerImages = {
  kurrentdb:
    process.env.CONTAINERS_KURRENTDB_IMAGE ??
    (process.arch === 'arm64'
      ? 'kurrentplatform/kurrentdb:25.1.3-experimental-arm64-8.0-jammy'
      : 'kurrentplatform/kurrentdb:25.1.3'),
  kafka: process.env.CONTAINERS_KAFKA_IMAGE ?? 'confluentinc/cp-kafka:7.9.0',
  postgres: process.env.CONTAINERS_POSTGRES_IMAGE ?? 'postgres:15-alpine',
};

const engine = probeDockerEngine();
const title = 'KurrentDB, Kafka and PostgreSQL in containers (testcontainers)';

describe('the Docker engine probe that decides whether the containers run (test-support/dockerEngine.ts)', () => {
  let home: string;
  beforeEach(() => {
    home = mkdtempSync(path.join(os.tmpdir(), 'conectasst-docker-probe-'));
  });
  afterEach(() => {
    jest.restoreAllMocks();
    rmSync(home, { recursive: true, force: true });
  });

  it('given no DOCKER_HOST, no ~/.testcontainers.properties and no docker.sock, answers no with the reason, starting no process', () => {
    const spawn = jest.spyOn(childProcess, 'spawnSync');
    const answer = probeDockerEngine({ env: {}, home, exists: () => false });
    expect(answer).toEqual({
      available: false,
      reason: 'no Docker engine (DOCKER_HOST is unset, no docker.sock, no ~/.testcontainers.properties)',
    });
    expect(spawn).not.toHaveBeenCalled();
  });

  it('looks where testcontainers looks, in its order: the properties file, DOCKER_HOST, the system socket, the rootless sockets', () => {
    const properties = path.join(home, '.testcontainers.properties');
    writeFileSync(
      properties,
      'tc.host=tcp://127.0.0.1:2376\ndocker.host = unix:///srv/docker.sock\nryuk.disabled=true\n',
    );
    const rootless = path.join(home, '.docker', 'run', 'docker.sock');
    const present = new Set([properties, '/var/run/docker.sock', rootless]);
    expect(
      dockerEngineCandidates({
        env: { DOCKER_HOST: 'tcp://127.0.0.1:2375' },
        home,
        exists: (file) => present.has(file),
      }),
    ).toEqual([
      'tcp://127.0.0.1:2376',
      'unix:///srv/docker.sock',
      'tcp://127.0.0.1:2375',
      'unix:///var/run/docker.sock',
      `unix://${rootless}`,
    ]);
  });

  it('given an engine address that takes connections and never answers, answers no once its timeout has passed (no hang)', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = silent.address() as AddressInfo;
      const answer = probeDockerEngine({
        timeoutMs: 1_500,
        env: { PATH: process.env.PATH, DOCKER_HOST: `tcp://127.0.0.1:${port}` },
        home,
        exists: () => false,
      });
      expect(answer).toEqual({
        available: false,
        reason: `the Docker engine at tcp://127.0.0.1:${port} did not answer within 1.5 s`,
      });
    } finally {
      silent.close();
    }
  });
});

if (!engine.available) {
  describe(title, () => {
    it.skip(`skipped: ${engine.reason}; with Docker this starts ${images.kurrentdb}, ${images.kafka} and ${images.postgres}`, () =>
      undefined);
  });
} else {
  describe(`${title}: Docker at ${engine.endpoint}`, () => {
    let containers: StartedContainers | undefined;
    const started = () => {
      if (!containers) throw new Error('the containers did not start (see the beforeAll error)');
      return containers;
    };

    /**
     * A store on the KurrentDB container, in a namespace of its own (each contract test starts from an empty log),
     * that has asked the server whether it appends to several streams atomically.
     */
    const kurrentStore = async (namespace = `t${randomUUID().replace(/-/g, '')}`): Promise<EventStoreDbEventStore> => {
      // Loaded here only: the gRPC client weighs on the start of every suite that imports this file.
      const { EventStoreDbEventStore } = await import('@conectasst/events/eventstoredb/eventStoreDbEventStore');
      return EventStoreDbEventStore.connect({ connectionString: started().eventStoreDbUrl, namespace });
    };

    beforeAll(async () => {
      const { startContainers } = await import('./startContainers');
      containers = await startContainers(images);
      // The HTTP health answers before the node is leader: wait until an append goes through.
      const warmup = await kurrentStore('warmup');
      try {
        for (let attempt = 1; ; attempt++) {
          try {
            await warmup.append(`ready-${randomUUID()}`, [{ type: 'Ready', version: 1, data: {} }], 'no_stream');
            break;
          } catch (error) {
            if (attempt >= 120) throw error;
            await new Promise((r) => setTimeout(r, 500));
          }
        }
      } finally {
        await warmup.close();
      }
    }, 15 * 60_000);

    afterAll(async () => {
      await containers?.stop();
    }, 120_000);

    // First: its processes read the whole log of the KurrentDB container, so they run before the contract suites
    // write their own namespaces into it (and are stopped by its last case).
    if (existsSync(NGINX)) {
      describeMultiProcessTopology({
        label: `log in ${images.kurrentdb}, read models in ${images.postgres}, projections fed through ${images.kafka}`,
        kafka: true,
        outages: {
          database: 'the containers are not restarted in place (multiProcess.int.test.ts restarts a local PostgreSQL)',
          kafka:
            'the containers are not restarted in place (multiProcess.int.test.ts restarts a local broker when KAFKA_BROKERS is set)',
        },
        async startBackends() {
          const { eventStoreDbUrl, kafkaBrokers, postgresUrl } = started();
          // The containers outlive this suite: the contract suites below still use them.
          return { databaseUrl: postgresUrl, kafkaBrokers, eventStoreDbUrl, stop: async () => undefined };
        },
      });
    } else {
      it.skip(`skipped: ${NGINX} is missing (apt-get install nginx) — the multi-process topology on the containers`, () =>
        undefined);
    }

    describeEventStoreContract(
      `KurrentDB (${images.kurrentdb})`,
      async () => {
        const store = await kurrentStore();
        return { store, dispose: () => store.close() };
      },
      { writers: 8, eventsPerWriter: 50, decisionWriters: 8, decisionsPerWriter: 25 },
    );

    describeEventStoreContract(`PostgreSQL (${images.postgres})`, () => freshPostgresEventStore(started().postgresUrl));
  });
}
