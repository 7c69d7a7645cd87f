import { Button, Col, Form, Input, Row, Select } from 'antd';
import { useFormik } from 'formik';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { PageCard } from '../../../components/PageCard';
import { PublicLayout } from '../../../components/layouts/PublicLayout';
import { STATE_CODES } from '@conectasst/common/rules/fieldRules';
import { contactSchema, initialContactValues, maskPhone, type ContactFormValues } from '../contactSchema';
import { contactSubmitted, selectPublicSite } from '../publicSiteSlice';
import { errorStatus } from '../../../components/formField';
import { useFocusFirstError } from '../../../hooks/useFocusFirstError';

type Field = keyof ContactFormValues;

/** /faleconosco 'Fale conosco': the submit button spins and is disabled while sending (spec §4). */
export function ContactScreen() {
  const dispatch = useAppDispatch();
  const { contactSending } = useAppSelector(selectPublicSite);
  const formik = useFormik<ContactFormValues>({
    initialValues: initialContactValues,
    validationSchema: contactSchema,
    onSubmit: (values) => {
      dispatch(
        contactSubmitted({
          ...values,
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          email: values.email.trim(),
        }),
      );
    },
  });
  const fields = useFocusFirstError<HTMLDivElement>(formik);
  const errorOf = (field: Field) => (formik.touched[field] ? formik.errors[field] : undefined);
  const item = (field: Field, label: string, input: React.ReactNode) => (
    <Form.Item label={label} htmlFor={`contact-${field}`} required {...errorStatus(errorOf(field))}>
      {input}
    </Form.Item>
  );

  return (
    <PublicLayout>
      <PageCard title="Fale conosco">
        <div ref={fields} style={{ display: 'contents' }}>
          <Form layout="vertical" onFinish={() => void formik.submitForm()} style={{ maxWidth: 720 }}>
            <Row gutter={16}>
              <Col xs={24} md={12}>
                {item(
                  'firstName',
                  'Nome',
                  <Input id="contact-firstName" maxLength={50} {...formik.getFieldProps('firstName')} />,
                )}
              </Col>
              <Col xs={24} md={12}>
                {item(
                  'lastName',
                  'Sobrenome',
                  <Input id="contact-lastName" maxLength={50} {...formik.getFieldProps('lastName')} />,
                )}
              </Col>
              <Col xs={24} md={12}>
                {item('email', 'E-mail', <Input id="contact-email" type="email" {...formik.getFieldProps('email')} />)}
              </Col>
              <Col xs={24} md={12}>
                {item(
                  'phone',
                  'Telefone',
                  <Input
                    id="contact-phone"
                    inputMode="tel"
                    placeholder="(99) 99999-9999"
                    value={formik.values.phone}
                    onBlur={formik.handleBlur}
                    name="phone"
                    onChange={(event) => void formik.setFieldValue('phone', maskPhone(event.target.value))}
                  />,
                )}
              </Col>
              <Col xs={24} md={8}>
                {item(
                  'uf',
                  'Estado',
                  <Select
                    id="contact-uf"
                    showSearch
                    placeholder="UF"
                    value={formik.values.uf || undefined}
                    options={STATE_CODES.map((uf) => ({ label: uf, value: uf }))}
                    onChange={(value: string) => void formik.setFieldValue('uf', value)}
                    onBlur={() => void formik.setFieldTouched('uf', true)}
                  />,
                )}
              </Col>
              <Col xs={24} md={16}>
                {item('city', 'Cidade', <Input id="contact-city" {...formik.getFieldProps('city')} />)}
              </Col>
              <Col span={24}>
                {item('subject', 'Assunto', <Input id="contact-subject" {...formik.getFieldProps('subject')} />)}
              </Col>
              <Col span={24}>
                {item(
                  'text',
                  'Mensagem',
                  <Input.TextArea id="contact-text" rows={5} {...formik.getFieldProps('text')} />,
                )}
              </Col>
            </Row>
            <Button type="primary" htmlType="submit" size="large" loading={contactSending} disabled={contactSending}>
              Enviar
            </Button>
          </Form>
        </div>
      </PageCard>
    </PublicLayout>
  );
}
