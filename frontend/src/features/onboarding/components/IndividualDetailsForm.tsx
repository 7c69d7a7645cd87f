import { PROFESSION_OPTIONS, joinStreet } from '@conectasst/common/rules/accountRules';
import { OTHER } from '@conectasst/common/rules/departmentRules';
import { Button, Form, Input, Select } from 'antd';
import { useFormik } from 'formik';
import { PatternFormat } from 'react-number-format';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { spacing } from '../../../config/theme';
import { individualSubmitted, selectOnboarding } from '../onboardingSlice';
import { AddressFields, PhoneFields } from './AddressFields';
import { choiceOrOther, individualSchema } from './detailsSchema';
import { FormikItem } from '../../../components/formField';

const options = (values: readonly string[]) => values.map((v) => ({ label: v, value: v }));

/** Pessoa Física: professional details (spec §3, §5), masks CPF 999.999.999-99, CEP 99.999-999, phone 99999-9999. */
export function IndividualDetailsForm({
  socialOptions,
  defaults,
}: {
  socialOptions: string[];
  defaults: { name: string; surname: string };
}) {
  const dispatch = useAppDispatch();
  const { submitting } = useAppSelector(selectOnboarding);
  const formik = useFormik({
    initialValues: {
      cpf: '',
      name: defaults.name,
      surname: defaults.surname,
      cep: '',
      street: '',
      number: '',
      complement: '',
      ddd: '',
      phone: '',
      profission: '',
      otherProfission: '',
      register: '',
      socialnetwork: '',
      otherSocial: '',
    },
    validationSchema: individualSchema,
    onSubmit: (v) => {
      dispatch(
        individualSubmitted({
          cpf: v.cpf,
          name: v.name.trim(),
          surname: v.surname.trim(),
          street: joinStreet({ cep: v.cep, street: v.street, number: v.number, complement: v.complement }),
          DDD: v.ddd,
          Phone: v.phone,
          profission: choiceOrOther(v.profission, v.otherProfission),
          register: v.register.trim(),
          socialnetwork: choiceOrOther(v.socialnetwork, v.otherSocial),
        }),
      );
    },
  });
  const social = [...socialOptions.filter((s) => s !== OTHER), OTHER];
  return (
    <Form
      layout="vertical"
      requiredMark={false}
      onFinish={() => void formik.submitForm()}
      aria-label="Dados de Pessoa Física"
    >
      <FormikItem formik={formik} name="cpf" label="CPF">
        <PatternFormat
          id="field-cpf"
          customInput={Input}
          format="###.###.###-##"
          mask="_"
          inputMode="numeric"
          value={formik.values.cpf}
          onValueChange={(v) => void formik.setFieldValue('cpf', v.value)}
          onBlur={() => void formik.setFieldTouched('cpf', true)}
        />
      </FormikItem>
      <div style={{ display: 'flex', gap: spacing.sm, flexWrap: 'wrap' }}>
        <div style={{ flex: '1 1 200px' }}>
          <FormikItem formik={formik} name="name" label="Nome">
            <Input id="field-name" maxLength={50} {...formik.getFieldProps('name')} />
          </FormikItem>
        </div>
        <div style={{ flex: '1 1 200px' }}>
          <FormikItem formik={formik} name="surname" label="Sobrenome">
            <Input id="field-surname" maxLength={50} {...formik.getFieldProps('surname')} />
          </FormikItem>
        </div>
      </div>
      <AddressFields formik={formik} />
      <PhoneFields formik={formik} />
      <FormikItem formik={formik} name="profission" label="Profissão">
        <Select
          id="field-profission"
          showSearch
          placeholder="Selecione"
          options={options(PROFESSION_OPTIONS)}
          value={formik.values.profission || undefined}
          onChange={(v) => void formik.setFieldValue('profission', v)}
        />
      </FormikItem>
      {formik.values.profission === OTHER ? (
        <FormikItem formik={formik} name="otherProfission" label="Qual profissão?">
          <Input id="field-otherProfission" maxLength={120} {...formik.getFieldProps('otherProfission')} />
        </FormikItem>
      ) : null}
      <FormikItem
        formik={formik}
        name="register"
        label="Registro profissional"
        extra="CREA, Registro TST, CRM, COREN, OAB..."
      >
        <Input id="field-register" maxLength={120} {...formik.getFieldProps('register')} />
      </FormikItem>
      <FormikItem formik={formik} name="socialnetwork" label="Como nos conheceu?">
        <Select
          id="field-socialnetwork"
          placeholder="Selecione"
          options={options(social)}
          value={formik.values.socialnetwork || undefined}
          onChange={(v) => void formik.setFieldValue('socialnetwork', v)}
        />
      </FormikItem>
      {formik.values.socialnetwork === OTHER ? (
        <FormikItem formik={formik} name="otherSocial" label="Onde nos conheceu?">
          <Input id="field-otherSocial" maxLength={120} {...formik.getFieldProps('otherSocial')} />
        </FormikItem>
      ) : null}
      <Button type="primary" htmlType="submit" size="large" block loading={Boolean(submitting.individual)}>
        Avançar
      </Button>
    </Form>
  );
}
