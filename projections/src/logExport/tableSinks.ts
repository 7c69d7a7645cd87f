import type { Writable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { BasicType, ColumnSource, Writer } from 'hyparquet-writer';
import { ByteWriter, ParquetWriter, schemaFromColumnData } from 'hyparquet-writer';
import type { CellValue, ColumnKind, ExportColumn } from './exportTable';

/**
 * Where the rows of an export go, a page at a time. Each sink holds at most one page (CSV) or one row group (Parquet)
 * in memory and waits for `out` to drain, so an export of any length runs in bounded memory (ADR 0179).
 */
export interface TableSink {
  write(rows: readonly CellValue[][]): Promise<void>;
  /** Writes what is left (the Parquet footer) and ends `out`. */
  finish(): Promise<void>;
}

export type TableFormat = 'csv' | 'parquet';

export const TABLE_CONTENT_TYPES: Record<TableFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  parquet: 'application/vnd.apache.parquet',
};

/** Resolves when `out` takes more; rejects when it fails or closes first (a download the client gave up). */
const drained = (out: Writable) =>
  new Promise<void>((resolve, reject) => {
    const settle = (error?: Error) => {
      out.off('drain', done);
      out.off('error', failed);
      out.off('close', closed);
      if (error) reject(error);
      else resolve();
    };
    const done = () => settle();
    const failed = (error: Error) => settle(error);
    const closed = () => settle(new Error('export: the output closed before the export ended'));
    if (out.destroyed) return closed();
    out.once('drain', done);
    out.once('error', failed);
    out.once('close', closed);
  });

/** Ends `out` (a file, a response), or only waits for it to take what was written when it must stay open (stdout). */
const ended = (out: Writable, end: boolean) =>
  end
    ? new Promise<void>((resolve, reject) => {
        out.once('error', reject);
        // 'finish', not a callback to end(): a response behind the compression middleware takes no callback there.
        out.once('finish', () => resolve());
        out.end();
      })
    : out.writableNeedDrain
      ? drained(out)
      : Promise.resolve();

export interface SinkOptions {
  /** Ends `out` when the export is finished (default true; false for stdout). */
  end?: boolean;
}

/**
 * CSV (RFC 4180 quoting by csv-stringify): a header row of the column names, commas, `"` doubled inside quoted cells,
 * times in ISO 8601 UTC, booleans as true/false, an empty cell for null. No BOM: DuckDB and pandas read it as UTF-8.
 */
export function csvSink(columns: readonly ExportColumn[], out: Writable, options: SinkOptions = {}): TableSink {
  const stringifier = stringify({
    header: true,
    columns: columns.map((c) => c.name),
    cast: { date: (d) => d.toISOString(), boolean: (b) => (b ? 'true' : 'false') },
  });
  stringifier.pipe(out, { end: false });
  return {
    async write(rows) {
      let more = true;
      for (const row of rows) more = stringifier.write(row) && more;
      if (!more) await drained(stringifier);
      if (out.writableNeedDrain) await drained(out);
    },
    async finish() {
      // With no row at all, csv-stringify writes the header only when it ends.
      await new Promise<void>((resolve, reject) => {
        stringifier.once('error', reject);
        stringifier.once('end', () => resolve());
        stringifier.end();
      });
      await ended(out, options.end ?? true);
    },
  };
}

const PARQUET_TYPES: Record<ColumnKind, BasicType> = {
  string: 'STRING',
  int: 'INT64',
  double: 'DOUBLE',
  boolean: 'BOOLEAN',
  timestamp: 'TIMESTAMP',
  json: 'JSON',
};

/** Rows per Parquet row group: the most the Parquet sink holds in memory (measured in docs/benchmarks.md). */
export const PARQUET_ROW_GROUP = 20_000;

/**
 * Parquet (hyparquet-writer's incremental `ParquetWriter`): rows are gathered into columns up to `rowGroup` rows, then
 * encoded as one row group (snappy) and written to `out` before the next is gathered. Integers as INT64, times as
 * TIMESTAMP (milliseconds, UTC), JSON columns as UTF-8 text with the JSON annotation.
 */
export function parquetSink(
  columns: readonly ExportColumn[],
  out: Writable,
  options: SinkOptions & { rowGroup?: number; createdBy?: string } = {},
): TableSink {
  const rowGroup = options.rowGroup ?? PARQUET_ROW_GROUP;
  // `flush` is the Writer interface's optional hook, which ByteWriter itself leaves out.
  const writer: ByteWriter & Pick<Writer, 'flush'> = new ByteWriter();
  let pending: Promise<void> = Promise.resolve();
  // Each row group is handed to `out` as soon as it is encoded, and the next one waits for `out` to drain.
  writer.flush = () => {
    const chunk = Buffer.from(new Uint8Array(writer.buffer, 0, writer.index));
    writer.index = 0;
    if (!out.write(chunk)) pending = drained(out);
    return pending;
  };
  writer.finish = () => {
    writer.flush!();
    return pending;
  };
  const empty = () => columns.map((): CellValue[] => []);
  const sources = (data: CellValue[][]): ColumnSource[] =>
    columns.map((c, i) => ({
      name: c.name,
      type: PARQUET_TYPES[c.kind],
      data: c.kind === 'int' ? data[i]!.map((v) => (v === null ? null : BigInt(v as number))) : data[i]!,
    }));
  const parquet = new ParquetWriter({
    writer,
    schema: schemaFromColumnData({ columnData: sources(empty()) }),
    createdBy: options.createdBy ?? 'conectasst export',
  });
  let gathered = empty();
  let count = 0;
  const writeGroup = async () => {
    if (count === 0) return;
    const data = gathered;
    gathered = empty();
    count = 0;
    await parquet.write({ columnData: sources(data), rowGroupSize: data[0]!.length });
  };
  return {
    async write(rows) {
      for (const row of rows) {
        for (let i = 0; i < row.length; i++) gathered[i]!.push(row[i]!);
        if (++count >= rowGroup) await writeGroup();
      }
    },
    async finish() {
      await writeGroup();
      await parquet.finish();
      await ended(out, options.end ?? true);
    },
  };
}

export function tableSink(
  format: TableFormat,
  columns: readonly ExportColumn[],
  out: Writable,
  options: SinkOptions = {},
): TableSink {
  return format === 'csv' ? csvSink(columns, out, options) : parquetSink(columns, out, options);
}
