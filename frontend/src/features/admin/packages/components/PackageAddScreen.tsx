import { PACKAGE_NAME_MAX, PACKAGE_PRICE_DEFAULT, packageMessages as m, pricePerCredit, toCents } from '@conectasst/common/rules/packageRules';
import { Alert, Button, Form, Input, InputNumber, Space, Typography } from 'antd';
import { useFormik } from 'formik';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import * as yup from 'yup';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { PageCard } from '../../../../components/PageCard';
import { paths } from '../../../../config/paths';
import { spacing } from '../../../../config/theme';
import { formatBRL } from '@conectasst/common/text/brazilianFormats';
import { addScreenOpened, createSubmitted, selectPackages } from '../packagesSlice';

const schema = yup.object({
  name: yup.string().trim().required(m.nameRequired).max(PACKAGE_NAME_MAX, m.nameTooLong),
  credits: yup.number().typeError(m.wholeNumber).notOneOf([0], m.creditsZero).integer(m.wholeNumber).positive(m.wholeNumber).required(m.creditsZero),
  ndemanda: yup.number().typeError(m.wholeNumber).notOneOf([0], m.demandsZero).integer(m.wholeNumber).positive(m.wholeNumber).required(m.demandsZero),
  price: yup
    .string()
    .test('format', m.priceFormat, (v) => toCents(v ?? '') !== undefined)
    .test('zero', m.priceZero, (v) => toCents(v ?? '') !== 0),
});

/** /admin/credits/add 'Cadastrar Pacote' (spec §5): name, credits ≠ 0, demands ≠ 0, price ≠ 0.00 with two decimals. */
export function PackageAddScreen() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { form } = useAppSelector(selectPackages);
  useEffect(() => {
    dispatch(addScreenOpened());
  }, [dispatch]);
  const formik = useFormik({
    initialValues: { name: '', credits: '' as number | '', ndemanda: '' as number | '', price: PACKAGE_PRICE_DEFAULT },
    validationSchema: schema,
    onSubmit: (v) => {
      dispatch(createSubmitted({ name: v.name.trim(), credits: Number(v.credits), ndemanda: Number(v.ndemanda), price: v.price }));
    },
  });
  const error = (field: 'name' | 'credits' | 'ndemanda' | 'price') => (formik.touched[field] || formik.submitCount > 0 ? formik.errors[field] : undefined);
  const cents = toCents(formik.values.price);
  const credits = Number(formik.values.credits);
  return (
    <PageCard title="Cadastrar Pacote">
      <Form layout="vertical" onFinish={() => void formik.submitForm()} style={{ maxWidth: 560 }}>
        {form.error ? <Alert type="error" showIcon title={form.error} style={{ marginBottom: spacing.md }} /> : null}
        <Form.Item label="Nome" htmlFor="package-name" required validateStatus={error('name') ? 'error' : undefined} help={error('name')}>
          <Input id="package-name" maxLength={PACKAGE_NAME_MAX} {...formik.getFieldProps('name')} />
        </Form.Item>
        <div style={{ display: 'flex', gap: spacing.md, flexWrap: 'wrap' }}>
          <Form.Item label="Créditos" htmlFor="package-credits" required validateStatus={error('credits') ? 'error' : undefined} help={error('credits')}>
            <InputNumber id="package-credits" min={0} precision={0} value={formik.values.credits === '' ? null : formik.values.credits} onChange={(v) => void formik.setFieldValue('credits', v ?? '')} />
          </Form.Item>
          <Form.Item label="Demandas" htmlFor="package-demands" required validateStatus={error('ndemanda') ? 'error' : undefined} help={error('ndemanda')}>
            <InputNumber id="package-demands" min={0} precision={0} value={formik.values.ndemanda === '' ? null : formik.values.ndemanda} onChange={(v) => void formik.setFieldValue('ndemanda', v ?? '')} />
          </Form.Item>
          <Form.Item label="Valor (R$)" htmlFor="package-price" required validateStatus={error('price') ? 'error' : undefined} help={error('price')}>
            <InputNumber<string>
              id="package-price"
              stringMode
              min="0"
              step="0.2"
              precision={2}
              value={formik.values.price}
              onChange={(v) => void formik.setFieldValue('price', v ?? '')}
              style={{ width: 180 }}
            />
          </Form.Item>
        </div>
        {cents && credits > 0 ? (
          <Typography.Paragraph type="secondary">Valor por crédito: {formatBRL(pricePerCredit(cents, credits))}</Typography.Paragraph>
        ) : null}
        <Space>
          <Button type="primary" htmlType="submit" loading={form.saving}>
            Salvar
          </Button>
          <Button onClick={() => void navigate(paths.admin.credits)}>Cancelar</Button>
        </Space>
      </Form>
    </PageCard>
  );
}
