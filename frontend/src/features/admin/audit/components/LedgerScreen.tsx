import { invoiceStatusLabels } from '@conectasst/common/api/invoicing';
import { formatDateTime } from '@conectasst/common/text/brazilianFormats';
import { DownloadOutlined } from '@ant-design/icons';
import type { LedgerLine } from '@conectasst/common/api/audit';
import { ledgerKindLabel, ledgerKinds } from '@conectasst/common/api/audit';
import { Button, Col, Form, Row, Space, Statistic, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PeriodFields, SelectFilter } from '../../../../components/admin/FilterFields';
import { PageCard } from '../../../../components/PageCard';
import { spacing } from '../../../../config/theme';
import { useView } from '../../../../lib/serverState/view';
import type { LedgerFilters } from '../auditApi';
import { auditPaths, type AuditArea } from '../auditPaths';
import { useLedgerQuery, useSaveLedgerCsvMutation } from '../auditReads';
import { AuditTable } from './AuditTable';
import { signed } from './format';

const kindColors: Record<string, string> = {
  compra: 'green',
  ajuste: 'blue',
  reserva: 'orange',
  gasto: 'volcano',
  liberacao: 'cyan',
  reembolso: 'purple',
};

const columns: TableColumnsType<LedgerLine> = [
  { title: 'Data', dataIndex: 'at', key: 'at', width: 140, render: (v: string) => formatDateTime(v) },
  {
    title: 'Tipo',
    dataIndex: 'kind',
    key: 'kind',
    width: 110,
    render: (k: string) => <Tag color={kindColors[k]}>{ledgerKindLabel(k)}</Tag>,
  },
  {
    title: 'Descrição',
    dataIndex: 'description',
    key: 'description',
    render: (v: string, line: LedgerLine) => (
      <>
        <span data-testid="ledger-description">{v}</span>
        {line.invoice ? (
          // The purchase's NFS-e (ADR 0171): its state and number, and why the last attempt failed.
          <div>
            <Tag
              data-testid="ledger-invoice"
              color={
                line.invoice.status === 'issued'
                  ? 'green'
                  : line.invoice.status === 'cancelled'
                    ? 'red'
                    : line.invoice.status === 'rejected' || line.invoice.status === 'failed'
                      ? 'orange'
                      : 'default'
              }
              style={{ whiteSpace: 'normal', marginTop: 4 }}
            >
              {invoiceStatusLabels[line.invoice.status]}
              {line.invoice.number ? ` nº ${line.invoice.number}` : ''}
              {line.invoice.lastError ? ` — ${line.invoice.lastError}` : ''}
            </Tag>
          </div>
        ) : null}
      </>
    ),
  },
  {
    title: 'Créditos',
    dataIndex: 'change',
    key: 'change',
    align: 'right',
    width: 90,
    render: (n: number) => <span data-testid="ledger-change">{signed(n)}</span>,
  },
  {
    title: 'Saldo',
    dataIndex: 'balanceAfter',
    key: 'balance',
    align: 'right',
    width: 80,
    render: (n: number) => <strong data-testid="ledger-balance">{n}</strong>,
  },
];

/**
 * /admin/Parceiro/{id}/creditos (and /analista/Parceiro/{id}/creditos, names masked by the server): the partner's
 * credit ledger with the running balance; De/Até and Tipo filters; CSV.
 */
export function LedgerScreen({ area = 'admin' }: { area?: AuditArea }) {
  const { id = '' } = useParams();
  const to = auditPaths[area];
  const [page, setPage] = useState(1);
  const [draft, setDraft] = useState<{ from: string; to: string; kinds: string[] }>({ from: '', to: '', kinds: [] });
  const [filters, setFilters] = useState<LedgerFilters>({});
  const view = useView(useLedgerQuery({ id, page, filters }), { id, page, filters });
  const body = view.data;
  const [saveCsv, { isLoading: exporting }] = useSaveLedgerCsvMutation();

  const apply = () => {
    setPage(1);
    setFilters({
      from: draft.from || undefined,
      to: draft.to || undefined,
      kind: draft.kinds.length ? draft.kinds.join(',') : undefined,
    });
  };
  const clear = () => {
    setDraft({ from: '', to: '', kinds: [] });
    setPage(1);
    setFilters({});
  };

  return (
    <PageCard title="Extrato de créditos">
      <Space direction="vertical" size={spacing.md} style={{ width: '100%' }}>
        <Row gutter={spacing.md} align="middle">
          <Col xs={24} md={16}>
            <Typography.Text strong>{body?.partnerName}</Typography.Text>
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
              Cada compra, ajuste, reserva, gasto e devolução de créditos, com o saldo disponível depois de cada
              lançamento.
            </Typography.Paragraph>
          </Col>
          <Col xs={24} md={8} style={{ textAlign: 'right' }}>
            <Statistic
              title="Saldo atual"
              value={body?.balance ?? '—'}
              suffix="créditos"
              valueRender={(v) => <span data-testid="ledger-current-balance">{v}</span>}
            />
          </Col>
        </Row>
        <Form layout="vertical" onFinish={apply}>
          <Row gutter={spacing.md}>
            <PeriodFields
              idPrefix="ledger"
              md={5}
              value={draft}
              onChange={(period) => setDraft({ ...draft, ...period })}
            />
            <SelectFilter<string[]>
              label="Tipo"
              id="ledger-kind"
              xs={24}
              md={14}
              mode="multiple"
              placeholder="Todos"
              value={draft.kinds}
              onChange={(kinds) => setDraft({ ...draft, kinds })}
              options={ledgerKinds.map((k) => ({ value: k, label: ledgerKindLabel(k) }))}
            />
          </Row>
          <Space wrap>
            <Button type="primary" htmlType="submit">
              Filtrar
            </Button>
            <Button onClick={clear}>Limpar</Button>
            <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void saveCsv({ id, filters })}>
              Exportar CSV
            </Button>
          </Space>
        </Form>
        <AuditTable<LedgerLine>
          view={view}
          page={page}
          onPage={setPage}
          rowKey="seq"
          columns={columns}
          size="middle"
          emptyText="Nenhum lançamento no período."
        />
        <Space wrap>
          <Link to={to.partnerHome(id)}>
            <Button>{to.partnerHomeLabel}</Button>
          </Link>
          <Link to={to.partnerSubscriptions(id)}>
            <Button>Inscrições do parceiro</Button>
          </Link>
        </Space>
      </Space>
    </PageCard>
  );
}
