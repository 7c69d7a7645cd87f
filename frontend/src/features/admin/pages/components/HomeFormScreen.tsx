import { PAGE_TEXT_MAX, pageMessages } from '@conectasst/common/rules/pageRules';
import { Input, Skeleton } from 'antd';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { CrudForm } from '../../../../components/admin/CrudForm';
import { FormikItem } from '../../../../components/formField';
import { PageCard } from '../../../../components/PageCard';
import { paths } from '../../../../config/paths';
import { useScreenIntent } from '../../../../hooks/useScreenIntent';
import type { HomeContent } from '@conectasst/common/api/pages';
import { homeOpened, homeSubmitted, selectPages } from '../pagesSlice';

const fields: { name: keyof HomeContent; label: string; long?: boolean }[] = [
  { name: 'title', label: 'Titulo' },
  { name: 'subtitle', label: 'Sub-titulo' },
  { name: 'about', label: 'Sobre', long: true },
  { name: 'item1', label: 'Item 01' },
  { name: 'item2', label: 'Item 02' },
  { name: 'item3', label: 'Item 03' },
];

const required = yup
  .string()
  .trim()
  .required(pageMessages.homeFieldRequired)
  .max(PAGE_TEXT_MAX, pageMessages.textTooLong);
const schema = yup.object(Object.fromEntries(fields.map((f) => [f.name, required])));
const empty: HomeContent = { title: '', subtitle: '', about: '', item1: '', item2: '', item3: '' };

function HomeForm({ initial }: { initial: HomeContent }) {
  const dispatch = useAppDispatch();
  const { saving, error } = useAppSelector(selectPages);
  const formik = useFormik<HomeContent>({
    initialValues: initial,
    validationSchema: schema,
    onSubmit: (values) => void dispatch(homeSubmitted(values)),
  });
  return (
    <CrudForm formik={formik} saving={saving} error={error} cancelPath={paths.admin.cms} maxWidth={720}>
      {fields.map((field) => {
        const id = `home-${field.name}`;
        return (
          <FormikItem key={field.name} formik={formik} name={field.name} label={field.label} id={id} required>
            {field.long ? (
              <Input.TextArea id={id} rows={4} {...formik.getFieldProps(field.name)} />
            ) : (
              <Input id={id} {...formik.getFieldProps(field.name)} />
            )}
          </FormikItem>
        );
      })}
    </CrudForm>
  );
}

/** /admin/cms/home (also /admin/CMS/Home): Titulo, Sub-titulo, Sobre, Item 01–03. */
export function HomeFormScreen() {
  const { home, loading } = useAppSelector(selectPages);
  useScreenIntent(homeOpened());
  return (
    <PageCard title="Home">
      {loading ? <Skeleton active paragraph={{ rows: 6 }} /> : <HomeForm initial={home ?? empty} />}
    </PageCard>
  );
}
