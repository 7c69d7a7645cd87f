import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { InviteAnalystRequest } from '@conectasst/common/api/analysts';

export interface AnalystsState {
  /** The invitation form is being sent. */
  inviting: boolean;
  /** The e-mail a "Reenviar convite" is being sent to. */
  resending: string | null;
  /** The server's message of the last invitation: what went out (success) or why it did not (error). */
  outcome: { type: 'success' | 'error'; message: string } | null;
  /** Counts the invitations sent from the form, so it empties after each one. */
  sent: number;
}

const initialState: AnalystsState = { inviting: false, resending: null, outcome: null, sent: 0 };

/** The admin's "Analistas": invite from the form, or invite again from the list (a new link, the old one void). */
export const analystsSlice = createSlice({
  name: 'adminAnalysts',
  initialState,
  reducers: {
    inviteSubmitted(state, _action: PayloadAction<InviteAnalystRequest>) {
      state.inviting = true;
      state.outcome = null;
    },
    resendClicked(state, action: PayloadAction<InviteAnalystRequest>) {
      state.resending = action.payload.email;
      state.outcome = null;
    },
    inviteAnswered(state, action: PayloadAction<{ from: 'form' | 'list'; ok: boolean; message: string }>) {
      const { from, ok, message } = action.payload;
      if (from === 'form') state.inviting = false;
      else state.resending = null;
      state.outcome = { type: ok ? 'success' : 'error', message };
      if (ok && from === 'form') state.sent += 1;
    },
    outcomeDismissed(state) {
      state.outcome = null;
    },
  },
});

export const { inviteSubmitted, resendClicked, inviteAnswered, outcomeDismissed } = analystsSlice.actions;
type WithAnalysts = { adminAnalysts?: AnalystsState };
export const selectAnalysts = (state: WithAnalysts): AnalystsState => state.adminAnalysts ?? initialState;
