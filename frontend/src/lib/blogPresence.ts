import type { PagedBody } from '@conectasst/common/api/envelope';
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, takeLeading } from 'redux-saga/effects';
import { apiClient } from './apiClient';

/**
 * Whether the blog has a published post (issue #35 item 9): the public menu shows "Blog" only then, so a fresh install
 * does not lead its first visitors to an empty page. Asked once per visit, by the public layout; unknown (null) hides
 * the link, and a failed answer shows it (the blog page says for itself when it is empty).
 */
export interface BlogPresenceState {
  hasPosts: boolean | null;
  asked: boolean;
}

const initialState: BlogPresenceState = { hasPosts: null, asked: false };

export const blogPresenceSlice = createSlice({
  name: 'blogPresence',
  initialState,
  reducers: {
    blogPresenceRequested(state) {
      state.asked = true;
    },
    blogPresenceKnown(state, action: PayloadAction<boolean>) {
      state.hasPosts = action.payload;
    },
  },
  selectors: { selectBlogPresence: (state) => state },
});

export const { blogPresenceRequested, blogPresenceKnown } = blogPresenceSlice.actions;
export const { selectBlogPresence } = blogPresenceSlice.selectors;

/** `GET /v1/blog/all` (the published posts, first page): is there one? */
export const hasPublishedPosts = async (): Promise<boolean> =>
  (await apiClient.get<PagedBody<unknown>>('/blog/all', { page: 1 })).data.total > 0;

function* askBlogPresence(): SagaIterator {
  try {
    yield put(blogPresenceKnown((yield call(hasPublishedPosts)) as boolean));
  } catch {
    yield put(blogPresenceKnown(true));
  }
}

export function* blogPresenceSaga(): SagaIterator {
  yield takeLeading(blogPresenceRequested.type, askBlogPresence);
}
