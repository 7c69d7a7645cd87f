import type { AgendaRuleView } from '@conectasst/common/api/agenda';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { CrudEditCard } from '../../../../components/admin/CrudForm';
import { useScreenIntent } from '../../../../hooks/useScreenIntent';
import { editScreenOpened, selectAgendaRules, updateSubmitted } from '../agendaRulesSlice';
import { AgendaRuleForm, requestOf, valuesOf } from './AgendaRuleForm';

/** /admin/agenda-rules/edit 'Editar regra da agenda SST': the rule whose id the list left in local storage. */
export function AgendaRuleEditScreen() {
  const dispatch = useAppDispatch();
  const { form, services } = useAppSelector(selectAgendaRules);
  useScreenIntent(editScreenOpened());
  return (
    <CrudEditCard<AgendaRuleView> title="Editar regra da agenda SST" form={form}>
      {(record) => (
        <AgendaRuleForm
          key={record.id}
          initialValues={valuesOf(record)}
          services={
            services.some((s) => s.id === record.service_id)
              ? services
              : [...services, { id: record.service_id, name: record.service_name ?? `Serviço ${record.service_id}` }]
          }
          withStatus
          saving={form.saving}
          error={form.error}
          onSubmit={(v) => dispatch(updateSubmitted({ id: record.id, request: { ...requestOf(v), status: v.status } }))}
        />
      )}
    </CrudEditCard>
  );
}
