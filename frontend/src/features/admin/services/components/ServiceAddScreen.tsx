import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { PageCard } from '../../../../components/PageCard';
import { useScreenIntent } from '../../../../hooks/useScreenIntent';
import { addScreenOpened, areaChosen, cancelClicked, createSubmitted, selectServices } from '../servicesSlice';
import { ServiceForm, applicabilityFields, signingFields } from './ServiceForm';

/** /admin/services/add 'Cadastrar Serviço': Nome, Área, NRs (only active ones of the chosen area). */
export function ServiceAddScreen() {
  const dispatch = useAppDispatch();
  const { form, areas, nrOptions } = useAppSelector(selectServices);
  useScreenIntent(addScreenOpened());
  return (
    <PageCard title="Cadastrar Serviço">
      <ServiceForm
        initialValues={{
          name: '',
          areaId: null,
          nrIds: [],
          status: true,
          ...applicabilityFields(null),
          ...signingFields(null),
        }}
        areas={areas}
        nrOptions={nrOptions}
        withStatus={false}
        saving={form.saving}
        error={form.error}
        onAreaChange={(areaId) => dispatch(areaChosen(areaId))}
        onCancel={() => dispatch(cancelClicked())}
        onSubmit={({ name, areaId, nrIds, applicability, signing }) =>
          dispatch(createSubmitted({ name, area: areaId, nr: nrIds, applicability, signing }))
        }
      />
    </PageCard>
  );
}
