import type { LogPosition, RecordedEvent } from '@conectasst/events/envelope';
import { LOG_START } from '@conectasst/events/envelope';
import type { EventStore } from '@conectasst/events/eventStore';

/**
 * Copies a log from one store to another in `$all` order, keeping ids, types, versions, data (as stored: personal
 * data stays encrypted) and metadata. Consecutive events of one stream go in one append with the expected revision of
 * their predecessor, so the target refuses anything out of order; a re-run after an interruption is safe because
 * appends with known ids are recognised as already there.
 */
export async function copyLog(options: {
  source: EventStore;
  target: EventStore;
  pageSize?: number;
  onProgress?: (copied: number, position: LogPosition) => void;
}): Promise<{ copied: number; position: LogPosition }> {
  const pageSize = options.pageSize ?? 1_000;
  let position = LOG_START;
  let copied = 0;
  for (;;) {
    const page = await options.source.readAll(position, pageSize);
    if (page.length === 0) break;
    let run: RecordedEvent[] = [];
    const flush = async () => {
      if (run.length === 0) return;
      const first = run[0]!;
      await options.target.append(
        first.streamId,
        run.map((e) => ({ id: e.id, type: e.type, version: e.version, data: e.data, metadata: e.metadata })),
        first.revision - 1,
      );
      copied += run.length;
      run = [];
    };
    for (const event of page) {
      const previous = run[run.length - 1];
      if (previous && (previous.streamId !== event.streamId || previous.revision + 1 !== event.revision)) await flush();
      run.push(event);
    }
    await flush();
    position = page[page.length - 1]!.position;
    options.onProgress?.(copied, position);
    if (page.length < pageSize) break;
  }
  return { copied, position };
}
