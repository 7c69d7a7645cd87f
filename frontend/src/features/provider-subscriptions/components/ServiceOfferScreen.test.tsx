import { screen, waitFor, within } from '@testing-library/react';
import { aCurrentUser, aListing, nbsp, quotedPackages } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/renderApp';
import { getCurrentUser } from '../../../session/api/getCurrentUser';
import { getProviderPackages } from '../../../lib/creditPackagesApi';
import { ApiError } from '../../../lib/apiClient';
import { getListing, getSubscription } from '../api/subscriptionsApi';
import { getMyLeadReports } from '../api/leadReportsApi';

jest.mock('../../../session/api/getCurrentUser');
jest.mock('../../../lib/creditPackagesApi');
jest.mock('../api/subscriptionsApi');
jest.mock('../api/leadReportsApi');

const listing = aListing;
const packages = quotedPackages;

describe('subscribing without enough credits (issue #35 item 5)', () => {
  beforeEach(() => {
    jest.mocked(getProviderPackages).mockResolvedValue({ data: packages });
    jest.mocked(getListing).mockResolvedValue({ data: listing });
    jest.mocked(getSubscription).mockRejectedValue(new ApiError(404, 'Não inscrito.'));
    jest.mocked(getMyLeadReports).mockResolvedValue({ data: [] });
    // The offer page asks for a session first (spec §2).
    window.localStorage.setItem('token', 'sessao');
  });
  afterEach(() => window.localStorage.clear());

  it('with 0 credits: the shortfall, Confirmar disabled, and "Comprar créditos" leads to the packages and back here', async () => {
    jest.mocked(getCurrentUser).mockResolvedValue(aCurrentUser('provider', {}, 0));
    const app = renderApp('/dashboard/service/7');
    await screen.findByRole('heading', { name: 'PGR para a fábrica' });
    await waitFor(() =>
      expect(nbsp(screen.getByText(/^Inscrição:/).textContent)).toBe('Inscrição: 10 créditos ≈ R$ 24,90'),
    );

    await app.user.click(screen.getByRole('button', { name: 'Inscreva-se' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Faltam 10 créditos')).toBeInTheDocument();
    expect(within(dialog).queryByText('Novo saldo')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Confirmar' })).toBeDisabled();

    await app.user.click(within(dialog).getByRole('button', { name: 'Comprar créditos' }));
    await waitFor(() => expect(app.currentPath()).toBe('/dashboard/pacotes'));
  });

  it('with enough credits: the new balance and Confirmar, no shortfall', async () => {
    jest.mocked(getCurrentUser).mockResolvedValue(aCurrentUser('provider', {}, 30));
    const app = renderApp('/dashboard/service/7');
    await app.user.click(await screen.findByRole('button', { name: 'Inscreva-se' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('20 créditos')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Confirmar' })).toBeEnabled();
    expect(within(dialog).queryByRole('button', { name: 'Comprar créditos' })).not.toBeInTheDocument();
  });

  it('Pedido direto (ADR 0170): the named provider reads "Reservada para você por 24 h" on the offer page', async () => {
    jest.mocked(getCurrentUser).mockResolvedValue(aCurrentUser('provider', {}, 30));
    jest.mocked(getListing).mockResolvedValue({ data: { ...listing, reserved_for_you: true } });
    renderApp('/dashboard/service/7');
    expect(await screen.findByText('Reservada para você por 24 h')).toBeInTheDocument();
  });

  it('a PCMSO without a verified CRM (ADR 0169): "Requer assinatura de médico do trabalho" instead of "Inscreva-se", and why', async () => {
    jest.mocked(getCurrentUser).mockResolvedValue(aCurrentUser('provider', {}, 30));
    jest.mocked(getListing).mockResolvedValue({
      data: {
        ...listing,
        title: 'PCMSO da fábrica',
        description: 'PCMSO',
        signing_required: 'Requer assinatura de médico do trabalho',
      },
    });
    renderApp('/dashboard/service/7');
    const button = await screen.findByRole('button', { name: 'Requer assinatura de médico do trabalho' });
    expect(button).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Inscreva-se' })).not.toBeInTheDocument();
    expect(screen.getByText(/só pode ser assinado por esse profissional/)).toBeInTheDocument();
  });
});
