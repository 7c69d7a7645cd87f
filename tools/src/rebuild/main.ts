/**
 * `npm run rebuild -- <projection>`: recomputes one read model from position 0 into fresh tables and swaps them in.
 * Safe while the app runs on DATABASE_URL (its runner follows the moved checkpoint). Without DATABASE_URL it opens the
 * embedded database under DATA_DIR, which works only while the app is stopped.
 */
import { formatPosition } from '@conectasst/events/envelope';
import { EventCatalogue } from '@conectasst/events/catalogue/eventCatalogue';
import { PostgresSubjectKeyStore, parseMasterKey } from '@conectasst/events/catalogue/keyStore';
import { PostgresEventStore, createPool } from '@conectasst/events/postgres/postgresEventStore';
import { allEventDefinitions } from '@conectasst/events/schemas/allEvents';
import { allProjections } from '@conectasst/projections/allProjections';
import { decodingWorker } from '@conectasst/projections/decodingWorker/decodingWorker';
import { ProjectionRunner } from '@conectasst/projections/runner';
import { loadConfig } from '@conectasst/platform/config';
import { createLogger } from '@conectasst/platform/logger';
import { runCli } from '@conectasst/host/cli/runCli';

async function main(): Promise<number> {
  const name = process.argv[2];
  const known = allProjections.map((p) => p.name);
  if (!name || !known.includes(name)) {
    console.error(`Uso: npm run rebuild -- <projeção>\nProjeções: ${known.join(', ')}`);
    return 2;
  }
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  let databaseUrl = config.databaseUrl;
  let embedded: { url: string; stop(): Promise<void> } | undefined;
  if (!databaseUrl) {
    const { startEmbeddedPostgres } = await import('@conectasst/host/embedded/embeddedPostgres.mjs');
    embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, persistent: true });
    databaseUrl = embedded.url;
  }
  const store = await PostgresEventStore.connect({ connectionString: databaseUrl, poolSize: 2 });
  const pool = createPool(databaseUrl, 2);
  try {
    const keyStore = new PostgresSubjectKeyStore(store.pool, parseMasterKey(config.piiMasterKey));
    const catalogue = new EventCatalogue(allEventDefinitions, { keyStore });
    // The log is read and decoded on a worker thread; the keys stay with this thread's key store (ADR 0150).
    const rebuildReading = decodingWorker({ connectionString: databaseUrl, keyStore });
    const runner = new ProjectionRunner({
      store,
      pool,
      decoder: catalogue,
      projections: allProjections,
      logger,
      rebuildReading,
    });
    const started = Date.now();
    const result = await runner.rebuild(name);
    console.log(
      `Projeção ${name} reconstruída: ${result.events} eventos até a posição ${formatPosition(result.position)} em ${Date.now() - started} ms.`,
    );
    return 0;
  } finally {
    await store.close();
    await pool.end();
    await embedded?.stop();
  }
}

runCli(main);
