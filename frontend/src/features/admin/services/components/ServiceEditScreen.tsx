import { Skeleton } from 'antd';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { PageCard } from '../../../../components/PageCard';
import { HistoryButton } from '../../../../components/admin/HistoryButton';
import { cancelClicked, editScreenOpened, selectServices, updateSubmitted } from '../servicesSlice';
import { ServiceForm, applicabilityFields } from './ServiceForm';

/** /admin/services/edit 'Editar Serviço': Nome, NRs (all offered), Área, Situação. */
export function ServiceEditScreen() {
  const dispatch = useAppDispatch();
  const { form, areas, nrOptions } = useAppSelector(selectServices);
  const { record } = form;
  useEffect(() => {
    dispatch(editScreenOpened());
  }, [dispatch]);
  const areaOptions = record && !areas.some((a) => a.id === record.area) ? [...areas, { id: record.area, name: record.area_name ?? `Área ${record.area}`, visible: false }] : areas;
  return (
    <PageCard title="Editar Serviço" extra={record ? <HistoryButton kind="service" id={record.id} /> : null}>
      {form.loading || !record ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : (
        <ServiceForm
          key={record.id}
          initialValues={{ name: record.name, areaId: record.area, nrIds: record.nr, status: record.status, ...applicabilityFields(record.applicability) }}
          areas={areaOptions}
          nrOptions={nrOptions}
          withStatus
          saving={form.saving}
          error={form.error}
          onCancel={() => dispatch(cancelClicked())}
          onSubmit={({ name, areaId, nrIds, status, applicability }) => dispatch(updateSubmitted({ id: record.id, name, area: areaId, nr: nrIds, status, applicability }))}
        />
      )}
    </PageCard>
  );
}
