import type { PayloadAction } from '@reduxjs/toolkit';
import type { ProviderInsights } from '@conectasst/common/api/insights';
import type { MeResponse } from '@conectasst/common/api/auth';
import type { ServiceListing } from '@conectasst/common/api/demands';
import type { LeadReport, ReportLeadRequest } from '@conectasst/common/api/trust';
import type { InsightsPeriod } from '@conectasst/common/rules/insightsRules';
import type { SagaIterator } from 'redux-saga';
import { all, call, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { errorMessageOf } from '../../lib/apiClient';
import { orElse } from '../../lib/sagaOrElse';
import { toastSuccess } from '../../lib/feedback';
import { getCurrentUser } from '../../session/api/getCurrentUser';
import { cheapestPricePerCredit } from '@conectasst/common/rules/packageRules';
import type { CreditPackage } from '@conectasst/common/api/packages';
import { getProviderPackages } from '../../lib/creditPackagesApi';
import { listingsOpened } from './listingsSlice';
import { currentUserLoaded } from '../../session/sessionSlice';
import { getListing, getMySubscriptions, getSubscription, type SubscriptionRecord } from './api/dashboardApi';
import { getDemandAlerts, putDemandAlerts } from './api/demandAlertsApi';
import { getMyInsights } from './api/insightsApi';
import { getMyLeadReports, reportLead } from './api/leadReportsApi';
import { getMyReviews, replyToReview, reportReview } from './api/reviewsApi';
import {
  alertsLoaded,
  alertsOpened,
  alertsSaved,
  alertsSwitched,
  insightsAnswered,
  insightsOpened,
  leadReportAnswered,
  leadReportSubmitted,
  leadReportsLoaded,
  leadReportsRequested,
  offerLoaded,
  offerOpened,
  pricePerCreditLoaded,
  reviewReplySubmitted,
  reviewReportSubmitted,
  reviewWriteAnswered,
  reviewsLoaded,
  reviewsOpened,
  selectProviderArea,
  subscriptionsLoaded,
  subscriptionsOpened,
  type MyReviews,
  type ProviderAreaState,
  type ReviewWrite,
} from './providerAreaSlice';

function* loadInsights(action: PayloadAction<InsightsPeriod>): SagaIterator {
  const days = action.payload;
  try {
    const data = (yield call(getMyInsights, days)) as ProviderInsights;
    yield put(insightsAnswered({ days, data }));
  } catch (error) {
    yield put(insightsAnswered({ days, error: errorMessageOf(error) }));
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

function* loadAlerts(): SagaIterator {
  try {
    const body = (yield call(getDemandAlerts)) as { enabled: boolean };
    yield put(alertsLoaded(body.enabled));
  } catch {
    yield put(alertsLoaded(undefined));
  }
}

/** A refused change leaves the switch as it was. */
function* switchAlerts(action: PayloadAction<boolean>): SagaIterator {
  const { alerts } = (yield select(selectProviderArea)) as ProviderAreaState;
  try {
    yield call(putDemandAlerts, action.payload);
    yield put(alertsSaved(action.payload));
  } catch {
    yield put(alertsSaved(alerts?.enabled ?? !action.payload));
  }
}

/** Avaliações; a list that cannot load reads as none. */
function* loadReviews(): SagaIterator {
  const none: MyReviews = { data: [], average: null, count: 0 };
  yield put(reviewsLoaded((yield call(orElse<MyReviews>, getMyReviews, none)) as MyReviews));
}

/** The one reply to a review, or its report to the admins; then the list is read again. */
function* writeOnReview(action: PayloadAction<ReviewWrite>): SagaIterator {
  const { reviewId, text } = action.payload;
  const send = reviewReplySubmitted.match(action) ? replyToReview : reportReview;
  try {
    const { message } = (yield call(send, reviewId, text)) as { message: string };
    yield call(toastSuccess, message);
    yield put(reviewWriteAnswered({ reviewId }));
    yield call(loadReviews);
  } catch (error) {
    yield put(reviewWriteAnswered({ reviewId, error: errorMessageOf(error) }));
  }
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

/** The price "Inscreva-se" quotes, from the packages on sale: loaded once, with the demands or a demand's page. */
export function* loadPricePerCredit(): SagaIterator {
  if (((yield select(selectProviderArea)) as ProviderAreaState).pricePerCredit !== undefined) return;
  const packages = (yield call(
    orElse<CreditPackage[]>,
    async () => (await getProviderPackages()).data,
    [],
  )) as CreditPackage[];
  yield put(pricePerCreditLoaded(cheapestPricePerCredit(packages) ?? null));
}

export function* providerAreaSaga(): SagaIterator {
  yield takeLeading([listingsOpened.type, offerOpened.type], loadPricePerCredit);
  yield takeLatest(insightsOpened.type, loadInsights);
  yield takeLatest(subscriptionsOpened.type, loadSubscriptions);
  yield takeLatest(leadReportsRequested.type, loadLeadReports);
  yield takeLatest(alertsOpened.type, loadAlerts);
  yield takeLatest(alertsSwitched.type, switchAlerts);
  yield takeLatest(leadReportSubmitted.type, sendLeadReport);
  yield takeLatest(reviewsOpened.type, loadReviews);
  // An answer that comes after the screen was left, or for another demand, is dropped by the slice.
  yield takeLatest(offerOpened.type, loadOffer);
  yield takeEvery([reviewReplySubmitted.type, reviewReportSubmitted.type], writeOnReview);
}
