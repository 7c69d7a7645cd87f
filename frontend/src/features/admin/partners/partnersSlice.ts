import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UpdateProviderRequest } from '@conectasst/common/api/providers';

export interface PartnersState {
  saving: boolean;
  error: string | null;
}

const initialState: PartnersState = { saving: false, error: null };

/** Admin partners (spec §2 /admin/Parceiro): save credits and status, delete. */
export const partnersSlice = createSlice({
  name: 'adminPartners',
  initialState,
  reducers: {
    partnerSaveSubmitted(state, _action: PayloadAction<UpdateProviderRequest>) {
      state.saving = true;
      state.error = null;
    },
    partnerSaveAnswered(state, action: PayloadAction<{ error?: string }>) {
      state.saving = false;
      state.error = action.payload.error ?? null;
    },
    partnerDeleteClicked(_state, _action: PayloadAction<string>) {},
  },
});

export const { partnerSaveSubmitted, partnerSaveAnswered, partnerDeleteClicked } = partnersSlice.actions;
/** Editar on the list: the partner's page (its id is in the path, not in local storage). */
export const partnerEditClicked = createAction<string>('adminPartners/editClicked');
type WithPartners = { adminPartners?: PartnersState };
export const selectPartners = (state: WithPartners): PartnersState => state.adminPartners ?? initialState;
