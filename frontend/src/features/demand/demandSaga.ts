import type { PayloadAction } from '@reduxjs/toolkit';
import type { CnaeClassView } from '@conectasst/common/api/cnae';
import type { FileDemandRequest } from '@conectasst/common/api/demands';
import { parseCnaeCode } from '@conectasst/common/referenceData/cnae';
import { STEP1_DELAY_MS, STEP2_DELAY_MS, STEP3_DELAY_MS, demandMessages as m } from '@conectasst/common/rules/demandRules';
import type { SagaIterator } from 'redux-saga';
import { call, debounce, delay, put, takeLeading } from 'redux-saga/effects';
import { apiClient, isApiError } from '../../lib/apiClient';
import { toastError, toastSuccess } from '../../lib/feedback';
import { navigateTo } from '../../lib/navigation';
import { cnaeGradeFound, cnaeTyped, demandAnswered, demandSubmitted, locationStepSubmitted, primaryStepSubmitted, stepAdvanced } from './demandSlice';
import type { LocationStep, PrimaryStep } from './wizardStorage';
import { clearWizard, readWizard, writeWizard } from './wizardStorage';

/** `GET /v1/cnae/{code}`: the class and grau de risco of a CNAE class or subclass. */
export const lookupCnae = (classCode: string) => apiClient.get<{ data: CnaeClassView }>(`/cnae/${encodeURIComponent(classCode)}`);
/** Typing pauses this long before step 1 looks the CNAE up. */
export const CNAE_LOOKUP_DELAY_MS = 300;

function* showCnaeGrade(action: PayloadAction<string>): SagaIterator {
  const parsed = parseCnaeCode(action.payload);
  if (!parsed.ok) return;
  try {
    const body = (yield call(lookupCnae, parsed.classCode)) as { data: CnaeClassView };
    yield put(cnaeGradeFound(body.data));
  } catch (error) {
    yield put(cnaeGradeFound(isApiError(error) && error.status === 404 ? 'unknown' : null));
  }
}

export const fileDemand = (body: FileDemandRequest) => apiClient.post<{ message: string; data: { id: number } }>('/demanda', body);

function* savePrimary(action: PayloadAction<PrimaryStep>): SagaIterator {
  yield call(writeWizard, { ...readWizard(), primary: action.payload });
  yield delay(STEP1_DELAY_MS);
  yield put(stepAdvanced());
  yield call(navigateTo, '/demanda/second-state');
}

function* saveLocation(action: PayloadAction<LocationStep>): SagaIterator {
  yield call(writeWizard, { ...readWizard(), location: action.payload });
  yield delay(STEP2_DELAY_MS);
  yield put(stepAdvanced());
  yield call(navigateTo, '/demanda/third-state');
}

function* send(action: PayloadAction<FileDemandRequest>): SagaIterator {
  try {
    yield call(fileDemand, action.payload);
    yield put(demandAnswered({}));
    yield call(clearWizard);
    yield call(toastSuccess, m.sent);
    // ADR 0080: the demand waits for the e-mail confirmation before providers see it.
    yield call(toastSuccess, 'Confirme seu e-mail: enviamos um link para publicar o pedido aos parceiros.', 15);
    yield delay(STEP3_DELAY_MS);
    yield call(navigateTo, '/');
  } catch (error) {
    // Spec §8: 'Email já cadastrado' → 'O e-mail informado já existe'; validation messages as the server says.
    const message = isApiError(error) && error.status >= 400 && error.status < 500 ? error.message : 'Algo deu errado, tente novamente.';
    yield put(demandAnswered({ error: message }));
    yield call(toastError, message);
  }
}

export function* demandSaga(): SagaIterator {
  yield takeLeading(primaryStepSubmitted.type, savePrimary);
  yield takeLeading(locationStepSubmitted.type, saveLocation);
  yield takeLeading(demandSubmitted.type, send);
  yield debounce(CNAE_LOOKUP_DELAY_MS, cnaeTyped.type, showCnaeGrade);
}
