/** One line of a benchmark table: a measured figure, and where it has one, the ceiling measured in the same run. */
export interface BenchRow {
  group: string;
  name: string;
  value: number;
  unit: string;
  /** The natural limit measured in the same run on the same database (same unit). */
  ceiling?: number;
  /** Higher is better (throughput) or lower is better (latency, bytes). */
  better: 'higher' | 'lower';
  target?: string;
  note?: string;
}

export function ratioOf(row: BenchRow): number | undefined {
  if (row.ceiling === undefined || row.ceiling === 0) return undefined;
  return row.better === 'higher' ? row.value / row.ceiling : row.ceiling / row.value;
}

export function toMarkdownTable(rows: BenchRow[]): string {
  const lines = ['| group | measure | value | ceiling | ratio | target |', '| --- | --- | ---: | ---: | ---: | --- |'];
  for (const row of rows) {
    const ratio = ratioOf(row);
    lines.push(
      `| ${row.group} | ${row.name}${row.note ? ` (${row.note})` : ''} | ${format(row.value)} ${row.unit} | ${row.ceiling === undefined ? '' : `${format(row.ceiling)} ${row.unit}`} | ${ratio === undefined ? '' : ratio.toFixed(2)} | ${row.target ?? ''} |`,
    );
  }
  return lines.join('\n');
}

function format(value: number): string {
  if (!Number.isFinite(value)) return '—';
  return value >= 100 ? Math.round(value).toLocaleString('en-US') : value.toFixed(1);
}
