import type { AgendaRuleView } from '@conectasst/common/api/agenda';
import { describePeriod } from '@conectasst/common/rules/agendaRules';
import { useAppSelector } from '../../../../app/hooks';
import { CrudListScreen } from '../../../../components/admin/CrudListScreen';
import { statusColumn } from '../../../../components/admin/statusColumn';
import { paths } from '../../../../config/paths';
import { agendaRulesSlice, deleteClicked, editClicked, selectAgendaRules } from '../agendaRulesSlice';

/** /admin/agenda-rules 'Agenda SST': the rules (obrigação, serviço, quando, periodicidade, fonte, situação). */
export function AgendaRulesListScreen() {
  const { list } = useAppSelector(selectAgendaRules);
  return (
    <CrudListScreen<AgendaRuleView>
      title="Agenda SST: regras"
      list={list}
      actions={{ ...agendaRulesSlice.actions, editClicked, deleteClicked }}
      rowName={(rule) => rule.title}
      addPath={paths.admin.agendaRuleAdd}
      columns={[
        { title: 'Obrigação', dataIndex: 'title', key: 'title' },
        {
          title: 'Serviço',
          dataIndex: 'service_name',
          key: 'service',
          responsive: ['xxl'],
          render: (name: string | null) => name ?? '—',
        },
        { title: 'Quando', dataIndex: 'trigger_label', key: 'trigger', responsive: ['md'] },
        {
          title: 'Periodicidade',
          key: 'period',
          render: (_: unknown, rule: AgendaRuleView) =>
            `${describePeriod(rule.periodicity_months)}${rule.alternative ? ` (ou ${describePeriod(rule.alternative.months)})` : ''}`,
        },
        { title: 'Fonte', dataIndex: 'source', key: 'source', responsive: ['xxl'] },
        statusColumn(),
      ]}
    />
  );
}
