import type { PayloadAction } from '@reduxjs/toolkit';
import type { MeResponse } from '@conectasst/common/api/auth';
import type { SagaIterator } from 'redux-saga';
import { all, call, put, takeLatest } from 'redux-saga/effects';
import { paths } from '../../config/paths';
import { navigateTo } from '../../lib/navigation';
import { orElse } from '../../lib/sagaOrElse';
import { getCurrentUser } from '../../session/api/getCurrentUser';
import {
  accountScreenLeft,
  accountScreenLoaded,
  accountScreenOpened,
  areaNrsLoaded,
  areaPicked,
  type AccountScreen,
  type SavedDetails,
} from './accountScreensSlice';
import {
  getAreas,
  getCompanyDetails,
  getIndividualDetails,
  getNrsOfArea,
  getSocialOptions,
  type NamedItem,
} from './api/onboardingApi';

const noLists = () => Promise.resolve([] as never[]);

/** The details saved before, as Pessoa Física or else Jurídica (each call answers 404 for the other type); none yet. */
export async function savedDetails(): Promise<SavedDetails | undefined> {
  try {
    return { personType: 1, individual: await getIndividualDetails() };
  } catch {
    try {
      return { personType: 2, company: await getCompanyDetails() };
    } catch {
      return undefined;
    }
  }
}
const noDetails = () => Promise.resolve(undefined);

/** Without a session the sign-up steps go back to /signup and the profile to /login (spec §2). */
export function* openAccountScreen(action: PayloadAction<AccountScreen>): SagaIterator {
  const screen = action.payload;
  const [me, social, areas, details] = (yield all([
    call(orElse<MeResponse | undefined>, getCurrentUser, undefined),
    call(orElse<string[]>, screen === 'details' ? getSocialOptions : noLists, []),
    call(orElse<NamedItem[]>, screen === 'serviceProfile' ? getAreas : noLists, []),
    call(screen === 'details' ? savedDetails : noDetails),
  ])) as [MeResponse | undefined, string[], NamedItem[], SavedDetails | undefined];
  if (!me) {
    yield call(navigateTo, screen === 'profile' ? paths.login : paths.signup);
    return;
  }
  yield put(accountScreenLoaded({ me, social, areas, ...(details ? { details } : {}) }));
}

/** 'Áreas de atuação': the NRs of the area picked, to tick; none when they cannot load. */
function* loadAreaNrs(action: PayloadAction<number>): SagaIterator {
  const areaId = action.payload;
  const nrs = (yield call(orElse<NamedItem[]>, () => getNrsOfArea(areaId), [])) as NamedItem[];
  yield put(areaNrsLoaded({ areaId, nrs }));
}

export function* accountScreensSaga(): SagaIterator {
  yield takeLatest(areaPicked.type, loadAreaNrs);
  // Leaving cancels a load still under way.
  yield takeLatest(
    [accountScreenOpened.type, accountScreenLeft.type],
    function* (action: PayloadAction<AccountScreen>) {
      if (action.type === accountScreenOpened.type) yield call(openAccountScreen, action);
    },
  );
}
