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

/** /dashboard (spec §2): the provider's details checked, the query, and the page of demands with who subscribed. */
export interface ListingsState {
  ready: boolean;
  query: ListingsQuery;
  result?: ListingsResponse;
  subs: Record<string, { subs: number; subscribed: boolean }>;
}

export const noFilters: AppliedFilters = { keyword: '', areas: [] };
const initialQuery: ListingsQuery = { applied: noFilters, page: 1, sort: 'recent', showAll: false };
const initialState: ListingsState = { ready: false, query: initialQuery, subs: {} };

export const listingsSlice = createSlice({
  name: 'listings',
  initialState,
  reducers: {
    /** The dashboard opened: the details are checked again and the query starts over. */
    listingsOpened: (): ListingsState => initialState,
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
  },
  selectors: { selectListings: (state) => state },
});

export const { listingsOpened, providerDetailsFound, listingsQueryChanged, listingsLoaded } = listingsSlice.actions;
export const { selectListings } = listingsSlice.selectors;
