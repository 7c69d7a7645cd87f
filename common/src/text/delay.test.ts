import { formatDelay } from './delay';

describe('a delay in Portuguese (Meu desempenho, ADR 0127)', () => {
  it('uses seconds, minutes, hours and days as the delay grows', () => {
    expect(formatDelay(40)).toBe('40 s');
    expect(formatDelay(720)).toBe('12 min');
    expect(formatDelay(2_700)).toBe('45 min');
    expect(formatDelay(11_100)).toBe('3 h 5 min');
    expect(formatDelay(3 * 3600)).toBe('3 h');
    expect(formatDelay(86_400)).toBe('1 dia');
    expect(formatDelay(2 * 86_400 + 4 * 3600)).toBe('2 dias e 4 h');
  });
});
