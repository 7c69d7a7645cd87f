import type { Review } from '@conectasst/common/api/reviews';
import type { LeadReport } from '@conectasst/common/api/trust';
import { waitFor } from '@testing-library/react';
import { setupStore } from '../../app/store';
import { ApiError } from '../../lib/apiClient';
import { toastSuccess } from '../../lib/feedback';
import { getCurrentUser } from '../../session/api/getCurrentUser';
import { selectSession } from '../../session/sessionSlice';
import { aCurrentUser } from '../../testing/fixtures';
import { getListing, getMySubscriptions, getSubscription } from './api/dashboardApi';
import { getDemandAlerts, putDemandAlerts } from './api/demandAlertsApi';
import { getMyLeadReports, reportLead } from './api/leadReportsApi';
import { getMyReviews, replyToReview, reportReview } from './api/reviewsApi';
import {
  alertsOpened,
  alertsSwitched,
  leadReportDialogOpened,
  leadReportSubmitted,
  offerLeft,
  offerOpened,
  reviewReplySubmitted,
  reviewReportSubmitted,
  reviewReportToggled,
  reviewsOpened,
  selectProviderArea,
  subscriptionsOpened,
} from './providerAreaSlice';

jest.mock('./api/dashboardApi');
jest.mock('./api/demandAlertsApi');
jest.mock('./api/leadReportsApi');
jest.mock('./api/reviewsApi');
jest.mock('../../session/api/getCurrentUser');
jest.mock('../../lib/feedback');

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

describe('"Reportar problema" under a subscribed demand', () => {
  beforeEach(() => jest.resetAllMocks());

  it('given a report refunded at once, when it is sent, then the dialog closes, the balance and the statuses are read again', async () => {
    jest.mocked(reportLead).mockResolvedValue({
      message: 'Créditos devolvidos.',
      data: { reportId: 'r-1', status: 'approved', refundedCredits: 10 },
    });
    jest.mocked(getCurrentUser).mockResolvedValue(aCurrentUser('provider', {}, 30));
    jest.mocked(getMyLeadReports).mockResolvedValue({ data: [{ ...report, status: 'approved' }] });
    const store = setupStore();
    store.dispatch(leadReportDialogOpened(7));

    store.dispatch(leadReportSubmitted({ demandId: 7, reason: 'invalid_contact', note: '' }));

    await waitFor(() => expect(selectProviderArea(store.getState()).leadReports[0]?.status).toBe('approved'));
    expect(selectProviderArea(store.getState()).leadReportDialog).toBeUndefined();
    expect(toastSuccess).toHaveBeenCalledWith('Créditos devolvidos. +10 créditos', 4);
    expect(selectSession(store.getState()).credits).toBe(30);
  });

  it('given the server refuses the report, then the dialog stays open with its message', async () => {
    jest.mocked(reportLead).mockRejectedValue(new ApiError(409, 'Você já reportou esta demanda.'));
    const store = setupStore();
    store.dispatch(leadReportDialogOpened(7));

    store.dispatch(leadReportSubmitted({ demandId: 7, reason: 'duplicate', note: '' }));

    await waitFor(() =>
      expect(selectProviderArea(store.getState()).leadReportDialog).toEqual({
        demandId: 7,
        sending: false,
        error: 'Você já reportou esta demanda.',
      }),
    );
    expect(getCurrentUser).not.toHaveBeenCalled();
  });
});

describe('a demand offered to the provider (/dashboard/service/{id})', () => {
  beforeEach(() => jest.resetAllMocks());

  it('when it opens, then the demand, the contact once subscribed and the lead reports are read; leaving forgets them', async () => {
    const listing = { id: 7, title: 'PGR' } as Awaited<ReturnType<typeof getListing>>['data'];
    const contact = { id: 7, subscribedAt: '2026-11-25T12:00:00.000Z' } as Awaited<
      ReturnType<typeof getSubscription>
    >['data'];
    jest.mocked(getListing).mockResolvedValue({ data: listing });
    jest.mocked(getSubscription).mockResolvedValue({ data: contact });
    jest.mocked(getMyLeadReports).mockResolvedValue({ data: [report] });
    const store = setupStore();

    store.dispatch(offerOpened(7));

    await waitFor(() => expect(selectProviderArea(store.getState()).offer).toEqual({ demandId: 7, listing, contact }));
    expect(selectProviderArea(store.getState()).leadReports).toEqual([report]);
    store.dispatch(offerLeft());
    expect(selectProviderArea(store.getState()).offer).toBeUndefined();
  });

  it('given a demand that does not exist and no subscription, then it reads as not found, not subscribed', async () => {
    jest.mocked(getListing).mockRejectedValue(new ApiError(404, 'Demanda não encontrada.'));
    jest.mocked(getSubscription).mockRejectedValue(new ApiError(404, 'Inscrição não encontrada.'));
    jest.mocked(getMyLeadReports).mockResolvedValue({ data: [] });
    const store = setupStore();

    store.dispatch(offerOpened(99));

    await waitFor(() =>
      expect(selectProviderArea(store.getState()).offer).toEqual({ demandId: 99, listing: null, contact: null }),
    );
  });
});

const aReview: Review = {
  reviewId: 'rv-1',
  demandId: 7,
  providerId: 'p-1',
  providerName: 'Bruno Tavares',
  stars: 4,
  comment: 'Atendimento rápido e claro.',
  reviewer: 'Maria, Belo Horizonte',
  writtenAt: '2026-11-20T12:00:00.000Z',
  editedAt: null,
  editableUntil: '2026-12-04T12:00:00.000Z',
  reply: null,
  repliedAt: null,
  hired: false,
};

describe("the provider's reviews (Avaliações)", () => {
  beforeEach(() => jest.resetAllMocks());

  it('given a review, when the provider replies, then the reply is sent, confirmed and the list read again', async () => {
    jest
      .mocked(getMyReviews)
      .mockResolvedValueOnce({ data: [aReview], average: 4, count: 1 })
      .mockResolvedValueOnce({ data: [{ ...aReview, reply: 'Obrigado!' }], average: 4, count: 1 });
    jest.mocked(replyToReview).mockResolvedValue({ message: 'Resposta publicada.' });
    const store = setupStore();
    store.dispatch(reviewsOpened());
    await waitFor(() => expect(selectProviderArea(store.getState()).reviews?.count).toBe(1));

    store.dispatch(reviewReplySubmitted({ reviewId: 'rv-1', text: 'Obrigado!' }));

    expect(selectProviderArea(store.getState()).reviewForms.sendingId).toBe('rv-1');
    await waitFor(() => expect(selectProviderArea(store.getState()).reviews?.data[0]?.reply).toBe('Obrigado!'));
    expect(replyToReview).toHaveBeenCalledWith('rv-1', 'Obrigado!');
    expect(toastSuccess).toHaveBeenCalledWith('Resposta publicada.');
    expect(selectProviderArea(store.getState()).reviewForms).toEqual({});
  });

  it('given the report of a review is refused, then its form stays open with the message under that review', async () => {
    jest.mocked(getMyReviews).mockResolvedValue({ data: [aReview], average: 4, count: 1 });
    jest.mocked(reportReview).mockRejectedValue(new ApiError(422, 'Escreva o motivo da denúncia.'));
    const store = setupStore();
    store.dispatch(reviewsOpened());
    store.dispatch(reviewReportToggled('rv-1'));

    store.dispatch(reviewReportSubmitted({ reviewId: 'rv-1', text: '' }));

    await waitFor(() =>
      expect(selectProviderArea(store.getState()).reviewForms).toEqual({
        reportingId: 'rv-1',
        error: { reviewId: 'rv-1', message: 'Escreva o motivo da denúncia.' },
      }),
    );
  });

  it('given the reviews cannot load, then the screen shows none instead of loading forever', async () => {
    jest.mocked(getMyReviews).mockRejectedValue(new ApiError(0, 'Sem conexão'));
    const store = setupStore();

    store.dispatch(reviewsOpened());

    await waitFor(() =>
      expect(selectProviderArea(store.getState()).reviews).toEqual({ data: [], average: null, count: 0 }),
    );
  });
});
