import type { LogPosition } from '@conectasst/events/envelope';
import { LOG_START } from '@conectasst/events/envelope';
import type { WaitOutcome } from './consistency';
import { LogHead, SharedConsistencyWaiter } from './consistency';

const at = (commit: number, prepare = commit): LogPosition => ({ commit: BigInt(commit), prepare: BigInt(prepare) });
const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((r) => setTimeout(r, 1));
};

describe('the shared read-your-writes waiter (ADR 0113)', () => {
  it('given the projections run in this process, when 500 calls wait for positions, then one advance by the projections ends every wait it covers', async () => {
    const outcomes: WaitOutcome[] = [];
    const waiter = new SharedConsistencyWaiter({ onWait: (o) => outcomes.push(o) });
    const waits = Array.from({ length: 500 }, (_, i) => waiter.waitFor(at(10 + (i % 5)), 60_000));
    // Five distinct positions: five shared promises, whatever the number of callers.
    expect(waiter.pendingPositions()).toBe(5);
    waiter.advance(at(12));
    expect(waiter.pendingPositions()).toBe(2);
    waiter.advance(at(14));
    expect(await Promise.all(waits)).toEqual(Array(500).fill(true));
    expect(outcomes).toEqual(Array(500).fill('reached'));
    expect(await waiter.waitFor(at(14), 60_000)).toBe(true);
    expect(outcomes.at(-1)).toBe('immediate');
  });

  it('given separate processes, when 500 calls wait, then one poll loop serves them all: the reads do not grow with the callers', async () => {
    let applied = LOG_START;
    let reads = 0;
    const waiter = new SharedConsistencyWaiter({
      readPosition: async () => {
        reads += 1;
        return applied;
      },
      pollMs: 1,
    });
    const waits = Array.from({ length: 500 }, () => waiter.waitFor(at(7), 60_000));
    await until(() => reads >= 3);
    const readsBeforeTheWrite = reads;
    applied = at(7);
    expect(await Promise.all(waits)).toEqual(Array(500).fill(true));
    // A loop per call would have read at least 500 × 3 times by now.
    expect(reads).toBeLessThanOrEqual(readsBeforeTheWrite + 1);
    expect(waiter.polls).toBe(reads);
    // Nobody waits: the loop stopped.
    await new Promise((r) => setTimeout(r, 20));
    expect(reads).toBe(waiter.polls);
    expect(waiter.polls).toBeLessThanOrEqual(readsBeforeTheWrite + 1);
  });

  it('a wait that times out answers false (stale) and leaves nothing behind; the others on its position keep waiting', async () => {
    const outcomes: WaitOutcome[] = [];
    const waiter = new SharedConsistencyWaiter({ onWait: (o) => outcomes.push(o) });
    const short = waiter.waitFor(at(3), 5);
    const long = waiter.waitFor(at(3), 60_000);
    expect(await short).toBe(false);
    expect(waiter.pendingPositions()).toBe(1);
    waiter.advance(at(3));
    expect(await long).toBe(true);
    expect(outcomes).toEqual(['stale', 'reached']);
    expect(await waiter.waitFor(at(9), 5)).toBe(false);
    expect(waiter.pendingPositions()).toBe(0);
  });

  it('cancelAll ends every current wait with false (the projections stop)', async () => {
    const waiter = new SharedConsistencyWaiter();
    const waits = [waiter.waitFor(at(4), 60_000), waiter.waitFor(at(5), 60_000)];
    waiter.cancelAll();
    expect(await Promise.all(waits)).toEqual([false, false]);
  });
});

describe('the head of the log (X-Min-Position beyond it is refused)', () => {
  it('asks the store only for positions newer than the last head seen, and concurrent asks share reads', async () => {
    let head = at(100);
    let reads = 0;
    const logHead = new LogHead(async () => {
      reads += 1;
      await new Promise((r) => setTimeout(r, 5));
      return head;
    });
    // The first call's read, and one more for the 49 that arrived while it ran (it may predate what they saw).
    expect(await Promise.all(Array.from({ length: 50 }, () => logHead.isBeyond(at(1_000_000))))).toEqual(
      Array(50).fill(true),
    );
    expect(reads).toBe(2);
    expect(await logHead.isBeyond(at(90))).toBe(false);
    expect(reads).toBe(2);
    head = at(120);
    expect(await logHead.isBeyond(at(120))).toBe(false);
    expect(reads).toBe(3);
  });

  it('a read that began before a commit does not refuse a caller who saw that commit', async () => {
    let head = at(100);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const logHead = new LogHead(async () => {
      const seen = head;
      await gate;
      return seen;
    });
    const early = logHead.isBeyond(at(500));
    head = at(101);
    const late = logHead.isBeyond(at(101));
    release();
    expect(await early).toBe(true);
    expect(await late).toBe(false);
  });

  it('a store that does not answer refuses nobody', async () => {
    const logHead = new LogHead(async () => {
      throw new Error('conexão perdida');
    });
    expect(await logHead.isBeyond(at(5))).toBe(false);
  });
});
