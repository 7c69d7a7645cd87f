import { POST_TITLE_MAX, blogMessages } from '@conectasst/common/rules/blogRules';
import type { Post } from '@conectasst/common/api/blog';
import { Form, Input, Switch } from 'antd';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { CrudEditCard, CrudForm } from '../../../../components/admin/CrudForm';
import { FormikItem } from '../../../../components/formField';
import { PageCard } from '../../../../components/PageCard';
import { paths } from '../../../../config/paths';
import { useScreenIntent } from '../../../../hooks/useScreenIntent';
import { addScreenOpened, createSubmitted, editScreenOpened, selectBlogAdmin, updateSubmitted } from '../blogSlice';
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
  const { saving, error } = useAppSelector(selectBlogAdmin).form;
  const formik = useFormik<PostValues>({
    initialValues: initial,
    validationSchema: schema,
    onSubmit: (v) => onSubmit({ ...v, titulo: v.titulo.trim() }),
  });
  // The editor marks itself invalid only after a submit (it is never "touched" by formik).
  const codeError = formik.submitCount > 0 ? formik.errors.code : undefined;
  return (
    <CrudForm formik={formik} saving={saving} error={error} cancelPath={paths.admin.blog} maxWidth={860}>
      <FormikItem formik={formik} name="titulo" label="Titulo" id="post-title" required>
        <Input id="post-title" {...formik.getFieldProps('titulo')} />
      </FormikItem>
      <FormikItem formik={formik} name="code" label="Conteúdo" id="post-content" required>
        <RichTextEditor
          id="post-content"
          initialHtml={initial.code}
          invalid={Boolean(codeError)}
          onChange={(html) => void formik.setFieldValue('code', html)}
        />
      </FormikItem>
      <Form.Item label="Publicado">
        <Switch
          aria-label="Publicado"
          checked={formik.values.published}
          onChange={(checked) => void formik.setFieldValue('published', checked)}
        />
      </Form.Item>
    </CrudForm>
  );
}

/** /admin/blog/new */
export function PostNewScreen() {
  const dispatch = useAppDispatch();
  useScreenIntent(addScreenOpened());
  return (
    <PageCard title="Novo Post">
      <PostForm
        initial={{ titulo: '', code: '', published: false }}
        onSubmit={(values) => dispatch(createSubmitted(values))}
      />
    </PageCard>
  );
}

/** /admin/blog/edit: the post whose id the list left in local storage. */
export function PostEditScreen() {
  const dispatch = useAppDispatch();
  const { form } = useAppSelector(selectBlogAdmin);
  useScreenIntent(editScreenOpened());
  return (
    <CrudEditCard<Post> title="Editar Post" form={form} skeletonRows={5}>
      {(record) => (
        <PostForm
          key={record.id}
          initial={{ titulo: record.titulo, code: record.code, published: record.published }}
          onSubmit={(values) => dispatch(updateSubmitted({ id: record.id, ...values }))}
        />
      )}
    </CrudEditCard>
  );
}
