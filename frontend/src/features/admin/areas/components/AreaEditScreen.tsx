import type { Area } from '@conectasst/common/api/areas';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { CrudEditCard } from '../../../../components/admin/CrudForm';
import { useScreenIntent } from '../../../../hooks/useScreenIntent';
import { editScreenOpened, selectAreas, updateSubmitted } from '../areasSlice';
import { AreaForm } from './AreaForm';

/** /admin/area/edit 'Editar Área': the area whose id the list left in local storage. */
export function AreaEditScreen() {
  const dispatch = useAppDispatch();
  const { form } = useAppSelector(selectAreas);

  useScreenIntent(editScreenOpened());
  return (
    <CrudEditCard<Area> title="Editar Área" form={form} historyKind="area">
      {(record) => (
        <AreaForm
          key={record.id}
          initialValues={{ name: record.name, status: record.status }}
          withStatus
          saving={form.saving}
          error={form.error}
          onSubmit={({ name, status }) => dispatch(updateSubmitted({ id: record.id, name, status }))}
        />
      )}
    </CrudEditCard>
  );
}
