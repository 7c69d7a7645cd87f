import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CreatePostRequest, Post, UpdatePostRequest } from '@conectasst/common/api/blog';
import type { PagedBody } from '@conectasst/common/api/envelope';

export interface BlogAdminState {
  list: { items: Post[]; page: number; perPage: number; total: number; loading: boolean };
  form: { record: Post | null; loading: boolean; saving: boolean; error: string | null };
}

export const initialBlogAdminState: BlogAdminState = {
  list: { items: [], page: 1, perPage: 10, total: 0, loading: false },
  form: { record: null, loading: false, saving: false, error: null },
};

/** Admin blog: list, write (rich text), publish, delete. */
export const blogAdminSlice = createSlice({
  name: 'adminBlog',
  initialState: initialBlogAdminState,
  reducers: {
    listRequested(state, action: PayloadAction<{ page?: number }>) {
      state.list.loading = true;
      if (action.payload.page !== undefined) state.list.page = action.payload.page;
    },
    listLoaded(state, action: PayloadAction<PagedBody<Post>['data']>) {
      const { data, page, perPage, total } = action.payload;
      state.list = { items: data, page, perPage, total, loading: false };
    },
    listFailed(state) {
      state.list.loading = false;
    },
    newScreenOpened(state) {
      state.form = initialBlogAdminState.form;
    },
    editScreenOpened(state) {
      state.form = { ...initialBlogAdminState.form, loading: true };
    },
    recordLoaded(state, action: PayloadAction<Post>) {
      state.form.record = action.payload;
      state.form.loading = false;
    },
    recordFailed(state) {
      state.form.loading = false;
    },
    createSubmitted: {
      reducer(state) {
        state.form.saving = true;
        state.form.error = null;
      },
      prepare: (request: CreatePostRequest) => ({ payload: request }),
    },
    updateSubmitted: {
      reducer(state) {
        state.form.saving = true;
        state.form.error = null;
      },
      prepare: (request: UpdatePostRequest) => ({ payload: request }),
    },
    saveSucceeded(state) {
      state.form.saving = false;
    },
    saveFailed(state, action: PayloadAction<string>) {
      state.form.saving = false;
      state.form.error = action.payload;
    },
  },
});

export const {
  listRequested,
  listLoaded,
  listFailed,
  newScreenOpened,
  editScreenOpened,
  recordLoaded,
  recordFailed,
  createSubmitted,
  updateSubmitted,
  saveSucceeded,
  saveFailed,
} = blogAdminSlice.actions;

export const editClicked = createAction<number>('adminBlog/editClicked');
export const deleteClicked = createAction<number>('adminBlog/deleteClicked');

type WithBlog = { adminBlog?: BlogAdminState };
export const selectBlogAdmin = (state: WithBlog): BlogAdminState => state.adminBlog ?? initialBlogAdminState;
