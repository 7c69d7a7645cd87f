import type { StreamAppend } from './envelope';

/**
 * The shape every adapter's `appendMany` requires before touching the store: at least one stream, each named once
 * (two parts for one stream would need an order between their expectations) and each with at least one event.
 */
export function checkStreamAppends(appends: readonly StreamAppend[]): void {
  if (appends.length === 0) throw new Error('appendMany needs at least one stream');
  const seen = new Set<string>();
  for (const { streamId, events } of appends) {
    if (seen.has(streamId)) throw new Error(`appendMany names stream ${streamId} twice`);
    seen.add(streamId);
    if (events.length === 0) throw new Error(`appendMany needs at least one event for stream ${streamId}`);
  }
}
