import { Card, Skeleton, Typography } from 'antd';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
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
    <Card>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        Editar Área
      </Typography.Title>
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
    </Card>
  );
}
