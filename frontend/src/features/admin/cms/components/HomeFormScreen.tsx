import { PAGE_TEXT_MAX, pageMessages } from '@conectasst/common/rules/pageRules';
import { Alert, Button, Form, Input, Skeleton, Space } from 'antd';
import { useFormik } from 'formik';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import * as yup from 'yup';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { PageCard } from '../../../../components/PageCard';
import { paths } from '../../../../config/paths';
import { spacing } from '../../../../config/theme';
import type { HomeContent } from '@conectasst/common/api/pages';
import { homeOpened, homeSubmitted, selectCms } from '../cmsSlice';

const fields: { name: keyof HomeContent; label: string; long?: boolean }[] = [
  { name: 'title', label: 'Titulo' },
  { name: 'subtitle', label: 'Sub-titulo' },
  { name: 'about', label: 'Sobre', long: true },
  { name: 'item1', label: 'Item 01' },
  { name: 'item2', label: 'Item 02' },
  { name: 'item3', label: 'Item 03' },
];

const required = yup.string().trim().required(pageMessages.homeFieldRequired).max(PAGE_TEXT_MAX, pageMessages.textTooLong);
const schema = yup.object(Object.fromEntries(fields.map((f) => [f.name, required])));
const empty: HomeContent = { title: '', subtitle: '', about: '', item1: '', item2: '', item3: '' };

function HomeForm({ initial }: { initial: HomeContent }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { saving, error } = useAppSelector(selectCms);
  const formik = useFormik<HomeContent>({ initialValues: initial, validationSchema: schema, onSubmit: (values) => void dispatch(homeSubmitted(values)) });
  return (
    <Form layout="vertical" onFinish={() => void formik.submitForm()} style={{ maxWidth: 720 }}>
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: spacing.md }} /> : null}
      {fields.map((field) => {
        const fieldError = formik.touched[field.name] ? formik.errors[field.name] : undefined;
        const id = `home-${field.name}`;
        return (
          <Form.Item key={field.name} label={field.label} htmlFor={id} required validateStatus={fieldError ? 'error' : undefined} help={fieldError}>
            {field.long ? <Input.TextArea id={id} rows={4} {...formik.getFieldProps(field.name)} /> : <Input id={id} {...formik.getFieldProps(field.name)} />}
          </Form.Item>
        );
      })}
      <Space>
        <Button type="primary" htmlType="submit" loading={saving}>
          Salvar
        </Button>
        <Button onClick={() => void navigate(paths.admin.cms)}>Cancelar</Button>
      </Space>
    </Form>
  );
}

/** /admin/cms/home (also /admin/CMS/Home): Titulo, Sub-titulo, Sobre, Item 01–03. */
export function HomeFormScreen() {
  const dispatch = useAppDispatch();
  const { home, loading } = useAppSelector(selectCms);
  useEffect(() => {
    dispatch(homeOpened());
  }, [dispatch]);
  return <PageCard title="Home">{loading ? <Skeleton active paragraph={{ rows: 6 }} /> : <HomeForm initial={home ?? empty} />}</PageCard>;
}
