import { screen, waitFor, within } from '@testing-library/react';
import type { ServiceListing } from '@conectasst/common/api/demands';
import type { CreditPackage } from '@conectasst/common/api/packages';
import { aCurrentUser } from '../../../testing/fixtures';
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

const listing: ServiceListing = {
  id: 7,
  title: 'PGR para a fábrica',
  description: 'PGR',
  branch_of_the_company: 'Indústria',
  type: 'Química',
  uf: 'SP',
  region: 'Campinas',
  street: 'Centro',
  about: '',
  status: true,
  contributors: '21,50',
  urgency: 'O mais rápido possível',
  published_date: '2026-11-20T12:00:00.000Z',
  expires_date: '2099-01-01T00:00:00.000Z',
  price: 10,
  subs: 1,
  max_subs: 5,
  activity: '',
  cnae: '',
  employees_per_site: null,
  cnae_class: null,
  risk_grade: null,
};
const pack = (id: number, price: number, credits: number, status = true): CreditPackage => ({
  id,
  name: `Pacote ${id}`,
  credits,
  ndemanda: credits / 10,
  price,
  pricePerCredit: Math.round((price / credits) * 100) / 100,
  status,
});
/** R$ 2,99, R$ 2,49 and (not on sale) R$ 1,00 per credit: the quote is 10 × R$ 2,49. */
const packages = [pack(1, 89.7, 30), pack(2, 249, 100), pack(3, 100, 100, false)];
const nbsp = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

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
