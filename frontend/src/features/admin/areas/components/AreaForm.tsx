import { Input } from 'antd';
import { useFormik } from 'formik';
import { CrudForm, StatusField } from '../../../../components/admin/CrudForm';
import { FormikItem } from '../../../../components/formField';
import { paths } from '../../../../config/paths';
import { areaSchema, type AreaFormValues } from '../areaSchema';

interface AreaFormProps {
  initialValues: AreaFormValues;
  /** The edit form also shows Situação (Ativo/Inativo). */
  withStatus: boolean;
  saving: boolean;
  /** Server message of a failed save. */
  error: string | null;
  onSubmit: (values: AreaFormValues) => void;
}

/** Nome (and Situação when editing), Salvar and Cancelar (back to the list). */
export function AreaForm({ initialValues, withStatus, saving, error, onSubmit }: AreaFormProps) {
  const formik = useFormik<AreaFormValues>({
    initialValues,
    validationSchema: areaSchema,
    onSubmit: (values) => onSubmit({ ...values, name: values.name.trim() }),
  });
  return (
    <CrudForm formik={formik} saving={saving} error={error} cancelPath={paths.admin.areas}>
      <FormikItem formik={formik} name="name" label="Nome" id="area-name" required>
        <Input id="area-name" {...formik.getFieldProps('name')} />
      </FormikItem>
      {withStatus ? <StatusField formik={formik} /> : null}
    </CrudForm>
  );
}
