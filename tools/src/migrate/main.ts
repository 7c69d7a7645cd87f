/**
 * `npm run migrate-to-eventstoredb`: copies the PostgreSQL log (DATABASE_URL) into EventStoreDB (EVENTSTOREDB_URL),
 * in order, keeping ids. Stop the command-service first; run `npm run replay -- all` on the new store afterwards.
 */
import { EventStoreDbEventStore } from '@conectasst/events/eventstoredb/eventStoreDbEventStore';
import { Progress } from '@conectasst/host/cli/progress';
import { openStore } from '@conectasst/host/cli/openStore';
import { loadConfig } from '@conectasst/platform/config';
import { copyLog } from './copyLog';
import { runCli } from '@conectasst/host/cli/runCli';

async function main(): Promise<number> {
  const url = loadConfig().eventStoreDbUrl;
  if (!url) {
    console.error('EVENTSTOREDB_URL é obrigatório (ex.: kurrentdb://127.0.0.1:2113?tls=false)');
    return 2;
  }
  const { store, close } = await openStore();
  const target = new EventStoreDbEventStore({ connectionString: url });
  try {
    const head = await store.headPosition();
    const progress = new Progress('migrate');
    const result = await copyLog({
      source: store,
      target,
      onProgress: (copied, position) =>
        progress.update(copied, head.prepare > 0n ? Number(position.prepare) / Number(head.prepare) : undefined),
    });
    const { seconds, rate } = progress.done(result.copied);
    console.error(
      `migrate: ${result.copied} eventos copiados em ${seconds.toFixed(1)} s (${Math.round(rate)} eventos/s)`,
    );
    return 0;
  } finally {
    await target.close();
    await close();
  }
}

runCli(main);
