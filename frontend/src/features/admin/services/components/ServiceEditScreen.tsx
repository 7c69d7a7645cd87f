import type { Service } from '@conectasst/common/api/services';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { CrudEditCard } from '../../../../components/admin/CrudForm';
import { useScreenIntent } from '../../../../hooks/useScreenIntent';
import { cancelClicked, editScreenOpened, selectServices, updateSubmitted } from '../servicesSlice';
import { ServiceForm, applicabilityFields, signingFields } from './ServiceForm';

/** /admin/services/edit 'Editar Serviço': Nome, NRs (all offered), Área, Situação. */
export function ServiceEditScreen() {
  const dispatch = useAppDispatch();
  const { form, areas, nrOptions } = useAppSelector(selectServices);
  useScreenIntent(editScreenOpened());
  return (
    <CrudEditCard<Service> title="Editar Serviço" form={form} historyKind="service" skeletonRows={4}>
      {(record) => (
        <ServiceForm
          key={record.id}
          initialValues={{
            name: record.name,
            areaId: record.area,
            nrIds: record.nr,
            status: record.status,
            ...applicabilityFields(record.applicability),
            ...signingFields(record.signing),
          }}
          // A service may sit in an area that is inactive now: keep it selectable.
          areas={
            areas.some((a) => a.id === record.area)
              ? areas
              : [...areas, { id: record.area, name: record.area_name ?? `Área ${record.area}`, visible: false }]
          }
          nrOptions={nrOptions}
          withStatus
          saving={form.saving}
          error={form.error}
          onCancel={() => dispatch(cancelClicked())}
          onSubmit={({ name, areaId, nrIds, status, applicability, signing }) =>
            dispatch(updateSubmitted({ id: record.id, name, area: areaId, nr: nrIds, status, applicability, signing }))
          }
        />
      )}
    </CrudEditCard>
  );
}
