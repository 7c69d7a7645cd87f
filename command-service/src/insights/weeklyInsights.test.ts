import type { ProviderInsights } from '@conectasst/common/api/insights';
import { insightsMailLines } from './weeklyInsights';

const insights = (speed: ProviderInsights['speed']): ProviderInsights => ({
  days: 30,
  since: '2026-10-28T12:00:00.000Z',
  until: '2026-11-27T12:00:00.000Z',
  matching: 4,
  subscribed: 2,
  hired: 1,
  creditsSpent: 20,
  creditsPerHire: 20,
  rating: { average: 4.5, count: 2 },
  proposals: { sent: 2, won: 1, winRatePercent: 50 },
  speed,
});
const speedLine = (speed: ProviderInsights['speed']) => insightsMailLines(insights(speed)).at(-1);

/** The weekly e-mail's speed line (issue #33 item 5, ADR 0157): the provider's own figure and a band, never the others'. */
describe('the weekly insights e-mail: the speed comparison', () => {
  it('with 5 or more other providers: only the band of the provider among them', () => {
    expect(speedLine({ yourMedianSeconds: 2_700, othersBand: 'fastest25', minOtherProviders: 5 })).toBe(
      '• Velocidade de inscrição (mediana): você, 45 min; entre os outros parceiros das suas áreas e região: entre os 25 % mais rápidos',
    );
    expect(speedLine({ yourMedianSeconds: 2_700, othersBand: 'slower50', minOtherProviders: 5 })).toMatch(/: entre os 50 % mais lentos$/);
  });

  it('with fewer: says there are not enough providers to compare yet; without a seat: nothing to compare', () => {
    expect(speedLine({ yourMedianSeconds: 2_700, othersBand: null, minOtherProviders: 5 })).toBe(
      '• Velocidade de inscrição (mediana): você, 45 min; ainda não há parceiros suficientes nas suas áreas e região para comparar (comparamos só com pelo menos 5 outros que se inscreveram no período).',
    );
    expect(speedLine({ yourMedianSeconds: null, othersBand: null, minOtherProviders: 5 })).toBe('• Velocidade de inscrição (mediana): você, sem inscrições no período');
  });
});
