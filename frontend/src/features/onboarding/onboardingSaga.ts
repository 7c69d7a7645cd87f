import { acceptLegalInForce } from '../../lib/legalAcceptance';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { TokenResponse } from '@conectasst/common/api/auth';
import { accountMessages as m } from '@conectasst/common/rules/accountMessages';
import type { SagaIterator } from 'redux-saga';
import { call, delay, put, takeLeading } from 'redux-saga/effects';
import { paths } from '../../config/paths';
import { isApiError } from '../../lib/apiClient';
import { showErrorDialog, toastError, toastSuccess } from '../../lib/feedback';
import { navigateTo } from '../../lib/navigation';
import { storageKeys, writeStored } from '../../lib/storage';
import {
  changePassword,
  postCompanyDetails,
  postIndividualDetails,
  postServiceProfile,
  requestRecovery,
  signup,
  updateMe,
} from './api/onboardingApi';
import type { RegistryDeclaration } from '@conectasst/common/rules/trustRules';
import { declareCredential } from './api/credentialsApi';
import {
  type DetailsMeta,
  changePasswordSubmitted,
  companySubmitted,
  formFinished,
  individualSubmitted,
  profileSubmitted,
  recoverySubmitted,
  serviceProfileSubmitted,
  signupSubmitted,
} from './onboardingSlice';

/** Delays of spec §4/§9. */
export const DETAILS_REDIRECT_MS = 1_500;
export const SERVICE_PROFILE_REDIRECT_MS = 2_500;
export const PROFILE_REDIRECT_MS = 2_100;

const serverMessage = (error: unknown) => (isApiError(error) && error.status !== 0 ? error.message : m.somethingWrong);

export function* runSignup(action: ReturnType<typeof signupSubmitted>): SagaIterator {
  try {
    const { token } = (yield call(signup, action.payload)) as TokenResponse;
    yield call(writeStored, storageKeys.token, token);
    // Issue 37 item 3: the required box was ticked; a failure here is asked again inside the provider area.
    try {
      yield call(acceptLegalInForce);
    } catch {
      // The provider frame's "Aceito os termos" records it.
    }
    yield put(formFinished({ form: 'signup' }));
    yield call(navigateTo, paths.secondState);
  } catch (error) {
    // Spec §8: 'User already exists.' is shown as 'Usuário já existe'; the server sends that text as message.
    const message = isApiError(error) && [400, 409, 422, 429].includes(error.status) ? error.message : m.somethingWrong;
    yield put(formFinished({ form: 'signup', error: message }));
  }
}

/** Recovery and Redefinir senha: the server's message as a toast, then the next screen; a refusal in a dialog. */
function* runPasswordStep(
  form: 'recovery' | 'changePassword',
  send: () => Promise<{ message: string }>,
  next: string,
): SagaIterator {
  try {
    const { message } = (yield call(send)) as { message: string };
    yield put(formFinished({ form }));
    yield call(toastSuccess, message);
    yield call(navigateTo, next);
  } catch (error) {
    const message = serverMessage(error);
    yield put(formFinished({ form, error: message }));
    yield call(showErrorDialog, message);
  }
}

export function* runRecovery(action: PayloadAction<string>): SagaIterator {
  yield call(runPasswordStep, 'recovery', () => requestRecovery(action.payload), paths.changePassword);
}

export function* runChangePassword(action: PayloadAction<{ code: string; password: string }>): SagaIterator {
  const { code, password } = action.payload;
  yield call(runPasswordStep, 'changePassword', () => changePassword(code, password), paths.login);
}

/**
 * The registry typed with the details, declared for verification so it is listed under "Registros profissionais"
 * (ADR 0160). Declared already (409, saved again) or refused: the details stay saved; the provider sees the list there.
 */
export async function declareRegistry(registry: RegistryDeclaration | undefined): Promise<void> {
  if (!registry) return;
  try {
    await declareCredential(registry);
  } catch {
    // Nothing to undo: the details are saved, and "Registros profissionais" lets the provider declare it again.
  }
}

function* runDetails(form: 'individual' | 'company', send: () => Promise<unknown>, meta: DetailsMeta): SagaIterator {
  try {
    yield call(send);
    yield call(declareRegistry, meta.registry);
    yield put(formFinished({ form }));
    yield call(toastSuccess, m.detailsAdded);
    yield delay(DETAILS_REDIRECT_MS);
    yield call(navigateTo, meta.next ?? paths.thirdState);
  } catch (error) {
    // A refusal the user can act on (document taken, other person type) is shown as the server says.
    const message = isApiError(error) && [400, 409, 422].includes(error.status) ? error.message : m.detailsFailed;
    yield put(formFinished({ form, error: message }));
    yield call(toastError, message);
  }
}

export function* runIndividual(action: ReturnType<typeof individualSubmitted>): SagaIterator {
  yield call(runDetails, 'individual', () => postIndividualDetails(action.payload), action.meta);
}

export function* runCompany(action: ReturnType<typeof companySubmitted>): SagaIterator {
  yield call(runDetails, 'company', () => postCompanyDetails(action.payload), action.meta);
}

export function* runServiceProfile(action: ReturnType<typeof serviceProfileSubmitted>): SagaIterator {
  try {
    yield call(postServiceProfile, action.payload);
    yield put(formFinished({ form: 'serviceProfile' }));
    yield call(toastSuccess, m.profileSaved);
    yield delay(SERVICE_PROFILE_REDIRECT_MS);
    yield call(navigateTo, action.meta.next ?? paths.dashboard);
  } catch (error) {
    const message = serverMessage(error);
    yield put(formFinished({ form: 'serviceProfile', error: message }));
    yield call(toastError, message);
  }
}

export function* runProfile(action: ReturnType<typeof profileSubmitted>): SagaIterator {
  try {
    yield call(updateMe, action.payload);
    yield put(formFinished({ form: 'profile' }));
    yield call(toastSuccess, m.profileSaved, 2);
    yield delay(PROFILE_REDIRECT_MS);
    yield call(navigateTo, paths.dashboard);
  } catch (error) {
    const message = serverMessage(error);
    yield put(formFinished({ form: 'profile', error: message }));
    yield call(toastError, message);
  }
}

export function* onboardingSaga(): SagaIterator {
  yield takeLeading(signupSubmitted.type, runSignup);
  yield takeLeading(recoverySubmitted.type, runRecovery);
  yield takeLeading(changePasswordSubmitted.type, runChangePassword);
  yield takeLeading(individualSubmitted.type, runIndividual);
  yield takeLeading(companySubmitted.type, runCompany);
  yield takeLeading(serviceProfileSubmitted.type, runServiceProfile);
  yield takeLeading(profileSubmitted.type, runProfile);
}
