import { Skeleton } from 'antd';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { PageCard } from '../../../../components/PageCard';
import { HistoryButton } from '../../../../components/admin/HistoryButton';
import { editScreenOpened, selectNrs, updateSubmitted } from '../nrsSlice';
import { NrForm } from './NrForm';

/** /admin/nrs/edit 'Editar NR': the NR whose id the list left in local storage. */
export function NrEditScreen() {
  const dispatch = useAppDispatch();
  const { form, areas } = useAppSelector(selectNrs);
  const { record } = form;
  useEffect(() => {
    dispatch(editScreenOpened());
  }, [dispatch]);
  // An NR may sit in an area that is inactive now: keep it selectable.
  const options = record && !areas.some((a) => a.id === record.area_id) ? [...areas, { id: record.area_id, name: record.area_name ?? `Área ${record.area_id}`, visible: false }] : areas;
  return (
    <PageCard title="Editar NR" extra={record ? <HistoryButton kind="nr" id={record.id} /> : null}>
      {form.loading || !record ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <NrForm
          key={record.id}
          initialValues={{ name: record.name, areaId: record.area_id, status: record.status }}
          areas={options}
          withStatus
          saving={form.saving}
          error={form.error}
          onSubmit={({ name, areaId, status }) => dispatch(updateSubmitted(record.id, { name, area_id: areaId, status }))}
        />
      )}
    </PageCard>
  );
}
