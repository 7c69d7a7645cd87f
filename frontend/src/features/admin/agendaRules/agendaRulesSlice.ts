import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AgendaRuleView, CreateAgendaRuleRequest, UpdateAgendaRuleRequest } from '@conectasst/common/api/agenda';
import { crudReducers, crudRowActions, initialCrudState, type CrudState } from '../../../lib/adminCrud/crudSlice';

export interface AgendaRuleUpdate {
  id: number;
  request: UpdateAgendaRuleRequest;
}

export interface AgendaRulesState extends CrudState<AgendaRuleView> {
  /** The catalogue's services the form's Serviço select offers. */
  services: { id: number; name: string }[];
}

export const initialAgendaRulesState: AgendaRulesState = { ...initialCrudState<AgendaRuleView>(), services: [] };

/** Admin "Agenda SST" rules (ADR 0175): list, add and edit, with the CRUD kit. */
export const agendaRulesSlice = createSlice({
  name: 'adminAgendaRules',
  initialState: initialAgendaRulesState,
  reducers: {
    ...crudReducers<AgendaRuleView, CreateAgendaRuleRequest, AgendaRuleUpdate>(),
    servicesLoaded(state, action: PayloadAction<{ id: number; name: string }[]>) {
      state.services = action.payload;
    },
  },
});

export const { addScreenOpened, editScreenOpened, createSubmitted, updateSubmitted, servicesLoaded } =
  agendaRulesSlice.actions;
export const { editClicked, deleteClicked } = crudRowActions(agendaRulesSlice.name);

type WithAgendaRules = { adminAgendaRules?: AgendaRulesState };
export const selectAgendaRules = (state: WithAgendaRules): AgendaRulesState =>
  state.adminAgendaRules ?? initialAgendaRulesState;
