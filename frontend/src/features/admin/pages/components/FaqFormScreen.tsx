import { PAGE_TEXT_MAX, PAGE_TITLE_MAX, pageMessages } from '@conectasst/common/rules/pageRules';
import { Form, Input, Skeleton } from 'antd';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { CrudForm } from '../../../../components/admin/CrudForm';
import { FormikItem } from '../../../../components/formField';
import { PageCard } from '../../../../components/PageCard';
import { paths } from '../../../../config/paths';
import { useScreenIntent } from '../../../../hooks/useScreenIntent';
import { faqCreateSubmitted, faqEditOpened, faqNewOpened, faqUpdateSubmitted, selectPages } from '../pagesSlice';

interface FaqValues {
  title: string;
  description: string;
}

const schema = yup.object({
  title: yup.string().trim().required(pageMessages.titleRequired).max(PAGE_TITLE_MAX, pageMessages.titleTooLong),
  description: yup.string().max(PAGE_TEXT_MAX, pageMessages.textTooLong),
});

function FaqForm({ initial, onSubmit }: { initial: FaqValues; onSubmit: (values: FaqValues) => void }) {
  const { saving, error } = useAppSelector(selectPages);
  const formik = useFormik<FaqValues>({
    initialValues: initial,
    validationSchema: schema,
    onSubmit: (v) => onSubmit({ title: v.title.trim(), description: v.description }),
  });
  return (
    <CrudForm formik={formik} saving={saving} error={error} cancelPath={paths.admin.cmsFaq} maxWidth={720}>
      <FormikItem formik={formik} name="title" label="Titulo" id="faq-title" required>
        <Input id="faq-title" {...formik.getFieldProps('title')} />
      </FormikItem>
      <Form.Item label="Descrição" htmlFor="faq-description" extra="Cada linha vira um parágrafo.">
        <Input.TextArea id="faq-description" rows={6} {...formik.getFieldProps('description')} />
      </Form.Item>
    </CrudForm>
  );
}

/** /admin/cms/PerguntasFrequentes/new */
export function FaqNewScreen() {
  const dispatch = useAppDispatch();
  useScreenIntent(faqNewOpened());
  return (
    <PageCard title="Nova Pergunta">
      <FaqForm initial={{ title: '', description: '' }} onSubmit={(values) => dispatch(faqCreateSubmitted(values))} />
    </PageCard>
  );
}

/** /admin/cms/PerguntasFrequentes/edit: the entry whose id the list left in local storage. */
export function FaqEditScreen() {
  const dispatch = useAppDispatch();
  const { faq, loading } = useAppSelector(selectPages);
  useScreenIntent(faqEditOpened());
  return (
    <PageCard title="Editar Pergunta">
      {loading || !faq ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <FaqForm
          key={faq.id}
          initial={{ title: faq.title, description: faq.description }}
          onSubmit={(values) => dispatch(faqUpdateSubmitted({ id: faq.id, ...values }))}
        />
      )}
    </PageCard>
  );
}
