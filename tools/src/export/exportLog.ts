import type { Writable } from 'node:stream';
import type { LogPosition, RecordedEvent } from '@conectasst/events/envelope';
import { LOG_START, formatPosition } from '@conectasst/events/envelope';
import type { EventStore } from '@conectasst/events/eventStore';
import type { EventDecoder } from '@conectasst/projections/projection';

export interface ExportFilter {
  streamPrefixes?: readonly string[];
  types?: readonly string[];
  /** Exclusive: events strictly after this position. */
  from?: LogPosition;
}

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

/**
 * Streams the log (or the part the filter keeps) as NDJSON into `out`, page by page, honouring back-pressure.
 * `onProgress(scanned, exported, position)` after each page.
 */
export async function exportLog(options: {
  store: EventStore;
  decoder: EventDecoder;
  out: Writable;
  filter?: ExportFilter;
  pageSize?: number;
  /** Applied to each decoded event before it is written (`redactPersonalData` for analysts). */
  transform?: <E extends RecordedEvent & { erased?: boolean }>(event: E) => E;
  onProgress?: (scanned: number, exported: number, position: LogPosition) => void;
}): Promise<{ scanned: number; exported: number; position: LogPosition }> {
  const { store, decoder, out, filter = {} } = options;
  const types = filter.types?.length ? new Set(filter.types) : undefined;
  const prefixes = filter.streamPrefixes?.length ? filter.streamPrefixes : undefined;
  const pageSize = options.pageSize ?? 2_000;
  let position = filter.from ?? LOG_START;
  let scanned = 0;
  let exported = 0;
  for (;;) {
    const page = await store.readAll(position, pageSize);
    if (page.length === 0) break;
    const kept = page.filter((e) => (!types || types.has(e.type)) && (!prefixes || prefixes.some((p) => e.streamId.startsWith(p))));
    if (kept.length > 0) {
      const decoded = await decoder.decodeMany(kept);
      const text = (options.transform ? decoded.map((e) => options.transform!(e)) : decoded).map(toNdjsonLine).join('');
      if (!out.write(text)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
    }
    scanned += page.length;
    exported += kept.length;
    position = page[page.length - 1]!.position;
    options.onProgress?.(scanned, exported, position);
    if (page.length < pageSize) break;
  }
  return { scanned, exported, position };
}
