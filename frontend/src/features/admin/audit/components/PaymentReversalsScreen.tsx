import type { PaymentReversalItem } from '@conectasst/common/api/audit';
import { formatBRL, formatDateTime } from '@conectasst/common/text/brazilianFormats';
import { Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PageCard } from '../../../../components/PageCard';
import { paths } from '../../../../config/paths';
import { spacing } from '../../../../config/theme';
import { useView } from '../../../../lib/serverState/view';
import { useReversalsQuery } from '../auditReads';
import { AuditTable } from './AuditTable';
import { signed } from './format';

const columns: TableColumnsType<PaymentReversalItem> = [
  { title: 'Quando', dataIndex: 'at', key: 'at', render: (v: string) => formatDateTime(v) },
  {
    title: 'Parceiro',
    key: 'partner',
    render: (_v, r) => <Link to={paths.admin.partnerLedger(r.partnerId)}>{r.partnerName || 'Parceiro'}</Link>,
  },
  {
    title: 'Motivo',
    key: 'kind',
    render: (_v, r) => <Tag color={r.kind === 'charged_back' ? 'red' : 'orange'}>{r.kindLabel}</Tag>,
  },
  {
    title: 'Pedido',
    key: 'order',
    responsive: ['md'],
    render: (_v, r) =>
      [r.orderId ? `#${r.orderId}` : '', r.packageName ?? '', r.price === null ? '' : formatBRL(r.price)]
        .filter(Boolean)
        .join(' · '),
  },
  {
    // A partial refund gives back less than the price (ADR 0168).
    title: 'Valor devolvido',
    key: 'refunded',
    align: 'right',
    render: (_v, r) => (r.refunded === null ? '' : formatBRL(r.refunded)),
  },
  {
    title: 'Créditos retirados',
    dataIndex: 'credits',
    key: 'credits',
    align: 'right',
    render: (n: number) => signed(-n),
  },
  {
    title: 'Saldo atual',
    dataIndex: 'balanceNow',
    key: 'balance',
    align: 'right',
    render: (n: number) =>
      n < 0 ? (
        <Typography.Text type="danger" strong>
          {signed(n)}
        </Typography.Text>
      ) : (
        `${n}`
      ),
  },
];

/**
 * /admin/estornos: the alert list of payments taken back after they were credited (Mercado Pago refunds and
 * chargebacks, ADR 0111), newest first. A negative balance means the partner cannot subscribe until it is covered.
 */
export function PaymentReversalsScreen() {
  const [page, setPage] = useState(1);
  const view = useView(useReversalsQuery({ page }), { page });
  return (
    <PageCard title="Estornos">
      <Space direction="vertical" size={spacing.md} style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          Pagamentos já creditados que o Mercado Pago estornou (no todo ou em parte) ou que o titular do cartão
          contestou. Os créditos do pedido foram retirados do parceiro — num reembolso parcial, a parte proporcional ao
          valor devolvido; com saldo negativo ele não se inscreve em demandas até comprar um pacote.
        </Typography.Paragraph>
        <AuditTable<PaymentReversalItem>
          view={view}
          page={page}
          onPage={setPage}
          rowKey={(r) => `${r.partnerId}-${r.orderId ?? ''}-${r.at}`}
          columns={columns}
          emptyText="Nenhum estorno."
        />
      </Space>
    </PageCard>
  );
}
