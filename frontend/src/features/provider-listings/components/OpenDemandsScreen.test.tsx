import { screen, waitFor, within } from '@testing-library/react';
import type { ListingsResponse, ServiceListing } from '@conectasst/common/api/demands';
import { aCurrentUser, aListing } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/renderApp';
import { getCurrentUser } from '../../../session/api/getCurrentUser';
import { getIndividualDetails, getListings, getSubsCount, searchListings } from '../api/listingsApi';

jest.mock('../../../session/api/getCurrentUser');
jest.mock('../api/listingsApi');

const listing = (id: number): ServiceListing => ({ ...aListing, id, title: `Demanda ${id}` });
const page = (n: number, pages: number, morePages: boolean): ListingsResponse => ({
  data: Array.from({ length: 10 }, (_, i) => listing(n * 100 + i)),
  filterArea: [],
  pages: Array.from({ length: pages }, (_, i) => ({ page: i + 1 })),
  morePages,
  matchedProfile: false,
});

describe('/dashboard pages (spec §201: first, middle and last pages; ADR 0103)', () => {
  beforeEach(() => {
    jest.mocked(getCurrentUser).mockResolvedValue(aCurrentUser('provider'));
    jest.mocked(getIndividualDetails).mockResolvedValue({});
    jest.mocked(getSubsCount).mockResolvedValue({ subs: {} });
  });

  it('shows a pager folded to the first, nearby and last pages, moves to the page clicked, and suggests filters when more demands match', async () => {
    jest.mocked(getListings).mockImplementation(async (n) => page(n, 100, true));
    const app = renderApp('/dashboard');
    expect(await screen.findByText('Demanda 100')).toBeInTheDocument();
    expect(screen.getByTitle('100')).toBeInTheDocument();
    expect(screen.queryByTitle('50')).not.toBeInTheDocument();
    expect(
      screen.getByText('Há mais demandas do que as páginas mostradas: use os filtros para refinar a busca.'),
    ).toBeInTheDocument();
    await app.user.click(screen.getByTitle('100'));
    await waitFor(() => expect(getListings).toHaveBeenLastCalledWith(100, 'recent', 'profile'));
    expect(await screen.findByText('Demanda 10000')).toBeInTheDocument();
  });

  it('shows no pager for one page and no hint when every match is listed', async () => {
    jest.mocked(getListings).mockResolvedValue(page(1, 1, false));
    renderApp('/dashboard');
    expect(await screen.findByText('Demanda 100')).toBeInTheDocument();
    expect(document.querySelector('.ant-pagination')).toBeNull();
    expect(screen.queryByText(/Há mais demandas/)).not.toBeInTheDocument();
  });
});

describe('/dashboard on a phone: the demands before the filters (issue #35 item 7)', () => {
  const setWindowWidth = (width: number) =>
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  beforeEach(() => {
    jest.mocked(getCurrentUser).mockResolvedValue(aCurrentUser('provider'));
    jest.mocked(getIndividualDetails).mockResolvedValue({});
    jest.mocked(getSubsCount).mockResolvedValue({ subs: {} });
    setWindowWidth(390);
  });
  afterEach(() => setWindowWidth(1024));

  it('folds the filters behind "Filtros (0)"; applied in the drawer, they close it and the button counts them', async () => {
    const areas = [
      { id: 1, name: 'Ergonomia' },
      { id: 2, name: 'Higiene Ocupacional' },
    ];
    jest.mocked(getListings).mockResolvedValue({ ...page(1, 1, false), filterArea: areas });
    jest.mocked(searchListings).mockResolvedValue({ ...page(2, 1, false), filterArea: areas });
    const app = renderApp('/dashboard');
    expect(await screen.findByText('Demanda 100')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Ergonomia' })).not.toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Filtros (0)' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('Filtros')).toBeInTheDocument();
    await app.user.type(within(drawer).getByLabelText('Palavra-chave'), 'PGR');
    await app.user.click(within(drawer).getByRole('checkbox', { name: 'Ergonomia' }));
    await app.user.click(within(drawer).getByRole('checkbox', { name: 'Higiene Ocupacional' }));
    await app.user.click(within(drawer).getByRole('button', { name: 'Filtrar' }));

    expect(await screen.findByRole('button', { name: 'Filtros (3)' })).toHaveAttribute('aria-expanded', 'false');
    expect(await screen.findByText('Demanda 200')).toBeInTheDocument();
    expect(jest.mocked(searchListings).mock.calls[0]?.[0]).toMatchObject({ keyword: 'PGR', area: '1,2' });
  });

  it('on a desktop, the filters stand beside the demands, with no "Filtros" button', async () => {
    setWindowWidth(1366);
    jest.mocked(getListings).mockResolvedValue({ ...page(1, 1, false), filterArea: [{ id: 1, name: 'Ergonomia' }] });
    renderApp('/dashboard');
    expect(await screen.findByRole('checkbox', { name: 'Ergonomia' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Filtros/ })).not.toBeInTheDocument();
  });
});
