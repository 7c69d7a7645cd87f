import type { Writable } from 'node:stream';
import type { LogPosition, RecordedEvent } from '@conectasst/events/envelope';
import { LOG_START, formatPosition } from '@conectasst/events/envelope';
import type { EventStore } from '@conectasst/events/eventStore';
import type { EventDecoder } from '../projection';
import type { ExportTable } from './exportTable';
import type { TableSink } from './tableSinks';

export interface ExportFilter {
  streamPrefixes?: readonly string[];
  types?: readonly string[];
  /** Exclusive: events strictly after this position. */
  from?: LogPosition;
  /** Inclusive: events recorded at or after this instant. */
  since?: Date;
  /** Exclusive: events recorded before this instant. */
  until?: Date;
}

/**
 * How far past `until` the log is still read. An event's time is its transaction's start and the log is in commit
 * order, so an event recorded before `until` can follow one recorded after it, by at most the time its (short)
 * transaction ran before writing; a whole page recorded this long after `until` ends the read.
 */
export const UNTIL_SLACK_MS = 60 * 60 * 1000;

/** One NDJSON line per event, in log order; personal data as the catalogue decodes it (removed when erased). */
export function toNdjsonLine(event: RecordedEvent & { erased?: boolean }): string {
  return `${JSON.stringify({
    position: formatPosition(event.position),
    globalPosition: event.globalPosition.toString(),
    id: event.id,
    streamId: event.streamId,
    revision: event.revision,
    type: event.type,
    version: event.version,
    recordedAt: event.recordedAt.toISOString(),
    data: event.data,
    metadata: event.metadata,
    ...(event.erased ? { erased: true } : {}),
  })}\n`;
}

type Decoded = RecordedEvent & { erased?: boolean };

/** Where the decoded events of a page go. */
export type PageWriter = (events: Decoded[]) => Promise<void>;

/** NDJSON into `out`, honouring back-pressure; `transform` applied to each event first (`redactPersonalData`). */
export function ndjsonWriter(out: Writable, transform?: <E extends Decoded>(event: E) => E): PageWriter {
  return async (events) => {
    const text = (transform ? events.map((e) => transform(e)) : events).map(toNdjsonLine).join('');
    if (!out.write(text)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
  };
}

/** The rows of `table` into a CSV or Parquet sink. */
export const tableWriter =
  (table: ExportTable, sink: TableSink): PageWriter =>
  (events) =>
    sink.write(events.map((e) => table.row(e)));

/**
 * Streams the log (or the part the filter keeps) page by page to `write` (or as NDJSON into `out`); only the events
 * kept are decoded. `onProgress(scanned, exported, position)` after each page. `limit` stops after that many events
 * (the analyst's screen).
 */
export async function exportLog(options: {
  store: EventStore;
  decoder: EventDecoder;
  out?: Writable;
  write?: PageWriter;
  filter?: ExportFilter;
  pageSize?: number;
  limit?: number;
  /** Applied to each decoded event before it is written as NDJSON (`redactPersonalData` for analysts). */
  transform?: <E extends Decoded>(event: E) => E;
  onProgress?: (scanned: number, exported: number, position: LogPosition) => void;
}): Promise<{ scanned: number; exported: number; position: LogPosition; limited: boolean }> {
  const { store, decoder, filter = {} } = options;
  const write = options.write ?? (options.out ? ndjsonWriter(options.out, options.transform) : undefined);
  if (!write) throw new Error('exportLog needs `write` or `out`');
  const types = filter.types?.length ? new Set(filter.types) : undefined;
  const prefixes = filter.streamPrefixes?.length ? filter.streamPrefixes : undefined;
  const since = filter.since?.getTime();
  const until = filter.until?.getTime();
  const pageSize = options.pageSize ?? 2_000;
  const limit = options.limit ?? Infinity;
  let position = filter.from ?? LOG_START;
  let scanned = 0;
  let exported = 0;
  let limited = false;
  for (;;) {
    const page = await store.readAll(position, pageSize);
    if (page.length === 0) break;
    let kept = page.filter((e) => {
      const at = e.recordedAt.getTime();
      return (
        (since === undefined || at >= since) &&
        (until === undefined || at < until) &&
        (!types || types.has(e.type)) &&
        (!prefixes || prefixes.some((p) => e.streamId.startsWith(p)))
      );
    });
    if (exported + kept.length > limit) {
      kept = kept.slice(0, limit - exported);
      limited = true;
    }
    if (kept.length > 0) await write(await decoder.decodeMany(kept));
    scanned += page.length;
    exported += kept.length;
    position = page[page.length - 1]!.position;
    options.onProgress?.(scanned, exported, position);
    if (limited || page.length < pageSize) break;
    if (until !== undefined && page.every((e) => e.recordedAt.getTime() >= until + UNTIL_SLACK_MS)) break;
  }
  return { scanned, exported, position, limited };
}
