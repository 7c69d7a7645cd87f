import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CnaeTable } from './cnae';
import { cnaeTable, parseCnaeCsv } from './cnae';

/** The CSV copied verbatim from ../shared/data (docs/diagnostico.md says how to update it). */
export const CNAE_CSV_PATH = path.join(__dirname, 'nr4-cnae-grau-de-risco.csv');

let table: CnaeTable | undefined;

/** The CNAE classes of NR-4 Anexo I, read once per process (server side: the API and the /cnae pages). */
export function loadCnaeTable(): CnaeTable {
  table ??= cnaeTable(parseCnaeCsv(readFileSync(CNAE_CSV_PATH, 'utf8')));
  return table;
}
