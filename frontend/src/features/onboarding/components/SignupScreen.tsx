import {
  NAME_MAX,
  PASSWORD_INPUT_MAX,
  PASSWORD_MIN,
  accountMessages as m,
  isPhone,
} from '@conectasst/common/rules/accountRules';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useFormik } from 'formik';
import { PatternFormat } from 'react-number-format';
import { Link } from 'react-router-dom';
import * as yup from 'yup';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { paths } from '../../../config/paths';
import { spacing } from '../../../config/theme';
import { selectOnboarding, signupSubmitted } from '../onboardingSlice';
import { AuthCard } from '../../../components/AuthCard';
import { FormikItem } from '../../../components/formField';

const schema = yup.object({
  name: yup.string().trim().required(m.nameRequired).max(NAME_MAX, m.nameTooLong),
  surname: yup.string().trim().required(m.surnameRequired).max(NAME_MAX, m.surnameTooLong),
  phone: yup
    .string()
    .required(m.invalidPhone)
    .test('phone', m.invalidPhone, (v) => isPhone(v ?? '')),
  email: yup
    .string()
    .trim()
    .required(m.invalidEmail)
    .test('email', m.invalidEmail, (v) => (v ?? '').includes('@')),
  password: yup.string().required(m.passwordTooShort).min(PASSWORD_MIN, m.passwordTooShort),
  confirmPassword: yup
    .string()
    .oneOf([yup.ref('password')], m.passwordsDiffer)
    .required(m.passwordsDiffer),
});

/** /signup (spec §2, §5): creates the provider account, then /second-state. */
export function SignupScreen() {
  const dispatch = useAppDispatch();
  const { submitting, errors } = useAppSelector(selectOnboarding);
  const formik = useFormik({
    initialValues: { name: '', surname: '', phone: '', email: '', password: '', confirmPassword: '' },
    validationSchema: schema,
    onSubmit: ({ name, surname, phone, email, password }) => {
      dispatch(signupSubmitted({ name: name.trim(), surname: surname.trim(), phone, email: email.trim(), password }));
    },
  });
  return (
    <AuthCard title="Criar conta" subtitle="Cadastre-se grátis como parceiro ConectaSST">
      {errors.signup ? (
        <Alert type="error" showIcon title={errors.signup} style={{ marginBottom: spacing.md }} />
      ) : null}
      <Form layout="vertical" requiredMark={false} onFinish={() => void formik.submitForm()}>
        <div style={{ display: 'flex', gap: spacing.sm, flexWrap: 'wrap' }}>
          <div style={{ flex: '1 1 160px' }}>
            <FormikItem formik={formik} name="name" label="Nome">
              <Input id="field-name" maxLength={NAME_MAX} autoComplete="given-name" {...formik.getFieldProps('name')} />
            </FormikItem>
          </div>
          <div style={{ flex: '1 1 160px' }}>
            <FormikItem formik={formik} name="surname" label="Sobrenome">
              <Input
                id="field-surname"
                maxLength={NAME_MAX}
                autoComplete="family-name"
                {...formik.getFieldProps('surname')}
              />
            </FormikItem>
          </div>
        </div>
        <FormikItem formik={formik} name="phone" label="Celular (com DDD)">
          <PatternFormat
            id="field-phone"
            customInput={Input}
            format="(##) #####-####"
            mask="_"
            inputMode="tel"
            autoComplete="tel"
            value={formik.values.phone}
            onValueChange={(v) => void formik.setFieldValue('phone', v.value)}
            onBlur={() => void formik.setFieldTouched('phone', true)}
          />
        </FormikItem>
        <FormikItem formik={formik} name="email" label="E-mail">
          <Input id="field-email" type="email" autoComplete="email" {...formik.getFieldProps('email')} />
        </FormikItem>
        <FormikItem formik={formik} name="password" label="Senha">
          <Input.Password
            id="field-password"
            maxLength={PASSWORD_INPUT_MAX}
            autoComplete="new-password"
            {...formik.getFieldProps('password')}
          />
        </FormikItem>
        <FormikItem formik={formik} name="confirmPassword" label="Confirme a senha">
          <Input.Password
            id="field-confirmPassword"
            maxLength={PASSWORD_INPUT_MAX}
            autoComplete="new-password"
            {...formik.getFieldProps('confirmPassword')}
          />
        </FormikItem>
        <Button type="primary" htmlType="submit" size="large" block loading={Boolean(submitting.signup)}>
          Criar conta
        </Button>
      </Form>
      <div style={{ marginTop: spacing.lg, textAlign: 'center' }}>
        <Typography.Text type="secondary">Já tem conta? </Typography.Text>
        <Link to={paths.login}>Entrar</Link>
      </div>
    </AuthCard>
  );
}
