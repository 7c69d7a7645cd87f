import type { PerformanceEntry } from 'node:perf_hooks';
import { PerformanceObserver, constants } from 'node:perf_hooks';
/** Latency samples in milliseconds → the figures the benchmark tables show. */
export function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

export const round = (value: number, digits = 1) => Number(value.toFixed(digits));

/** Runs `work(i)` for i in [0, total) with `concurrency` workers; returns per-call latencies (ms) and the wall time. */
export async function closedLoop(
  total: number,
  concurrency: number,
  work: (i: number) => Promise<void>,
): Promise<{ latencies: number[]; seconds: number }> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (;;) {
        const i = next++;
        if (i >= total) return;
        const t = performance.now();
        await work(i);
        latencies.push(performance.now() - t);
      }
    }),
  );
  return { latencies, seconds: (performance.now() - started) / 1000 };
}

/**
 * Starts `work(i)` at a fixed rate (an open loop: a slow call does not delay the next start) for `seconds`;
 * returns per-call latencies (ms). What a steady stream of users does, unlike a closed loop.
 */
export async function openLoop(
  rate: number,
  seconds: number,
  work: (i: number) => Promise<void>,
  record?: (startedAt: number, ms: number) => void,
): Promise<number[]> {
  const latencies: number[] = [];
  const total = Math.round(rate * seconds);
  const started = performance.now();
  const running: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const wait = started + (i * 1000) / rate - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const t = performance.now();
    running.push(
      work(i).then(() => {
        const ms = performance.now() - t;
        latencies.push(ms);
        record?.(t, ms);
      }),
    );
  }
  await Promise.all(running);
  return latencies;
}

/**
 * The garbage collector's pauses while a measurement runs (a latency tail that shows here was spent collecting this
 * thread's garbage, not serving): `stop()` gives the longest pause of each kind (minor: a scavenge of the young
 * generation; major: a mark-compact's pause) and how many major ones there were.
 */
export function watchGarbageCollection(): () => {
  minorMaxMs: number;
  majorMaxMs: number;
  major: number;
} {
  const pauses: { ms: number; major: boolean }[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = (entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind;
      pauses.push({ ms: entry.duration, major: kind === constants.NODE_PERFORMANCE_GC_MAJOR });
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  const longest = (list: { ms: number }[]) => list.reduce((max, p) => Math.max(max, p.ms), 0);
  return () => {
    observer.disconnect();
    return {
      minorMaxMs: longest(pauses.filter((p) => !p.major)),
      majorMaxMs: longest(pauses.filter((p) => p.major)),
      major: pauses.filter((p) => p.major).length,
    };
  };
}
