import { Skeleton } from 'antd';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { PageCard } from '../../../../components/PageCard';
import { HistoryButton } from '../../../../components/admin/HistoryButton';
import { editScreenOpened, selectAreaForm, updateSubmitted } from '../areasSlice';
import { AreaForm } from './AreaForm';

/** /admin/area/edit 'Editar Área': the area whose id the list left in local storage. */
export function AreaEditScreen() {
  const dispatch = useAppDispatch();
  const { record, loading, saving, error } = useAppSelector(selectAreaForm);

  useEffect(() => {
    dispatch(editScreenOpened());
  }, [dispatch]);

  return (
    <PageCard title="Editar Área" extra={record ? <HistoryButton kind="area" id={record.id} /> : null}>
      {loading || !record ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <AreaForm
          key={record.id}
          initialValues={{ name: record.name, status: record.status }}
          withStatus
          saving={saving}
          error={error}
          onSubmit={({ name, status }) => dispatch(updateSubmitted({ id: record.id, name, status }))}
        />
      )}
    </PageCard>
  );
}
