import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  CreateFaqRequest,
  Faq,
  HomeContent,
  MvvEntry,
  SaveHomeRequest,
  UpdateFaqRequest,
  UpdateMvvRequest,
} from '@conectasst/common/api/pages';

export interface PagesState {
  home: HomeContent | null;
  faqs: Faq[];
  faq: Faq | null;
  mvv: MvvEntry[];
  loading: boolean;
  saving: boolean;
  error: string | null;
}

export const initialPagesState: PagesState = {
  home: null,
  faqs: [],
  faq: null,
  mvv: [],
  loading: false,
  saving: false,
  error: null,
};

const saving = (state: PagesState) => {
  state.saving = true;
  state.error = null;
};

/** The admin's site pages ("CMS" in spec §2): Home, FAQ and Mission/Vision/Values forms. */
export const pagesSlice = createSlice({
  name: 'adminPages',
  initialState: initialPagesState,
  reducers: {
    homeOpened(state) {
      state.loading = true;
      state.error = null;
    },
    homeLoaded(state, action: PayloadAction<HomeContent | null>) {
      state.home = action.payload;
      state.loading = false;
    },
    faqsOpened(state) {
      state.loading = true;
    },
    faqsLoaded(state, action: PayloadAction<Faq[]>) {
      state.faqs = action.payload;
      state.loading = false;
    },
    faqNewOpened(state) {
      state.faq = null;
      state.error = null;
    },
    faqEditOpened(state) {
      state.faq = null;
      state.loading = true;
      state.error = null;
    },
    faqLoaded(state, action: PayloadAction<Faq>) {
      state.faq = action.payload;
      state.loading = false;
    },
    mvvOpened(state) {
      state.loading = true;
      state.error = null;
    },
    mvvLoaded(state, action: PayloadAction<MvvEntry[]>) {
      state.mvv = action.payload;
      state.loading = false;
    },
    loadFailed(state) {
      state.loading = false;
    },
    homeSubmitted: { reducer: saving, prepare: (request: SaveHomeRequest) => ({ payload: request }) },
    faqCreateSubmitted: { reducer: saving, prepare: (request: CreateFaqRequest) => ({ payload: request }) },
    faqUpdateSubmitted: { reducer: saving, prepare: (request: UpdateFaqRequest) => ({ payload: request }) },
    mvvSubmitted: { reducer: saving, prepare: (requests: UpdateMvvRequest[]) => ({ payload: requests }) },
    saveSucceeded(state) {
      state.saving = false;
    },
    saveFailed(state, action: PayloadAction<string>) {
      state.saving = false;
      state.error = action.payload;
    },
  },
});

export const {
  homeOpened,
  homeLoaded,
  faqsOpened,
  faqsLoaded,
  faqNewOpened,
  faqEditOpened,
  faqLoaded,
  mvvOpened,
  mvvLoaded,
  loadFailed,
  homeSubmitted,
  faqCreateSubmitted,
  faqUpdateSubmitted,
  mvvSubmitted,
  saveSucceeded,
  saveFailed,
} = pagesSlice.actions;

export const faqEditClicked = createAction<number>('adminPages/faqEditClicked');
export const faqDeleteClicked = createAction<number>('adminPages/faqDeleteClicked');

type WithPages = { adminPages?: PagesState };
export const selectPages = (state: WithPages): PagesState => state.adminPages ?? initialPagesState;
