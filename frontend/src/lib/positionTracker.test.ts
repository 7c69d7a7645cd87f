import { comparePositions, createPositionTracker, parsePosition } from './positionTracker';

describe('positions', () => {
  it('parses "<digits>.<digits>" into two big integers', () => {
    expect(parsePosition('12.3')).toEqual([12n, 3n]);
    expect(parsePosition('900719925474099312345.1')).toEqual([900719925474099312345n, 1n]);
  });

  it.each(['', '12', '1.2.3', '-1.2', 'a.b', '1.'])('rejects %p', (raw) => {
    expect(parsePosition(raw)).toBeNull();
  });

  it('compares the first part, then the second', () => {
    expect(comparePositions([2n, 0n], [10n, 0n])).toBeLessThan(0);
    expect(comparePositions([10n, 10n], [10n, 2n])).toBeGreaterThan(0);
    expect(comparePositions([5n, 5n], [5n, 5n])).toBe(0);
  });

  it('keeps the highest position seen', () => {
    const tracker = createPositionTracker();
    expect(tracker.highest()).toBeNull();

    tracker.observe('3.9');
    tracker.observe('3.10');
    tracker.observe('2.99');
    tracker.observe(null);
    tracker.observe('garbage');

    expect(tracker.highest()).toBe('3.10');
  });
});
