import type { MyProposal, SendProposalBody } from '@conectasst/common/api/proposals';
import type { LeadReport } from '@conectasst/common/api/trust';
import { waitFor } from '@testing-library/react';
import { setupStore } from '../../app/store';
import { ApiError } from '../../lib/apiClient';
import { toastSuccess } from '../../lib/feedback';
import { serverApi } from '../../lib/serverState/api';
import { getCurrentUser } from '../../session/api/getCurrentUser';
import { selectSession } from '../../session/sessionSlice';
import { aCurrentUser } from '../../testing/fixtures';
import { getListing, getMySubscriptions, getSubscription } from './api/subscriptionsApi';
import { getMyLeadReports, reportLead } from './api/leadReportsApi';
import { leadReportDialogOpened, leadReportSubmitted, selectSubscriptions } from './subscriptionsSlice';
import { seatStageWrites, subscriptionsReads } from './subscriptionsReads';
import { getMyProposal, getSeatStages, postProposal, postSeatStage } from './api/proposalsApi';
import { proposalSubmitted, selectProviderProposals } from './proposalsSlice';

jest.mock('./api/subscriptionsApi');
jest.mock('./api/leadReportsApi');
jest.mock('./api/proposalsApi');
jest.mock('../../lib/creditPackagesApi');
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

/** A provider's store: the seats' reads are server state (ADR 0184), "Reportar problema" and subscribing sagas. */
function providerStore() {
  const store = setupStore();
  store.injectServerState(serverApi);
  return store;
}

type Store = ReturnType<typeof providerStore>;
type ReadsState = Parameters<ReturnType<typeof subscriptionsReads.endpoints.myLeadReports.select>>[0];
const stateOf = (store: Store) => store.getState() as unknown as ReadsState;
const subscriptionsOf = (store: Store) => subscriptionsReads.endpoints.mySubscriptions.select()(stateOf(store)).data;
const leadReportsOf = (store: Store) => subscriptionsReads.endpoints.myLeadReports.select()(stateOf(store)).data;
const offerOf = (store: Store, demandId: number) =>
  subscriptionsReads.endpoints.offer.select(demandId)(stateOf(store)).data;

/** Demandas Inscritas opening: its two reads, kept on screen (the subscriptions). */
const openSubscribedDemands = (store: Store) =>
  Promise.all([
    store.dispatch(subscriptionsReads.endpoints.mySubscriptions.initiate()),
    store.dispatch(subscriptionsReads.endpoints.myLeadReports.initiate()),
  ]);

describe('Demandas Inscritas', () => {
  beforeEach(() => jest.resetAllMocks());

  it('when Demandas Inscritas opens, then the subscriptions and the lead reports are read', async () => {
    jest.mocked(getMySubscriptions).mockResolvedValue({ data: [] });
    jest.mocked(getMyLeadReports).mockResolvedValue({ data: [report] });
    const store = providerStore();

    await openSubscribedDemands(store);

    expect(subscriptionsOf(store)).toEqual([]);
    expect(leadReportsOf(store)).toEqual([report]);
  });

  it('given the subscriptions cannot load, then the list shows empty instead of loading forever', async () => {
    jest.mocked(getMySubscriptions).mockRejectedValue(new ApiError(0, 'Sem conexão'));
    jest.mocked(getMyLeadReports).mockRejectedValue(new ApiError(0, 'Sem conexão'));
    const store = providerStore();

    await openSubscribedDemands(store);

    expect(subscriptionsOf(store)).toEqual([]);
    expect(leadReportsOf(store) ?? []).toEqual([]);
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
    jest.mocked(getMyLeadReports).mockResolvedValue({ data: [] });
    const store = providerStore();
    await openSubscribedDemands(store);
    jest.mocked(getMyLeadReports).mockResolvedValue({ data: [{ ...report, status: 'approved' }] });
    store.dispatch(leadReportDialogOpened(7));

    store.dispatch(leadReportSubmitted({ demandId: 7, reason: 'invalid_contact', note: '' }));

    await waitFor(() => expect(leadReportsOf(store)?.[0]?.status).toBe('approved'));
    expect(selectSubscriptions(store.getState()).leadReportDialog).toBeUndefined();
    expect(toastSuccess).toHaveBeenCalledWith('Créditos devolvidos. +10 créditos', 4);
    expect(selectSession(store.getState()).credits).toBe(30);
  });

  it('given the server refuses the report, then the dialog stays open with its message', async () => {
    jest.mocked(reportLead).mockRejectedValue(new ApiError(409, 'Você já reportou esta demanda.'));
    const store = providerStore();
    store.dispatch(leadReportDialogOpened(7));

    store.dispatch(leadReportSubmitted({ demandId: 7, reason: 'duplicate', note: '' }));

    await waitFor(() =>
      expect(selectSubscriptions(store.getState()).leadReportDialog).toEqual({
        demandId: 7,
        sending: false,
        error: 'Você já reportou esta demanda.',
      }),
    );
    expect(getCurrentUser).not.toHaveBeenCalled();
    expect(getMyLeadReports).not.toHaveBeenCalled();
  });
});

describe('a demand offered to the provider (/dashboard/service/{id})', () => {
  beforeEach(() => jest.resetAllMocks());

  it('when it opens, then the demand, the contact once subscribed and the lead reports are read; another demand is read on its own', async () => {
    const listing = { id: 7, title: 'PGR' } as Awaited<ReturnType<typeof getListing>>['data'];
    const contact = { id: 7, subscribedAt: '2026-11-25T12:00:00.000Z' } as Awaited<
      ReturnType<typeof getSubscription>
    >['data'];
    jest.mocked(getListing).mockResolvedValue({ data: listing });
    jest.mocked(getSubscription).mockResolvedValue({ data: contact });
    jest.mocked(getMyLeadReports).mockResolvedValue({ data: [report] });
    const store = providerStore();

    await Promise.all([
      store.dispatch(subscriptionsReads.endpoints.offer.initiate(7)),
      store.dispatch(subscriptionsReads.endpoints.myLeadReports.initiate()),
    ]);

    expect(offerOf(store, 7)).toEqual({ listing, contact });
    expect(getListing).toHaveBeenCalledWith(7);
    expect(getSubscription).toHaveBeenCalledWith(7);
    expect(leadReportsOf(store)).toEqual([report]);
    jest.mocked(getListing).mockReturnValue(new Promise(() => undefined));
    void store.dispatch(subscriptionsReads.endpoints.offer.initiate(8));
    expect(offerOf(store, 8)).toBeUndefined();
  });

  it('given a demand that does not exist and no subscription, then it reads as not found, not subscribed', async () => {
    jest.mocked(getListing).mockRejectedValue(new ApiError(404, 'Demanda não encontrada.'));
    jest.mocked(getSubscription).mockRejectedValue(new ApiError(404, 'Inscrição não encontrada.'));
    jest.mocked(getMyLeadReports).mockResolvedValue({ data: [] });
    const store = providerStore();

    await store.dispatch(subscriptionsReads.endpoints.offer.initiate(99));

    expect(offerOf(store, 99)).toEqual({ listing: null, contact: null });
  });
});

describe("a seat's stage and proposal in Demandas Inscritas (issue #36 item 2)", () => {
  beforeEach(() => jest.resetAllMocks());

  const stagesOf = (store: Store) => subscriptionsReads.endpoints.seatStages.select()(stateOf(store)).data;
  const row = { demandId: 7, stage: 'nova' as const, revision: 0, preferredChannel: 'whatsapp' as const };

  it('when a stage is marked, then it shows at once and the stages are read again; a refusal puts it back', async () => {
    jest.mocked(getSeatStages).mockResolvedValue({ data: [row] });
    jest.mocked(postSeatStage).mockResolvedValue({ message: 'Etapa atualizada.' });
    const store = providerStore();
    await store.dispatch(subscriptionsReads.endpoints.seatStages.initiate());
    jest.mocked(getSeatStages).mockReturnValue(new Promise(() => undefined));

    const marked = store.dispatch(
      seatStageWrites.endpoints.markSeatStage.initiate({ demandId: 7, stage: 'contato_feito' }),
    );

    expect(stagesOf(store)?.[0]?.stage).toBe('contato_feito');
    expect(await marked.unwrap()).toEqual({ message: 'Etapa atualizada.' });
    expect(postSeatStage).toHaveBeenCalledWith(7, 'contato_feito');
    await waitFor(() => expect(getSeatStages).toHaveBeenCalledTimes(2));

    jest.mocked(postSeatStage).mockRejectedValue(new ApiError(409, 'A vaga já foi decidida.'));
    const store2 = providerStore();
    jest.mocked(getSeatStages).mockResolvedValue({ data: [row] });
    await store2.dispatch(subscriptionsReads.endpoints.seatStages.initiate());
    const refused = store2.dispatch(
      seatStageWrites.endpoints.markSeatStage.initiate({ demandId: 7, stage: 'contato_feito' }),
    );
    await expect(refused.unwrap()).rejects.toEqual({ status: 409, message: 'A vaga já foi decidida.' });
    expect(stagesOf(store2)?.[0]?.stage).toBe('nova');
  });

  it('given a proposal on screen, when a revision is sent, then it is confirmed and the proposal is read again', async () => {
    const proposal = (revision: number) =>
      ({ demandId: 7, stage: 'proposta_enviada', revisions: [{ revision }] }) as unknown as MyProposal;
    jest.mocked(getMyProposal).mockResolvedValue({ data: proposal(1) });
    jest.mocked(postProposal).mockResolvedValue({ message: 'Proposta enviada.' });
    const store = providerStore();
    await store.dispatch(subscriptionsReads.endpoints.myProposal.initiate(7));
    jest.mocked(getMyProposal).mockResolvedValue({ data: proposal(2) });

    store.dispatch(proposalSubmitted({ body: { demandId: 7 } as SendProposalBody, pdfName: null }));

    await waitFor(() =>
      expect(subscriptionsReads.endpoints.myProposal.select(7)(stateOf(store)).data?.revisions[0]?.revision).toBe(2),
    );
    expect(toastSuccess).toHaveBeenCalledWith('Proposta enviada.');
    expect(selectProviderProposals(store.getState()).sent).toBe(7);
  });
});
