import { formatDateTime } from '@conectasst/common/text/brazilianFormats';
import type { SubscriptionHistoryItem } from '@conectasst/common/api/audit';
import { Button, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PageCard } from '../../../../components/PageCard';
import { spacing } from '../../../../config/theme';
import { useView } from '../../../../lib/serverState/view';
import { auditPaths, type AuditArea } from '../auditPaths';
import { useSubscriptionsQuery } from '../auditReads';
import { AuditTable } from './AuditTable';

const credits = (n: number | null) => (n === null ? '—' : `${n}`);
const status = (s: SubscriptionHistoryItem) =>
  s.cancelledAt ? (
    <Tag title={s.cancelReason ?? undefined}>Vaga devolvida em {formatDateTime(s.cancelledAt)}</Tag>
  ) : (
    <Tag color="green">Inscrito</Tag>
  );

/**
 * /admin/demanda/{id}/inscricoes (who subscribed to this demand: provider, when, credits, seats left) and
 * /admin/Parceiro/{id}/inscricoes (the demands a partner subscribed to); the same under /analista, where the server
 * masks the partner's name: the partner is told apart by the start of its id.
 */
export function SubscriptionHistoryScreen({ of, area = 'admin' }: { of: 'demand' | 'partner'; area?: AuditArea }) {
  const { id = '' } = useParams();
  const to = auditPaths[area];
  const partnerLabel = (s: SubscriptionHistoryItem) =>
    area === 'analyst' ? `${s.providerName} · ${s.providerId.slice(0, 8)}` : s.providerName;
  const [page, setPage] = useState(1);
  const view = useView(useSubscriptionsQuery({ of, id, page }), { of, id, page });

  const columns: TableColumnsType<SubscriptionHistoryItem> =
    of === 'demand'
      ? [
          {
            title: 'Parceiro',
            key: 'provider',
            render: (_v, s) => <Link to={to.partnerHome(s.providerId)}>{partnerLabel(s)}</Link>,
          },
          { title: 'Quando', dataIndex: 'at', key: 'at', render: (v: string) => formatDateTime(v) },
          { title: 'Créditos gastos', dataIndex: 'credits', key: 'credits', align: 'right', render: credits },
          { title: 'Vagas restantes', dataIndex: 'seatsLeft', key: 'seats', align: 'right' },
          { title: 'Situação', key: 'status', responsive: ['md'], render: (_v, s) => status(s) },
        ]
      : [
          { title: 'Demanda', key: 'demand', render: (_v, s) => `#${s.demandId} ${s.demandTitle}` },
          { title: 'Quando', dataIndex: 'at', key: 'at', render: (v: string) => formatDateTime(v) },
          { title: 'Créditos gastos', dataIndex: 'credits', key: 'credits', align: 'right', render: credits },
          { title: 'Vagas restantes', dataIndex: 'seatsLeft', key: 'seats', align: 'right', responsive: ['sm'] },
          { title: 'Situação', key: 'status', responsive: ['md'], render: (_v, s) => status(s) },
        ];
  const first = view.data?.data[0];
  const title = of === 'demand' ? `Inscrições da demanda #${id}` : 'Inscrições do parceiro';
  return (
    <PageCard title={title}>
      <Space direction="vertical" size={spacing.md} style={{ width: '100%' }}>
        {of === 'demand' && first ? <Typography.Text strong>{first.demandTitle}</Typography.Text> : null}
        {of === 'partner' && first ? <Typography.Text strong>{partnerLabel(first)}</Typography.Text> : null}
        <AuditTable<SubscriptionHistoryItem>
          view={view}
          page={page}
          onPage={setPage}
          rowKey={(s) => `${s.demandId}-${s.providerId}-${s.at}`}
          columns={columns}
          emptyText="Nenhuma inscrição."
        />
        <Space wrap>
          <Button onClick={() => window.history.back()}>Voltar</Button>
          {of === 'partner' ? (
            <Link to={to.partnerLedger(id)}>
              <Button>Extrato de créditos</Button>
            </Link>
          ) : (
            <Link to={to.history('demand', id)}>
              <Button>Histórico da demanda</Button>
            </Link>
          )}
        </Space>
      </Space>
    </PageCard>
  );
}
