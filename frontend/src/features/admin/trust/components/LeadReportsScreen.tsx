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
import { Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { PageCard } from '../../../../components/PageCard';
import { spacing } from '../../../../config/theme';
import { useView } from '../../../../lib/serverState/view';
import { trustDecisions } from '../trustDecisions';
import { useLeadReportsQuery } from '../trustReads';
import { DecisionDialog } from '../../../../components/admin/DecisionDialog';
import { ApproveOrRefuse, SecondaryLine } from '../../../../components/admin/QueueCells';
import { QueueTable } from '../../../../components/admin/QueueTable';

type Filter = 'open' | 'approved' | 'refused' | 'all';

/** /admin/reembolsos: reports of bad leads waiting for a decision (and the decided ones), providers with unusual shares flagged. */
export function LeadReportsScreen() {
  const [filter, setFilter] = useState<Filter>('open');
  const { data: rows, loading } = useView(useLeadReportsQuery(filter), filter);

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
          {r.note ? <SecondaryLine>“{r.note}”</SecondaryLine> : null}
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
          <ApproveOrRefuse
            approve={{
              label: 'Aprovar',
              ariaLabel: `Aprovar reembolso de ${r.providerName} na demanda ${r.demandId}`,
              opens: trustDecisions.decisionOpened('approveLeadReport', r.reportId, {
                title: 'Aprovar reembolso',
                okText: 'Aprovar',
                summary: `${r.credits} créditos voltam para ${r.providerName} (demanda nº ${r.demandId}, ${leadReportReasonLabels[r.reason].toLowerCase()}).`,
                noteRequired: false,
              }),
            }}
            refuse={{
              label: 'Recusar',
              ariaLabel: `Recusar relato de ${r.providerName} na demanda ${r.demandId}`,
              opens: trustDecisions.decisionOpened('refuseLeadReport', r.reportId, {
                title: 'Recusar relato',
                okText: 'Recusar',
                summary: `Relato de ${r.providerName} sobre a demanda nº ${r.demandId}.`,
                noteRequired: true,
              }),
            }}
          />
        ) : (
          <>
            <Tag color={r.status === 'approved' ? 'green' : 'orange'}>{leadReportStatusLabels[r.status]}</Tag>
            {r.automatic ? <Tag>Automático</Tag> : null}
            {r.decisionNote ? <SecondaryLine>{r.decisionNote}</SecondaryLine> : null}
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
      <QueueTable<LeadReport, Filter>
        rowKey="reportId"
        columns={columns}
        rows={rows}
        loading={loading}
        emptyText="Nenhum relato."
        filter={{
          value: filter,
          onChange: setFilter,
          options: [
            { value: 'open', label: 'Em análise' },
            { value: 'approved', label: 'Aprovados' },
            { value: 'refused', label: 'Recusados' },
            { value: 'all', label: 'Todos' },
          ],
        }}
      />
      <DecisionDialog />
    </PageCard>
  );
}
