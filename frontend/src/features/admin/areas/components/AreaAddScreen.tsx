import { Card, Typography } from 'antd';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { addScreenOpened, createSubmitted, selectAreaForm } from '../areasSlice';
import { AreaForm } from './AreaForm';

/** /admin/area/add 'Cadastrar Área'. */
export function AreaAddScreen() {
  const dispatch = useAppDispatch();
  const { saving, error } = useAppSelector(selectAreaForm);

  useEffect(() => {
    dispatch(addScreenOpened());
  }, [dispatch]);

  return (
    <Card>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        Cadastrar Área
      </Typography.Title>
      <AreaForm
        initialValues={{ name: '', status: true }}
        withStatus={false}
        saving={saving}
        error={error}
        onSubmit={({ name }) => dispatch(createSubmitted({ name }))}
      />
    </Card>
  );
}
