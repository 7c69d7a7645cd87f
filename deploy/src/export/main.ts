/**
 * `npm run export -- [--stream-prefix demand-,wallet-] [--types DemandFiled,ProviderSubscribed] [--from <commit.prepare>] [--out file.ndjson]`
 * Writes the log (or the filtered part) as NDJSON to stdout or a file; progress on stderr.
 */
import { createWriteStream } from 'node:fs';
import { parseArgs } from 'node:util';
import { parsePosition } from '@conectasst/events/envelope';
import { Progress } from '../cli/progress';
import { openStore } from '../cli/openStore';
import { exportLog } from './exportLog';

const list = (value: string | string[] | undefined): string[] | undefined =>
  value === undefined ? undefined : (Array.isArray(value) ? value : [value]).flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean);

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      'stream-prefix': { type: 'string', multiple: true },
      types: { type: 'string', multiple: true },
      from: { type: 'string' },
      out: { type: 'string' },
    },
  });
  const from = values.from ? parsePosition(values.from) : undefined;
  if (values.from && !from) {
    console.error('--from espera uma posição no formato <commit>.<prepare> (o cabeçalho X-Position), ex.: 1234.56');
    return 2;
  }
  const { store, catalogue, close } = await openStore();
  const out = values.out ? createWriteStream(values.out) : process.stdout;
  try {
    const head = await store.headPosition();
    const progress = new Progress('export');
    const result = await exportLog({
      store,
      decoder: catalogue,
      out,
      filter: { streamPrefixes: list(values['stream-prefix']), types: list(values.types), from },
      onProgress: (scanned, exported, position) =>
        progress.update(exported, head.prepare > 0n ? Number(position.prepare) / Number(head.prepare) : undefined),
    });
    const { seconds, rate } = progress.done(result.exported);
    console.error(
      `export: ${result.exported} de ${result.scanned} eventos lidos em ${seconds.toFixed(1)} s (${Math.round(rate)} eventos/s)${values.out ? ` → ${values.out}` : ''}`,
    );
    return 0;
  } finally {
    if (out !== process.stdout) await new Promise<void>((resolve) => out.end(() => resolve()));
    await close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
