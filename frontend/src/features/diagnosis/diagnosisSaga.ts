import type { PayloadAction } from '@reduxjs/toolkit';
import type { CnaeClassView, Diagnosis } from '@conectasst/common/api/cnae';
import type { SagaIterator } from 'redux-saga';
import { call, debounce, put, takeLatest } from 'redux-saga/effects';
import { paths } from '../../config/paths';
import { isApiError } from '../../lib/apiClient';
import { navigateTo } from '../../lib/navigation';
import { readWizard, writeWizard } from '../../lib/wizardStorage';
import { writeSelectedServices } from '../../lib/selectedServicesStorage';
import { getDiagnosis, searchCnae } from './api/diagnosisApi';
import type { DiagnosisRequest } from './diagnosisSlice';
import {
  cnaeSearchFinished,
  cnaeSearchStarted,
  cnaeTextChanged,
  diagnosisFailed,
  diagnosisLoaded,
  diagnosisRequested,
  quoteRequested,
} from './diagnosisSlice';
import { primaryPrefill } from './wizardPrefill';

/** Typing pauses this long before the CNAE search runs. */
export const CNAE_SEARCH_DELAY_MS = 250;

function* runCnaeSearch(action: PayloadAction<string>): SagaIterator {
  const text = action.payload.trim();
  if (!text) return;
  yield put(cnaeSearchStarted());
  try {
    const body = (yield call(searchCnae, text)) as { data: CnaeClassView[] };
    yield put(cnaeSearchFinished(body.data));
  } catch {
    yield put(cnaeSearchFinished([]));
  }
}

function* runDiagnosis(action: PayloadAction<DiagnosisRequest>): SagaIterator {
  const { cnae, employees, size } = action.payload;
  try {
    const body = (yield call(getDiagnosis, cnae, employees, size)) as { data: Diagnosis };
    yield put(diagnosisLoaded(body.data));
  } catch (error) {
    yield put(
      diagnosisFailed(isApiError(error) ? error.message : 'Não foi possível fazer o diagnóstico. Tente novamente.'),
    );
  }
}

function* openWizard(action: PayloadAction<Diagnosis>): SagaIterator {
  const diagnosis = action.payload;
  yield call(
    writeSelectedServices,
    diagnosis.services.map((s) => ({ id: s.id, name: s.name })),
  );
  const wizard = readWizard();
  const primary = {
    branchOfTheCompany: '',
    other: '',
    companyType: '',
    maxDate: '',
    ...wizard.primary,
    ...primaryPrefill(diagnosis),
  };
  yield call(writeWizard, { ...wizard, primary });
  yield call(navigateTo, paths.demandWizard.company);
}

export function* diagnosisSaga(): SagaIterator {
  yield debounce(CNAE_SEARCH_DELAY_MS, cnaeTextChanged.type, runCnaeSearch);
  yield takeLatest(diagnosisRequested.type, runDiagnosis);
  yield takeLatest(quoteRequested.type, openWizard);
}
