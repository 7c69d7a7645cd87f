/**
 * Fills a database with a synthetic log for measuring replay and export:
 *   DATABASE_URL=… node --import tsx tools/src/replay/generateLog.ts [areas=25000]
 * Each area stream gets 4 events (created, renamed, deactivated, activated) in one append; areas start at 1 000 000
 * so they never collide with the seeded catalogue.
 */
import { EventCatalogue } from '@conectasst/events/catalogue/eventCatalogue';
import { MemorySubjectKeyStore } from '@conectasst/events/catalogue/keyStore';
import { PostgresEventStore } from '@conectasst/events/postgres/postgresEventStore';
import { allEventDefinitions } from '@conectasst/events/schemas/allEvents';
import { areaStream } from '@conectasst/events/schemas/areaEvents';
import { Progress } from '@conectasst/host/cli/progress';
import { loadConfig } from '@conectasst/platform/config';
import { runCli } from '@conectasst/host/cli/runCli';

async function main(): Promise<void> {
  const url = loadConfig().databaseUrl;
  if (!url) throw new Error('DATABASE_URL is required');
  const areas = Number(process.argv[2] ?? 25_000);
  const store = await PostgresEventStore.connect({ connectionString: url, poolSize: 8, listen: false });
  const catalogue = new EventCatalogue(allEventDefinitions, { keyStore: new MemorySubjectKeyStore() });
  const progress = new Progress('generate');
  let written = 0;
  let next = 0;
  const worker = async () => {
    for (;;) {
      const i = next++;
      if (i >= areas) return;
      const areaId = 1_000_000 + i;
      const meta = { userId: 'admin-bench', role: 'admin' };
      const events = await Promise.all([
        catalogue.encode({ type: 'AreaCreated', data: { areaId, name: `Área ${areaId}` } }, meta),
        catalogue.encode(
          { type: 'AreaRenamed', data: { areaId, name: `Área ${areaId} (b)`, previousName: `Área ${areaId}` } },
          meta,
        ),
        catalogue.encode({ type: 'AreaDeactivated', data: { areaId } }, meta),
        catalogue.encode({ type: 'AreaActivated', data: { areaId } }, meta),
      ]);
      await store.append(areaStream(areaId), events, 'no_stream');
      written += 4;
      progress.update(written, written / (areas * 4));
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  const { seconds, rate } = progress.done(written);
  console.error(`generate: ${written} eventos em ${seconds.toFixed(1)} s (${Math.round(rate)} eventos/s)`);
  await store.close();
}

runCli(main);
