import type { PublicArea } from '@conectasst/common/api/areas';
import { nrMessages } from '@conectasst/common/rules/nrRules';
import type { SagaIterator } from 'redux-saga';
import { call, put } from 'redux-saga/effects';
import { paths } from '../../../config/paths';
import { createCrudSaga } from '../../../lib/adminCrud/crudSaga';
import { createNr, deleteNr, getActiveAreas, getAdminNrs, getNr, updateNr } from './api/nrsApi';
import { areasLoaded, deleteClicked, editClicked, nrsSlice, selectNrs } from './nrsSlice';

function* loadAreas(): SagaIterator {
  try {
    yield put(areasLoaded(((yield call(getActiveAreas)) as { data: PublicArea[] }).data));
  } catch {
    // silent: the select stays empty
  }
}

export const nrsSaga = createCrudSaga({
  actions: { ...nrsSlice.actions, editClicked, deleteClicked },
  select: selectNrs,
  api: {
    list: getAdminNrs,
    get: getNr,
    create: createNr,
    update: ({ id, request }) => updateNr(id, request),
    remove: deleteNr,
  },
  messages: nrMessages,
  paths: { list: paths.admin.nrs, edit: paths.admin.nrEdit },
  loadAddOptions: loadAreas,
  loadEditOptions: loadAreas,
});
