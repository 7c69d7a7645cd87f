import type { PayloadAction } from '@reduxjs/toolkit';
import type { AlertPreferencesBody, PushSubscriptionBody, WhatsAppState } from '@conectasst/common/api/alerts';
import type { SagaIterator } from 'redux-saga';
import { all, call, fork, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { errorMessageOf } from '../../lib/apiClient';
import { toastSuccess } from '../../lib/feedback';
import {
  deletePushSubscription,
  deleteWhatsApp,
  getAlertPreferences,
  getPushKey,
  getWhatsApp,
  postPushSubscription,
  postWhatsAppCode,
  postWhatsAppOptIn,
  putAlertPreferences,
} from './api/alertsApi';
import type { BrowserPushState } from './browserPush';
import { browserPushState, subscribeBrowser, unsubscribeBrowser } from './browserPush';
import {
  alertSettingsLoadFailed,
  alertSettingsLoaded,
  alertSettingsOpened,
  alertSettingsRefused,
  alertSettingsSaved,
  alertSettingsSubmitted,
  browserPushChecked,
  browserPushSettled,
  browserPushToggled,
  whatsAppCodeSubmitted,
  whatsAppLoaded,
  whatsAppOffClicked,
  whatsAppOptInSubmitted,
  whatsAppSettled,
} from './alertsSlice';

function* loadPreferences(): SagaIterator {
  yield fork(checkBrowserPush);
  yield fork(loadWhatsApp);
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

function* checkBrowserPush(): SagaIterator {
  try {
    yield put(browserPushChecked((yield call(browserPushState)) as BrowserPushState));
  } catch {
    yield put(browserPushChecked('unsupported'));
  }
}

export const PUSH_BLOCKED_MESSAGE =
  'As notificações estão bloqueadas neste navegador. Libere-as nas configurações do site para receber os alertas.';

/** On: the browser's permission prompt, its subscription with the server's key, stored by the server. Off: both undone. */
function* toggleBrowserPush(action: PayloadAction<boolean>): SagaIterator {
  try {
    if (action.payload) {
      const { publicKey } = (yield call(getPushKey)) as { publicKey: string };
      const subscription = (yield call(subscribeBrowser, publicKey)) as PushSubscriptionBody | null;
      if (!subscription) {
        yield put(browserPushSettled({ push: 'blocked', error: PUSH_BLOCKED_MESSAGE }));
        return;
      }
      const { message } = (yield call(postPushSubscription, subscription)) as { message: string };
      yield put(browserPushSettled({ push: 'on' }));
      yield call(toastSuccess, message);
    } else {
      const endpoint = (yield call(unsubscribeBrowser)) as string | null;
      const answer = endpoint ? ((yield call(deletePushSubscription, endpoint)) as { message: string }) : undefined;
      yield put(browserPushSettled({ push: 'off' }));
      if (answer) yield call(toastSuccess, answer.message);
    }
  } catch (error) {
    const push = (yield call(browserPushState)) as BrowserPushState;
    yield put(browserPushSettled({ push, error: errorMessageOf(error) }));
  }
}

function* loadWhatsApp(): SagaIterator {
  try {
    yield put(whatsAppLoaded((yield call(getWhatsApp)) as WhatsAppState));
  } catch {
    // The section stays hidden when its state cannot be read.
  }
}

/** Opt-in (the code goes to the number), the code typed, or off; each answer as a toast, a refusal under the section. */
function* changeWhatsApp(action: PayloadAction<string | undefined>): SagaIterator {
  const optIn = whatsAppOptInSubmitted.match(action);
  try {
    const { message } = (yield optIn
      ? call(postWhatsAppOptIn, action.payload!)
      : whatsAppCodeSubmitted.match(action)
        ? call(postWhatsAppCode, action.payload!)
        : call(deleteWhatsApp)) as { message: string };
    yield put(whatsAppSettled({ codeSent: optIn }));
    yield call(toastSuccess, message);
    yield call(loadWhatsApp);
  } catch (error) {
    yield put(whatsAppSettled({ codeSent: whatsAppCodeSubmitted.match(action), error: errorMessageOf(error) }));
  }
}

export function* providerAlertsSaga(): SagaIterator {
  yield all([
    takeLatest(alertSettingsOpened.type, loadPreferences),
    takeLeading(alertSettingsSubmitted.type, savePreferences),
    takeLeading(browserPushToggled.type, toggleBrowserPush),
    takeLeading([whatsAppOptInSubmitted.type, whatsAppCodeSubmitted.type, whatsAppOffClicked.type], changeWhatsApp),
  ]);
}
