import type { Service } from '@conectasst/common/api/services';
import { agendaMessages } from '@conectasst/common/rules/agendaRules';
import type { SagaIterator } from 'redux-saga';
import { call, put } from 'redux-saga/effects';
import { paths } from '../../../config/paths';
import { createCrudSaga } from '../../../lib/adminCrud/crudSaga';
import {
  createAgendaRule,
  deleteAgendaRule,
  getAgendaRule,
  getAgendaRules,
  getAllServices,
  updateAgendaRule,
} from './api/agendaRulesApi';
import { agendaRulesSlice, deleteClicked, editClicked, selectAgendaRules, servicesLoaded } from './agendaRulesSlice';

function* loadServices(): SagaIterator {
  try {
    const services = (yield call(getAllServices)) as Service[];
    yield put(servicesLoaded(services.map((s) => ({ id: s.id, name: s.name }))));
  } catch {
    // silent: the select stays empty
  }
}

export const agendaRulesSaga = createCrudSaga({
  actions: { ...agendaRulesSlice.actions, editClicked, deleteClicked },
  select: selectAgendaRules,
  api: {
    list: (page) => getAgendaRules(page),
    get: getAgendaRule,
    create: createAgendaRule,
    update: ({ id, request }) => updateAgendaRule(id, request),
    remove: deleteAgendaRule,
  },
  messages: agendaMessages,
  paths: { list: paths.admin.agendaRules, edit: paths.admin.agendaRuleEdit },
  loadAddOptions: loadServices,
  loadEditOptions: loadServices,
});
