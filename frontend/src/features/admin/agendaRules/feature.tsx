import { CalendarOutlined } from '@ant-design/icons';
import { paths } from '../../../config/paths';
import type { AdminMenuEntry } from '../../../components/layouts/adminMenu';
import { defineFeature } from '../../../lib/feature';
import { agendaRulesSaga } from './agendaRulesSaga';
import { agendaRulesSlice } from './agendaRulesSlice';
import { AgendaRuleAddScreen } from './components/AgendaRuleAddScreen';
import { AgendaRuleEditScreen } from './components/AgendaRuleEditScreen';
import { AgendaRulesListScreen } from './components/AgendaRulesListScreen';

/** Agenda SST's rules (/admin/agenda-rules, ADR 0175). */
export const adminAgendaRulesFeature = defineFeature<typeof agendaRulesSlice, AdminMenuEntry>({
  name: 'admin/agendaRules',
  slices: [agendaRulesSlice],
  sagas: [agendaRulesSaga],
  routes: [
    { path: 'agenda-rules', screen: AgendaRulesListScreen },
    { path: 'agenda-rules/add', screen: AgendaRuleAddScreen },
    { path: 'agenda-rules/edit', screen: AgendaRuleEditScreen },
  ],
  menu: [{ group: 'Catálogo', label: 'Agenda SST', to: paths.admin.agendaRules, icon: <CalendarOutlined /> }],
});
