import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PublicArea } from '@conectasst/common/api/areas';
import type { Nr } from '@conectasst/common/api/nrs';
import type { CreateServiceRequest, Service, UpdateServiceRequest } from '@conectasst/common/api/services';
import {
  crudReducers,
  crudRowActions,
  initialCrudForm,
  initialCrudState,
  type CrudState,
} from '../../../lib/adminCrud/crudSlice';

export interface ServicesState extends CrudState<Service> {
  areas: PublicArea[];
  /** NRs the form offers: active NRs of the chosen area (add) or every NR (edit). */
  nrOptions: Nr[];
}

export const initialServicesState: ServicesState = { ...initialCrudState<Service>(), areas: [], nrOptions: [] };

/** Admin services catalogue (spec §2 'Serviço'). */
export const servicesSlice = createSlice({
  name: 'adminServices',
  initialState: initialServicesState,
  reducers: {
    ...crudReducers<Service, CreateServiceRequest, UpdateServiceRequest>(),
    addScreenOpened(state) {
      state.form = { ...initialCrudForm };
      state.nrOptions = [];
    },
    areasLoaded(state, action: PayloadAction<PublicArea[]>) {
      state.areas = action.payload;
    },
    /** Add form: the area changed, offer its active NRs. */
    areaChosen(_state, _action: PayloadAction<number>) {},
    nrOptionsLoaded(state, action: PayloadAction<Nr[]>) {
      state.nrOptions = action.payload;
    },
  },
});

export const {
  addScreenOpened,
  editScreenOpened,
  createSubmitted,
  updateSubmitted,
  areasLoaded,
  areaChosen,
  nrOptionsLoaded,
} = servicesSlice.actions;
export const { editClicked, deleteClicked } = crudRowActions(servicesSlice.name);
/** Cancelar: confirm, then back to the list (spec §2). */
export const cancelClicked = createAction('adminServices/cancelClicked');

type WithServices = { adminServices?: ServicesState };
export const selectServices = (state: WithServices): ServicesState => state.adminServices ?? initialServicesState;
