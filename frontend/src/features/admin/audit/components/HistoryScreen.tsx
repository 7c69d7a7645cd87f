import { formatDateTime } from '@conectasst/common/text/brazilianFormats';
import type { HistoryItem, HistoryRecordKind } from '@conectasst/common/api/audit';
import { historyRecordKinds, historyRecordLabels } from '@conectasst/common/api/audit';
import { Alert, Button, Space, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { PageCard } from '../../../../components/PageCard';
import { spacing } from '../../../../config/theme';
import { useView } from '../../../../lib/serverState/view';
import { useHistoryQuery } from '../auditReads';
import { AuditTable } from './AuditTable';

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
  const view = useView(useHistoryQuery({ kind, id, page }), { kind, id, page });
  const label = valid ? historyRecordLabels[kind as HistoryRecordKind] : 'Registro';
  return (
    <PageCard title={`Histórico — ${label} ${kind === 'partner' ? '' : `#${id}`}`.trim()}>
      <Space direction="vertical" size={spacing.md} style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          Tudo o que aconteceu com este registro, do mais recente ao mais antigo. Dados pessoais e senhas não aparecem
          aqui.
        </Typography.Paragraph>
        {!valid ? <Alert type="error" showIcon title="Tipo de registro inválido." /> : null}
        <AuditTable<HistoryItem>
          view={view}
          page={page}
          onPage={setPage}
          rowKey="revision"
          columns={columns}
          emptyText="Nenhum evento registrado."
        />
        <Button onClick={() => window.history.back()}>Voltar</Button>
      </Space>
    </PageCard>
  );
}
