import type { PayloadAction } from '@reduxjs/toolkit';
import type { CreatePostRequest, Post, UpdatePostRequest } from '@conectasst/common/api/blog';
import type { ItemBody, MessageBody, PagedBody } from '@conectasst/common/api/envelope';
import { blogMessages } from '@conectasst/common/rules/blogRules';
import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { paths } from '../../../config/paths';
import { errorMessageOf } from '../../../lib/apiClient';
import { confirmDeletion, showSuccessDialog, toastError, toastSuccess } from '../../../lib/feedback';
import { navigateTo } from '../../../lib/navigation';
import { readStored, storageKeys, writeStored } from '../../../lib/storage';
import { createPost, deletePost, getAdminPosts, getPost, updatePost } from './api/blogApi';
import {
  createSubmitted,
  deleteClicked,
  editClicked,
  editScreenOpened,
  listFailed,
  listLoaded,
  listRequested,
  recordFailed,
  recordLoaded,
  saveFailed,
  saveSucceeded,
  selectBlogAdmin,
  updateSubmitted,
  type BlogAdminState,
} from './blogSlice';

function* loadList(): SagaIterator {
  const { list } = (yield select(selectBlogAdmin)) as BlogAdminState;
  try {
    yield put(listLoaded(((yield call(getAdminPosts, list.page)) as PagedBody<Post>).data));
  } catch {
    yield put(listFailed());
  }
}

function* openEdit(action: PayloadAction<number>): SagaIterator {
  yield call(writeStored, storageKeys.selectedId, String(action.payload));
  yield call(navigateTo, paths.admin.blogEdit);
}

function* remove(action: PayloadAction<number>): SagaIterator {
  if (!((yield call(confirmDeletion)) as boolean)) return;
  try {
    const body = (yield call(deletePost, action.payload)) as MessageBody;
    yield call(toastSuccess, body.message || blogMessages.deleted);
  } catch (error) {
    yield call(toastError, errorMessageOf(error));
  }
  yield put(listRequested({}));
}

function* loadRecord(): SagaIterator {
  const id = Number((yield call(readStored, storageKeys.selectedId)) as string | null);
  try {
    yield put(recordLoaded(((yield call(getPost, id)) as ItemBody<Post>).data));
  } catch {
    yield put(recordFailed());
    yield call(navigateTo, paths.admin.blog);
  }
}

function* create(action: PayloadAction<CreatePostRequest>): SagaIterator {
  try {
    const body = (yield call(createPost, action.payload)) as MessageBody;
    yield put(saveSucceeded());
    yield call(toastSuccess, body.message || blogMessages.created);
    yield call(navigateTo, paths.admin.blog);
  } catch (error) {
    yield put(saveFailed(errorMessageOf(error)));
  }
}

function* update(action: PayloadAction<UpdatePostRequest>): SagaIterator {
  try {
    yield call(updatePost, action.payload);
    yield put(saveSucceeded());
    yield call(showSuccessDialog, blogMessages.saved);
    yield call(navigateTo, paths.admin.blog);
  } catch (error) {
    yield put(saveFailed(errorMessageOf(error)));
  }
}

export function* blogAdminSaga(): SagaIterator {
  yield takeLatest(listRequested, loadList);
  yield takeEvery(editClicked, openEdit);
  yield takeLeading(deleteClicked, remove);
  yield takeLatest(editScreenOpened, loadRecord);
  yield takeLeading(createSubmitted, create);
  yield takeLeading(updateSubmitted, update);
}
