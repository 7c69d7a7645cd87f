import { CONTACT_PREFERENCES, DEMAND_NOTES_MAX, demandMessages as m } from '@conectasst/common/rules/demandRules';
import { NOTES_NOTICE } from '@conectasst/common/text/contactMask';
import { Input, Select } from 'antd';
import { useFormik } from 'formik';
import { useEffect } from 'react';
import * as yup from 'yup';
import { paths } from '../../../config/paths';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useStatesTable } from '../../../hooks/useStatesTable';
import { navigateTo } from '../../../lib/navigation';
import { FormikForm, FormikItem } from '../../../components/formField';
import { locationStepSubmitted, selectDemand } from '../demandSlice';
import { readWizard } from '../../../lib/wizardStorage';
import { WizardFrame, WizardNav } from './WizardFrame';

const schema = yup.object({
  UF: yup.string().required(m.state),
  City: yup.string().required(m.city),
  Contact: yup.string().required(m.contactPreference),
  Street: yup.string().trim().required(m.neighbourhood),
  About: yup.string().max(DEMAND_NOTES_MAX),
});

/** /demanda/second-state — step 2, location and notes. */
export function LocationStepScreen() {
  const dispatch = useAppDispatch();
  const { advancing } = useAppSelector(selectDemand);
  const table = useStatesTable();
  useEffect(() => {
    if (!readWizard().primary) navigateTo(paths.demandWizard.company);
  }, []);
  const formik = useFormik({
    initialValues: readWizard().location ?? { UF: '', City: '', Street: '', Contact: '', About: '' },
    validationSchema: schema,
    onSubmit: (v) => {
      dispatch(locationStepSubmitted({ ...v, Street: v.Street.trim(), About: v.About.trim() }));
    },
  });
  const cities = table && formik.values.UF ? table.citiesOf(formik.values.UF) : [];
  return (
    <WizardFrame step={1} title="Local do serviço">
      <FormikForm formik={formik}>
        <FormikItem formik={formik} name="UF" label="Estado">
          <Select
            id="field-UF"
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="Selecione um estado"
            options={(table?.states ?? []).map((s) => ({ label: `${s.name} (${s.code})`, value: s.code }))}
            value={formik.values.UF || undefined}
            onChange={(v) => {
              void formik.setFieldValue('UF', v);
              void formik.setFieldValue('City', '');
            }}
          />
        </FormikItem>
        <FormikItem formik={formik} name="City" label="Cidade">
          <Select
            id="field-City"
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="Selecione uma cidade"
            disabled={!formik.values.UF}
            options={cities.map((c) => ({ label: c, value: c }))}
            value={formik.values.City || undefined}
            onChange={(v) => void formik.setFieldValue('City', v)}
          />
        </FormikItem>
        <FormikItem formik={formik} name="Street" label="Bairro">
          <Input id="field-Street" maxLength={150} {...formik.getFieldProps('Street')} />
        </FormikItem>
        <FormikItem formik={formik} name="Contact" label="Quem pode entrar em contato?">
          <Select
            id="field-Contact"
            placeholder="Selecione uma forma de contato"
            options={CONTACT_PREFERENCES.map((c) => ({ label: c, value: c }))}
            value={formik.values.Contact || undefined}
            onChange={(v) => void formik.setFieldValue('Contact', v)}
          />
        </FormikItem>
        <FormikItem formik={formik} name="About" label="Observações (opcional)" extra={NOTES_NOTICE}>
          <Input.TextArea id="field-About" rows={4} maxLength={3_000} {...formik.getFieldProps('About')} />
        </FormikItem>
        <WizardNav back={paths.demandWizard.company} submit="Próximo" loading={advancing} />
      </FormikForm>
    </WizardFrame>
  );
}
