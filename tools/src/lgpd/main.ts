/**
 * `npm run lgpd:seal-plain-fields`: the one rewrite of the append-only log (ADR 0167). Seals under each subject's key
 * the personal fields that events written before ADR 0112 still hold in plain text in `events` (nulls them when the
 * subject is erased). Stop the command-service first; idempotent (a second run seals nothing).
 */
import { Progress } from '@conectasst/host/cli/progress';
import { openStore } from '@conectasst/host/cli/openStore';
import { runCli } from '@conectasst/host/cli/runCli';
import { sealPlainPersonalFields } from './sealPlainFields';

async function main(): Promise<number> {
  const { store, catalogue, close } = await openStore();
  try {
    const progress = new Progress('lgpd:seal-plain-fields');
    const result = await sealPlainPersonalFields(store.pool, catalogue, {
      onProgress: (scanned) => progress.update(scanned),
    });
    const { seconds } = progress.done(result.scanned);
    console.error(
      `lgpd:seal-plain-fields: ${result.scanned} eventos com dados pessoais lidos, ${result.sealed} reescritos em ${seconds.toFixed(1)} s`,
    );
    return 0;
  } finally {
    await close();
  }
}

runCli(main);
