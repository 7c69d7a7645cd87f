import type { ListingsResponse } from '@conectasst/common/api/demands';
import { waitFor } from '@testing-library/react';
import { setupStore } from '../../app/store';
import { navigatorSpy } from '../../testing/navigatorSpy';
import { ApiError } from '../../lib/apiClient';
import { getCompanyDetails, getIndividualDetails, getListings, getSubsCount, searchListings } from './api/listingsApi';
import { getDemandAlerts, putDemandAlerts } from './api/demandAlertsApi';
import { alertsOpened, alertsSwitched, listingsOpened, listingsQueryChanged, selectListings } from './listingsSlice';

jest.mock('./api/listingsApi');
jest.mock('./api/demandAlertsApi');
jest.mock('../../lib/creditPackagesApi');

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

describe('the new-demand e-mails switch of /dashboard (docs/demands.md)', () => {
  beforeEach(() => jest.resetAllMocks());

  it('when the alerts are switched off, then the choice is saved; a refusal puts the switch back', async () => {
    jest.mocked(getDemandAlerts).mockResolvedValue({ enabled: true });
    jest
      .mocked(putDemandAlerts)
      .mockResolvedValueOnce({ message: 'ok' })
      .mockRejectedValueOnce(new ApiError(500, 'Erro'));
    const store = setupStore();
    store.dispatch(alertsOpened());
    await waitFor(() => expect(selectListings(store.getState()).alerts).toEqual({ enabled: true, saving: false }));

    store.dispatch(alertsSwitched(false));
    expect(selectListings(store.getState()).alerts?.saving).toBe(true);
    await waitFor(() => expect(selectListings(store.getState()).alerts).toEqual({ enabled: false, saving: false }));
    expect(putDemandAlerts).toHaveBeenCalledWith(false);

    store.dispatch(alertsSwitched(true));
    await waitFor(() => expect(putDemandAlerts).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(selectListings(store.getState()).alerts).toEqual({ enabled: false, saving: false }));
  });

  it('given the alerts cannot be read, then the switch stays hidden', async () => {
    jest.mocked(getDemandAlerts).mockRejectedValue(new ApiError(0, 'Sem conexão'));
    const store = setupStore();

    store.dispatch(alertsOpened());

    await waitFor(() => expect(getDemandAlerts).toHaveBeenCalled());
    expect(selectListings(store.getState()).alerts).toBeUndefined();
  });
});
