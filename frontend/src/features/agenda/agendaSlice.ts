import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AgendaPage, RequestAgendaBody } from '@conectasst/common/api/agenda';

export interface AgendaState {
  request: { sending: boolean; sent: string | null; error: string | null };
  page: {
    token: string | null;
    loading: boolean;
    data: AgendaPage | null;
    /** A link refused (403/410) or a failed load. */
    error: string | null;
    /** What is being saved: a rule's id, 'reminders' or 'erase'. */
    saving: number | 'reminders' | 'erase' | null;
    notice: { type: 'success' | 'error'; text: string } | null;
    erased: boolean;
  };
}

const initialState: AgendaState = {
  request: { sending: false, sent: null, error: null },
  page: { token: null, loading: false, data: null, error: null, saving: null, notice: null, erased: false },
};

/** Agenda SST (issue #38 item 1, docs/agenda.md): the request form and the company's agenda page. */
export const agendaSlice = createSlice({
  name: 'agenda',
  initialState,
  reducers: {
    agendaRequested(state, _action: PayloadAction<RequestAgendaBody>) {
      state.request = { sending: true, sent: null, error: null };
    },
    agendaRequestAnswered(state, action: PayloadAction<{ sent?: string; error?: string }>) {
      state.request = { sending: false, sent: action.payload.sent ?? null, error: action.payload.error ?? null };
    },
    agendaOpened(state, action: PayloadAction<string>) {
      state.page = { ...initialState.page, token: action.payload, loading: true };
    },
    agendaLoaded(state, action: PayloadAction<AgendaPage>) {
      state.page.loading = false;
      state.page.data = action.payload;
    },
    agendaFailed(state, action: PayloadAction<string>) {
      state.page.loading = false;
      state.page.error = action.payload;
    },
    doneSubmitted(state, action: PayloadAction<{ ruleId: number; doneOn: string }>) {
      state.page.saving = action.payload.ruleId;
      state.page.notice = null;
    },
    remindersToggled(state, _action: PayloadAction<boolean>) {
      state.page.saving = 'reminders';
      state.page.notice = null;
    },
    eraseConfirmed(state) {
      state.page.saving = 'erase';
      state.page.notice = null;
    },
    pageSaved(
      state,
      action: PayloadAction<{ notice: AgendaState['page']['notice']; page?: AgendaPage; erased?: boolean }>,
    ) {
      state.page.saving = null;
      state.page.notice = action.payload.notice;
      if (action.payload.page) state.page.data = action.payload.page;
      if (action.payload.erased) {
        state.page.erased = true;
        state.page.data = null;
      }
    },
  },
  selectors: { selectAgenda: (state) => state },
});

export const {
  agendaRequested,
  agendaRequestAnswered,
  agendaOpened,
  agendaLoaded,
  agendaFailed,
  doneSubmitted,
  remindersToggled,
  eraseConfirmed,
  pageSaved,
} = agendaSlice.actions;
export const { selectAgenda } = agendaSlice.selectors;
