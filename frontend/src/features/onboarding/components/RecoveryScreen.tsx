import { accountMessages as m } from '@conectasst/common/rules/accountRules';
import { Button, Input } from 'antd';
import { useFormik } from 'formik';
import { Link } from 'react-router-dom';
import * as yup from 'yup';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { paths } from '../../../config/paths';
import { spacing } from '../../../config/theme';
import { recoverySubmitted, selectOnboarding } from '../onboardingSlice';
import { AuthCard } from '../../../components/AuthCard';
import { FormikForm, FormikItem } from '../../../components/formField';

/** /recovery (spec §2, §8): asks for the e-mail; the code arrives by e-mail; then /change/password. */
export function RecoveryScreen() {
  const dispatch = useAppDispatch();
  const { submitting } = useAppSelector(selectOnboarding);
  const formik = useFormik({
    initialValues: { email: '' },
    validationSchema: yup.object({ email: yup.string().trim().required(m.emailEmpty) }),
    onSubmit: ({ email }) => {
      dispatch(recoverySubmitted(email.trim()));
    },
  });
  return (
    <AuthCard
      title="Redefinir senha"
      documentTitle="Recuperar senha"
      subtitle="Informe seu e-mail e enviaremos um código para criar uma nova senha"
    >
      <FormikForm formik={formik}>
        <FormikItem formik={formik} name="email" label="E-mail">
          <Input id="field-email" type="email" size="large" autoComplete="email" {...formik.getFieldProps('email')} />
        </FormikItem>
        <Button type="primary" htmlType="submit" size="large" block loading={Boolean(submitting.recovery)}>
          Enviar código
        </Button>
      </FormikForm>
      <div style={{ marginTop: spacing.lg, textAlign: 'center', display: 'flex', justifyContent: 'space-between' }}>
        <Link to={paths.login}>Voltar ao login</Link>
        <Link to={paths.changePassword}>Já tenho um código</Link>
      </div>
    </AuthCard>
  );
}
