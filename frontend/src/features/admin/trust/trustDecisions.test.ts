import type { LeadReport } from '@conectasst/common/api/trust';
import { waitFor } from '@testing-library/react';
import { setupStore } from '../../../app/store';
import { decisionConfirmed, decisionsSlice, selectDecision } from '../../../lib/adminCrud/decisionSlice';
import { ApiError } from '../../../lib/apiClient';
import { toastSuccess } from '../../../lib/feedback';
import { serverApi } from '../../../lib/serverState/api';
import { getLeadReports, refuseLeadReport } from './trustApi';
import { trustDecisions } from './trustDecisions';
import { trustReads } from './trustReads';

// A moderation queue as an admin meets it on /admin/reembolsos: its read is server state (ADR 0184), its decisions a
// saga (ADR 0141); a real store, with the API replaced at its one boundary (the feature's api module).
jest.mock('./trustApi');
jest.mock('../../../lib/feedback');

const aReport = (reportId: string, status: LeadReport['status']) => ({ reportId, status }) as unknown as LeadReport;

function adminStore() {
  const store = setupStore();
  store.injectServerState(serverApi);
  store.injectSlice(decisionsSlice);
  store.injectSaga('admin/trust', trustDecisions.saga);
  return store;
}

type Store = ReturnType<typeof adminStore>;
const queueOf = (store: Store, status: Parameters<typeof getLeadReports>[0]) =>
  trustReads.endpoints.leadReports.select(status)(
    store.getState() as unknown as Parameters<ReturnType<typeof trustReads.endpoints.leadReports.select>>[0],
  );

const refusal = trustDecisions.decisionOpened('refuseLeadReport', 'r1', {
  title: 'Recusar relato',
  okText: 'Recusar',
  summary: 'Relato de Caio sobre a demanda nº 8.',
  noteRequired: true,
});

describe('admin decisions: a moderation queue', () => {
  it('given open reports, when the queue is read, then the store holds them; another status is read on its own', async () => {
    jest.mocked(getLeadReports).mockResolvedValue({ data: [aReport('r1', 'open')] });
    const store = adminStore();
    await store.dispatch(trustReads.endpoints.leadReports.initiate('open'));
    expect(queueOf(store, 'open').data).toHaveLength(1);
    expect(getLeadReports).toHaveBeenCalledWith('open');

    jest.mocked(getLeadReports).mockReturnValue(new Promise(() => undefined));
    void store.dispatch(trustReads.endpoints.leadReports.initiate('all'));
    expect(queueOf(store, 'all').isLoading).toBe(true);
    expect(queueOf(store, 'all').data).toBeUndefined();
  });

  it('when a refusal is confirmed without a note, then nothing is sent and the dialog says the note is missing', async () => {
    const store = adminStore();
    store.dispatch(refusal);
    store.dispatch(decisionConfirmed('   '));
    await waitFor(() => expect(selectDecision(store.getState())?.error).toBe('Escreva o motivo da recusa.'));
    expect(refuseLeadReport).not.toHaveBeenCalled();
  });

  it('when the server refuses the decision, then the dialog stays open with its message', async () => {
    jest.mocked(refuseLeadReport).mockRejectedValue(new ApiError(409, 'Este relato já foi decidido.'));
    const store = adminStore();
    store.dispatch(refusal);
    store.dispatch(decisionConfirmed('Contato válido.'));
    await waitFor(() =>
      expect(selectDecision(store.getState())).toMatchObject({ error: 'Este relato já foi decidido.', sending: false }),
    );
  });

  it('when a refusal with a note succeeds, then the server message is toasted, the dialog closes and the queue on screen is read again', async () => {
    jest.mocked(getLeadReports).mockResolvedValue({ data: [aReport('r1', 'open')] });
    jest.mocked(refuseLeadReport).mockResolvedValue({ message: 'Relato recusado.' });
    const store = adminStore();
    const onScreen = store.dispatch(trustReads.endpoints.leadReports.initiate('open'));
    await onScreen;
    jest.mocked(getLeadReports).mockResolvedValue({ data: [] });

    store.dispatch(refusal);
    store.dispatch(decisionConfirmed(' Contato válido. '));
    await waitFor(() => expect(selectDecision(store.getState())).toBeNull());
    expect(refuseLeadReport).toHaveBeenCalledWith('r1', 'Contato válido.');
    expect(toastSuccess).toHaveBeenCalledWith('Relato recusado.');
    await waitFor(() => expect(queueOf(store, 'open').data).toEqual([]));
    expect(getLeadReports).toHaveBeenLastCalledWith('open');
    onScreen.unsubscribe();
  });
});
