import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { PageCard } from '../../../../components/PageCard';
import { useScreenIntent } from '../../../../hooks/useScreenIntent';
import { addScreenOpened, createSubmitted, selectNrs } from '../nrsSlice';
import { NrForm } from './NrForm';

/** /admin/nrs/add 'Cadastrar NR' (Nome, Área). New NRs carry no status (spec §4): they start active. */
export function NrAddScreen() {
  const dispatch = useAppDispatch();
  const { form, areas } = useAppSelector(selectNrs);
  useScreenIntent(addScreenOpened());
  return (
    <PageCard title="Cadastrar NR">
      <NrForm
        initialValues={{ name: '', areaId: null, status: true }}
        areas={areas}
        withStatus={false}
        saving={form.saving}
        error={form.error}
        onSubmit={({ name, areaId }) => dispatch(createSubmitted({ name, area_id: areaId }))}
      />
    </PageCard>
  );
}
