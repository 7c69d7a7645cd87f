import { TeamOutlined } from '@ant-design/icons';
import type { DemandDetails } from '@conectasst/common/api/demands';
import { isEmail, isPhone } from '@conectasst/common/rules/fieldRules';
import { adminDemandMessages as a } from '@conectasst/common/rules/demandRules';
import { Alert, Button, Col, Form, Input, Row, Select, Skeleton, Space } from 'antd';
import { useFormik, type FormikProps } from 'formik';
import type { ReactNode } from 'react';
import { PatternFormat } from 'react-number-format';
import { Link } from 'react-router-dom';
import * as yup from 'yup';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { FormikItem } from '../../../../components/formField';
import { PageCard } from '../../../../components/PageCard';
import { HistoryButton } from '../../../../components/admin/HistoryButton';
import { spacing } from '../../../../config/theme';
import { lgpdMessages } from '@conectasst/common/rules/lgpdRules';
import { paths } from '../../../../config/paths';
import { navigateTo } from '../../../../lib/navigation';
import { EraseDataButton, ErasedNotice } from '../../../../components/admin/EraseDataButton';
import { useScreenIntent } from '../../../../hooks/useScreenIntent';
import { cancelClicked, editScreenOpened, saveSubmitted, selectAdminDemands } from '../demandsSlice';
import { useEraseRequesterMutation } from '../demandsWrites';
import { useFocusFirstError } from '../../../../hooks/useFocusFirstError';

interface EditValues {
  name: string;
  surname: string;
  corporate_name: string;
  corporate_type: string;
  email: string;
  street: string;
  telefone: string;
  about: string;
  status: 'true' | 'false';
}

/** Spec §5: every field required except Observação. Same messages as the server (common/src/rules/demandRules.ts). */
const schema = yup.object({
  name: yup.string().trim().required(a.name),
  surname: yup.string().trim().required(a.surname),
  corporate_name: yup.string().trim().required(a.corporateName),
  corporate_type: yup.string().trim().required(a.companyType),
  email: yup
    .string()
    .trim()
    .required(a.email)
    .test('email', a.email, (v) => isEmail(v ?? '')),
  street: yup.string().trim().required(a.neighbourhood),
  telefone: yup
    .string()
    .required(a.phone)
    .test('phone', a.phone, (v) => isPhone(v ?? '')),
  about: yup.string(),
  status: yup.string().oneOf(['true', 'false'], a.status).required(a.status),
});

/** The plain text fields, in the form's order (two per row from `md`). */
const TEXT_FIELDS: [keyof EditValues, string][] = [
  ['name', 'Nome'],
  ['surname', 'Sobrenome'],
  ['corporate_name', 'Nome da Empresa'],
  ['corporate_type', 'Tipo de Empresa'],
  ['email', 'E-mail'],
  ['street', 'Bairro'],
];

function Field({
  formik,
  name,
  label,
  children,
  required = true,
}: {
  formik: FormikProps<EditValues>;
  name: keyof EditValues & string;
  label: string;
  children: ReactNode;
  required?: boolean;
}) {
  return (
    <FormikItem formik={formik} name={name} label={label} id={`demand-${name}`} required={required}>
      {children}
    </FormikItem>
  );
}

function DemandForm({ record }: { record: DemandDetails }) {
  const dispatch = useAppDispatch();
  const { saving, error } = useAppSelector(selectAdminDemands);
  const formik = useFormik<EditValues>({
    initialValues: {
      name: record.user_name ?? '',
      surname: record.user_surname ?? '',
      corporate_name: record.corporate_name,
      corporate_type: record.company_type,
      email: record.email ?? '',
      street: record.street,
      telefone: record.phone ?? '',
      about: record.about,
      status: record.status ? 'true' : 'false',
    },
    validationSchema: schema,
    onSubmit: (v) => {
      dispatch(saveSubmitted({ ...v, id: record.id, companyId: record.companyId, status: v.status === 'true' }));
    },
  });

  const fields = useFocusFirstError<HTMLDivElement>(formik);
  const [eraseRequester] = useEraseRequesterMutation();

  return (
    <>
      {record.erased ? (
        <div style={{ maxWidth: 760 }}>
          <ErasedNotice text={lgpdMessages.requesterErased} />
        </div>
      ) : null}
      <div ref={fields} style={{ display: 'contents' }}>
        <Form
          layout="vertical"
          onFinish={() => void formik.submitForm()}
          style={{ maxWidth: 760 }}
          disabled={record.erased}
        >
          {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: spacing.md }} /> : null}
          <Row gutter={spacing.md}>
            {TEXT_FIELDS.map(([name, label]) => (
              <Col key={name} xs={24} md={12}>
                <Field formik={formik} name={name} label={label}>
                  <Input id={`demand-${name}`} {...formik.getFieldProps(name)} />
                </Field>
              </Col>
            ))}
            <Col xs={24} md={12}>
              <Field formik={formik} name="telefone" label="Telefone">
                <PatternFormat
                  id="demand-telefone"
                  customInput={Input}
                  format="(##) #####-####"
                  mask="_"
                  inputMode="tel"
                  value={formik.values.telefone}
                  onValueChange={(v) => void formik.setFieldValue('telefone', v.value)}
                  onBlur={() => void formik.setFieldTouched('telefone')}
                />
              </Field>
            </Col>
            <Col xs={24} md={12}>
              <Field formik={formik} name="status" label="Situação">
                <Select
                  id="demand-status"
                  aria-label="Situação"
                  value={formik.values.status}
                  onChange={(v: 'true' | 'false') => void formik.setFieldValue('status', v)}
                  options={[
                    { value: 'true', label: 'Em Aberto' },
                    { value: 'false', label: 'Fechado' },
                  ]}
                />
              </Field>
            </Col>
            <Col xs={24}>
              <Field formik={formik} name="about" label="Observação Adicional" required={false}>
                <Input.TextArea id="demand-about" rows={4} {...formik.getFieldProps('about')} />
              </Field>
            </Col>
          </Row>
          <Space>
            {record.erased ? null : (
              <Button type="primary" htmlType="submit" loading={saving}>
                Salvar
              </Button>
            )}
            <Button
              disabled={false}
              onClick={() => (record.erased ? navigateTo(paths.admin.demands) : dispatch(cancelClicked()))}
            >
              {record.erased ? 'Voltar' : 'Cancelar'}
            </Button>
          </Space>
          {record.erased ? null : (
            <EraseDataButton
              confirmText={lgpdMessages.confirmRequester}
              erase={() => eraseRequester(record.id).unwrap()}
              onErased={() => navigateTo(paths.admin.demands)}
            />
          )}
        </Form>
      </div>
    </>
  );
}

/** /admin/demanda/edit 'Editar Demanda': the demand whose id the list left in local storage. */
export function DemandEditScreen() {
  const { record, recordLoading } = useAppSelector(selectAdminDemands);
  useScreenIntent(editScreenOpened());
  return (
    <PageCard
      title="Editar Demanda"
      extra={
        record ? (
          <>
            <Link to={paths.admin.demandSubscriptions(record.id)}>
              <Button icon={<TeamOutlined />}>Inscrições</Button>
            </Link>
            <HistoryButton kind="demand" id={record.id} />
          </>
        ) : null
      }
    >
      {recordLoading || !record ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <DemandForm key={record.id} record={record} />
      )}
    </PageCard>
  );
}
