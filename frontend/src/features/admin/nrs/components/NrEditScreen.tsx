import type { Nr } from '@conectasst/common/api/nrs';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { CrudEditCard } from '../../../../components/admin/CrudForm';
import { useScreenIntent } from '../../../../hooks/useScreenIntent';
import { editScreenOpened, selectNrs, updateSubmitted } from '../nrsSlice';
import { NrForm } from './NrForm';

/** /admin/nrs/edit 'Editar NR': the NR whose id the list left in local storage. */
export function NrEditScreen() {
  const dispatch = useAppDispatch();
  const { form, areas } = useAppSelector(selectNrs);
  useScreenIntent(editScreenOpened());
  return (
    <CrudEditCard<Nr> title="Editar NR" form={form} historyKind="nr">
      {(record) => (
        <NrForm
          key={record.id}
          initialValues={{ name: record.name, areaId: record.area_id, status: record.status }}
          // An NR may sit in an area that is inactive now: keep it selectable.
          areas={
            areas.some((a) => a.id === record.area_id)
              ? areas
              : [...areas, { id: record.area_id, name: record.area_name ?? `Área ${record.area_id}`, visible: false }]
          }
          withStatus
          saving={form.saving}
          error={form.error}
          onSubmit={({ name, areaId, status }) =>
            dispatch(updateSubmitted({ id: record.id, request: { name, area_id: areaId, status } }))
          }
        />
      )}
    </CrudEditCard>
  );
}
