import type { PayloadAction } from '@reduxjs/toolkit';
import type { AgendaPage, RequestAgendaBody } from '@conectasst/common/api/agenda';
import type { MessageBody } from '@conectasst/common/api/envelope';
import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeLatest } from 'redux-saga/effects';
import { isApiError } from '../../lib/apiClient';
import { eraseAgenda, getAgenda, markAgendaDone, requestAgenda, setAgendaReminders } from './api/agendaApi';
import type { AgendaState } from './agendaSlice';
import {
  agendaFailed,
  agendaLoaded,
  agendaOpened,
  agendaRequestAnswered,
  agendaRequested,
  doneSubmitted,
  eraseConfirmed,
  pageSaved,
  remindersToggled,
  selectAgenda,
} from './agendaSlice';

const messageOf = (error: unknown, fallback: string) => (isApiError(error) ? error.message : fallback);

function* sendRequest(action: PayloadAction<RequestAgendaBody>): SagaIterator {
  try {
    const body = (yield call(requestAgenda, action.payload)) as MessageBody;
    yield put(agendaRequestAnswered({ sent: body.message }));
  } catch (error) {
    yield put(agendaRequestAnswered({ error: messageOf(error, 'Não foi possível enviar o pedido. Tente novamente.') }));
  }
}

function* load(action: PayloadAction<string>): SagaIterator {
  try {
    const body = (yield call(getAgenda, action.payload)) as { data: AgendaPage };
    yield put(agendaLoaded(body.data));
  } catch (error) {
    yield put(agendaFailed(messageOf(error, 'Não foi possível abrir a agenda. Tente novamente.')));
  }
}

/** Runs a change on the page, then reads the agenda again (the new due dates come from the server's rules). */
function* change(run: (token: string) => Promise<MessageBody>): SagaIterator {
  const { page } = (yield select(selectAgenda)) as AgendaState;
  if (!page.token) return;
  try {
    const answered = (yield call(run, page.token)) as MessageBody;
    const body = (yield call(getAgenda, page.token)) as { data: AgendaPage };
    yield put(pageSaved({ notice: { type: 'success', text: answered.message }, page: body.data }));
  } catch (error) {
    yield put(
      pageSaved({ notice: { type: 'error', text: messageOf(error, 'Não foi possível salvar. Tente novamente.') } }),
    );
  }
}

function* erase(): SagaIterator {
  const { page } = (yield select(selectAgenda)) as AgendaState;
  if (!page.token) return;
  try {
    const answered = (yield call(eraseAgenda, page.token)) as MessageBody;
    yield put(pageSaved({ notice: { type: 'success', text: answered.message }, erased: true }));
  } catch (error) {
    yield put(
      pageSaved({ notice: { type: 'error', text: messageOf(error, 'Não foi possível excluir. Tente novamente.') } }),
    );
  }
}

export function* agendaSaga(): SagaIterator {
  yield takeLatest(agendaRequested.type, sendRequest);
  yield takeLatest(agendaOpened.type, load);
  yield takeLatest(doneSubmitted.type, (a: PayloadAction<{ ruleId: number; doneOn: string }>) =>
    change((token) => markAgendaDone(token, a.payload.ruleId, a.payload.doneOn)),
  );
  yield takeLatest(remindersToggled.type, (a: PayloadAction<boolean>) =>
    change((token) => setAgendaReminders(token, a.payload)),
  );
  yield takeLatest(eraseConfirmed.type, erase);
}
