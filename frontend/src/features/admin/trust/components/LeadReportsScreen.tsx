import type { LeadReport } from '@conectasst/common/api/trust';
import { formatDateTime } from '@conectasst/common/text/brazilianFormats';
import {
  LEAD_REPORT_WINDOW_DAYS,
  REPORT_FLAG_MIN_SUBSCRIPTIONS,
  REPORT_SHARE_FLAG,
  leadReportReasonLabels,
  leadReportStatusLabels,
} from '@conectasst/common/rules/trustRules';
import { WarningFilled } from '@ant-design/icons';
import { Button, Segmented, Space, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { PageCard } from '../../../../components/PageCard';
import { spacing } from '../../../../config/theme';
import { approveLeadReport, getLeadReports, refuseLeadReport } from '../trustApi';
import type { Decision } from './DecisionDialog';
import { DecisionDialog } from './DecisionDialog';

type Filter = 'open' | 'approved' | 'refused' | 'all';

/** /admin/reembolsos: reports of bad leads waiting for a decision (and the decided ones), providers with unusual shares flagged. */
export function LeadReportsScreen() {
  const [filter, setFilter] = useState<Filter>('open');
  const [rows, setRows] = useState<LeadReport[]>();
  const [decision, setDecision] = useState<Decision | null>(null);
  const [reloadKey, setReloadKey] = useState(0);
  const reload = useCallback(() => setReloadKey((k) => k + 1), []);
  useEffect(() => {
    let alive = true;
    getLeadReports(filter).then(
      (b) => alive && setRows(b.data),
      () => alive && setRows([]),
    );
    return () => {
      alive = false;
    };
  }, [filter, reloadKey]);

  const columns: TableColumnsType<LeadReport> = [
    {
      title: 'Parceiro',
      key: 'provider',
      render: (_v, r) => (
        <>
          {r.providerName}
          {r.providerFlagged ? (
            <Tooltip title={`${r.providerReports} relatos em ${r.providerSubscriptions} inscrições`}>
              <Tag color="red" icon={<WarningFilled />} style={{ marginInlineStart: spacing.sm }}>
                Muitos relatos
              </Tag>
            </Tooltip>
          ) : null}
        </>
      ),
    },
    { title: 'Demanda', key: 'demand', render: (_v, r) => `nº ${r.demandId} — ${r.demandTitle}` },
    {
      title: 'Motivo',
      key: 'reason',
      render: (_v, r) => (
        <>
          {leadReportReasonLabels[r.reason]}
          {r.note ? (
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
              “{r.note}”
            </Typography.Paragraph>
          ) : null}
        </>
      ),
    },
    { title: 'Créditos', dataIndex: 'credits', key: 'credits', width: 90, responsive: ['md'] },
    { title: 'Data', dataIndex: 'reportedAt', key: 'at', responsive: ['lg'], render: (v: string) => formatDateTime(v) },
    {
      title: 'Situação',
      key: 'status',
      render: (_v, r) =>
        r.status === 'open' ? (
          <Space wrap>
            <Button
              type="primary"
              size="small"
              aria-label={`Aprovar reembolso de ${r.providerName} na demanda ${r.demandId}`}
              onClick={() =>
                setDecision({
                  title: 'Aprovar reembolso',
                  okText: 'Aprovar',
                  summary: `${r.credits} créditos voltam para ${r.providerName} (demanda nº ${r.demandId}, ${leadReportReasonLabels[r.reason].toLowerCase()}).`,
                  noteRequired: false,
                  run: (note) => approveLeadReport(r.reportId, note),
                })
              }
            >
              Aprovar
            </Button>
            <Button
              danger
              size="small"
              aria-label={`Recusar relato de ${r.providerName} na demanda ${r.demandId}`}
              onClick={() =>
                setDecision({
                  title: 'Recusar relato',
                  okText: 'Recusar',
                  summary: `Relato de ${r.providerName} sobre a demanda nº ${r.demandId}.`,
                  noteRequired: true,
                  run: (note) => refuseLeadReport(r.reportId, note),
                })
              }
            >
              Recusar
            </Button>
          </Space>
        ) : (
          <>
            <Tag color={r.status === 'approved' ? 'green' : 'orange'}>{leadReportStatusLabels[r.status]}</Tag>
            {r.automatic ? <Tag>Automático</Tag> : null}
            {r.decisionNote ? (
              <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                {r.decisionNote}
              </Typography.Paragraph>
            ) : null}
          </>
        ),
    },
  ];
  return (
    <PageCard title="Reembolsos">
      <Typography.Paragraph type="secondary">
        Relatos de demandas com problema, feitos pelos parceiros até {LEAD_REPORT_WINDOW_DAYS} dias após a inscrição.
        E-mails recusados pelo servidor e demandas duplicadas são reembolsados automaticamente. Parceiros com mais de{' '}
        {Math.round(REPORT_SHARE_FLAG * 100)}% das inscrições reportadas (a partir de {REPORT_FLAG_MIN_SUBSCRIPTIONS}{' '}
        inscrições) aparecem com o aviso “Muitos relatos”.
      </Typography.Paragraph>
      <Segmented<Filter>
        value={filter}
        onChange={(f) => {
          setRows(undefined);
          setFilter(f);
        }}
        options={[
          { value: 'open', label: 'Em análise' },
          { value: 'approved', label: 'Aprovados' },
          { value: 'refused', label: 'Recusados' },
          { value: 'all', label: 'Todos' },
        ]}
        style={{ marginBottom: spacing.md }}
      />
      <Table<LeadReport>
        rowKey="reportId"
        columns={columns}
        dataSource={rows}
        loading={!rows}
        pagination={{ pageSize: 20, showSizeChanger: false }}
        locale={{ emptyText: 'Nenhum relato.' }}
        scroll={{ x: true }}
      />
      <DecisionDialog decision={decision} onClose={() => setDecision(null)} onDone={reload} />
    </PageCard>
  );
}
