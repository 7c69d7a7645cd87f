import type { Queryable } from './queryable';
import { readModelVersions } from './readModelVersions';

/** Computes a value from read models, or gives the one kept while they did not change (`ReadModelMemo.within`). */
export type Memoized = <V>(key: string, compute: () => Promise<V>) => Promise<V>;

/**
 * Values derived from read models, kept in this process while the versions of those read models (ADR 0174) stay the
 * same (ADR 0186): the pager's count of a listing filter and the lists a listing sends beside its page. A request reads
 * the versions once (one indexed query), then each value is a hit when it was computed at the same versions. No value
 * is older than the read models when the request read the versions: a value is computed after the versions were read,
 * so it is at least as new as they are, and is kept under them only. The least recently used entry goes first beyond
 * `maxEntries`.
 */
export class ReadModelMemo {
  private readonly entries = new Map<string, { versions: string; value: unknown }>();
  private hits = 0;
  private misses = 0;

  constructor(
    private readonly readModels: readonly string[],
    private readonly maxEntries = 2_000,
  ) {}

  /** For one request: the versions read once, on the first value asked. */
  within(db: Queryable): Memoized {
    let versions: Promise<string> | undefined;
    return <V>(key: string, compute: () => Promise<V>) => {
      versions ??= readModelVersions(db, this.readModels).then((found) =>
        this.readModels.map((name) => found.get(name)!.version.toString()).join('.'),
      );
      return versions.then((at) => this.value(key, at, compute));
    };
  }

  stats(): { hits: number; misses: number; entries: number } {
    return { hits: this.hits, misses: this.misses, entries: this.entries.size };
  }

  private async value<V>(key: string, versions: string, compute: () => Promise<V>): Promise<V> {
    const kept = this.entries.get(key);
    if (kept && kept.versions === versions) {
      this.hits += 1;
      // Most recently used last: the first entry of the map is the one to drop.
      this.entries.delete(key);
      this.entries.set(key, kept);
      return kept.value as V;
    }
    this.misses += 1;
    const value = await compute();
    // Kept under the versions read before it was computed: a request at newer versions misses it and computes again.
    this.entries.delete(key);
    this.entries.set(key, { versions, value });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }
}
