import type { PayloadAction } from '@reduxjs/toolkit';
import type { Credential, DeclareCredentialRequest } from '@conectasst/common/api/trust';
import type { SagaIterator } from 'redux-saga';
import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { errorMessageOf, isApiError } from '../../lib/apiClient';
import { toastSuccess } from '../../lib/feedback';
import { declareCredential, getMyCredentials, withdrawCredential } from './api/credentialsApi';
import {
  credentialAnswered,
  credentialDeclared,
  credentialsLoaded,
  credentialsOpened,
  credentialWithdrawn,
  type CredentialsState,
} from './credentialsSlice';

const FIELDS: readonly string[] = ['kind', 'number', 'uf', 'rqe', 'otherName'];

export function* loadCredentials(): SagaIterator {
  try {
    const body = (yield call(getMyCredentials)) as { data: Credential[]; cnpj: CredentialsState['cnpj'] };
    yield put(credentialsLoaded({ list: body.data, cnpj: body.cnpj }));
  } catch {
    yield put(credentialsLoaded({ list: [] }));
  }
}

function* declare(action: PayloadAction<DeclareCredentialRequest>): SagaIterator {
  try {
    const answer = (yield call(declareCredential, action.payload)) as { message: string };
    yield call(toastSuccess, answer.message);
    yield put(credentialAnswered({}));
    yield call(loadCredentials);
  } catch (error) {
    const field = isApiError(error) ? String(error.fields?.[0]?.path ?? '') : '';
    const on = (FIELDS.includes(field) ? field : 'form') as NonNullable<CredentialsState['error']>['field'];
    yield put(credentialAnswered({ error: { field: on, message: errorMessageOf(error) } }));
  }
}

function* withdraw(action: PayloadAction<string>): SagaIterator {
  try {
    const answer = (yield call(withdrawCredential, action.payload)) as { message: string };
    yield call(toastSuccess, answer.message);
    yield call(loadCredentials);
  } catch {
    // The list stays as it was; the row can be removed again.
  }
}

export function* credentialsSaga(): SagaIterator {
  yield takeLatest(credentialsOpened.type, loadCredentials);
  yield takeLeading(credentialDeclared.type, declare);
  yield takeLeading(credentialWithdrawn.type, withdraw);
}
