/**
 * `npm run export -- [--stream-prefix demand-,wallet-] [--types DemandFiled,ProviderSubscribed] [--from <commit.prepare>] [--out file.ndjson] [--redact | --full]`
 * Writes the log (or the filtered part) as NDJSON to stdout or a file; progress on stderr. A file is written with mode
 * 0600 and holds the personal data decrypted unless `--redact`; stdout is redacted unless `--full` (issue #18 item 8).
 */
import { parseArgs } from 'node:util';
import { parsePosition } from '@conectasst/events/envelope';
import { Progress } from '@conectasst/host/cli/progress';
import { openStore } from '@conectasst/host/cli/openStore';
import { exportLog } from './exportLog';
import { exportMode, openPrivateFile, redactPersonalData } from './redact';
import { runCli } from '@conectasst/host/cli/runCli';

const list = (value: string | string[] | undefined): string[] | undefined =>
  value === undefined ? undefined : (Array.isArray(value) ? value : [value]).flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean);

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      'stream-prefix': { type: 'string', multiple: true },
      types: { type: 'string', multiple: true },
      from: { type: 'string' },
      out: { type: 'string' },
      redact: { type: 'boolean' },
      full: { type: 'boolean' },
    },
  });
  const mode = exportMode(values);
  if ('error' in mode) {
    console.error(mode.error);
    return 2;
  }
  const from = values.from ? parsePosition(values.from) : undefined;
  if (values.from && !from) {
    console.error('--from espera uma posição no formato <commit>.<prepare> (o cabeçalho X-Position), ex.: 1234.56');
    return 2;
  }
  const { store, catalogue, close } = await openStore();
  const out = values.out ? openPrivateFile(values.out) : process.stdout;
  const definitions = new Map(catalogue.definitions().map((d) => [d.type, d]));
  try {
    const head = await store.headPosition();
    const progress = new Progress('export');
    const result = await exportLog({
      store,
      decoder: catalogue,
      out,
      filter: { streamPrefixes: list(values['stream-prefix']), types: list(values.types), from },
      ...(mode.redact ? { transform: (event) => redactPersonalData(event, (type) => definitions.get(type)) } : {}),
      onProgress: (scanned, exported, position) =>
        progress.update(exported, head.prepare > 0n ? Number(position.prepare) / Number(head.prepare) : undefined),
    });
    const { seconds, rate } = progress.done(result.exported);
    console.error(
      `export: ${result.exported} de ${result.scanned} eventos lidos em ${seconds.toFixed(1)} s (${Math.round(rate)} eventos/s)${values.out ? ` → ${values.out}` : ''}`,
    );
    console.error(
      mode.redact
        ? 'export: dados pessoais substituídos pelo id de quem os forneceu ({"$redacted": "<id>"}); --full para o arquivo completo.'
        : `export: o arquivo contém dados pessoais decifrados e hashes de senha; gravado com permissão 0600 (só o dono lê e escreve)${values.out ? '' : ' — saída padrão: cuide de onde ela vai'}. --redact para analistas.`,
    );
    return 0;
  } finally {
    if (out !== process.stdout) await new Promise<void>((resolve) => out.end(() => resolve()));
    await close();
  }
}

runCli(main);
