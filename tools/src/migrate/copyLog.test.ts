import { MemoryEventStore } from '@conectasst/events/memory/memoryEventStore';
import { LOG_START } from '@conectasst/events/envelope';
import { copyLog } from './copyLog';

const evt = (type: string, data: Record<string, unknown> = {}) => ({
  type,
  version: 1,
  data,
  metadata: { userId: 'u-1' },
});

describe('copying the log to another store', () => {
  it('given interleaved streams, copies every event in log order with the same ids, revisions and metadata; a re-run adds nothing', async () => {
    const source = new MemoryEventStore();
    const target = new MemoryEventStore();
    await source.append('area-1', [evt('AreaCreated', { areaId: 1 }), evt('AreaRenamed', { areaId: 1 })], 'no_stream');
    await source.append('nr-1', [evt('NrCreated', { nrId: 1 })], 'no_stream');
    await source.append('area-1', [evt('AreaDeactivated', { areaId: 1 })], 2);
    await source.append('nr-1', [evt('NrRenamed', { nrId: 1 })], 1);

    const progress: number[] = [];
    const result = await copyLog({ source, target, pageSize: 2, onProgress: (copied) => progress.push(copied) });
    expect(result.copied).toBe(5);
    expect(progress).toEqual([2, 4, 5]);
    const strip = (events: Awaited<ReturnType<typeof source.readAll>>) =>
      events.map((e) => ({
        id: e.id,
        streamId: e.streamId,
        revision: e.revision,
        type: e.type,
        data: e.data,
        metadata: e.metadata,
      }));
    expect(strip(await target.readAll(LOG_START, 100))).toEqual(strip(await source.readAll(LOG_START, 100)));

    await copyLog({ source, target });
    expect(await target.readAll(LOG_START, 100)).toHaveLength(5);
  });
});
