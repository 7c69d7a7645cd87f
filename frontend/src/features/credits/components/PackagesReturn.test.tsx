import { screen } from '@testing-library/react';
import { renderApp } from '../../../testing/renderApp';
import { aCurrentUser } from '../../../testing/fixtures';
import { getCurrentUser } from '../../../session/api/getCurrentUser';
import { getFaqs, getMyOrders, getProviderPackages } from '../api/creditsApi';

jest.mock('../../../session/api/getCurrentUser');
jest.mock('../api/creditsApi');

describe('/dashboard/pacotes opened from a demand (issue #35 item 5)', () => {
  it('says the purchase leads back to the demand', async () => {
    window.localStorage.setItem('token', 'sessao');
    jest.mocked(getCurrentUser).mockResolvedValue(aCurrentUser('provider'));
    jest.mocked(getProviderPackages).mockResolvedValue({ data: [] });
    jest.mocked(getFaqs).mockResolvedValue({ data: [] });
    jest.mocked(getMyOrders).mockResolvedValue({ data: [] });
    renderApp('/dashboard/pacotes?voltar=%2Fdashboard%2Fservice%2F7');
    expect(
      await screen.findByText('Depois do pagamento, você volta para a demanda para se inscrever.'),
    ).toBeInTheDocument();
  });
});
