import type { CreditPackage } from '@conectasst/common/api/packages';
import { PACKAGE_NAME_MAX, packageMessages as m } from '@conectasst/common/rules/packageRules';
import { formatBRL } from '@conectasst/common/text/brazilianFormats';
import { Descriptions, Input } from 'antd';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { CrudEditCard, CrudForm, StatusField } from '../../../../components/admin/CrudForm';
import { FormikItem } from '../../../../components/formField';
import { paths } from '../../../../config/paths';
import { spacing } from '../../../../config/theme';
import { useScreenIntent } from '../../../../hooks/useScreenIntent';
import { editScreenOpened, selectPackages, updateSubmitted } from '../packagesSlice';

function EditForm({ record, saving, error }: { record: CreditPackage; saving: boolean; error: string | null }) {
  const dispatch = useAppDispatch();
  const formik = useFormik({
    initialValues: { name: record.name, status: record.status },
    validationSchema: yup.object({
      name: yup.string().trim().required(m.nameRequired).max(PACKAGE_NAME_MAX, m.nameTooLong),
    }),
    onSubmit: (v) => {
      dispatch(updateSubmitted({ id: record.id, name: v.name.trim(), status: v.status }));
    },
  });
  return (
    <CrudForm formik={formik} saving={saving} error={error} cancelPath={paths.admin.credits}>
      <FormikItem formik={formik} name="name" label="Nome" id="package-name" required>
        <Input id="package-name" maxLength={PACKAGE_NAME_MAX} {...formik.getFieldProps('name')} />
      </FormikItem>
      {/* Spec §5: credits, demands and price are read-only once the package exists. */}
      <Descriptions bordered size="small" column={1} style={{ marginBottom: spacing.lg }}>
        <Descriptions.Item label="Créditos">{record.credits}</Descriptions.Item>
        <Descriptions.Item label="Demandas">{record.ndemanda}</Descriptions.Item>
        <Descriptions.Item label="Valor">{formatBRL(record.price)}</Descriptions.Item>
        <Descriptions.Item label="Valor por crédito">{formatBRL(record.pricePerCredit)}</Descriptions.Item>
      </Descriptions>
      <StatusField formik={formik} />
    </CrudForm>
  );
}

/** /admin/credits/edit 'Editar Pacote': name and status; the rest read-only. */
export function PackageEditScreen() {
  const { form } = useAppSelector(selectPackages);
  useScreenIntent(editScreenOpened());
  return (
    <CrudEditCard<CreditPackage> title="Editar Pacote" form={form} historyKind="package">
      {(record) => <EditForm key={record.id} record={record} saving={form.saving} error={form.error} />}
    </CrudEditCard>
  );
}
