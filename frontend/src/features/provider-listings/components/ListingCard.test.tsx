import { screen, waitFor } from '@testing-library/react';
import type { ListingsResponse } from '@conectasst/common/api/demands';
import { aCurrentUser, aListing, nbsp, quotedPackages } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/renderApp';
import { getCurrentUser } from '../../../session/api/getCurrentUser';
import { getProviderPackages } from '../../../lib/creditPackagesApi';
import { getIndividualDetails, getListings, getSubsCount } from '../api/listingsApi';

jest.mock('../../../session/api/getCurrentUser');
jest.mock('../../../lib/creditPackagesApi');
jest.mock('../api/listingsApi');

const listing = aListing;
const packages = quotedPackages;

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
