import type { PayloadAction } from '@reduxjs/toolkit';
import type { MyProposal, SendProposalBody, SeatStageRow } from '@conectasst/common/api/proposals';
import type { Credential } from '@conectasst/common/api/trust';
import type { MarkableStage } from '@conectasst/common/rules/proposalRules';
import type { SagaIterator } from 'redux-saga';
import { all, call, put, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { errorMessageOf } from '../../lib/apiClient';
import { toastError, toastSuccess } from '../../lib/feedback';
import {
  getMyCredentials,
  getMyProposal,
  getSeatStages,
  postProposal,
  postSeatStage,
  uploadProposalPdf,
} from './api/proposalsApi';
import {
  chosenPdfs,
  proposalLoaded,
  proposalPanelOpened,
  proposalRefused,
  proposalSent,
  proposalSubmitted,
  seatStageMarked,
  seatStagesLoaded,
  seatStagesRequested,
  signatoriesLoaded,
} from './proposalsSlice';

function* loadStages(): SagaIterator {
  try {
    const { data } = (yield call(getSeatStages)) as { data: SeatStageRow[] };
    yield put(seatStagesLoaded(data));
  } catch {
    // The stages are an extra on the screen: without them the seats still show.
  }
}

function* loadProposal(action: PayloadAction<number>): SagaIterator {
  try {
    const [{ data }, credentials] = (yield all([call(getMyProposal, action.payload), call(getMyCredentials)])) as [
      { data: MyProposal },
      { data: Credential[] },
    ];
    yield put(proposalLoaded(data));
    yield put(
      signatoriesLoaded(
        credentials.data
          .filter((c) => c.status === 'verified')
          .map((c) => ({ credentialId: c.credentialId, label: c.label })),
      ),
    );
  } catch (error) {
    yield call(toastError, errorMessageOf(error));
  }
}

/** The PDF first (when one was chosen), then the proposal naming its hash; then the proposal is read again. */
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
    yield put(proposalPanelOpened(body.demandId));
  } catch (error) {
    yield put(proposalRefused({ demandId: body.demandId, message: errorMessageOf(error) }));
  }
}

function* markStage(action: PayloadAction<{ demandId: number; stage: MarkableStage }>): SagaIterator {
  try {
    const { message } = (yield call(postSeatStage, action.payload.demandId, action.payload.stage)) as {
      message: string;
    };
    yield call(toastSuccess, message);
  } catch (error) {
    yield call(toastError, errorMessageOf(error));
  }
  yield put(seatStagesRequested());
}

export function* providerProposalsSaga(): SagaIterator {
  yield all([
    takeLatest(seatStagesRequested.type, loadStages),
    takeEvery(proposalPanelOpened.type, loadProposal),
    takeLeading(proposalSubmitted.type, sendProposal),
    takeLatest(seatStageMarked.type, markStage),
  ]);
}
