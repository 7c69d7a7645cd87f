import type { ListingsResponse } from '@conectasst/common/api/demands';
import type { SagaIterator } from 'redux-saga';
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { paths } from '../../config/paths';
import { navigateTo } from '../../lib/navigation';
import { fetchPricePerCredit } from '../../lib/subscriptionCost';
import { getCompanyDetails, getIndividualDetails, getListings, getSubsCount, searchListings } from './api/listingsApi';
import { getDemandAlerts, putDemandAlerts } from './api/demandAlertsApi';
import {
  alertsLoaded,
  alertsOpened,
  alertsSaved,
  alertsSwitched,
  listingsLoaded,
  listingsOpened,
  listingsQueryChanged,
  pricePerCreditLoaded,
  providerDetailsFound,
  selectListings,
  type ListingsQuery,
  type ListingsState,
} from './listingsSlice';

const nothingFound: ListingsResponse = { data: [], filterArea: [], pages: [], morePages: false, matchedProfile: false };

/** The listing, or the search when any filter is applied. */
export function fetchListings({ applied, page, sort, showAll }: ListingsQuery): Promise<ListingsResponse> {
  const filtered = applied.keyword || applied.areas.length || applied.uf || applied.city || applied.grade;
  const match = showAll ? 'all' : 'profile';
  if (!filtered) return getListings(page, sort, match);
  return searchListings({
    page,
    sort,
    match,
    keyword: applied.keyword || undefined,
    area: applied.areas.join(',') || undefined,
    uf: applied.uf,
    city: applied.city,
    grade: applied.grade,
  });
}

/** The current query's page and, for its cards, who is subscribed; a failure shows no demands. */
function* loadListings(): SagaIterator {
  const { ready, query } = (yield select(selectListings)) as ListingsState;
  if (!ready) return;
  try {
    const result = (yield call(fetchListings, query)) as ListingsResponse;
    const counts = result.data.length
      ? (
          (yield call(
            getSubsCount,
            result.data.map((d) => d.id),
          )) as { subs: ListingsState['subs'] }
        ).subs
      : {};
    yield put(listingsLoaded({ result, subs: counts }));
  } catch {
    yield put(listingsLoaded({ result: nothingFound, subs: {} }));
  }
}

/** Spec §2: the details are looked up as a person, then as a company; without any, the provider goes to /second-state. */
function* openListings(): SagaIterator {
  try {
    yield call(getIndividualDetails);
  } catch {
    try {
      yield call(getCompanyDetails);
    } catch {
      yield call(navigateTo, paths.secondState);
      return;
    }
  }
  yield put(providerDetailsFound());
  yield call(loadListings);
}

/** The price every "Inscreva-se" quotes, from the packages on sale: loaded once, when the demands first open. */
function* loadPricePerCredit(): SagaIterator {
  if (((yield select(selectListings)) as ListingsState).pricePerCredit !== undefined) return;
  yield put(pricePerCreditLoaded((yield call(fetchPricePerCredit)) as number | null));
}

function* loadAlerts(): SagaIterator {
  try {
    const body = (yield call(getDemandAlerts)) as { enabled: boolean };
    yield put(alertsLoaded(body.enabled));
  } catch {
    yield put(alertsLoaded(undefined));
  }
}

/** A refused change leaves the switch as it was. */
function* switchAlerts(action: PayloadAction<boolean>): SagaIterator {
  const { alerts } = (yield select(selectListings)) as ListingsState;
  try {
    yield call(putDemandAlerts, action.payload);
    yield put(alertsSaved(action.payload));
  } catch {
    yield put(alertsSaved(alerts?.enabled ?? !action.payload));
  }
}

export function* listingsSaga(): SagaIterator {
  yield takeLatest([listingsOpened.type, listingsQueryChanged.type], function* (action: { type: string }) {
    yield call(action.type === listingsOpened.type ? openListings : loadListings);
  });
  yield takeLeading(listingsOpened.type, loadPricePerCredit);
  yield takeLatest(alertsOpened.type, loadAlerts);
  yield takeLatest(alertsSwitched.type, switchAlerts);
}
