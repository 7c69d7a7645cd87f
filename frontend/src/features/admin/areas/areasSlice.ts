import { createSlice } from '@reduxjs/toolkit';
import type { Area, CreateAreaRequest, UpdateAreaRequest } from '@conectasst/common/api/areas';
import { crudReducers, crudRowActions, initialCrudState, type CrudState } from '../../../lib/adminCrud/crudSlice';

export type AreasState = CrudState<Area>;

export const initialAreasState: AreasState = initialCrudState<Area>();

/** Admin areas (spec §2 Admin): the list with search and pages, and the add and edit forms. Loaded with the admin. */
export const areasSlice = createSlice({
  name: 'adminAreas',
  initialState: initialAreasState,
  reducers: crudReducers<Area, CreateAreaRequest, UpdateAreaRequest>(),
});

export const { addScreenOpened, editScreenOpened, createSubmitted, updateSubmitted } = areasSlice.actions;
export const { editClicked, deleteClicked } = crudRowActions(areasSlice.name);

/** The slice is injected when the admin code loads, so selectors fall back to the initial state before that. */
export const selectAreas = (state: { adminAreas?: AreasState }): AreasState => state.adminAreas ?? initialAreasState;
