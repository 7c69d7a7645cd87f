import type { PayloadAction } from '@reduxjs/toolkit';
import type { ProviderInsights } from '@conectasst/common/api/insights';
import type { InsightsPeriod } from '@conectasst/common/rules/insightsRules';
import type { SagaIterator } from 'redux-saga';
import { call, put, takeLatest } from 'redux-saga/effects';
import { errorMessageOf } from '../../lib/apiClient';
import { getMyInsights } from './api/insightsApi';
import { insightsAnswered, insightsOpened } from './insightsSlice';

function* loadInsights(action: PayloadAction<InsightsPeriod>): SagaIterator {
  const days = action.payload;
  try {
    const data = (yield call(getMyInsights, days)) as ProviderInsights;
    yield put(insightsAnswered({ days, data }));
  } catch (error) {
    yield put(insightsAnswered({ days, error: errorMessageOf(error) }));
  }
}

export function* insightsSaga(): SagaIterator {
  yield takeLatest(insightsOpened.type, loadInsights);
}
