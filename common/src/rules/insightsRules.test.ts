import { INSIGHTS_MIN_OTHER_PROVIDERS, speedBand } from './insightsRules';

/** The speed comparison of "Meu desempenho" (issue #33 item 5, ADR 0157): a quartile band, from 5 other providers. */
describe('speedBand', () => {
  it('says nothing with fewer than 5 other providers, however they compare', () => {
    expect(INSIGHTS_MIN_OTHER_PROVIDERS).toBe(5);
    for (const [others, faster] of [
      [0, 0],
      [2, 1],
      [3, 0],
      [4, 4],
    ] as const)
      expect(speedBand(others, faster, 0)).toBeNull();
  });

  it('places the provider by the share of others faster than it (a tie counts half), in quarters', () => {
    expect(speedBand(5, 0, 0)).toBe('fastest25');
    expect(speedBand(5, 1, 0)).toBe('fastest25');
    expect(speedBand(5, 2, 0)).toBe('faster50');
    expect(speedBand(5, 2, 1)).toBe('slower50');
    expect(speedBand(5, 3, 0)).toBe('slower50');
    expect(speedBand(5, 4, 0)).toBe('slowest25');
    expect(speedBand(5, 5, 0)).toBe('slowest25');
    expect(speedBand(8, 0, 4)).toBe('faster50');
  });
});
