import { PACKAGE_NAME_MAX, packageMessages as m } from '@conectasst/common/rules/packageRules';
import { Alert, Button, Descriptions, Form, Input, Radio, Skeleton, Space } from 'antd';
import { useFormik } from 'formik';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import * as yup from 'yup';
import type { CreditPackage } from '@conectasst/common/api/packages';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { PageCard } from '../../../../components/PageCard';
import { HistoryButton } from '../../../../components/admin/HistoryButton';
import { paths } from '../../../../config/paths';
import { spacing } from '../../../../config/theme';
import { formatBRL } from '@conectasst/common/text/brazilianFormats';
import { editScreenOpened, selectPackages, updateSubmitted } from '../packagesSlice';

function EditForm({ record, saving, error }: { record: CreditPackage; saving: boolean; error: string | null }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const formik = useFormik({
    initialValues: { name: record.name, status: record.status },
    validationSchema: yup.object({ name: yup.string().trim().required(m.nameRequired).max(PACKAGE_NAME_MAX, m.nameTooLong) }),
    onSubmit: (v) => {
      dispatch(updateSubmitted({ id: record.id, name: v.name.trim(), status: v.status }));
    },
  });
  const nameError = formik.touched.name || formik.submitCount > 0 ? formik.errors.name : undefined;
  return (
    <Form layout="vertical" onFinish={() => void formik.submitForm()} style={{ maxWidth: 560 }}>
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: spacing.md }} /> : null}
      <Form.Item label="Nome" htmlFor="package-name" required validateStatus={nameError ? 'error' : undefined} help={nameError}>
        <Input id="package-name" maxLength={PACKAGE_NAME_MAX} {...formik.getFieldProps('name')} />
      </Form.Item>
      {/* Spec §5: credits, demands and price are read-only once the package exists. */}
      <Descriptions bordered size="small" column={1} style={{ marginBottom: spacing.lg }}>
        <Descriptions.Item label="Créditos">{record.credits}</Descriptions.Item>
        <Descriptions.Item label="Demandas">{record.ndemanda}</Descriptions.Item>
        <Descriptions.Item label="Valor">{formatBRL(record.price)}</Descriptions.Item>
        <Descriptions.Item label="Valor por crédito">{formatBRL(record.pricePerCredit)}</Descriptions.Item>
      </Descriptions>
      <Form.Item label="Situação">
        <Radio.Group
          aria-label="Situação"
          value={formik.values.status}
          onChange={(e) => void formik.setFieldValue('status', e.target.value)}
          options={[
            { label: 'Ativo', value: true },
            { label: 'Inativo', value: false },
          ]}
        />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={saving}>
          Salvar
        </Button>
        <Button onClick={() => void navigate(paths.admin.credits)}>Cancelar</Button>
      </Space>
    </Form>
  );
}

/** /admin/credits/edit 'Editar Pacote': name and status; the rest read-only. */
export function PackageEditScreen() {
  const dispatch = useAppDispatch();
  const { form } = useAppSelector(selectPackages);
  useEffect(() => {
    dispatch(editScreenOpened());
  }, [dispatch]);
  return (
    <PageCard title="Editar Pacote" extra={form.record ? <HistoryButton kind="package" id={form.record.id} /> : null}>
      {form.loading || !form.record ? <Skeleton active paragraph={{ rows: 3 }} /> : <EditForm key={form.record.id} record={form.record} saving={form.saving} error={form.error} />}
    </PageCard>
  );
}
