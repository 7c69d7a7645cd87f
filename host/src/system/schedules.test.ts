import { scheduleEvery } from './schedules';

/** A timed job runs at the time of the injected clock (ADR 0144's one clock), one run at a time. */
describe('scheduleEvery', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs the job every interval with the time the injected clock gives, and no more once stopped', async () => {
    const times = [new Date('2026-03-02T09:00:00Z'), new Date('2026-03-09T09:00:00Z')];
    let ticks = 0;
    const clock = (): Date => times[ticks++]!;
    const seen: Date[] = [];
    const stop = scheduleEvery(async (now) => void seen.push(now), { everyMs: 1_000, clock, onError: () => undefined });

    await jest.advanceTimersByTimeAsync(2_000);
    stop();
    await jest.advanceTimersByTimeAsync(5_000);

    expect(seen).toEqual(times);
  });

  it('skips a tick while the previous run is still going, and reports a failed run to onError', async () => {
    let finish: () => void = () => undefined;
    let runs = 0;
    const errors: unknown[] = [];
    const stop = scheduleEvery(
      () => {
        runs++;
        return runs === 1
          ? new Promise<void>((resolve) => (finish = resolve))
          : Promise.reject(new Error('SMTP fora do ar'));
      },
      { everyMs: 1_000, clock: () => new Date('2026-03-02T09:00:00Z'), onError: (error) => errors.push(error) },
    );

    await jest.advanceTimersByTimeAsync(3_000);
    expect(runs).toBe(1);
    finish();
    await jest.advanceTimersByTimeAsync(1_000);
    stop();

    expect(runs).toBe(2);
    expect(errors).toEqual([new Error('SMTP fora do ar')]);
  });
});
