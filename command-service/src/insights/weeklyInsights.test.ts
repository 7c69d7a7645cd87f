import type { ProviderInsights } from '@conectasst/common/api/insights';
import { insightsMailLines, sendWeeklyInsights } from './weeklyInsights';

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
    expect(speedLine({ yourMedianSeconds: 2_700, othersBand: 'slower50', minOtherProviders: 5 })).toMatch(
      /: entre os 50 % mais lentos$/,
    );
  });

  it('with fewer: says there are not enough providers to compare yet; without a seat: nothing to compare', () => {
    expect(speedLine({ yourMedianSeconds: 2_700, othersBand: null, minOtherProviders: 5 })).toBe(
      '• Velocidade de inscrição (mediana): você, 45 min; ainda não há parceiros suficientes nas suas áreas e região para comparar (comparamos só com pelo menos 5 outros que se inscreveram no período).',
    );
    expect(speedLine({ yourMedianSeconds: null, othersBand: null, minOtherProviders: 5 })).toBe(
      '• Velocidade de inscrição (mediana): você, sem inscrições no período',
    );
  });
});

/** ADR 0155: one provider the weekly run cannot handle does not stop it from mailing the others. */
describe('the weekly insights e-mail, one provider at a time', () => {
  it('given a provider whose figures fail, the others are still mailed and the failure is reported after them, without personal data', async () => {
    const figures = insights({ yourMedianSeconds: 2_700, othersBand: null, minOtherProviders: 5 });
    const providers = [1, 2, 3].map((id) => ({
      provider_id: id,
      email: `p${id}@empresa.com.br`,
      name: `Parceiro ${id}`,
    }));
    const lookups = {
      providersWithAlertsOn: async () => providers,
      providerInsights: async (id: number) => {
        if (id === 2)
          throw Object.assign(new Error('invalid input syntax for type json: "p2@empresa.com.br"'), { code: '22P02' });
        return figures;
      },
    };
    const commands = { handle: jest.fn(async () => ({ events: [{ type: 'InsightsMailSent' }] })) };
    const sent: string[] = [];
    const mailer = { send: jest.fn(async (mail: { to: string }) => void sent.push(mail.to)) };
    const config = { publicUrl: 'http://localhost:3000', jwtSecret: 'x'.repeat(32) };
    await expect(
      sendWeeklyInsights({ lookups, commands, mailer, config } as never, new Date('2026-11-27T12:00:00Z')),
    ).rejects.toThrow(
      /^weekly insights: 1 registro\(s\) falharam, os demais foram tratados \(demand-alerts-2: 22P02: invalid input syntax for type json: "…"\)$/,
    );
    expect(sent).toEqual(['p1@empresa.com.br', 'p3@empresa.com.br']);
  });
});
