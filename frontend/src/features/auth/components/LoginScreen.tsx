import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { loginMessages } from '@conectasst/common/rules/loginRules';
import { Alert, Button, Input, Typography } from 'antd';
import { useFormik } from 'formik';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import * as yup from 'yup';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { AuthCard } from '../../../components/AuthCard';
import { FormikForm, FormikItem } from '../../../components/formField';
import { FullPageSpinner } from '../../../components/FullPageSpinner';
import { paths } from '../../../config/paths';
import { spacing } from '../../../config/theme';
import { loginScreenOpened, loginSubmitted, selectLogin } from '../loginSlice';
import { usePageTitle } from '../../../hooks/usePageTitle';

const loginSchema = yup.object({
  email: yup.string().trim().required(loginMessages.emailRequired),
  password: yup.string().required(loginMessages.passwordRequired),
});

/** /login (spec §2): e-mail and password, with the links to recovery, sign-up and back to the home page. */
export function LoginScreen() {
  const dispatch = useAppDispatch();
  const { status, error } = useAppSelector(selectLogin);
  usePageTitle('Entrar');

  useEffect(() => {
    dispatch(loginScreenOpened());
  }, [dispatch]);

  const formik = useFormik({
    initialValues: { email: '', password: '' },
    validationSchema: loginSchema,
    onSubmit: ({ email, password }) => {
      dispatch(loginSubmitted({ email: email.trim(), password }));
    },
  });

  if (status === 'checkingStoredSession') return <FullPageSpinner />;

  return (
    <AuthCard title="Entrar" subtitle="Acesse sua conta ConectaSST" maxWidth={420}>
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: spacing.md }} /> : null}
      <FormikForm formik={formik}>
        <FormikItem formik={formik} name="email" label="E-mail" id="login-email">
          <Input
            id="login-email"
            type="email"
            size="large"
            autoComplete="email"
            prefix={<MailOutlined />}
            {...formik.getFieldProps('email')}
          />
        </FormikItem>
        <FormikItem formik={formik} name="password" label="Senha" id="login-password">
          <Input.Password
            id="login-password"
            size="large"
            autoComplete="current-password"
            prefix={<LockOutlined />}
            {...formik.getFieldProps('password')}
          />
        </FormikItem>
        <div style={{ textAlign: 'right', marginTop: -spacing.sm, marginBottom: spacing.md }}>
          <Link to={paths.recovery}>Esqueci minha senha</Link>
        </div>
        <Button type="primary" htmlType="submit" size="large" block loading={status === 'submitting'}>
          Entrar
        </Button>
      </FormikForm>
      <div style={{ marginTop: spacing.lg, textAlign: 'center' }}>
        <Typography.Text type="secondary">Ainda não tem conta? </Typography.Text>
        <Link to={paths.signup}>Cadastre-se</Link>
      </div>
      <div style={{ marginTop: spacing.md, textAlign: 'center' }}>
        <Link to={paths.home}>Voltar</Link>
      </div>
    </AuthCard>
  );
}
