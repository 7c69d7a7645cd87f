import { accountMessages as m } from '@conectasst/common/rules/accountRules';
import { demandMessages } from '@conectasst/common/rules/demandRules';
import { Alert, Button, Checkbox, Form, Typography } from 'antd';
import { useFormik } from 'formik';
import { FormikForm } from '../../../components/formField';
import { Link } from 'react-router-dom';
import * as yup from 'yup';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { paths } from '../../../config/paths';
import { spacing } from '../../../config/theme';
import { selectOnboarding, signupSubmitted } from '../onboardingSlice';
import { AuthCard } from '../../../components/AuthCard';
import { TermsLinks } from '../../../components/TermsLinks';
import { FormikInput, FormikPassword } from '../../../components/formikControls';
import { mobilePhoneSchema, nameSchema, newPasswordSchema } from './detailsSchema';
import { MobilePhoneField, NameFields } from './PersonFields';

const schema = yup.object({
  ...nameSchema,
  ...mobilePhoneSchema,
  email: yup
    .string()
    .trim()
    .required(m.invalidEmail)
    .test('email', m.invalidEmail, (v) => (v ?? '').includes('@')),
  password: newPasswordSchema(m.passwordTooShort),
  confirmPassword: yup
    .string()
    .oneOf([yup.ref('password')], m.passwordsDiffer)
    .required(m.passwordsDiffer),
  // Issue 37 item 3: the terms and the privacy policy are accepted at sign-up (recorded right after the account exists).
  terms: yup.boolean().oneOf([true], demandMessages.terms),
});

/** /signup (spec §2, §5): creates the provider account, then /second-state. */
export function SignupScreen() {
  const dispatch = useAppDispatch();
  const { submitting, errors } = useAppSelector(selectOnboarding);
  const formik = useFormik({
    initialValues: { name: '', surname: '', phone: '', email: '', password: '', confirmPassword: '', terms: false },
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
      <FormikForm formik={formik}>
        <NameFields formik={formik} basis={160} />
        <MobilePhoneField formik={formik} />
        <FormikInput formik={formik} name="email" label="E-mail" type="email" autoComplete="email" />
        <FormikPassword formik={formik} name="password" label="Senha" />
        <FormikPassword formik={formik} name="confirmPassword" label="Confirme a senha" />
        <Form.Item
          validateStatus={formik.submitCount > 0 && formik.errors.terms ? 'error' : undefined}
          help={formik.submitCount > 0 ? formik.errors.terms : undefined}
        >
          <Checkbox
            id="field-terms"
            checked={formik.values.terms}
            onChange={(e) => void formik.setFieldValue('terms', e.target.checked)}
          >
            Li e aceito os Termos e Condições Gerais de Uso e as Políticas de Privacidade
          </Checkbox>
          <TermsLinks />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={Boolean(submitting.signup)}>
          Criar conta
        </Button>
      </FormikForm>
      <div style={{ marginTop: spacing.lg, textAlign: 'center' }}>
        <Typography.Text type="secondary">Já tem conta? </Typography.Text>
        <Link to={paths.login}>Entrar</Link>
      </div>
    </AuthCard>
  );
}
