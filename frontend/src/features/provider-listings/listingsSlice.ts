import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ListingsResponse, SearchListingsQuery } from '@conectasst/common/api/demands';

export type Sort = NonNullable<SearchListingsQuery['sort']>;

/** The filters applied with 'Filtrar' (none: the plain listing). */
export interface AppliedFilters {
  keyword: string;
  areas: number[];
  uf?: string;
  city?: string;
  /** Grau de risco 1–4 (issue #24). */
  grade?: SearchListingsQuery['grade'];
}

export interface ListingsQuery {
  applied: AppliedFilters;
  page: number;
  sort: Sort;
  /** Off (the default): only demands of the provider's areas/NRs inside the regions served (`match=profile`). */
  showAll: boolean;
}

/**
 * Demandas Abertas, /dashboard (spec §2): the provider's details checked, the query, the page of demands with who
 * subscribed, the price each "Inscreva-se" quotes and the new-demand e-mails switch.
 */
export interface ListingsState {
  ready: boolean;
  query: ListingsQuery;
  result?: ListingsResponse;
  subs: Record<string, { subs: number; subscribed: boolean }>;
  /**
   * Reais per credit at the cheapest package (issue #35 item 5): what "Inscreva-se" quotes. `undefined` until loaded,
   * `null` when no package is on sale or they could not load (the cost is then said in credits only).
   */
  pricePerCredit?: number | null;
  /** The new-demand e-mails (docs/demands.md): `undefined` while unknown (the switch is hidden). */
  alerts?: { enabled: boolean; saving: boolean };
}

export const noFilters: AppliedFilters = { keyword: '', areas: [] };
const initialQuery: ListingsQuery = { applied: noFilters, page: 1, sort: 'recent', showAll: false };
const initialState: ListingsState = { ready: false, query: initialQuery, subs: {} };

export const listingsSlice = createSlice({
  name: 'providerListings',
  initialState,
  reducers: {
    /** Demandas Abertas opened: the details are checked again and the query starts over (price and switch are kept). */
    listingsOpened: (state): ListingsState => ({
      ...initialState,
      pricePerCredit: state.pricePerCredit,
      alerts: state.alerts,
    }),
    providerDetailsFound(state) {
      state.ready = true;
    },
    /** A new filter, sort or 'Mostrar todas' goes back to page 1; a page click keeps the rest. */
    listingsQueryChanged(state, action: PayloadAction<Partial<ListingsQuery>>) {
      state.query = { ...state.query, page: 1, ...action.payload };
    },
    listingsLoaded(state, action: PayloadAction<Pick<ListingsState, 'result' | 'subs'>>) {
      state.result = action.payload.result;
      state.subs = action.payload.subs;
    },
    pricePerCreditLoaded(state, action: PayloadAction<number | null>) {
      state.pricePerCredit = action.payload;
    },
    alertsOpened(state) {
      delete state.alerts;
    },
    alertsLoaded(state, action: PayloadAction<boolean | undefined>) {
      state.alerts = action.payload === undefined ? undefined : { enabled: action.payload, saving: false };
    },
    alertsSwitched(state, _action: PayloadAction<boolean>) {
      if (state.alerts) state.alerts.saving = true;
    },
    alertsSaved(state, action: PayloadAction<boolean>) {
      if (state.alerts) state.alerts = { enabled: action.payload, saving: false };
    },
  },
  selectors: { selectListings: (state) => state },
});

export const {
  listingsOpened,
  providerDetailsFound,
  listingsQueryChanged,
  listingsLoaded,
  pricePerCreditLoaded,
  alertsOpened,
  alertsLoaded,
  alertsSwitched,
  alertsSaved,
} = listingsSlice.actions;
export const { selectListings } = listingsSlice.selectors;
