import { screen, waitFor } from '@testing-library/react';
import type { ListingsResponse, ServiceListing } from '@conectasst/common/api/demands';
import type { CreditPackage } from '@conectasst/common/api/packages';
import { aCurrentUser } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/renderApp';
import { getCurrentUser } from '../../../session/api/getCurrentUser';
import { getProviderPackages } from '../../../lib/creditPackagesApi';
import { getIndividualDetails, getListings, getSubsCount } from '../api/listingsApi';

jest.mock('../../../session/api/getCurrentUser');
jest.mock('../../../lib/creditPackagesApi');
jest.mock('../api/listingsApi');

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

describe('the cards of /dashboard (issue #35 item 5, ADR 0170)', () => {
  beforeEach(() => jest.mocked(getProviderPackages).mockResolvedValue({ data: packages }));

  it('every "Inscreva-se" of /dashboard says what it costs, at the cheapest package on sale', async () => {
    jest.mocked(getCurrentUser).mockResolvedValue(aCurrentUser('provider', {}, 0));
    jest.mocked(getIndividualDetails).mockResolvedValue({});
    jest.mocked(getSubsCount).mockResolvedValue({ subs: {} });
    const result: ListingsResponse = {
      data: [listing, { ...listing, id: 8, title: 'PCMSO' }],
      filterArea: [],
      pages: [{ page: 1 }],
      morePages: false,
      matchedProfile: false,
    };
    jest.mocked(getListings).mockResolvedValue(result);
    renderApp('/dashboard');
    const subscribe = await screen.findByRole('button', { name: 'Inscreva-se: PCMSO' });
    await waitFor(() =>
      expect(nbsp(document.getElementById(subscribe.getAttribute('aria-describedby')!)!.textContent)).toBe(
        '10 créditos ≈ R$ 24,90',
      ),
    );
    expect(screen.getAllByText(/^10 créditos ≈/)).toHaveLength(2);
  });

  it('Pedido direto (ADR 0170): in /dashboard only the card of the demand reserved for the provider says so', async () => {
    jest.mocked(getCurrentUser).mockResolvedValue(aCurrentUser('provider', {}, 30));
    jest.mocked(getIndividualDetails).mockResolvedValue({});
    jest.mocked(getSubsCount).mockResolvedValue({ subs: {} });
    jest.mocked(getListings).mockResolvedValue({
      data: [
        { ...listing, reserved_for_you: true },
        { ...listing, id: 8, title: 'PCMSO' },
      ],
      filterArea: [],
      pages: [{ page: 1 }],
      morePages: false,
      matchedProfile: false,
    });
    renderApp('/dashboard');
    await screen.findByRole('button', { name: 'Inscreva-se: PCMSO' });
    expect(screen.getAllByText('Reservada para você por 24 h')).toHaveLength(1);
  });
});
