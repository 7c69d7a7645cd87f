import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Credentials } from './api/requestToken';

export type LoginStatus = 'idle' | 'checkingStoredSession' | 'submitting';

export interface LoginState {
  status: LoginStatus;
  /** Shown in the error alert, e.g. 'Credenciais invalidas.' */
  error: string | null;
}

const initialState: LoginState = { status: 'idle', error: null };

export const loginSlice = createSlice({
  name: 'login',
  initialState,
  reducers: {
    /** /login opened: a valid stored token skips the form. */
    loginScreenOpened(state) {
      state.status = 'checkingStoredSession';
      state.error = null;
    },
    storedSessionRejected(state) {
      state.status = 'idle';
    },
    loginSubmitted: {
      reducer(state) {
        state.status = 'submitting';
        state.error = null;
      },
      prepare: (credentials: Credentials) => ({ payload: credentials }),
    },
    loginSucceeded(state) {
      state.status = 'idle';
    },
    loginFailed(state, action: PayloadAction<string>) {
      state.status = 'idle';
      state.error = action.payload;
    },
  },
  selectors: {
    selectLogin: (state) => state,
  },
});

export const { loginScreenOpened, storedSessionRejected, loginSubmitted, loginSucceeded, loginFailed } =
  loginSlice.actions;
export const { selectLogin } = loginSlice.selectors;
