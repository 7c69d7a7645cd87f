import type { PayloadAction } from '@reduxjs/toolkit';
import type { MeResponse } from '@conectasst/common/api/auth';
import type { ReportLeadRequest } from '@conectasst/common/api/trust';
import type { SagaIterator } from 'redux-saga';
import { call, delay, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { errorMessageOf } from '../../lib/apiClient';
import { toastError, toastSuccess } from '../../lib/feedback';
import { readsChanged } from '../../lib/serverState/invalidate';
import { fetchPricePerCredit } from '../../lib/subscriptionCost';
import { getCurrentUser } from '../../session/api/getCurrentUser';
import { currentUserLoaded } from '../../session/sessionSlice';
import { subscribe } from './api/subscriptionsApi';
import { reportLead } from './api/leadReportsApi';
import {
  leadReportAnswered,
  leadReportSubmitted,
  offerOpened,
  pricePerCreditLoaded,
  selectSubscriptions,
  subscribeAnswered,
  subscribeConfirmed,
  type SubscriptionsState,
} from './subscriptionsSlice';

/** Spec §4/§9: success message, then the page reloads after 2 s; a failure shows the server's message for 2 s. */
export const RELOAD_AFTER_SUBSCRIBE_MS = 2_000;
export const reloadPage = () => window.location.reload();

function* runSubscribe(action: PayloadAction<number>): SagaIterator {
  try {
    const { message } = (yield call(subscribe, action.payload)) as { message: string };
    yield put(subscribeAnswered({}));
    yield call(toastSuccess, message || 'Inscrição realizada com sucesso', 2);
    yield delay(RELOAD_AFTER_SUBSCRIBE_MS);
    yield call(reloadPage);
  } catch (error) {
    const message = errorMessageOf(error);
    yield put(subscribeAnswered({ error: message }));
    yield call(toastError, message);
  }
}

/**
 * "Reportar problema": a refund (checked at once for a refused e-mail or a duplicate) updates the balance in the header;
 * the reports' statuses on screen are read again (`LeadReports`, subscriptionsReads).
 */
function* sendLeadReport(action: PayloadAction<ReportLeadRequest>): SagaIterator {
  try {
    const answer = (yield call(reportLead, action.payload)) as Awaited<ReturnType<typeof reportLead>>;
    const refunded = answer.data.refundedCredits;
    yield put(leadReportAnswered({}));
    yield call(toastSuccess, refunded ? `${answer.message} +${refunded} créditos` : answer.message, 4);
    if (refunded) yield put(currentUserLoaded((yield call(getCurrentUser)) as MeResponse));
    yield put(readsChanged(['LeadReports']));
  } catch (error) {
    yield put(leadReportAnswered({ error: errorMessageOf(error) }));
  }
}

/** The price "Inscreva-se" quotes, from the packages on sale: loaded once, with the first demand's page. */
function* loadPricePerCredit(): SagaIterator {
  if (((yield select(selectSubscriptions)) as SubscriptionsState).pricePerCredit !== undefined) return;
  yield put(pricePerCreditLoaded((yield call(fetchPricePerCredit)) as number | null));
}

export function* subscriptionsSaga(): SagaIterator {
  yield takeLeading(subscribeConfirmed.type, runSubscribe);
  yield takeLeading(offerOpened.type, loadPricePerCredit);
  yield takeLatest(leadReportSubmitted.type, sendLeadReport);
}
