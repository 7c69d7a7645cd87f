/**
 * Session revocation (ADR 0110). Every account has a session generation that password changes, logout, deactivation,
 * removal and erasure move forward; a token carries the generation it was issued at and is valid only while that is not
 * below the account's current one. Each process keeps the generations of the accounts it has recently seen in memory:
 *
 * - a miss (first call of an account in this process) costs one lookup in the `users` read model;
 * - every `refreshMs` one query refreshes all remembered accounts at once, so a revocation recorded by another process
 *   reaches this one within `refreshMs` plus the projection's lag (the bounded staleness of docs/architecture.md);
 * - the process that runs a revoking command records the new generation at once (`advance`), so in that process the
 *   old token is refused from the next call on.
 *
 * Generations only grow: a refresh that reads an older value (a read model still behind) never lowers one.
 */
export type GenerationLoader = (userIds: readonly string[]) => Promise<Map<string, number>>;

export interface SessionCheck {
  /** The account's current session generation (0 for an account the read model does not know yet). */
  currentGeneration(userId: string): Promise<number>;
  /** A revoking command of this process moved the account to `generation`. */
  advance(userId: string, generation: number): void;
}

export interface SessionRegistryOptions {
  load: GenerationLoader;
  /** How often the remembered generations are re-read; the staleness bound across processes. Default 1 s. */
  refreshMs?: number;
  /** An account not seen for this long is forgotten (its next call looks it up again). Default 15 min. */
  idleMs?: number;
  /** At most this many accounts remembered; the least recently seen go first. Default 100,000. */
  maxEntries?: number;
  onError?: (error: unknown) => void;
  now?: () => number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class SessionRegistry implements SessionCheck {
  private readonly entries = new Map<string, { generation: number; seenAt: number }>();
  private readonly refreshMs: number;
  private readonly idleMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;
  private timer: NodeJS.Timeout | undefined;
  private refreshing: Promise<void> | undefined;

  constructor(private readonly options: SessionRegistryOptions) {
    this.refreshMs = options.refreshMs ?? 1_000;
    this.idleMs = options.idleMs ?? 15 * 60_000;
    this.maxEntries = options.maxEntries ?? 100_000;
    this.now = options.now ?? Date.now;
  }

  /** The staleness bound across processes, for documentation and /health. */
  get refreshIntervalMs(): number {
    return this.refreshMs;
  }

  async currentGeneration(userId: string): Promise<number> {
    const known = this.entries.get(userId);
    if (known) {
      known.seenAt = this.now();
      return known.generation;
    }
    // Tokens are signed by us, so the subject is one of our uuids; anything else names no account.
    if (!UUID.test(userId)) return 0;
    const loaded = (await this.options.load([userId])).get(userId);
    // An account the read model does not show yet (signed up a moment ago) has had no revocation: generation 0.
    // It is not remembered, so the next call looks again until the projection has it.
    if (loaded === undefined) return this.entries.get(userId)?.generation ?? 0;
    this.remember(userId, loaded);
    return this.entries.get(userId)!.generation;
  }

  advance(userId: string, generation: number): void {
    this.remember(userId, generation);
  }

  /** Re-reads every remembered account in one query; forgets the idle ones first. */
  refresh(): Promise<void> {
    // `.finally` runs after the assignment even when reload() finishes at once (nothing remembered): a cleanup inside
    // reload() would run first and leave a settled promise here, and no refresh would ever run again.
    this.refreshing ??= this.reload().finally(() => {
      this.refreshing = undefined;
    });
    return this.refreshing;
  }

  private async reload(): Promise<void> {
    const idleBefore = this.now() - this.idleMs;
    for (const [id, entry] of this.entries) if (entry.seenAt < idleBefore) this.entries.delete(id);
    const ids = [...this.entries.keys()];
    for (let i = 0; i < ids.length; i += 5_000) {
      const loaded = await this.options.load(ids.slice(i, i + 5_000));
      for (const [id, generation] of loaded) {
        const entry = this.entries.get(id);
        if (entry && generation > entry.generation) entry.generation = generation;
      }
    }
  }

  start(): this {
    this.timer ??= setInterval(() => {
      this.refresh().catch((error: unknown) => this.options.onError?.(error));
    }, this.refreshMs);
    this.timer.unref();
    return this;
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  private remember(userId: string, generation: number): void {
    const entry = this.entries.get(userId);
    if (entry) {
      entry.generation = Math.max(entry.generation, generation);
      entry.seenAt = this.now();
      return;
    }
    if (this.entries.size >= this.maxEntries) {
      // Map keeps insertion order: the first key is the one remembered longest ago.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(userId, { generation, seenAt: this.now() });
  }
}
