/**
 * A projections process on its own (used by the crash tests): runs every projection over DATABASE_URL until killed.
 * Prints "caught-up <n>" each time the runner has applied everything it has seen, so a test knows it is busy.
 */
import { EventCatalogue } from '@conectasst/events/catalogue/eventCatalogue';
import { PostgresSubjectKeyStore, parseMasterKey } from '@conectasst/events/catalogue/keyStore';
import { PostgresEventStore, createPool } from '@conectasst/events/postgres/postgresEventStore';
import { allEventDefinitions } from '@conectasst/events/schemas/allEvents';
import { allProjections } from '@conectasst/projections/allProjections';
import { ProjectionRunner } from '@conectasst/projections/runner';
import { runService } from '@conectasst/host/cli/runCli';

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL!;
  const store = await PostgresEventStore.connect({ connectionString: url, poolSize: 3 });
  const pool = createPool(url, 3);
  const catalogue = new EventCatalogue(allEventDefinitions, {
    keyStore: new PostgresSubjectKeyStore(store.pool, parseMasterKey(process.env.PII_MASTER_KEY!)),
  });
  const runner = new ProjectionRunner({
    store,
    pool,
    decoder: catalogue,
    projections: allProjections,
    batchSize: Number(process.env.BATCH_SIZE ?? 50),
  });
  await runner.start();
  process.stdout.write('started\n');
}

runService(main);
