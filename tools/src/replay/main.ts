/**
 * `npm run replay -- <projection|all>`: rebuilds read models from position 0 into fresh tables and swaps them in
 * (ProjectionRunner.rebuild), with a progress bar, events/s and ETA on stderr. Safe while the app runs on
 * DATABASE_URL: live runners follow the moved checkpoint.
 */
import { formatPosition } from '@conectasst/events/envelope';
import { createPool } from '@conectasst/events/postgres/postgresEventStore';
import { allProjections } from '@conectasst/projections/allProjections';
import { ProjectionRunner } from '@conectasst/projections/runner';
import { Progress } from '@conectasst/host/cli/progress';
import { openStore } from '@conectasst/host/cli/openStore';
import { runCli } from '@conectasst/host/cli/runCli';

async function main(): Promise<number> {
  const name = process.argv[2];
  const known = allProjections.map((p) => p.name);
  if (!name || (name !== 'all' && !known.includes(name))) {
    console.error(`Uso: npm run replay -- <projeção|all>\nProjeções: ${known.join(', ')}`);
    return 2;
  }
  const { store, catalogue, databaseUrl, close } = await openStore();
  const pool = createPool(databaseUrl, 2);
  try {
    const runner = new ProjectionRunner({
      store,
      pool,
      decoder: catalogue,
      projections: allProjections,
      batchSize: 1_000,
    });
    await runner.migrate();
    const head = await store.headPosition();
    for (const projection of name === 'all' ? known : [name]) {
      const progress = new Progress(`replay ${projection}`);
      let scannedTo = 0n;
      const result = await runner.rebuild(projection, (applied, position) => {
        scannedTo = position.prepare;
        progress.update(applied, head.prepare > 0n ? Number(scannedTo) / Number(head.prepare) : undefined);
      });
      const { seconds, rate } = progress.done(result.events);
      console.error(
        `replay ${projection}: ${result.events} eventos aplicados até ${formatPosition(result.position)} em ${seconds.toFixed(1)} s (${Math.round(rate)} eventos/s)`,
      );
    }
    return 0;
  } finally {
    await pool.end();
    await close();
  }
}

runCli(main);
