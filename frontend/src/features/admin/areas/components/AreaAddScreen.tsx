import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { PageCard } from '../../../../components/PageCard';
import { useScreenIntent } from '../../../../hooks/useScreenIntent';
import { addScreenOpened, createSubmitted, selectAreas } from '../areasSlice';
import { AreaForm } from './AreaForm';

/** /admin/area/add 'Cadastrar Área'. */
export function AreaAddScreen() {
  const dispatch = useAppDispatch();
  const { saving, error } = useAppSelector(selectAreas).form;

  useScreenIntent(addScreenOpened());
  return (
    <PageCard title="Cadastrar Área">
      <AreaForm
        initialValues={{ name: '', status: true }}
        withStatus={false}
        saving={saving}
        error={error}
        onSubmit={({ name }) => dispatch(createSubmitted({ name }))}
      />
    </PageCard>
  );
}
