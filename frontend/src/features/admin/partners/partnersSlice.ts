import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UpdateProviderRequest } from '@conectasst/common/api/providers';

export interface PartnersState {
  saving: boolean;
  error: string | null;
  /** The list's page on screen (the server pages it; its read is partnersReads' `partnersPage`). */
  listPage: number;
}

const initialState: PartnersState = { saving: false, error: null, listPage: 1 };

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
    /** The CRUD list asks for a page (none: the first, as when the screen opens or Filtrar changes the filters). */
    partnersPageAsked(state, action: PayloadAction<{ page?: number }>) {
      state.listPage = action.payload.page ?? 1;
    },
  },
});

export const { partnerSaveSubmitted, partnerSaveAnswered, partnerDeleteClicked, partnersPageAsked } =
  partnersSlice.actions;
/** Editar on the list: the partner's page (its id is in the path, not in local storage). */
export const partnerEditClicked = createAction<string>('adminPartners/editClicked');
type WithPartners = { adminPartners?: PartnersState };
export const selectPartners = (state: WithPartners): PartnersState => state.adminPartners ?? initialState;
