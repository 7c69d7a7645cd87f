import type { PayloadAction } from '@reduxjs/toolkit';
import type { ProviderInsights } from '@conectasst/common/api/insights';
import type { LeadReport } from '@conectasst/common/api/trust';
import type { InsightsPeriod } from '@conectasst/common/rules/insightsRules';
import type { SagaIterator } from 'redux-saga';
import { all, call, put, select, takeLatest } from 'redux-saga/effects';
import { errorMessageOf } from '../../lib/apiClient';
import { getMySubscriptions, type SubscriptionRecord } from './api/dashboardApi';
import { getDemandAlerts, putDemandAlerts } from './api/demandAlertsApi';
import { getMyInsights } from './api/insightsApi';
import { getMyLeadReports } from './api/leadReportsApi';
import {
  alertsLoaded,
  alertsOpened,
  alertsSaved,
  alertsSwitched,
  insightsAnswered,
  insightsOpened,
  leadReportsLoaded,
  leadReportsRequested,
  selectProviderArea,
  subscriptionsLoaded,
  subscriptionsOpened,
  type ProviderAreaState,
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

export function* providerAreaSaga(): SagaIterator {
  yield takeLatest(insightsOpened.type, loadInsights);
  yield takeLatest(subscriptionsOpened.type, loadSubscriptions);
  yield takeLatest(leadReportsRequested.type, loadLeadReports);
  yield takeLatest(alertsOpened.type, loadAlerts);
  yield takeLatest(alertsSwitched.type, switchAlerts);
}
