import { describeFailure } from '@conectasst/projections/parkedEvents';

/**
 * A timed job's records handled one by one, each failure kept aside (ADR 0155): one record that cannot be handled (a
 * bug, a broken row) never stops the job from handling the others. At the end of the run `throwIfAny` reports the
 * failed records (keys and errors without personal data) in one error, which the scheduler logs; the next run tries
 * them again.
 */
export function recordFailures(job: string) {
  const failed: { key: string; error: unknown }[] = [];
  return {
    async each<T>(
      records: readonly T[],
      keyOf: (record: T) => string,
      work: (record: T) => Promise<void>,
    ): Promise<void> {
      for (const record of records) {
        try {
          await work(record);
        } catch (error) {
          failed.push({ key: keyOf(record), error });
        }
      }
    },
    throwIfAny(): void {
      if (failed.length === 0) return;
      const list = failed.map((f) => `${f.key}: ${describeFailure(f.error)}`).join('; ');
      throw new Error(`${job}: ${failed.length} registro(s) falharam, os demais foram tratados (${list})`);
    },
  };
}
