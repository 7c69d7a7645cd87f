import type { PublicArea } from '@conectasst/common/api/areas';
import { NR_NAME_MAX, nrMessages } from '@conectasst/common/rules/nrRules';
import { Input } from 'antd';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { CrudForm, StatusField } from '../../../../components/admin/CrudForm';
import { FormikItem } from '../../../../components/formField';
import { FormikRecordSelect } from '../../../../components/formikControls';
import { paths } from '../../../../config/paths';

export interface NrFormValues {
  name: string;
  areaId: number | null;
  status: boolean;
}

const schema = yup.object({
  name: yup.string().trim().required(nrMessages.nameRequired).max(NR_NAME_MAX, nrMessages.nameTooLong),
  // Spec §5: no area → 'Selecione uma área' and nothing is sent.
  areaId: yup.number().nullable().required(nrMessages.areaRequired),
});

interface NrFormProps {
  initialValues: NrFormValues;
  areas: PublicArea[];
  withStatus: boolean;
  saving: boolean;
  error: string | null;
  onSubmit: (values: { name: string; areaId: number; status: boolean }) => void;
}

/** Nome, Área (and Situação when editing); Cancelar goes back to /admin/nrs. */
export function NrForm({ initialValues, areas, withStatus, saving, error, onSubmit }: NrFormProps) {
  const formik = useFormik<NrFormValues>({
    initialValues,
    validationSchema: schema,
    onSubmit: (values) => onSubmit({ name: values.name.trim(), areaId: values.areaId!, status: values.status }),
  });

  return (
    <CrudForm formik={formik} saving={saving} error={error} cancelPath={paths.admin.nrs}>
      <FormikItem formik={formik} name="name" label="Nome" id="nr-name" required>
        <Input id="nr-name" {...formik.getFieldProps('name')} />
      </FormikItem>
      <FormikRecordSelect
        formik={formik}
        name="areaId"
        label="Área"
        id="nr-area"
        placeholder="Selecione uma área"
        records={areas}
      />
      {withStatus ? <StatusField formik={formik} /> : null}
    </CrudForm>
  );
}
