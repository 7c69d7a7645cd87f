import type { PayloadAction } from '@reduxjs/toolkit';
import { createSlice } from '@reduxjs/toolkit';
import type { AlertPreferencesBody, WhatsAppState } from '@conectasst/common/api/alerts';
import type { BrowserPushState } from './browserPush';

/** "Alertas" (issue 36, ADR 0161): the provider's saved preferences while the screen is open, and this browser's push. */
export interface ProviderAlertsState {
  preferences?: AlertPreferencesBody;
  /** The preferences could not be read. */
  loadError?: string;
  saving: boolean;
  /** The server's refusal of the last save. */
  saveError?: string;
  /** This browser and the alerts by Web Push; unknown until checked. */
  push?: BrowserPushState;
  pushBusy: boolean;
  /** Why turning the browser alerts on or off did not work. */
  pushError?: string;
  /** WhatsApp (ADR 0162): the saved state; `codeSent` once a code went to the number typed. */
  whatsApp?: WhatsAppState;
  whatsAppCodeSent: boolean;
  whatsAppBusy: boolean;
  whatsAppError?: string;
}

const initialState: ProviderAlertsState = {
  saving: false,
  pushBusy: false,
  whatsAppCodeSent: false,
  whatsAppBusy: false,
};

export const providerAlertsSlice = createSlice({
  name: 'providerAlerts',
  initialState,
  reducers: {
    alertSettingsOpened: () => initialState,
    alertSettingsLoaded(state, action: PayloadAction<AlertPreferencesBody>) {
      state.preferences = action.payload;
      delete state.loadError;
    },
    alertSettingsLoadFailed(state, action: PayloadAction<string>) {
      state.loadError = action.payload;
    },
    alertSettingsSubmitted(state, _action: PayloadAction<AlertPreferencesBody>) {
      state.saving = true;
      delete state.saveError;
    },
    alertSettingsSaved(state, action: PayloadAction<AlertPreferencesBody>) {
      state.saving = false;
      state.preferences = action.payload;
    },
    alertSettingsRefused(state, action: PayloadAction<string>) {
      state.saving = false;
      state.saveError = action.payload;
    },
    browserPushChecked(state, action: PayloadAction<BrowserPushState>) {
      state.push = action.payload;
    },
    /** true: "Receber alertas no navegador"; false: stop them in this browser. */
    browserPushToggled(state, _action: PayloadAction<boolean>) {
      state.pushBusy = true;
      delete state.pushError;
    },
    browserPushSettled(state, action: PayloadAction<{ push: BrowserPushState; error?: string }>) {
      state.pushBusy = false;
      state.push = action.payload.push;
      if (action.payload.error) state.pushError = action.payload.error;
    },
    whatsAppLoaded(state, action: PayloadAction<WhatsAppState>) {
      state.whatsApp = action.payload;
    },
    whatsAppOptInSubmitted(state, _action: PayloadAction<string>) {
      state.whatsAppBusy = true;
      delete state.whatsAppError;
    },
    whatsAppCodeSubmitted(state, _action: PayloadAction<string>) {
      state.whatsAppBusy = true;
      delete state.whatsAppError;
    },
    whatsAppOffClicked(state) {
      state.whatsAppBusy = true;
      delete state.whatsAppError;
    },
    whatsAppSettled(state, action: PayloadAction<{ codeSent: boolean; error?: string }>) {
      state.whatsAppBusy = false;
      state.whatsAppCodeSent = action.payload.codeSent;
      if (action.payload.error) state.whatsAppError = action.payload.error;
    },
  },
  selectors: { selectProviderAlerts: (state) => state },
});

export const {
  alertSettingsOpened,
  alertSettingsLoaded,
  alertSettingsLoadFailed,
  alertSettingsSubmitted,
  alertSettingsSaved,
  alertSettingsRefused,
  browserPushChecked,
  browserPushToggled,
  browserPushSettled,
  whatsAppLoaded,
  whatsAppOptInSubmitted,
  whatsAppCodeSubmitted,
  whatsAppOffClicked,
  whatsAppSettled,
} = providerAlertsSlice.actions;
export const { selectProviderAlerts } = providerAlertsSlice.selectors;
