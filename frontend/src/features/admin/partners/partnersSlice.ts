import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UpdatePartnerRequest } from '@conectasst/common/api/partners';

export interface PartnersState {
  saving: boolean;
  error: string | null;
  /** Bumped after a deletion so the list reloads (spec §2: after deletion the page reloads). */
  version: number;
}

const initialState: PartnersState = { saving: false, error: null, version: 0 };

/** Admin partners (spec §2 /admin/Parceiro): save credits and status, delete. */
export const partnersSlice = createSlice({
  name: 'adminPartners',
  initialState,
  reducers: {
    partnerSaveSubmitted(state, _action: PayloadAction<UpdatePartnerRequest>) {
      state.saving = true;
      state.error = null;
    },
    partnerSaveAnswered(state, action: PayloadAction<{ error?: string }>) {
      state.saving = false;
      state.error = action.payload.error ?? null;
    },
    partnerDeleteClicked(_state, _action: PayloadAction<string>) {},
    partnerDeleted(state) {
      state.version++;
    },
  },
});

export const { partnerSaveSubmitted, partnerSaveAnswered, partnerDeleteClicked, partnerDeleted } =
  partnersSlice.actions;
type WithPartners = { adminPartners?: PartnersState };
export const selectPartners = (state: WithPartners): PartnersState => state.adminPartners ?? initialState;
