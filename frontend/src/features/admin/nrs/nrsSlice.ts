import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PublicArea } from '@conectasst/common/api/areas';
import type { CreateNrRequest, Nr, UpdateNrRequest } from '@conectasst/common/api/nrs';
import { crudReducers, crudRowActions, initialCrudState, type CrudState } from '../../../lib/adminCrud/crudSlice';

/** An edit: the NR's id travels in a header, beside the body. */
export interface NrUpdate {
  id: number;
  request: UpdateNrRequest;
}

export interface NrsState extends CrudState<Nr> {
  /** The active areas the form's Área select offers. */
  areas: PublicArea[];
}

export const initialNrsState: NrsState = { ...initialCrudState<Nr>(), areas: [] };

/** Admin NRs (spec §2): list with name search and numbered pages, add and edit forms. Loaded with the admin. */
export const nrsSlice = createSlice({
  name: 'adminNrs',
  initialState: initialNrsState,
  reducers: {
    ...crudReducers<Nr, CreateNrRequest, NrUpdate>(),
    areasLoaded(state, action: PayloadAction<PublicArea[]>) {
      state.areas = action.payload;
    },
  },
});

export const { addScreenOpened, editScreenOpened, createSubmitted, updateSubmitted, areasLoaded } = nrsSlice.actions;
export const { editClicked, deleteClicked } = crudRowActions(nrsSlice.name);

type WithNrs = { adminNrs?: NrsState };
export const selectNrs = (state: WithNrs): NrsState => state.adminNrs ?? initialNrsState;
