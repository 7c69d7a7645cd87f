import type { PayloadAction } from '@reduxjs/toolkit';
import type { MeResponse } from '@conectasst/common/api/auth';
import type { ServiceListing } from '@conectasst/common/api/demands';
import type { LeadReport, ReportLeadRequest } from '@conectasst/common/api/trust';
import type { SagaIterator } from 'redux-saga';
import { all, call, delay, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { errorMessageOf } from '../../lib/apiClient';
import { toastError, toastSuccess } from '../../lib/feedback';
import { orElse } from '../../lib/sagaOrElse';
import { fetchPricePerCredit } from '../../lib/subscriptionCost';
import { getCurrentUser } from '../../session/api/getCurrentUser';
import { currentUserLoaded } from '../../session/sessionSlice';
import {
  getListing,
  getMySubscriptions,
  getSubscription,
  subscribe,
  type SubscriptionRecord,
} from './api/subscriptionsApi';
import { getMyLeadReports, reportLead } from './api/leadReportsApi';
import {
  leadReportAnswered,
  leadReportSubmitted,
  leadReportsLoaded,
  leadReportsRequested,
  offerLoaded,
  offerOpened,
  pricePerCreditLoaded,
  selectSubscriptions,
  subscribeAnswered,
  subscribeConfirmed,
  subscriptionsLoaded,
  subscriptionsOpened,
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

/** The lead reports' statuses; a failure keeps those shown. */
function* loadLeadReports(): SagaIterator {
  try {
    const body = (yield call(getMyLeadReports)) as { data: LeadReport[] };
    yield put(leadReportsLoaded(body.data));
  } catch {
    // Kept as they were.
  }
}

/**
 * "Reportar problema": a refund (checked at once for a refused e-mail or a duplicate) updates the balance in the header;
 * the reports' statuses are read again.
 */
function* sendLeadReport(action: PayloadAction<ReportLeadRequest>): SagaIterator {
  try {
    const answer = (yield call(reportLead, action.payload)) as Awaited<ReturnType<typeof reportLead>>;
    const refunded = answer.data.refundedCredits;
    yield put(leadReportAnswered({}));
    yield call(toastSuccess, refunded ? `${answer.message} +${refunded} créditos` : answer.message, 4);
    if (refunded) yield put(currentUserLoaded((yield call(getCurrentUser)) as MeResponse));
    yield call(loadLeadReports);
  } catch (error) {
    yield put(leadReportAnswered({ error: errorMessageOf(error) }));
  }
}

function* loadSubscriptions(): SagaIterator {
  yield all([
    call(function* () {
      try {
        const body = (yield call(getMySubscriptions)) as { data: SubscriptionRecord[] };
        yield put(subscriptionsLoaded(body.data));
      } catch {
        yield put(subscriptionsLoaded([]));
      }
    }),
    call(loadLeadReports),
  ]);
}

/** /dashboard/service/{id}: the demand, the requester's contact once subscribed, and the lead reports' statuses. */
function* loadOffer(action: PayloadAction<number>): SagaIterator {
  const demandId = action.payload;
  if (!(demandId > 0)) {
    yield put(offerLoaded({ demandId, listing: null, contact: null }));
    return;
  }
  const [listing, contact] = (yield all([
    call(orElse<ServiceListing | null>, async () => (await getListing(demandId)).data, null),
    call(orElse<SubscriptionRecord | null>, async () => (await getSubscription(demandId)).data, null),
    call(loadLeadReports),
  ])) as [ServiceListing | null, SubscriptionRecord | null];
  yield put(offerLoaded({ demandId, listing, contact }));
}

/** The price "Inscreva-se" quotes, from the packages on sale: loaded once, with the first demand's page. */
function* loadPricePerCredit(): SagaIterator {
  if (((yield select(selectSubscriptions)) as SubscriptionsState).pricePerCredit !== undefined) return;
  yield put(pricePerCreditLoaded((yield call(fetchPricePerCredit)) as number | null));
}

export function* subscriptionsSaga(): SagaIterator {
  yield takeLeading(subscribeConfirmed.type, runSubscribe);
  yield takeLeading(offerOpened.type, loadPricePerCredit);
  yield takeLatest(subscriptionsOpened.type, loadSubscriptions);
  yield takeLatest(leadReportsRequested.type, loadLeadReports);
  yield takeLatest(leadReportSubmitted.type, sendLeadReport);
  // An answer that comes after the screen was left, or for another demand, is dropped by the slice.
  yield takeLatest(offerOpened.type, loadOffer);
}
