import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Post } from '@conectasst/common/api/blog';
import type { CreateContactRequest } from '@conectasst/common/api/contacts';
import type { Faq, HomeContent, MvvEntry } from '@conectasst/common/api/pages';
import type { SearchResult } from '@conectasst/common/api/services';
import type { LegalDocumentView } from '@conectasst/common/api/legal';
import type { LegalKind } from '@conectasst/common/web/legalDocuments';
import type { SelectedService } from '../../lib/selectedServicesStorage';

export type ContentKey = 'home' | 'faqs' | 'mvv' | 'posts';

export interface PublicSiteState {
  search: { text: string; results: SearchResult[]; loading: boolean };
  selected: SelectedService[];
  home: HomeContent | null;
  faqs: Faq[];
  mvv: MvvEntry[];
  posts: Post[];
  /** /termos-de-uso and /politica-de-privacidade (issue 37 item 3): the version in force, or 'missing' when none could be read. */
  legal: Partial<Record<LegalKind, LegalDocumentView | 'missing'>>;
  /** Content calls still running (the pages show a spinner). */
  loading: Partial<Record<ContentKey, boolean>>;
  contactSending: boolean;
}

export const initialPublicSiteState: PublicSiteState = {
  search: { text: '', results: [], loading: false },
  selected: [],
  home: null,
  faqs: [],
  mvv: [],
  posts: [],
  legal: {},
  loading: {},
  contactSending: false,
};

/** The public site: home search and picks, the CMS content of the public pages, the contact form. */
export const publicSiteSlice = createSlice({
  name: 'publicSite',
  initialState: initialPublicSiteState,
  reducers: {
    searchTextChanged(state, action: PayloadAction<string>) {
      state.search.text = action.payload;
      if (!action.payload.trim()) state.search.results = [];
    },
    searchStarted(state) {
      state.search.loading = true;
    },
    searchFinished(state, action: PayloadAction<SearchResult[]>) {
      state.search.loading = false;
      state.search.results = action.payload;
    },
    selectionRestored(state, action: PayloadAction<SelectedService[]>) {
      state.selected = action.payload;
    },
    serviceAdded(state, action: PayloadAction<SelectedService>) {
      if (!state.selected.some((s) => s.id === action.payload.id)) state.selected.push(action.payload);
    },
    serviceRemoved(state, action: PayloadAction<number>) {
      state.selected = state.selected.filter((s) => s.id !== action.payload);
    },
    contentRequested(state, action: PayloadAction<ContentKey>) {
      state.loading[action.payload] = true;
    },
    homeLoaded(state, action: PayloadAction<HomeContent | null>) {
      state.home = action.payload;
      state.loading.home = false;
    },
    faqsLoaded(state, action: PayloadAction<Faq[]>) {
      state.faqs = action.payload;
      state.loading.faqs = false;
    },
    mvvLoaded(state, action: PayloadAction<MvvEntry[]>) {
      state.mvv = action.payload;
      state.loading.mvv = false;
    },
    postsLoaded(state, action: PayloadAction<Post[]>) {
      state.posts = action.payload;
      state.loading.posts = false;
    },
    legalRequested(_state, _action: PayloadAction<LegalKind>) {},
    legalLoaded(state, action: PayloadAction<{ kind: LegalKind; document: LegalDocumentView | 'missing' }>) {
      state.legal[action.payload.kind] = action.payload.document;
    },
    contentFailed(state, action: PayloadAction<ContentKey>) {
      state.loading[action.payload] = false;
    },
    contactSubmitted: {
      reducer(state) {
        state.contactSending = true;
      },
      prepare: (request: CreateContactRequest) => ({ payload: request }),
    },
    contactFinished(state) {
      state.contactSending = false;
    },
  },
});

export const {
  searchTextChanged,
  searchStarted,
  searchFinished,
  selectionRestored,
  serviceAdded,
  serviceRemoved,
  contentRequested,
  homeLoaded,
  faqsLoaded,
  mvvLoaded,
  postsLoaded,
  contentFailed,
  legalRequested,
  legalLoaded,
  contactSubmitted,
  contactFinished,
} = publicSiteSlice.actions;

/** Home opened: restore the picks kept in local storage. */
export const homeOpened = createAction('publicSite/homeOpened');
/** Próximo Passo: go to the demand wizard with the picks. */
export const nextStepClicked = createAction('publicSite/nextStepClicked');

type WithPublicSite = { publicSite?: PublicSiteState };
export const selectPublicSite = (state: WithPublicSite): PublicSiteState => state.publicSite ?? initialPublicSiteState;
