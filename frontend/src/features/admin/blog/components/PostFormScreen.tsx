import { POST_TITLE_MAX, blogMessages } from '@conectasst/common/rules/blogRules';
import { Alert, Button, Form, Input, Skeleton, Space, Switch } from 'antd';
import { useFormik } from 'formik';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import * as yup from 'yup';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { PageCard } from '../../../../components/PageCard';
import { paths } from '../../../../config/paths';
import { spacing } from '../../../../config/theme';
import { createSubmitted, editScreenOpened, newScreenOpened, selectBlogAdmin, updateSubmitted } from '../blogSlice';
import { RichTextEditor } from './RichTextEditor';

interface PostValues {
  titulo: string;
  code: string;
  published: boolean;
}

const schema = yup.object({
  titulo: yup.string().trim().required(blogMessages.titleRequired).max(POST_TITLE_MAX, blogMessages.titleTooLong),
  code: yup.string().required(blogMessages.contentRequired),
});

function PostForm({ initial, onSubmit }: { initial: PostValues; onSubmit: (values: PostValues) => void }) {
  const navigate = useNavigate();
  const { saving, error } = useAppSelector(selectBlogAdmin).form;
  const formik = useFormik<PostValues>({ initialValues: initial, validationSchema: schema, onSubmit: (v) => onSubmit({ ...v, titulo: v.titulo.trim() }) });
  const titleError = formik.touched.titulo ? formik.errors.titulo : undefined;
  const codeError = formik.submitCount > 0 ? formik.errors.code : undefined;
  return (
    <Form layout="vertical" onFinish={() => void formik.submitForm()} style={{ maxWidth: 860 }}>
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: spacing.md }} /> : null}
      <Form.Item label="Titulo" htmlFor="post-title" required validateStatus={titleError ? 'error' : undefined} help={titleError}>
        <Input id="post-title" {...formik.getFieldProps('titulo')} />
      </Form.Item>
      <Form.Item label="Conteúdo" htmlFor="post-content" required validateStatus={codeError ? 'error' : undefined} help={codeError}>
        <RichTextEditor id="post-content" initialHtml={initial.code} invalid={Boolean(codeError)} onChange={(html) => void formik.setFieldValue('code', html)} />
      </Form.Item>
      <Form.Item label="Publicado">
        <Switch aria-label="Publicado" checked={formik.values.published} onChange={(checked) => void formik.setFieldValue('published', checked)} />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={saving}>
          Salvar
        </Button>
        <Button onClick={() => void navigate(paths.admin.blog)}>Cancelar</Button>
      </Space>
    </Form>
  );
}

/** /admin/blog/new */
export function PostNewScreen() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(newScreenOpened());
  }, [dispatch]);
  return (
    <PageCard title="Novo Post">
      <PostForm initial={{ titulo: '', code: '', published: false }} onSubmit={(values) => dispatch(createSubmitted(values))} />
    </PageCard>
  );
}

/** /admin/blog/edit: the post whose id the list left in local storage. */
export function PostEditScreen() {
  const dispatch = useAppDispatch();
  const { record, loading } = useAppSelector(selectBlogAdmin).form;
  useEffect(() => {
    dispatch(editScreenOpened());
  }, [dispatch]);
  return (
    <PageCard title="Editar Post">
      {loading || !record ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : (
        <PostForm
          key={record.id}
          initial={{ titulo: record.titulo, code: record.code, published: record.published }}
          onSubmit={(values) => dispatch(updateSubmitted({ id: record.id, ...values }))}
        />
      )}
    </PageCard>
  );
}
