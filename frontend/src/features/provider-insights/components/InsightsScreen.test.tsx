import { screen, waitFor, within } from '@testing-library/react';
import type { ProviderInsights } from '@conectasst/common/api/insights';
import { ApiError } from '../../../lib/apiClient';
import { aCurrentUser } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/renderApp';
import { getCurrentUser } from '../../../session/api/getCurrentUser';
import { getMyInsights } from '../api/insightsApi';

jest.mock('../../../session/api/getCurrentUser');
jest.mock('../api/insightsApi');

const insights = (over: Partial<ProviderInsights> = {}): ProviderInsights => ({
  days: 30,
  since: '2026-10-26T12:00:00.000Z',
  until: '2026-11-25T12:00:00.000Z',
  matching: 14,
  subscribed: 6,
  hired: 2,
  creditsSpent: 60,
  creditsPerHire: 30,
  rating: { average: 4.5, count: 2 },
  proposals: { sent: 4, won: 1, winRatePercent: 25 },
  speed: { yourMedianSeconds: 2_700, othersBand: 'fastest25', minOtherProviders: 5 },
  ...over,
});

const figure = (title: string) => screen.getByText(title).closest('.ant-statistic') as HTMLElement;

describe('/dashboard/desempenho (Meu desempenho, issue #21 item 6)', () => {
  beforeEach(() => {
    jest.mocked(getCurrentUser).mockResolvedValue(aCurrentUser('provider'));
  });

  it("shows the provider's figures for the last 30 days and its speed with its band among the others (no figure of theirs); 90 days on request", async () => {
    jest
      .mocked(getMyInsights)
      .mockImplementation(async (days) =>
        days === 30
          ? insights()
          : insights({ days: 90, matching: 40, subscribed: 15, hired: 3, creditsSpent: 150, creditsPerHire: 50 }),
      );
    const app = renderApp('/dashboard/desempenho');
    expect(await screen.findByRole('heading', { name: 'Meu desempenho' })).toBeInTheDocument();
    expect(await screen.findByText('Demandas do seu perfil')).toBeInTheDocument();
    expect(getMyInsights).toHaveBeenCalledWith(30);
    expect(within(figure('Demandas do seu perfil')).getByText('14')).toBeInTheDocument();
    expect(within(figure('Inscrições')).getByText('6')).toBeInTheDocument();
    expect(within(figure('Contratações')).getByText('2')).toBeInTheDocument();
    expect(within(figure('Créditos gastos')).getByText('60')).toBeInTheDocument();
    expect(within(figure('Créditos por contratação')).getByText('30')).toBeInTheDocument();
    expect(within(figure('Propostas enviadas')).getByText('4')).toBeInTheDocument();
    expect(within(figure('Taxa de propostas ganhas')).getByText('25%')).toBeInTheDocument();
    expect(within(figure('Nota')).getByText('4,5 de 5 (2)')).toBeInTheDocument();
    expect(within(figure('Você')).getByText('45 min')).toBeInTheDocument();
    expect(
      within(figure('Sua posição entre os outros parceiros das suas áreas e região')).getByText(
        'Entre os 25 % mais rápidos',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Ainda não há parceiros suficientes/)).not.toBeInTheDocument();
    // The provider menu links the screen (jsdom's 1,024-px window shows the links behind the menu button).
    await app.user.click(screen.getByRole('button', { name: 'Abrir menu' }));
    expect(
      within(screen.getByRole('navigation', { name: 'Navegação do parceiro' })).getByRole('link', {
        name: 'Meu desempenho',
      }),
    ).toHaveAttribute('href', '/dashboard/desempenho');
    await app.user.click(screen.getByRole('button', { name: 'Fechar menu' }));

    await app.user.click(screen.getByText('Últimos 90 dias'));
    await waitFor(() => expect(getMyInsights).toHaveBeenLastCalledWith(90));
    expect(await screen.findByText('150')).toBeInTheDocument();
    expect(within(figure('Créditos por contratação')).getByText('50')).toBeInTheDocument();
  });

  it('without a hire, a review or enough other providers, says so instead of a number', async () => {
    jest.mocked(getMyInsights).mockResolvedValue(
      insights({
        subscribed: 0,
        hired: 0,
        creditsSpent: 0,
        creditsPerHire: null,
        rating: { average: null, count: 0 },
        speed: { yourMedianSeconds: null, othersBand: null, minOtherProviders: 5 },
      }),
    );
    renderApp('/dashboard/desempenho');
    expect(await screen.findByText('Sem inscrições no período')).toBeInTheDocument();
    expect(screen.getByText('Ainda sem comparação')).toBeInTheDocument();
    expect(within(figure('Créditos por contratação')).getByText('—')).toBeInTheDocument();
    expect(within(figure('Nota')).getByText('—')).toBeInTheDocument();
    expect(screen.getByText(/só quando pelo menos 5 outros parceiros se inscreveram/)).toBeInTheDocument();
  });

  it('with a seat but fewer than 5 other providers, says there are not enough providers to compare yet', async () => {
    jest
      .mocked(getMyInsights)
      .mockResolvedValue(insights({ speed: { yourMedianSeconds: 2_700, othersBand: null, minOtherProviders: 5 } }));
    renderApp('/dashboard/desempenho');
    expect(await screen.findByText('Ainda sem comparação')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Ainda não há parceiros suficientes nas suas áreas e região para comparar (comparamos só com pelo menos 5 outros que se inscreveram no período).',
      ),
    ).toBeInTheDocument();
  });

  it("shows the server's message when the call fails", async () => {
    jest.mocked(getMyInsights).mockRejectedValue(new ApiError(400, 'Escolha um período de 30 ou 90 dias.'));
    renderApp('/dashboard/desempenho');
    expect(await screen.findByText('Escolha um período de 30 ou 90 dias.')).toBeInTheDocument();
  });
});
