import type { LeadReport } from '@conectasst/common/api/trust';
import { waitFor } from '@testing-library/react';
import { setupStore } from '../../app/store';
import { ApiError } from '../../lib/apiClient';
import { getMySubscriptions } from './api/dashboardApi';
import { getDemandAlerts, putDemandAlerts } from './api/demandAlertsApi';
import { getMyLeadReports } from './api/leadReportsApi';
import { alertsOpened, alertsSwitched, selectProviderArea, subscriptionsOpened } from './providerAreaSlice';

jest.mock('./api/dashboardApi');
jest.mock('./api/demandAlertsApi');
jest.mock('./api/leadReportsApi');

const report: LeadReport = {
  reportId: 'r-1',
  demandId: 7,
  demandTitle: 'PGR',
  providerId: 'p-1',
  providerName: 'Bruno Tavares',
  reason: 'invalid_contact',
  note: '',
  credits: 10,
  status: 'open',
  automatic: false,
  decisionNote: '',
  reportedAt: '2026-11-25T12:00:00.000Z',
  decidedAt: null,
  providerFlagged: false,
  providerReports: 1,
  providerSubscriptions: 3,
};

describe("the provider's screens saga (Demandas Inscritas, demand alerts)", () => {
  beforeEach(() => jest.resetAllMocks());

  it('when Demandas Inscritas opens, then the subscriptions and the lead reports are read', async () => {
    jest.mocked(getMySubscriptions).mockResolvedValue({ data: [] });
    jest.mocked(getMyLeadReports).mockResolvedValue({ data: [report] });
    const store = setupStore();

    store.dispatch(subscriptionsOpened());

    await waitFor(() => expect(selectProviderArea(store.getState()).subscriptions).toEqual([]));
    await waitFor(() => expect(selectProviderArea(store.getState()).leadReports).toEqual([report]));
  });

  it('given the subscriptions cannot load, then the list shows empty instead of loading forever', async () => {
    jest.mocked(getMySubscriptions).mockRejectedValue(new ApiError(0, 'Sem conexão'));
    jest.mocked(getMyLeadReports).mockRejectedValue(new ApiError(0, 'Sem conexão'));
    const store = setupStore();

    store.dispatch(subscriptionsOpened());

    await waitFor(() => expect(selectProviderArea(store.getState()).subscriptions).toEqual([]));
    expect(selectProviderArea(store.getState()).leadReports).toEqual([]);
  });

  it('when the alerts are switched off, then the choice is saved; a refusal puts the switch back', async () => {
    jest.mocked(getDemandAlerts).mockResolvedValue({ enabled: true });
    jest
      .mocked(putDemandAlerts)
      .mockResolvedValueOnce({ message: 'ok' })
      .mockRejectedValueOnce(new ApiError(500, 'Erro'));
    const store = setupStore();
    store.dispatch(alertsOpened());
    await waitFor(() => expect(selectProviderArea(store.getState()).alerts).toEqual({ enabled: true, saving: false }));

    store.dispatch(alertsSwitched(false));
    expect(selectProviderArea(store.getState()).alerts?.saving).toBe(true);
    await waitFor(() => expect(selectProviderArea(store.getState()).alerts).toEqual({ enabled: false, saving: false }));
    expect(putDemandAlerts).toHaveBeenCalledWith(false);

    store.dispatch(alertsSwitched(true));
    await waitFor(() => expect(putDemandAlerts).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(selectProviderArea(store.getState()).alerts).toEqual({ enabled: false, saving: false }));
  });

  it('given the alerts cannot be read, then the switch stays hidden', async () => {
    jest.mocked(getDemandAlerts).mockRejectedValue(new ApiError(0, 'Sem conexão'));
    const store = setupStore();

    store.dispatch(alertsOpened());

    await waitFor(() => expect(getDemandAlerts).toHaveBeenCalled());
    expect(selectProviderArea(store.getState()).alerts).toBeUndefined();
  });
});
