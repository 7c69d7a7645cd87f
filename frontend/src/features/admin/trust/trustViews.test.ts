import { configureStore } from '@reduxjs/toolkit';
import type { LeadReport } from '@conectasst/common/api/trust';
import { waitFor } from '@testing-library/react';
import createSagaMiddleware from 'redux-saga';
import { ApiError } from '../../../lib/apiClient';
import { toastSuccess } from '../../../lib/feedback';
import { adminViewsSlice, decisionConfirmed, selectDecision } from '../../../lib/adminCrud/viewSlice';
import { getLeadReports, refuseLeadReport } from './trustApi';
import { trustViews } from './trustViews';

// The moderation queues are the users of the admin views kit (lib/adminCrud, ADR 0141) that run commands: these specs
// are its rules as an admin meets them on /admin/reembolsos, with the API replaced at its one boundary.
jest.mock('./trustApi');
jest.mock('../../../lib/feedback');

const aReport = (reportId: string, status: LeadReport['status']) => ({ reportId, status }) as unknown as LeadReport;

function adminStore() {
  const sagas = createSagaMiddleware();
  const store = configureStore({
    reducer: { adminViews: adminViewsSlice.reducer },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagas),
  });
  sagas.run(trustViews.saga);
  return store;
}

const refusal = trustViews.decisionOpened('refuseLeadReport', 'r1', 'leadReports', {
  title: 'Recusar relato',
  okText: 'Recusar',
  summary: 'Relato de Caio sobre a demanda nº 8.',
  noteRequired: true,
});

describe('admin views: a moderation queue', () => {
  it('given open reports, when the queue is asked for, then it holds them; another status clears them while it loads', async () => {
    jest.mocked(getLeadReports).mockResolvedValue({ data: [aReport('r1', 'open')] });
    const store = adminStore();
    store.dispatch(trustViews.requested('leadReports', { status: 'open' }));
    await waitFor(() => expect(trustViews.select('leadReports')(store.getState()).data).toHaveLength(1));
    expect(getLeadReports).toHaveBeenCalledWith('open');

    jest.mocked(getLeadReports).mockReturnValue(new Promise(() => undefined));
    store.dispatch(trustViews.requested('leadReports', { status: 'all' }));
    expect(trustViews.select('leadReports')(store.getState())).toMatchObject({ data: undefined, loading: true });
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

  it('when a refusal with a note succeeds, then the server message is toasted, the dialog closes and the queue reloads as it was', async () => {
    jest.mocked(getLeadReports).mockResolvedValue({ data: [aReport('r1', 'open')] });
    jest.mocked(refuseLeadReport).mockResolvedValue({ message: 'Relato recusado.' });
    const store = adminStore();
    store.dispatch(trustViews.requested('leadReports', { status: 'open' }));
    await waitFor(() => expect(trustViews.select('leadReports')(store.getState()).loading).toBe(false));
    jest.mocked(getLeadReports).mockResolvedValue({ data: [] });

    store.dispatch(refusal);
    store.dispatch(decisionConfirmed(' Contato válido. '));
    await waitFor(() => expect(selectDecision(store.getState())).toBeNull());
    expect(refuseLeadReport).toHaveBeenCalledWith('r1', 'Contato válido.');
    expect(toastSuccess).toHaveBeenCalledWith('Relato recusado.');
    await waitFor(() => expect(trustViews.select('leadReports')(store.getState()).data).toEqual([]));
    expect(getLeadReports).toHaveBeenLastCalledWith('open');
  });
});
