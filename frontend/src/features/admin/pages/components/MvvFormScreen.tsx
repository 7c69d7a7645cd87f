import type { MvvEntry } from '@conectasst/common/api/pages';
import { mvvTypeLabels, pageMessages } from '@conectasst/common/rules/pageRules';
import { Alert, Button, Form, Input, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { PageCard } from '../../../../components/PageCard';
import { paths } from '../../../../config/paths';
import { spacing } from '../../../../config/theme';
import { useScreenIntent } from '../../../../hooks/useScreenIntent';
import { mvvOpened, mvvSubmitted, selectPages } from '../pagesSlice';

function MvvForm({ entries }: { entries: MvvEntry[] }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { saving, error } = useAppSelector(selectPages);
  const [texts, setTexts] = useState<Record<number, string>>(() =>
    Object.fromEntries(entries.map((e) => [e.id, e.description])),
  );
  const [touched, setTouched] = useState(false);
  const empty = entries.filter((e) => !texts[e.id]?.trim());
  return (
    <Form
      layout="vertical"
      style={{ maxWidth: 720 }}
      onFinish={() => {
        setTouched(true);
        if (empty.length > 0) return;
        const changed = entries
          .filter((e) => texts[e.id] !== e.description)
          .map((e) => ({ questID: e.id, description: texts[e.id]!.trim() }));
        dispatch(mvvSubmitted(changed));
      }}
    >
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: spacing.md }} /> : null}
      {entries.map((entry) => {
        const invalid = touched && !texts[entry.id]?.trim();
        return (
          <Form.Item
            key={entry.id}
            label={mvvTypeLabels[entry.type]}
            htmlFor={`mvv-${entry.id}`}
            required
            validateStatus={invalid ? 'error' : undefined}
            help={invalid ? pageMessages.descriptionRequired : undefined}
          >
            <Input.TextArea
              id={`mvv-${entry.id}`}
              rows={4}
              value={texts[entry.id]}
              onChange={(event) => setTexts({ ...texts, [entry.id]: event.target.value })}
            />
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

/** /admin/cms/MissaoValores: the mission, vision and values entries (spec §2). */
export function MvvFormScreen() {
  const { mvv, loading } = useAppSelector(selectPages);
  useScreenIntent(mvvOpened());
  return (
    <PageCard title="Missão, Visão e Valores">
      {loading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <MvvForm key={mvv.map((e) => `${e.id}:${e.description}`).join('|')} entries={mvv} />
      )}
    </PageCard>
  );
}
