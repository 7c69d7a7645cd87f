import { RESET_CODE_MAX, accountMessages as m } from '@conectasst/common/rules/accountRules';
import { Button, Input } from 'antd';
import { useFormik } from 'formik';
import { Link, useSearchParams } from 'react-router-dom';
import * as yup from 'yup';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { paths } from '../../../config/paths';
import { spacing } from '../../../config/theme';
import { changePasswordSubmitted, selectOnboarding } from '../onboardingSlice';
import { AuthCard } from '../../../components/AuthCard';
import { FormikForm, FormikItem } from '../../../components/formField';
import { FormikPassword } from '../../../components/formikControls';
import { newPasswordSchema } from './detailsSchema';

/**
 * /change/password 'Redefinir senha' (spec §2, §5, §8): code (max 20) and new password; then /login. An analyst's
 * invitation links here with the code in `?codigo=` (issue #40): the field comes filled.
 */
export function ChangePasswordScreen() {
  const dispatch = useAppDispatch();
  const { submitting } = useAppSelector(selectOnboarding);
  const [searchParams] = useSearchParams();
  const formik = useFormik({
    initialValues: { code: (searchParams.get('codigo') ?? '').slice(0, RESET_CODE_MAX), password: '' },
    validationSchema: yup.object({
      code: yup.string().trim().required(m.codeEmpty).max(RESET_CODE_MAX, m.codeTooLong),
      password: newPasswordSchema(m.passwordRequired),
    }),
    onSubmit: ({ code, password }) => {
      dispatch(changePasswordSubmitted({ code: code.trim(), password }));
    },
  });
  return (
    <AuthCard title="Redefinir senha" subtitle="Digite o código que enviamos para o seu e-mail e a nova senha">
      <FormikForm formik={formik}>
        <FormikItem formik={formik} name="code" label="Código">
          <Input
            id="field-code"
            size="large"
            maxLength={RESET_CODE_MAX}
            autoComplete="one-time-code"
            {...formik.getFieldProps('code')}
          />
        </FormikItem>
        <FormikPassword formik={formik} name="password" label="Senha" size="large" />
        <Button type="primary" htmlType="submit" size="large" block loading={Boolean(submitting.changePassword)}>
          Redefinir senha
        </Button>
      </FormikForm>
      <div style={{ marginTop: spacing.lg, textAlign: 'center' }}>
        <Link to={paths.recovery}>Enviar um novo código</Link>
      </div>
    </AuthCard>
  );
}
