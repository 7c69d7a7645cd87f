import type { PayloadAction } from '@reduxjs/toolkit';
import type { SendProposalBody } from '@conectasst/common/api/proposals';
import type { SagaIterator } from 'redux-saga';
import { call, put, takeLeading } from 'redux-saga/effects';
import { errorMessageOf } from '../../lib/apiClient';
import { toastSuccess } from '../../lib/feedback';
import { readsChanged } from '../../lib/serverState/invalidate';
import { postProposal, uploadProposalPdf } from './api/proposalsApi';
import { chosenPdfs, proposalRefused, proposalSent, proposalSubmitted } from './proposalsSlice';

/**
 * The PDF first (when one was chosen), then the proposal naming its hash; then the proposal and the stages on screen
 * are read again (subscriptionsReads).
 */
function* sendProposal(action: PayloadAction<{ body: SendProposalBody; pdfName: string | null }>): SagaIterator {
  const { body, pdfName } = action.payload;
  try {
    const file = chosenPdfs.get(body.demandId);
    let pdf = body.pdf;
    if (file && pdfName) {
      const stored = (yield call(uploadProposalPdf, file)) as { sha256: string };
      pdf = { sha256: stored.sha256, name: pdfName };
    }
    const { message } = (yield call(postProposal, { ...body, pdf })) as { message: string };
    chosenPdfs.delete(body.demandId);
    yield put(proposalSent(body.demandId));
    yield call(toastSuccess, message);
    yield put(readsChanged(['Proposal', 'SeatStages']));
  } catch (error) {
    yield put(proposalRefused({ demandId: body.demandId, message: errorMessageOf(error) }));
  }
}

export function* providerProposalsSaga(): SagaIterator {
  yield takeLeading(proposalSubmitted.type, sendProposal);
}
