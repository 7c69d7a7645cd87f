import {
  PACKAGE_NAME_MAX,
  PACKAGE_PRICE_DEFAULT,
  packageMessages as m,
  pricePerCredit,
  toCents,
} from '@conectasst/common/rules/packageRules';
import { formatBRL } from '@conectasst/common/text/brazilianFormats';
import { Input, InputNumber, Typography } from 'antd';
import { useFormik, type FormikProps } from 'formik';
import * as yup from 'yup';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { CrudForm } from '../../../../components/admin/CrudForm';
import { FormikItem } from '../../../../components/formField';
import { PageCard } from '../../../../components/PageCard';
import { paths } from '../../../../config/paths';
import { spacing } from '../../../../config/theme';
import { useScreenIntent } from '../../../../hooks/useScreenIntent';
import { addScreenOpened, createSubmitted, selectPackages } from '../packagesSlice';

/** Credits and demands: whole numbers above zero; `zero` is the spec's message for 0 and for nothing typed. */
const wholeCount = (zero: string) =>
  yup
    .number()
    .typeError(m.wholeNumber)
    .notOneOf([0], zero)
    .integer(m.wholeNumber)
    .positive(m.wholeNumber)
    .required(zero);

const schema = yup.object({
  name: yup.string().trim().required(m.nameRequired).max(PACKAGE_NAME_MAX, m.nameTooLong),
  credits: wholeCount(m.creditsZero),
  ndemanda: wholeCount(m.demandsZero),
  price: yup
    .string()
    .test('format', m.priceFormat, (v) => toCents(v ?? '') !== undefined)
    .test('zero', m.priceZero, (v) => toCents(v ?? '') !== 0),
});

type PackageDraft = { name: string; credits: number | ''; ndemanda: number | ''; price: string };

/** A whole number of the package, empty until typed. */
function CountField({
  formik,
  name,
  label,
  id,
}: {
  formik: FormikProps<PackageDraft>;
  name: 'credits' | 'ndemanda';
  label: string;
  id: string;
}) {
  return (
    <FormikItem formik={formik} name={name} label={label} id={id} required>
      <InputNumber
        id={id}
        min={0}
        precision={0}
        value={formik.values[name] === '' ? null : formik.values[name]}
        onChange={(v) => void formik.setFieldValue(name, v ?? '')}
      />
    </FormikItem>
  );
}

/** /admin/credits/add 'Cadastrar Pacote' (spec §5): name, credits ≠ 0, demands ≠ 0, price ≠ 0.00 with two decimals. */
export function PackageAddScreen() {
  const dispatch = useAppDispatch();
  const { form } = useAppSelector(selectPackages);
  useScreenIntent(addScreenOpened());
  const formik = useFormik<PackageDraft>({
    initialValues: { name: '', credits: '', ndemanda: '', price: PACKAGE_PRICE_DEFAULT },
    validationSchema: schema,
    onSubmit: (v) => {
      dispatch(
        createSubmitted({
          name: v.name.trim(),
          credits: Number(v.credits),
          ndemanda: Number(v.ndemanda),
          price: v.price,
        }),
      );
    },
  });
  const cents = toCents(formik.values.price);
  const credits = Number(formik.values.credits);
  return (
    <PageCard title="Cadastrar Pacote">
      <CrudForm formik={formik} saving={form.saving} error={form.error} cancelPath={paths.admin.credits}>
        <FormikItem formik={formik} name="name" label="Nome" id="package-name" required>
          <Input id="package-name" maxLength={PACKAGE_NAME_MAX} {...formik.getFieldProps('name')} />
        </FormikItem>
        <div style={{ display: 'flex', gap: spacing.md, flexWrap: 'wrap' }}>
          <CountField formik={formik} name="credits" label="Créditos" id="package-credits" />
          <CountField formik={formik} name="ndemanda" label="Demandas" id="package-demands" />
          <FormikItem formik={formik} name="price" label="Valor (R$)" id="package-price" required>
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
          </FormikItem>
        </div>
        {cents && credits > 0 ? (
          <Typography.Paragraph type="secondary">
            Valor por crédito: {formatBRL(pricePerCredit(cents, credits))}
          </Typography.Paragraph>
        ) : null}
      </CrudForm>
    </PageCard>
  );
}
