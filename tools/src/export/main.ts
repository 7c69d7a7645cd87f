/**
 * `npm run export -- [--format ndjson|csv|parquet] [--since 2026-11-01] [--until 2026-11-07] [--stream-prefix demand-,wallet-]
 *   [--types DemandFiled,ProviderSubscribed] [--from <commit.prepare>] [--out file] [--full]`
 * Writes the log (or the filtered part) to stdout or a file (mode 0600); progress on stderr. Personal data is left out
 * unless `--full` (CSV and Parquet: personal fields empty; NDJSON: each replaced by its subject's id). `--since`/`--until`
 * are whole days in America/Sao_Paulo, both inclusive, or ISO instants (until exclusive). Issue #18 item 8, issue #40.
 */
import { parseArgs } from 'node:util';
import { calendarDay, periodInstants } from '@conectasst/common/api/calendarDay';
import { parsePosition } from '@conectasst/events/envelope';
import { Progress } from '@conectasst/host/cli/progress';
import { openStore } from '@conectasst/host/cli/openStore';
import type { PageWriter } from '@conectasst/projections/logExport/exportLog';
import { exportLog, ndjsonWriter, tableWriter } from '@conectasst/projections/logExport/exportLog';
import { exportTable } from '@conectasst/projections/logExport/exportTable';
import type { TableSink } from '@conectasst/projections/logExport/tableSinks';
import { tableSink } from '@conectasst/projections/logExport/tableSinks';
import { exportMode, openPrivateFile, redactPersonalData } from './redact';
import { runCli } from '@conectasst/host/cli/runCli';

const list = (value: string | string[] | undefined): string[] | undefined =>
  value === undefined
    ? undefined
    : (Array.isArray(value) ? value : [value])
        .flatMap((v) => v.split(','))
        .map((v) => v.trim())
        .filter(Boolean);

const FORMATS = ['ndjson', 'csv', 'parquet'] as const;
type Format = (typeof FORMATS)[number];

/** `2026-11-07` (a São Paulo day) or an ISO instant; `end`: the day counts whole (until the next day's start). */
export function parseWhen(text: string, end: boolean): Date | undefined {
  if (calendarDay.safeParse(text).success)
    return end ? periodInstants({ to: text }).until : periodInstants({ from: text }).since;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(text)) return undefined;
  const at = new Date(text);
  return Number.isNaN(at.getTime()) ? undefined : at;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      format: { type: 'string' },
      since: { type: 'string' },
      until: { type: 'string' },
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
  const format = (values.format ?? 'ndjson') as Format;
  if (!FORMATS.includes(format)) {
    console.error(`--format espera ${FORMATS.join(', ')}.`);
    return 2;
  }
  if (format === 'parquet' && !values.out) {
    console.error('--format parquet precisa de --out <arquivo> (um arquivo binário não vai para a saída padrão).');
    return 2;
  }
  const from = values.from ? parsePosition(values.from) : undefined;
  if (values.from && !from) {
    console.error('--from espera uma posição no formato <commit>.<prepare> (o cabeçalho X-Position), ex.: 1234.56');
    return 2;
  }
  const since = values.since ? parseWhen(values.since, false) : undefined;
  const until = values.until ? parseWhen(values.until, true) : undefined;
  if ((values.since && !since) || (values.until && !until)) {
    console.error(
      '--since e --until esperam um dia AAAA-MM-DD (horário de Brasília, inclusive) ou um instante ISO 8601 com fuso, ex.: 2026-11-01T00:00:00-03:00',
    );
    return 2;
  }
  if (since && until && since >= until) {
    console.error('--since deve ser anterior a --until.');
    return 2;
  }
  const types = list(values.types);
  const { store, catalogue, close } = await openStore();
  const out = values.out ? openPrivateFile(values.out) : process.stdout;
  const definitions = new Map(catalogue.definitions().map((d) => [d.type, d]));
  let sink: TableSink | undefined;
  let write: PageWriter;
  if (format === 'ndjson') {
    write = ndjsonWriter(
      out,
      mode.redact ? (event) => redactPersonalData(event, (type) => definitions.get(type)) : undefined,
    );
  } else {
    const table = exportTable(catalogue.definitions(), { types, personalData: mode.redact ? 'out' : 'in' });
    sink = tableSink(format, table.columns, out, { end: out !== process.stdout });
    write = tableWriter(table, sink);
  }
  try {
    const head = await store.headPosition();
    const progress = new Progress('export');
    const result = await exportLog({
      store,
      decoder: catalogue,
      write,
      filter: { streamPrefixes: list(values['stream-prefix']), types, from, since, until },
      onProgress: (scanned, exported, position) =>
        progress.update(exported, head.prepare > 0n ? Number(position.prepare) / Number(head.prepare) : undefined),
    });
    if (sink) await sink.finish();
    const { seconds, rate } = progress.done(result.exported);
    console.error(
      `export: ${result.exported} de ${result.scanned} eventos lidos em ${seconds.toFixed(1)} s (${Math.round(rate)} eventos/s, ${format})${values.out ? ` → ${values.out}` : ''}`,
    );
    console.error(
      mode.redact
        ? format === 'ndjson'
          ? 'export: dados pessoais substituídos pelo id de quem os forneceu ({"$redacted": "<id>"}); --full para o arquivo completo.'
          : 'export: sem dados pessoais nem segredos (colunas vazias nesses eventos); --full para o arquivo completo.'
        : `export: o arquivo contém dados pessoais decifrados${format === 'ndjson' ? ' e hashes de senha' : ''}; gravado com permissão 0600 (só o dono lê e escreve)${values.out ? '' : ' — saída padrão: cuide de onde ela vai'}.`,
    );
    return 0;
  } finally {
    if (out !== process.stdout && !out.writableEnded) await new Promise<void>((resolve) => out.end(() => resolve()));
    await close();
  }
}

runCli(main);
