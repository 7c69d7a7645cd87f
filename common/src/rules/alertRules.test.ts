import { inQuietHours, saoPauloMinutes } from './alertRules';

describe('quiet hours, read in São Paulo time', () => {
  it('a span across midnight (22:00–07:00) includes its start and excludes its end', () => {
    const quiet = { start: '22:00', end: '07:00' };
    // São Paulo is UTC−3 (no daylight saving since 2019).
    expect(saoPauloMinutes(new Date('2026-11-23T01:00:00Z'))).toBe(22 * 60);
    expect(inQuietHours(quiet, new Date('2026-11-23T01:00:00Z'))).toBe(true); // 22:00
    expect(inQuietHours(quiet, new Date('2026-11-23T00:59:00Z'))).toBe(false); // 21:59
    expect(inQuietHours(quiet, new Date('2026-11-23T09:59:00Z'))).toBe(true); // 06:59
    expect(inQuietHours(quiet, new Date('2026-11-23T10:00:00Z'))).toBe(false); // 07:00
  });

  it('a span inside one day (12:00–14:00), and none at all', () => {
    const lunch = { start: '12:00', end: '14:00' };
    expect(inQuietHours(lunch, new Date('2026-11-23T15:30:00Z'))).toBe(true); // 12:30
    expect(inQuietHours(lunch, new Date('2026-11-23T17:00:00Z'))).toBe(false); // 14:00
    expect(inQuietHours(null, new Date('2026-11-23T01:00:00Z'))).toBe(false);
  });
});
