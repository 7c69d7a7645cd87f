import { PAGE_TEXT_MAX, PAGE_TITLE_MAX, pageMessages } from '@conectasst/common/rules/pageRules';
import { Alert, Button, Form, Input, Skeleton, Space } from 'antd';
import { useFormik } from 'formik';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import * as yup from 'yup';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { PageCard } from '../../../../components/PageCard';
import { paths } from '../../../../config/paths';
import { spacing } from '../../../../config/theme';
import { faqCreateSubmitted, faqEditOpened, faqNewOpened, faqUpdateSubmitted, selectCms } from '../cmsSlice';

interface FaqValues {
  title: string;
  description: string;
}

const schema = yup.object({
  title: yup.string().trim().required(pageMessages.titleRequired).max(PAGE_TITLE_MAX, pageMessages.titleTooLong),
  description: yup.string().max(PAGE_TEXT_MAX, pageMessages.textTooLong),
});

function FaqForm({ initial, onSubmit }: { initial: FaqValues; onSubmit: (values: FaqValues) => void }) {
  const navigate = useNavigate();
  const { saving, error } = useAppSelector(selectCms);
  const formik = useFormik<FaqValues>({ initialValues: initial, validationSchema: schema, onSubmit: (v) => onSubmit({ title: v.title.trim(), description: v.description }) });
  const titleError = formik.touched.title ? formik.errors.title : undefined;
  return (
    <Form layout="vertical" onFinish={() => void formik.submitForm()} style={{ maxWidth: 720 }}>
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: spacing.md }} /> : null}
      <Form.Item label="Titulo" htmlFor="faq-title" required validateStatus={titleError ? 'error' : undefined} help={titleError}>
        <Input id="faq-title" {...formik.getFieldProps('title')} />
      </Form.Item>
      <Form.Item label="Descrição" htmlFor="faq-description" extra="Cada linha vira um parágrafo.">
        <Input.TextArea id="faq-description" rows={6} {...formik.getFieldProps('description')} />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={saving}>
          Salvar
        </Button>
        <Button onClick={() => void navigate(paths.admin.cmsFaq)}>Cancelar</Button>
      </Space>
    </Form>
  );
}

/** /admin/cms/PerguntasFrequentes/new */
export function FaqNewScreen() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(faqNewOpened());
  }, [dispatch]);
  return (
    <PageCard title="Nova Pergunta">
      <FaqForm initial={{ title: '', description: '' }} onSubmit={(values) => dispatch(faqCreateSubmitted(values))} />
    </PageCard>
  );
}

/** /admin/cms/PerguntasFrequentes/edit: the entry whose id the list left in local storage. */
export function FaqEditScreen() {
  const dispatch = useAppDispatch();
  const { faq, loading } = useAppSelector(selectCms);
  useEffect(() => {
    dispatch(faqEditOpened());
  }, [dispatch]);
  return (
    <PageCard title="Editar Pergunta">
      {loading || !faq ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <FaqForm key={faq.id} initial={{ title: faq.title, description: faq.description }} onSubmit={(values) => dispatch(faqUpdateSubmitted({ id: faq.id, ...values }))} />
      )}
    </PageCard>
  );
}
