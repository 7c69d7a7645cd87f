/**
 * The scaled topology on one machine (multiProcessTopology.ts) over local backends: PostgreSQL of the test's own
 * (embedded, in a child process) and, when KAFKA_BROKERS is set, a Kafka broker of its own (deploy/kafka-local), both
 * stopped and restarted under traffic. The same suite runs over containers in system-tests/src/containers (ADR 0131).
 *
 * Needs Debian's nginx (/usr/sbin/nginx): skipped with one line without it, except in CI
 * (CONECTASST_REQUIRE_NGINX=1), where it fails. Kafka-fed (with a broker of its own) when KAFKA_BROKERS is set.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { startChildDatabase } from '../reliability/childDatabase';
import { NGINX } from './gateway';
import { describeMultiProcessTopology } from './multiProcessTopology';

const kafkaAvailable = Boolean(process.env.KAFKA_BROKERS);
const kafkaLocal = path.resolve(__dirname, '../../../deploy/kafka-local');

if (!existsSync(NGINX) && process.env.CONECTASST_REQUIRE_NGINX !== '1') {
  describe('multi-process topology through the nginx gateway', () => {
    it.skip(`skipped: ${NGINX} is missing (apt-get install nginx; .ci/run installs it)`, () => undefined);
  });
} else {
  describeMultiProcessTopology({
    label: kafkaAvailable ? 'Kafka-fed projections, relay' : 'store-fed projections',
    kafka: kafkaAvailable,
    outages: { database: true, kafka: kafkaAvailable ? true : 'KAFKA_BROKERS is not set' },
    async startBackends(work) {
      let database = await startChildDatabase(path.join(work, 'pg'));
      const port = database.port;
      // A broker of its own: the test stops and restarts it.
      const kafkaEnv: NodeJS.ProcessEnv = {
        ...process.env,
        KAFKA_RUN_DIR: path.join(work, 'kafka'),
        KAFKA_PORT: '0',
        KAFKA_HEAP: '-Xmx256m -Xms64m',
      };
      const kafkaPort = kafkaAvailable
        ? execFileSync(path.join(kafkaLocal, 'start.sh'), { env: kafkaEnv, encoding: 'utf8' }).trim().split(':')[1]!
        : '';
      const stopKafka = async () => void execFileSync(path.join(kafkaLocal, 'stop.sh'), { env: kafkaEnv });
      return {
        databaseUrl: database.url,
        ...(kafkaAvailable ? { kafkaBrokers: `127.0.0.1:${kafkaPort}` } : {}),
        databaseOutage: {
          stop: () => database.stop(),
          start: async () => {
            database = await startChildDatabase(path.join(work, 'pg'), port);
          },
        },
        kafkaOutage: {
          stop: stopKafka,
          start: async () =>
            void execFileSync(path.join(kafkaLocal, 'start.sh'), {
              env: { ...kafkaEnv, KAFKA_PORT: kafkaPort },
              encoding: 'utf8',
            }),
        },
        async stop() {
          if (kafkaAvailable) await stopKafka().catch(() => undefined);
          await database.stop();
        },
      };
    },
  });
}
