import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * What an admin screen shows that is not a catalogue (ADR 0141): the dashboard, audit lists, the partners list, the
 * moderation queues. Each view is named `<feature>/<view>` and holds the answer of its last load; the feature's saga
 * (built by `defineViews`) does the loading, screens only ask for a view and render it.
 */
export interface ViewState<Data> {
  data: Data | undefined;
  /** What the view was last asked for (filters, page): a reload after a decision asks again with the same. */
  params: unknown;
  loading: boolean;
  /** The server's message when the last load failed. */
  error: string | null;
}

/** An approve / refuse / hide dialog of a moderation queue: what it says, and the command it runs on OK. */
export interface DecisionDialogText {
  title: string;
  okText: string;
  /** What is being decided, shown above the note. */
  summary: string;
  /** A refusal needs a note (the provider reads it). */
  noteRequired: boolean;
  /** The note's label and the message when a required note is missing, when the defaults (a refusal's) do not fit. */
  noteLabel?: string;
  noteMissing?: string;
  noteMax?: number;
}

export interface DecisionState extends DecisionDialogText {
  /** `<feature>/<command>`, run by that feature's saga with `target` and the note. */
  command: string;
  target: string;
  /** The view reloaded once the command succeeded. */
  reload: string;
  sending: boolean;
  error: string | null;
}

export interface AdminViewsState {
  views: Record<string, ViewState<unknown>>;
  decision: DecisionState | null;
}

export const initialAdminViewsState: AdminViewsState = { views: {}, decision: null };

export const emptyView: ViewState<never> = { data: undefined, params: undefined, loading: true, error: null };

/** Params without the page: a new page keeps the rows on screen while it loads, new filters do not. */
const filtersOf = (params: unknown) => {
  if (params === null || typeof params !== 'object') return JSON.stringify(params ?? null);
  const { page: _page, ...filters } = params as Record<string, unknown>;
  return JSON.stringify(filters);
};

export const adminViewsSlice = createSlice({
  name: 'adminViews',
  initialState: initialAdminViewsState,
  reducers: {
    viewRequested(state, action: PayloadAction<{ view: string; params: unknown }>) {
      const { view, params } = action.payload;
      const previous = state.views[view];
      const sameFilters = previous !== undefined && filtersOf(previous.params) === filtersOf(params);
      state.views[view] = { data: sameFilters ? previous.data : undefined, params, loading: true, error: null };
    },
    viewLoaded(state, action: PayloadAction<{ view: string; data: unknown }>) {
      const view = state.views[action.payload.view];
      if (view) Object.assign(view, { data: action.payload.data, loading: false, error: null });
    },
    viewFailed(state, action: PayloadAction<{ view: string; error: string }>) {
      const view = state.views[action.payload.view];
      if (view) Object.assign(view, { loading: false, error: action.payload.error });
    },
    decisionOpened(state, action: PayloadAction<Omit<DecisionState, 'sending' | 'error'>>) {
      state.decision = { ...action.payload, sending: false, error: null };
    },
    decisionConfirmed(state, _action: PayloadAction<string>) {
      if (state.decision) Object.assign(state.decision, { sending: true, error: null });
    },
    decisionRefused(state, action: PayloadAction<string>) {
      if (state.decision) Object.assign(state.decision, { sending: false, error: action.payload });
    },
    decisionClosed(state) {
      state.decision = null;
    },
  },
});

export const {
  viewRequested,
  viewLoaded,
  viewFailed,
  decisionOpened,
  decisionConfirmed,
  decisionRefused,
  decisionClosed,
} = adminViewsSlice.actions;

type WithViews = { adminViews?: AdminViewsState };
export const selectAdminViews = (state: WithViews): AdminViewsState => state.adminViews ?? initialAdminViewsState;
export const selectDecision = (state: WithViews): DecisionState | null => selectAdminViews(state).decision;
