import { EventCatalogue } from '@conectasst/events/catalogue/eventCatalogue';
import { PostgresSubjectKeyStore, parseMasterKey } from '@conectasst/events/catalogue/keyStore';
import { PostgresEventStore } from '@conectasst/events/postgres/postgresEventStore';
import { allEventDefinitions } from '@conectasst/events/schemas/allEvents';
import { loadConfig } from '@conectasst/platform/config';

/**
 * The Postgres store and the event catalogue (personal data decrypted, erased subjects shown as removed) for the
 * analyst tools. Without DATABASE_URL it opens the embedded database under DATA_DIR (only while the app is stopped).
 */
export async function openStore(): Promise<{
  store: PostgresEventStore;
  catalogue: EventCatalogue;
  databaseUrl: string;
  close(): Promise<void>;
}> {
  const config = loadConfig();
  let databaseUrl = config.databaseUrl;
  let embedded: { url: string; stop(): Promise<void> } | undefined;
  if (!databaseUrl) {
    const { startEmbeddedPostgres } = await import('../embedded/embeddedPostgres.mjs');
    embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, persistent: true });
    databaseUrl = embedded.url;
  }
  const store = await PostgresEventStore.connect({ connectionString: databaseUrl, poolSize: 3 });
  const catalogue = new EventCatalogue(allEventDefinitions, {
    keyStore: new PostgresSubjectKeyStore(store.pool, parseMasterKey(config.piiMasterKey)),
  });
  return {
    store,
    catalogue,
    databaseUrl,
    async close() {
      await store.close();
      await embedded?.stop();
    },
  };
}
