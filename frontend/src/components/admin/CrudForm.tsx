import { Alert, Button, Form, Radio, Skeleton, Space } from 'antd';
import type { FormikProps } from 'formik';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { spacing } from '../../config/theme';
import { PageCard } from '../PageCard';
import { useFocusFirstError, type SubmitState } from '../../hooks/useFocusFirstError';
import { HistoryButton } from './HistoryButton';

/**
 * The frame of an admin catalogue form: the server's message of a failed save above the fields (spec §8), the
 * fields, then Salvar and Cancelar. Cancelar goes back to `cancelPath`, or runs `onCancel` (a form that asks first).
 */
export function CrudForm({
  formik,
  saving,
  error,
  cancelPath,
  onCancel,
  maxWidth = 560,
  children,
}: {
  formik: Pick<FormikProps<unknown>, 'submitForm'> & SubmitState;
  saving: boolean;
  error: string | null;
  cancelPath?: string;
  onCancel?: () => void;
  maxWidth?: number;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const cancel = onCancel ?? (() => void navigate(cancelPath ?? '..'));
  const fields = useFocusFirstError<HTMLDivElement>(formik);
  return (
    <div ref={fields} style={{ display: 'contents' }}>
      <Form layout="vertical" onFinish={() => void formik.submitForm()} style={{ maxWidth }}>
        {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: spacing.md }} /> : null}
        {children}
        <Space>
          <Button type="primary" htmlType="submit" loading={saving}>
            Salvar
          </Button>
          <Button onClick={cancel}>Cancelar</Button>
        </Space>
      </Form>
    </div>
  );
}

/** Situação (Ativo / Inativo) of a catalogue record: shown on edit forms only (new records start active). */
export function StatusField<T extends { status: boolean }>({ formik }: { formik: FormikProps<T> }) {
  return (
    <Form.Item label="Situação">
      <Radio.Group
        aria-label="Situação"
        value={formik.values.status}
        onChange={(event) => void formik.setFieldValue('status', event.target.value)}
        options={[
          { label: 'Ativo', value: true },
          { label: 'Inativo', value: false },
        ]}
      />
    </Form.Item>
  );
}

/**
 * An admin edit screen: the title, 'Histórico' once the record is there (when the record has a history), a
 * skeleton while it loads, then the form for it.
 */
export function CrudEditCard<Item extends { id: number }>({
  title,
  form,
  historyKind,
  skeletonRows = 3,
  children,
}: {
  title: string;
  form: { record: Item | null; loading: boolean };
  historyKind?: Parameters<typeof HistoryButton>[0]['kind'];
  skeletonRows?: number;
  children: (record: Item) => ReactNode;
}) {
  const { record, loading } = form;
  return (
    <PageCard title={title} extra={record && historyKind ? <HistoryButton kind={historyKind} id={record.id} /> : null}>
      {loading || !record ? <Skeleton active paragraph={{ rows: skeletonRows }} /> : children(record)}
    </PageCard>
  );
}
