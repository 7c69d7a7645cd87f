/**
 * A stand-in for `@kurrent/kurrentdb-client` at the adapter's boundary (`KurrentClient`), for the adapter's unit
 * tests: streams in memory, expectations checked as the server checks them, and a server generation to choose —
 * `25.1` has `multiStreamAppend`, `older` makes the client throw `UnsupportedError` as it does when the server's feature
 * list lacks the call, `unimplemented` answers the gRPC status UNIMPLEMENTED, `unreachable` fails every call until
 * `reachable()` is called. As on the server, the events of one write (an append, or a whole multiStreamAppend) share
 * their commit position and each has its own prepare position. Only what the append paths and the subscription's
 * write check use is implemented; `subscribeToAll` throws.
 */
import { UnsupportedError, WrongExpectedVersionError } from '@kurrent/kurrentdb-client';
import type { AppendStreamRequest, AppendStreamState, EventData, JSONRecordedEvent } from '@kurrent/kurrentdb-client';
import type { KurrentClient } from './eventStoreDbEventStore';

export type FakeServer = '25.1' | 'older' | 'unimplemented' | 'unreachable';

interface StoredEvent {
  streamName: string;
  revision: bigint;
  commit: bigint;
  prepare: bigint;
  event: EventData;
}

export class FakeKurrentClient {
  readonly streams = new Map<string, StoredEvent[]>();
  readonly calls: { method: 'appendToStream' | 'multiStreamAppend'; streams: string[]; states: AppendStreamState[] }[] =
    [];
  private log = 0n;

  constructor(private server: FakeServer) {}

  /** The server answers again (after `unreachable`), as a KurrentDB 25.1 node. */
  reachable(): void {
    this.server = '25.1';
  }

  asClient(): KurrentClient {
    return this as unknown as KurrentClient;
  }

  private lastRevision(streamName: string): bigint | 'no_stream' {
    const events = this.streams.get(streamName);
    return events?.length ? events[events.length - 1]!.revision : 'no_stream';
  }

  private check(streamName: string, expected: AppendStreamState): void {
    const current = this.lastRevision(streamName);
    const holds =
      expected === 'any' ||
      (expected === 'no_stream' && current === 'no_stream') ||
      (expected === 'stream_exists' && current !== 'no_stream') ||
      (typeof expected === 'bigint' && current === expected);
    if (!holds) throw new WrongExpectedVersionError(undefined, { streamName, expected, current });
  }

  private write(streamName: string, events: readonly EventData[], commit = this.log + 1n): bigint {
    const stored = this.streams.get(streamName) ?? [];
    for (const event of events) {
      this.log += 1n;
      stored.push({ streamName, revision: BigInt(stored.length), commit, prepare: this.log, event });
    }
    this.streams.set(streamName, stored);
    return stored[stored.length - 1]!.revision;
  }

  private answer(): void {
    if (this.server === 'unreachable')
      throw Object.assign(new Error('14 UNAVAILABLE: No connection established'), { code: 14 });
  }

  async appendToStream(
    streamName: string,
    events: EventData | EventData[],
    options: { streamState?: AppendStreamState } = {},
  ) {
    this.answer();
    const state = options.streamState ?? 'any';
    this.calls.push({ method: 'appendToStream', streams: [streamName], states: [state] });
    this.check(streamName, state);
    const revision = this.write(streamName, Array.isArray(events) ? events : [events]);
    const last = this.streams.get(streamName)!.at(-1)!;
    return { success: true, nextExpectedRevision: revision, position: { commit: last.commit, prepare: last.prepare } };
  }

  async multiStreamAppend(requests: AppendStreamRequest[]) {
    this.answer();
    if (this.server === 'older') throw new UnsupportedError('multiStreamAppend', '25.1');
    if (this.server === 'unimplemented')
      throw Object.assign(new Error('12 UNIMPLEMENTED: Method not found'), { code: 12 });
    for (const { events } of requests) {
      if (events.some((e) => Object.values(e.metadata ?? {}).some((v) => typeof v !== 'string'))) {
        throw new Error('multiStreamAppend requires metadata to be a plain object with string keys and string values.');
      }
    }
    this.calls.push({
      method: 'multiStreamAppend',
      streams: requests.map((r) => r.streamName),
      states: requests.map((r) => r.expectedState),
    });
    // All or nothing: every expectation is checked before anything is written.
    for (const request of requests) this.check(request.streamName, request.expectedState);
    const commit = this.log + 1n;
    const responses = requests.map((r) => ({
      streamName: r.streamName,
      revision: this.write(r.streamName, r.events, commit),
    }));
    return { position: this.log, responses };
  }

  async *readStream(streamName: string, options: { fromRevision?: 'start' | bigint; maxCount?: number } = {}) {
    this.answer();
    const from = options.fromRevision === undefined || options.fromRevision === 'start' ? 0n : options.fromRevision;
    const events = (this.streams.get(streamName) ?? [])
      .filter((e) => e.revision >= from)
      .slice(0, options.maxCount ?? Number.MAX_SAFE_INTEGER);
    for (const stored of events) yield { event: FakeKurrentClient.recorded(stored), commitPosition: stored.commit };
  }

  /** What the server hands back: JSON data and metadata as parsed JSON, 0-based revision, (commit, prepare). */
  private static recorded({ streamName, revision, commit, prepare, event }: StoredEvent): JSONRecordedEvent {
    return {
      streamId: streamName,
      id: event.id,
      revision,
      type: event.type,
      data: JSON.parse(JSON.stringify(event.data)),
      metadata: JSON.parse(JSON.stringify(event.metadata ?? {})),
      isJson: true,
      created: new Date(0),
      position: { commit, prepare },
    } as JSONRecordedEvent;
  }

  /** `$all` forwards from a position (inclusive, as the server reads it). */
  async *readAll(options: { fromPosition: { commit: bigint; prepare: bigint }; maxCount: number }) {
    this.answer();
    const { commit, prepare } = options.fromPosition;
    const all = [...this.streams.values()].flat().sort((a, b) => (a.prepare < b.prepare ? -1 : 1));
    const from = all.filter((e) => e.commit > commit || (e.commit === commit && e.prepare >= prepare));
    for (const stored of from.slice(0, options.maxCount))
      yield { event: FakeKurrentClient.recorded(stored), commitPosition: stored.commit };
  }

  subscribeToAll(): never {
    throw new Error('the fake client has no subscriptions');
  }

  async dispose(): Promise<void> {}
}
