import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { loginMessages } from '@conectasst/common/rules/loginRules';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useFormik } from 'formik';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import * as yup from 'yup';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Brand } from '../../../components/Brand';
import { FullPageSpinner } from '../../../components/FullPageSpinner';
import { paths } from '../../../config/paths';
import { palette, spacing } from '../../../config/theme';
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

  const fieldError = (field: 'email' | 'password') => (formik.touched[field] ? formik.errors[field] : undefined);

  return (
    <main
      style={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        padding: spacing.md,
        background: `linear-gradient(160deg, ${palette.green100} 0%, ${palette.green50} 60%, ${palette.surface} 100%)`,
      }}
    >
      <Card style={{ width: '100%', maxWidth: 420 }} styles={{ body: { padding: spacing.xl } }}>
        <div style={{ textAlign: 'center', marginBottom: spacing.lg }}>
          <Brand />
          <Typography.Title level={2} style={{ marginTop: spacing.md, marginBottom: 0 }}>
            Entrar
          </Typography.Title>
          <Typography.Text type="secondary">Acesse sua conta ConectaSST</Typography.Text>
        </div>
        {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: spacing.md }} /> : null}
        <Form layout="vertical" onFinish={() => void formik.submitForm()} requiredMark={false}>
          <Form.Item
            label="E-mail"
            htmlFor="login-email"
            validateStatus={fieldError('email') ? 'error' : undefined}
            help={fieldError('email')}
          >
            <Input
              id="login-email"
              type="email"
              size="large"
              autoComplete="email"
              prefix={<MailOutlined />}
              {...formik.getFieldProps('email')}
            />
          </Form.Item>
          <Form.Item
            label="Senha"
            htmlFor="login-password"
            validateStatus={fieldError('password') ? 'error' : undefined}
            help={fieldError('password')}
          >
            <Input.Password
              id="login-password"
              size="large"
              autoComplete="current-password"
              prefix={<LockOutlined />}
              {...formik.getFieldProps('password')}
            />
          </Form.Item>
          <div style={{ textAlign: 'right', marginTop: -spacing.sm, marginBottom: spacing.md }}>
            <Link to={paths.recovery}>Esqueci minha senha</Link>
          </div>
          <Button type="primary" htmlType="submit" size="large" block loading={status === 'submitting'}>
            Entrar
          </Button>
        </Form>
        <div style={{ marginTop: spacing.lg, textAlign: 'center' }}>
          <Typography.Text type="secondary">Ainda não tem conta? </Typography.Text>
          <Link to={paths.signup}>Cadastre-se</Link>
        </div>
        <div style={{ marginTop: spacing.md, textAlign: 'center' }}>
          <Link to={paths.home}>Voltar</Link>
        </div>
      </Card>
    </main>
  );
}
