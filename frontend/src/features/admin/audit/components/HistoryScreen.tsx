import { formatDateTime } from '@conectasst/common/text/brazilianFormats';
import type { HistoryItem, HistoryRecordKind } from '@conectasst/common/api/audit';
import { historyRecordKinds, historyRecordLabels } from '@conectasst/common/api/audit';
import type { PagedBody } from '@conectasst/common/api/envelope';
import { Alert, Button, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { PageCard } from '../../../../components/PageCard';
import { spacing } from '../../../../config/theme';
import { errorMessageOf } from '../../../../lib/apiClient';
import { getHistory } from '../auditApi';

const columns: TableColumnsType<HistoryItem> = [
  { title: 'Quando', dataIndex: 'at', key: 'at', width: 150, render: (v: string) => formatDateTime(v) },
  { title: 'O que mudou', dataIndex: 'summary', key: 'summary' },
  { title: 'Quem', dataIndex: 'actor', key: 'actor', responsive: ['sm'] },
];

/** /admin/historico/{kind}/{id}: the record's events, newest first. */
export function HistoryScreen() {
  const { kind = '', id = '' } = useParams();
  const valid = (historyRecordKinds as readonly string[]).includes(kind);
  const [page, setPage] = useState(1);
  const [body, setBody] = useState<PagedBody<HistoryItem>>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    if (!valid) return;
    let alive = true;
    getHistory(kind as HistoryRecordKind, id, page).then(
      (b) => alive && (setBody(b), setError(undefined)),
      (e: unknown) => alive && (setError(errorMessageOf(e)), setBody(undefined)),
    );
    return () => {
      alive = false;
    };
  }, [kind, id, page, valid]);
  const label = valid ? historyRecordLabels[kind as HistoryRecordKind] : 'Registro';
  return (
    <PageCard title={`Histórico — ${label} ${kind === 'partner' ? '' : `#${id}`}`.trim()}>
      <Space direction="vertical" size={spacing.md} style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          Tudo o que aconteceu com este registro, do mais recente ao mais antigo. Dados pessoais e senhas não aparecem
          aqui.
        </Typography.Paragraph>
        {!valid ? <Alert type="error" showIcon title="Tipo de registro inválido." /> : null}
        {error ? <Alert type="error" showIcon title={error} /> : null}
        <Table<HistoryItem>
          rowKey="revision"
          columns={columns}
          dataSource={body?.data.data}
          loading={valid && !body && !error}
          locale={{ emptyText: 'Nenhum evento registrado.' }}
          pagination={{
            current: page,
            pageSize: body?.data.perPage ?? 20,
            total: body?.data.total ?? 0,
            showSizeChanger: false,
            onChange: setPage,
            hideOnSinglePage: true,
          }}
        />
        <Button onClick={() => window.history.back()}>Voltar</Button>
      </Space>
    </PageCard>
  );
}
