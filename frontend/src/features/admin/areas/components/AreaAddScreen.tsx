import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { PageCard } from '../../../../components/PageCard';
import { addScreenOpened, createSubmitted, selectAreas } from '../areasSlice';
import { AreaForm } from './AreaForm';

/** /admin/area/add 'Cadastrar Área'. */
export function AreaAddScreen() {
  const dispatch = useAppDispatch();
  const { saving, error } = useAppSelector(selectAreas).form;

  useEffect(() => {
    dispatch(addScreenOpened());
  }, [dispatch]);

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
