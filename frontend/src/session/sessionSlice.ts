import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MeResponse, UserType } from '@conectasst/common/api/auth';

/** Shared session state of spec §3: who is logged in, their credit balance, and whether it is being checked. */
export interface SessionState {
  /** Full name (name and surname) of the logged-in user, '' when nobody is. */
  name: string;
  credits: number;
  /** User type of the logged-in user, null before the session is known. */
  role: UserType | null;
  loading: boolean;
}

export const initialSessionState: SessionState = { name: '', credits: 0, role: null, loading: false };

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    /** A screen that needs `role` opened: load the current user and send everyone else to /login. */
    accessCheckRequested: {
      reducer(state) {
        state.loading = true;
      },
      prepare: (request: { role: UserType | readonly UserType[] }) => ({ payload: request }),
    },
    currentUserLoaded(state, action: PayloadAction<MeResponse>) {
      const { userData, credits } = action.payload;
      state.name = [userData.name, userData.surname].filter(Boolean).join(' ');
      state.credits = credits;
      state.role = userData.type;
      state.loading = false;
    },
    currentUserUnavailable() {
      return initialSessionState;
    },
    /** Sair. */
    signOutRequested() {},
    signedOut() {
      return initialSessionState;
    },
  },
  selectors: {
    selectSession: (state) => state,
    selectRole: (state) => state.role,
  },
});

export const { accessCheckRequested, currentUserLoaded, currentUserUnavailable, signOutRequested, signedOut } =
  sessionSlice.actions;
export const { selectSession, selectRole } = sessionSlice.selectors;
