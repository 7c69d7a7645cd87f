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

export interface CmsState {
  home: HomeContent | null;
  faqs: Faq[];
  faq: Faq | null;
  mvv: MvvEntry[];
  loading: boolean;
  saving: boolean;
  error: string | null;
}

export const initialCmsState: CmsState = {
  home: null,
  faqs: [],
  faq: null,
  mvv: [],
  loading: false,
  saving: false,
  error: null,
};

const saving = (state: CmsState) => {
  state.saving = true;
  state.error = null;
};

/** Admin CMS (spec §2): Home, FAQ and Mission/Vision/Values forms. */
export const cmsSlice = createSlice({
  name: 'adminCms',
  initialState: initialCmsState,
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
} = cmsSlice.actions;

export const faqEditClicked = createAction<number>('adminCms/faqEditClicked');
export const faqDeleteClicked = createAction<number>('adminCms/faqDeleteClicked');

type WithCms = { adminCms?: CmsState };
export const selectCms = (state: WithCms): CmsState => state.adminCms ?? initialCmsState;
