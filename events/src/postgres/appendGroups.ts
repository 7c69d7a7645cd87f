/** One caller's append: the streams it writes (all or nothing together) and how many events. */
export interface GroupedAppend {
  readonly streamIds: readonly string[];
  readonly eventCount: number;
}

export interface AppendGroupsOptions {
  /** Group transactions at once; an append arriving while this many are open waits for the next group. */
  maxInFlight: number;
  /** A group takes at most this many events (the appends' literals make one query). */
  maxEvents: number;
}

/**
 * Commit grouping (ADR 0153): appends that arrive while `maxInFlight` group transactions are open wait, and go
 * together in the next one: one round trip, one lock statement, one insert statement, one COMMIT (one WAL flush) and
 * one wake-up for all of them, instead of one each. `write` answers each append's result, or undefined for one it did
 * not write (its expected revision failed, or one of its ids is stored): the caller takes its slow path alone.
 * No two appends of a group share a stream (each stream's head is read once per statement), so a later append of a
 * hot stream waits for a later group, in arrival order. A group that fails whole (a lost connection, a unique
 * violation between two of its appends' ids) is written again append by append, in order, so one bad append fails only itself;
 * event ids are chosen before the first attempt, so a group that did commit is found as a retry by the slow path.
 * An append that finds fewer than `maxInFlight` groups open goes at once, alone: no added wait at low load.
 */
export class AppendGroups<A extends GroupedAppend, R> {
  private readonly queue: { append: A; resolve: (result: R | undefined) => void; reject: (error: unknown) => void }[] =
    [];
  private inFlight = 0;
  private pumpScheduled = false;

  constructor(
    private readonly write: (appends: readonly A[]) => Promise<(R | undefined)[]>,
    private readonly options: AppendGroupsOptions,
  ) {}

  submit(append: A): Promise<R | undefined> {
    return new Promise((resolve, reject) => {
      this.queue.push({ append, resolve, reject });
      this.schedulePump();
    });
  }

  /**
   * Groups are formed on the next turn of the event loop, not at once: the callers that the last group's answer woke
   * send their next appends in the same turn, and those go together instead of the first one alone.
   */
  private schedulePump(): void {
    if (this.pumpScheduled) return;
    this.pumpScheduled = true;
    setImmediate(() => {
      this.pumpScheduled = false;
      this.pump();
    });
  }

  private pump(): void {
    while (this.inFlight < this.options.maxInFlight && this.queue.length > 0) {
      const group = this.takeGroup();
      this.inFlight += 1;
      void this.run(group).finally(() => {
        this.inFlight -= 1;
        this.schedulePump();
      });
    }
  }

  /** The oldest waiting appends that share no stream, up to `maxEvents` events (always at least one append). */
  private takeGroup(): typeof this.queue {
    const group: typeof this.queue = [];
    const streams = new Set<string>();
    let events = 0;
    for (let i = 0; i < this.queue.length;) {
      const item = this.queue[i]!;
      const clashes = item.append.streamIds.some((s) => streams.has(s));
      const fits = group.length === 0 || events + item.append.eventCount <= this.options.maxEvents;
      if (clashes || !fits) {
        if (!fits) break;
        i += 1;
        continue;
      }
      group.push(item);
      for (const s of item.append.streamIds) streams.add(s);
      events += item.append.eventCount;
      this.queue.splice(i, 1);
    }
    return group;
  }

  private async run(group: typeof this.queue): Promise<void> {
    try {
      const results = await this.write(group.map((g) => g.append));
      group.forEach((g, i) => g.resolve(results[i]));
    } catch (error) {
      if (group.length === 1) {
        group[0]!.reject(error);
        return;
      }
      // One after another: two appends of the group that carry one event id must not race each other again.
      for (const g of group) {
        try {
          g.resolve((await this.write([g.append]))[0]);
        } catch (alone) {
          g.reject(alone);
        }
      }
    }
  }
}
