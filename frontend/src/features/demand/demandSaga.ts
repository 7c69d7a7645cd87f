import type { PayloadAction } from '@reduxjs/toolkit';
import type { CnaeClassView } from '@conectasst/common/api/cnae';
import type { FileDemandRequest } from '@conectasst/common/api/demands';
import { isStateCode } from '@conectasst/common/rules/fieldRules';
import { parseCnaeCode } from '@conectasst/common/referenceData/cnae';
import {
  STEP1_DELAY_MS,
  STEP2_DELAY_MS,
  STEP3_DELAY_MS,
  demandMessages as m,
} from '@conectasst/common/rules/demandRules';
import type { SagaIterator } from 'redux-saga';
import { call, debounce, delay, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { paths } from '../../config/paths';
import { isApiError } from '../../lib/apiClient';
import type { CnpjLookupAnswer } from '../../lib/cnpjApi';
import { toastError, toastSuccess } from '../../lib/feedback';
import { navigateTo } from '../../lib/navigation';
import { writeSentDemand } from '../../lib/sentDemandStorage';
import { readSelectedServices, writeSelectedServices } from '../../lib/selectedServicesStorage';
import {
  cnaeGradeFound,
  cnaeTyped,
  cnpjAnswered,
  cnpjTyped,
  demandAnswered,
  demandSubmitted,
  locationStepSubmitted,
  primaryStepSubmitted,
  servicePrefilled,
  servicePrefillRequested,
  partnerPrefilled,
  partnerPrefillRequested,
  stepAdvanced,
  type WizardPrefill,
} from './demandSlice';
import { fileDemand, getPublicPartner, getPublicService, lookupCnae } from './api/demandApi';
import type { LocationStep, PrimaryStep } from '../../lib/wizardStorage';
import { clearWizard, readWizard, writeWizard } from '../../lib/wizardStorage';

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

/**
 * The CNPJ lookup's module (its schemas, zod and the CNPJ check digits) loads with the first CNPJ typed, not with `/`:
 * this saga is part of the home route, whose JavaScript budget (bench/src/pageBudget.test.ts) it would otherwise break.
 */
export const lookupCnpjLazily = async (text: string): Promise<CnpjLookupAnswer | null> =>
  (await import('../../lib/cnpjApi')).lookupCnpj(text);

/**
 * Step 1's optional CNPJ (issue 37 item 2): the company's public data; its razão social waits in the wizard's storage
 * for step 3's "Empresa" field, its CNAE goes into step 1's field (the screen fills it, then the grade shows).
 */
function* findCompany(action: PayloadAction<string>): SagaIterator {
  const answer = (yield call(lookupCnpjLazily, action.payload)) as CnpjLookupAnswer | null;
  if (answer && 'company' in answer) {
    const { cnpj, corporateName } = answer.company;
    yield call(writeWizard, { ...readWizard(), company: { cnpj, corporateName } });
  }
  yield put(cnpjAnswered(answer));
}

/**
 * `/demanda?servico=<id>` (a landing page's call to action, ADR 0120): the services join the picks the wizard reads
 * (like the diagnosis's "Pedir orçamentos grátis", diagnosisSaga.ts), then the address loses its query. With
 * `&uf=SP&cidade=Campinas` (a state or city page, ADR 0164) step 2's draft starts with that place, unless the requester
 * already chose one there; step 2 still checks the city against the state's list. `&cnae=&funcionarios=` (an Agenda
 * SST reminder, ADR 0177) go into step 1's draft (the screen shows them at once; the draft keeps them on a reload).
 * An unknown service is left out with the server's message; the others are still picked.
 */
function* prefillService(action: PayloadAction<WizardPrefill>): SagaIterator {
  const { serviceIds, uf, city, cnae, employeeRange } = action.payload;
  if (uf && isStateCode(uf)) {
    const wizard = readWizard();
    const location = wizard.location ?? { UF: '', City: '', Street: '', Contact: '', About: '' };
    if (!location.UF || !location.City)
      yield call(writeWizard, { ...wizard, location: { ...location, UF: uf, City: city?.trim().slice(0, 100) ?? '' } });
  }
  if (cnae || employeeRange) {
    const wizard = readWizard();
    const primary = {
      branchOfTheCompany: '',
      other: '',
      companyType: '',
      numberOfemployees: '',
      maxDate: '',
      ...wizard.primary,
      ...(cnae ? { cnae } : {}),
      ...(employeeRange ? { numberOfemployees: employeeRange } : {}),
    };
    yield call(writeWizard, { ...wizard, primary });
  }
  for (const serviceId of serviceIds) {
    try {
      const body = (yield call(getPublicService, serviceId)) as { data: { id: number; name: string } };
      const picked = readSelectedServices();
      if (!picked.some((s) => s.id === body.data.id))
        yield call(writeSelectedServices, [...picked, { id: body.data.id, name: body.data.name }]);
    } catch (error) {
      yield call(
        toastError,
        isApiError(error) && error.status === 404
          ? error.message
          : 'Não foi possível carregar o serviço. Tente novamente.',
      );
    }
  }
  yield put(servicePrefilled());
  yield call(navigateTo, paths.demandWizard.company);
}

/**
 * `/demanda?parceiro=<slug>` (Pedido direto, ADR 0170): the provider's public profile gives the name step 1 shows; the
 * wizard's storage keeps the slug for the filing. An unknown provider is dropped with a message (the request still goes
 * to up to 5). The address loses its query.
 */
function* prefillPartner(action: PayloadAction<string>): SagaIterator {
  try {
    const body = (yield call(getPublicPartner, action.payload)) as { data: { slug: string; name: string } };
    const partner = { slug: body.data.slug, name: body.data.name };
    yield call(writeWizard, { ...readWizard(), partner });
    yield put(partnerPrefilled(partner));
  } catch (error) {
    const { partner: _dropped, ...rest } = readWizard();
    yield call(writeWizard, rest);
    yield put(partnerPrefilled(null));
    yield call(
      toastError,
      isApiError(error) && error.status === 404
        ? m.directProviderUnknown
        : 'Não foi possível carregar o parceiro. Tente novamente.',
    );
  }
  yield call(navigateTo, paths.demandWizard.company);
}

function* savePrimary(action: PayloadAction<PrimaryStep>): SagaIterator {
  yield call(writeWizard, { ...readWizard(), primary: action.payload });
  yield delay(STEP1_DELAY_MS);
  yield put(stepAdvanced());
  yield call(navigateTo, paths.demandWizard.location);
}

function* saveLocation(action: PayloadAction<LocationStep>): SagaIterator {
  yield call(writeWizard, { ...readWizard(), location: action.payload });
  yield delay(STEP2_DELAY_MS);
  yield put(stepAdvanced());
  yield call(navigateTo, paths.demandWizard.contact);
}

function* send(action: PayloadAction<FileDemandRequest>): SagaIterator {
  try {
    const filed = (yield call(fileDemand, action.payload)) as { data: { id: number } };
    yield put(demandAnswered({}));
    yield call(clearWizard);
    // ADR 0080: the demand waits for the e-mail confirmation before providers see it; the home page says so until
    // dismissed, with the number, the address, "Reenviar link" and "Acompanhar meu pedido" (ADR 0159).
    yield call(writeSentDemand, {
      id: filed.data.id,
      email: action.payload.contact.Email.trim(),
      sentAt: new Date().toISOString(),
    });
    yield call(toastSuccess, m.sent);
    yield delay(STEP3_DELAY_MS);
    yield call(navigateTo, '/');
  } catch (error) {
    // Spec §8: 'Email já cadastrado' → 'O e-mail informado já existe'; validation messages as the server says.
    const message =
      isApiError(error) && error.status >= 400 && error.status < 500
        ? error.message
        : 'Algo deu errado, tente novamente.';
    yield put(demandAnswered({ error: message }));
    yield call(toastError, message);
  }
}

export function* demandSaga(): SagaIterator {
  yield takeLeading(primaryStepSubmitted.type, savePrimary);
  yield takeLeading(locationStepSubmitted.type, saveLocation);
  yield takeLeading(demandSubmitted.type, send);
  yield debounce(CNAE_LOOKUP_DELAY_MS, cnaeTyped.type, showCnaeGrade);
  yield debounce(CNAE_LOOKUP_DELAY_MS, cnpjTyped.type, findCompany);
  yield takeLatest(servicePrefillRequested.type, prefillService);
  yield takeLatest(partnerPrefillRequested.type, prefillPartner);
}
