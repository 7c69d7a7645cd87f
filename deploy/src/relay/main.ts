/**
 * `npm run relay`: the Kafka relay as its own process. Follows the PostgreSQL store's `$all` (DATABASE_URL) and
 * publishes to KAFKA_BROKERS (topic KAFKA_TOPIC, default conectasst.events). Start several: one publishes, the others
 * wait as standbys. SIGTERM/SIGINT stop it after the batch in flight.
 */
import { Kafka, logLevel } from 'kafkajs';
import { KafkaRelay } from '@conectasst/projections/kafka/relay';
import { loadConfig } from '@conectasst/platform/config';
import { createLogger } from '@conectasst/platform/logger';
import { openStore } from '../cli/openStore';

async function main(): Promise<void> {
  const brokers = process.env.KAFKA_BROKERS;
  if (!brokers) throw new Error('KAFKA_BROKERS é obrigatório (ex.: 127.0.0.1:19092)');
  const logger = createLogger(loadConfig().logLevel);
  const { store, databaseUrl, close } = await openStore();
  const kafka = new Kafka({ clientId: 'conectasst-relay', brokers: brokers.split(','), logLevel: logLevel.WARN });
  const relay = new KafkaRelay({ store, kafka, databaseUrl, topic: process.env.KAFKA_TOPIC || undefined, logger });
  await relay.start();
  void relay.active.then(() => logger.info({ brokers }, 'relay publishing'));
  const shutdown = async (signal: string) => {
    logger.info({ signal }, 'relay stopping');
    await relay.stop();
    await close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
