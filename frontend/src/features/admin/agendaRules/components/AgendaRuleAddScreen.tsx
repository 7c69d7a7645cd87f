import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { PageCard } from '../../../../components/PageCard';
import { useScreenIntent } from '../../../../hooks/useScreenIntent';
import { addScreenOpened, createSubmitted, selectAgendaRules } from '../agendaRulesSlice';
import { AgendaRuleForm, emptyAgendaRule, requestOf } from './AgendaRuleForm';

/** /admin/agenda-rules/add 'Cadastrar regra da agenda SST'. New rules start active. */
export function AgendaRuleAddScreen() {
  const dispatch = useAppDispatch();
  const { form, services } = useAppSelector(selectAgendaRules);
  useScreenIntent(addScreenOpened());
  return (
    <PageCard title="Cadastrar regra da agenda SST">
      <AgendaRuleForm
        initialValues={emptyAgendaRule}
        services={services}
        withStatus={false}
        saving={form.saving}
        error={form.error}
        onSubmit={(v) => dispatch(createSubmitted(requestOf(v)))}
      />
    </PageCard>
  );
}
