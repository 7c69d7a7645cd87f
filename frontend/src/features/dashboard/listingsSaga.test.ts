import type { ListingsResponse } from '@conectasst/common/api/demands';
import { waitFor } from '@testing-library/react';
import { setupStore } from '../../app/store';
import { navigatorSpy } from '../../testing/navigatorSpy';
import { ApiError } from '../../lib/apiClient';
import { getCompanyDetails, getIndividualDetails, getListings, getSubsCount, searchListings } from './api/dashboardApi';
import { listingsOpened, listingsQueryChanged, selectListings } from './listingsSlice';

jest.mock('./api/dashboardApi');

const empty: ListingsResponse = { data: [], filterArea: [], pages: [], morePages: false, matchedProfile: true };

describe('/dashboard listings saga (spec §2)', () => {
  const navigate = navigatorSpy();
  beforeEach(() => jest.resetAllMocks());

  it('given a provider without details as a person or a company, when the dashboard opens, then it goes to /second-state', async () => {
    jest.mocked(getIndividualDetails).mockRejectedValue(new ApiError(404, 'Não encontrado.'));
    jest.mocked(getCompanyDetails).mockRejectedValue(new ApiError(404, 'Não encontrado.'));
    const store = setupStore();

    store.dispatch(listingsOpened());

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/second-state'));
    expect(getListings).not.toHaveBeenCalled();
    expect(selectListings(store.getState()).ready).toBe(false);
  });

  it('given company details, when the dashboard opens, then the demands of the profile are listed', async () => {
    jest.mocked(getIndividualDetails).mockRejectedValue(new ApiError(404, 'Não encontrado.'));
    jest.mocked(getCompanyDetails).mockResolvedValue({});
    jest.mocked(getListings).mockResolvedValue(empty);
    const store = setupStore();

    store.dispatch(listingsOpened());

    await waitFor(() => expect(selectListings(store.getState()).result).toEqual(empty));
    expect(getListings).toHaveBeenCalledWith(1, 'recent', 'profile');
    expect(getSubsCount).not.toHaveBeenCalled();
  });

  it('when filters are applied on page 3, then the search starts on page 1 with them, over all demands if asked', async () => {
    jest.mocked(getIndividualDetails).mockResolvedValue({});
    jest.mocked(getListings).mockResolvedValue(empty);
    jest.mocked(searchListings).mockResolvedValue(empty);
    const store = setupStore();
    store.dispatch(listingsOpened());
    await waitFor(() => expect(selectListings(store.getState()).ready).toBe(true));
    store.dispatch(listingsQueryChanged({ page: 3 }));
    store.dispatch(listingsQueryChanged({ showAll: true }));
    expect(selectListings(store.getState()).query.page).toBe(1);
    store.dispatch(listingsQueryChanged({ page: 3 }));

    store.dispatch(listingsQueryChanged({ applied: { keyword: 'pgr', areas: [2, 5], uf: 'RJ' } }));

    await waitFor(() =>
      expect(searchListings).toHaveBeenCalledWith({
        page: 1,
        sort: 'recent',
        match: 'all',
        keyword: 'pgr',
        area: '2,5',
        uf: 'RJ',
        city: undefined,
        grade: undefined,
      }),
    );
  });

  it('given the listing fails, then no demands are shown instead of a skeleton forever', async () => {
    jest.mocked(getIndividualDetails).mockResolvedValue({});
    jest.mocked(getListings).mockRejectedValue(new ApiError(0, 'Sem conexão'));
    const store = setupStore();

    store.dispatch(listingsOpened());

    await waitFor(() => expect(selectListings(store.getState()).result?.data).toEqual([]));
  });
});
