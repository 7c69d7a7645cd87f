import type { PayloadAction } from '@reduxjs/toolkit';
import type { AlertPreferencesBody } from '@conectasst/common/api/alerts';
import type { SagaIterator } from 'redux-saga';
import { all, call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { errorMessageOf } from '../../lib/apiClient';
import { toastSuccess } from '../../lib/feedback';
import { getAlertPreferences, putAlertPreferences } from './api/alertsApi';
import {
  alertSettingsLoadFailed,
  alertSettingsLoaded,
  alertSettingsOpened,
  alertSettingsRefused,
  alertSettingsSaved,
  alertSettingsSubmitted,
} from './alertsSlice';

function* loadPreferences(): SagaIterator {
  try {
    yield put(alertSettingsLoaded((yield call(getAlertPreferences)) as AlertPreferencesBody));
  } catch (error) {
    yield put(alertSettingsLoadFailed(errorMessageOf(error)));
  }
}

/** Saved: the server's message as a toast; refused: its message under the form, the choice kept on screen. */
function* savePreferences(action: PayloadAction<AlertPreferencesBody>): SagaIterator {
  try {
    const { message } = (yield call(putAlertPreferences, action.payload)) as { message: string };
    yield put(alertSettingsSaved(action.payload));
    yield call(toastSuccess, message);
  } catch (error) {
    yield put(alertSettingsRefused(errorMessageOf(error)));
  }
}

export function* providerAlertsSaga(): SagaIterator {
  yield all([
    takeLatest(alertSettingsOpened.type, loadPreferences),
    takeLeading(alertSettingsSubmitted.type, savePreferences),
  ]);
}
