import type { PayloadAction } from '@reduxjs/toolkit';
import { createSlice } from '@reduxjs/toolkit';
import type { AlertPreferencesBody } from '@conectasst/common/api/alerts';

/** "Alertas" (issue 36, ADR 0161): the provider's saved preferences while the screen is open. */
export interface ProviderAlertsState {
  preferences?: AlertPreferencesBody;
  /** The preferences could not be read. */
  loadError?: string;
  saving: boolean;
  /** The server's refusal of the last save. */
  saveError?: string;
}

const initialState: ProviderAlertsState = { saving: false };

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
} = providerAlertsSlice.actions;
export const { selectProviderAlerts } = providerAlertsSlice.selectors;
