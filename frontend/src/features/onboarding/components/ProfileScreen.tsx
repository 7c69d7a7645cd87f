import type { MeResponse } from '@conectasst/common/api/auth';
import {
  ALL,
  NAME_MAX,
  accountMessages as m,
  isCep,
  isPhone,
  joinStreet,
  splitStreet,
} from '@conectasst/common/rules/accountRules';
import { Button, Descriptions, Form, Input, Tag } from 'antd';
import { useFormik } from 'formik';
import { PatternFormat } from 'react-number-format';
import * as yup from 'yup';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useScreenIntent } from '../../../hooks/useScreenIntent';
import { FullPageSpinner } from '../../../components/FullPageSpinner';
import { PageCard } from '../../../components/PageCard';
import { paths } from '../../../config/paths';
import { spacing } from '../../../config/theme';
import { navigateTo } from '../../../lib/navigation';
import { profileSubmitted, selectOnboarding } from '../onboardingSlice';
import { accountScreenLeft, accountScreenOpened, selectAccountScreen } from '../accountScreensSlice';
import { AddressFields } from './AddressFields';
import { CredentialsSection } from './CredentialsSection';
import { FormikItem } from '../../../components/formField';

const schema = yup.object({
  name: yup.string().trim().required(m.nameRequired).max(NAME_MAX, m.nameTooLong),
  surname: yup.string().trim().required(m.surnameRequired).max(NAME_MAX, m.surnameTooLong),
  phone: yup
    .string()
    .required(m.invalidPhone)
    .test('phone', m.invalidPhone, (v) => isPhone(v ?? '')),
  cep: yup
    .string()
    .required(m.required('CEP'))
    .test('cep', m.invalidCep, (v) => isCep(v ?? '')),
  street: yup.string().trim().required(m.required('logradouro')),
  number: yup.string().trim().required(m.required('número')),
  complement: yup.string(),
});

function ProfileForm({ me }: { me: MeResponse }) {
  const dispatch = useAppDispatch();
  const { submitting } = useAppSelector(selectOnboarding);
  const address = splitStreet(me.userData.street);
  const formik = useFormik({
    initialValues: { name: me.userData.name, surname: me.userData.surname, phone: me.userData.phone, ...address },
    validationSchema: schema,
    onSubmit: (v) => {
      dispatch(
        profileSubmitted({
          name: v.name.trim(),
          surname: v.surname.trim(),
          phone: v.phone,
          street: joinStreet(v),
          uf: me.userData.uf || ALL,
          city: me.userData.city || ALL,
          area: me.userData.areas.map((a) => a.id).join(','),
          nrs: me.userData.nrs.length ? me.userData.nrs.map((n) => n.id).join(',') : 'null',
        }),
      );
    },
  });
  const regions =
    me.userData.uf === ALL
      ? 'Todo o Território Nacional'
      : `${me.userData.uf || '—'}${me.userData.city && me.userData.city !== ALL ? ` (${me.userData.city.split(',').length} cidades)` : ''}`;
  return (
    <Form layout="vertical" requiredMark={false} onFinish={() => void formik.submitForm()} style={{ maxWidth: 720 }}>
      <div style={{ display: 'flex', gap: spacing.sm, flexWrap: 'wrap' }}>
        <div style={{ flex: '1 1 200px' }}>
          <FormikItem formik={formik} name="name" label="Nome">
            <Input id="field-name" maxLength={NAME_MAX} {...formik.getFieldProps('name')} />
          </FormikItem>
        </div>
        <div style={{ flex: '1 1 200px' }}>
          <FormikItem formik={formik} name="surname" label="Sobrenome">
            <Input id="field-surname" maxLength={NAME_MAX} {...formik.getFieldProps('surname')} />
          </FormikItem>
        </div>
      </div>
      <FormikItem formik={formik} name="phone" label="Celular (com DDD)">
        <PatternFormat
          id="field-phone"
          customInput={Input}
          format="(##) #####-####"
          mask="_"
          value={formik.values.phone}
          onValueChange={(v) => void formik.setFieldValue('phone', v.value)}
        />
      </FormikItem>
      <AddressFields formik={formik} />
      <Descriptions bordered size="small" column={1} style={{ marginBottom: spacing.lg }} title="Serviços e regiões">
        <Descriptions.Item label="Áreas">
          {me.userData.areas.map((a) => (
            <Tag key={a.id}>{a.name}</Tag>
          ))}
        </Descriptions.Item>
        <Descriptions.Item label="NRs">
          {me.userData.nrs.length ? me.userData.nrs.map((n) => <Tag key={n.id}>{n.name}</Tag>) : 'Nenhuma'}
        </Descriptions.Item>
        <Descriptions.Item label="Regiões">{regions}</Descriptions.Item>
      </Descriptions>
      <div style={{ display: 'flex', gap: spacing.sm, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        <Button onClick={() => navigateTo(paths.thirdState)}>Alterar áreas e regiões</Button>
        <Button type="primary" htmlType="submit" loading={Boolean(submitting.profile)}>
          Salvar
        </Button>
      </div>
    </Form>
  );
}

/** /dashboard/profile 'Meus dados': personal data and address; areas, NRs and regions through the service profile form. */
export function ProfileScreen() {
  const { screen, loading, me } = useAppSelector(selectAccountScreen);
  useScreenIntent(accountScreenOpened('profile'), accountScreenLeft());
  if (screen !== 'profile' || loading || !me) return <FullPageSpinner />;
  return (
    <PageCard title="Meus dados">
      <ProfileForm me={me} />
      <CredentialsSection />
    </PageCard>
  );
}
