import { formatDate } from '@conectasst/common/text/brazilianFormats';
import { Collapse, Skeleton, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { PageCard } from '../../../components/PageCard';
import { useMyLeadReportsQuery, useMySubscriptionsQuery } from '../subscriptionsReads';
import { LeadReportPanel } from './LeadReportPanel';
import { leadReportStatusView } from './leadReportStatus';
import { SubscriptionContact } from './SubscriptionContact';
import { EmptyState } from '../../../components/EmptyState';
import { SeatProposalPanel, SeatStageTag } from './SeatProposalPanel';

/**
 * /demandasinscritas: the demands the provider subscribed to, each with its stage, the requester's contact, the proposal
 * (issue #36 item 2) and "Reportar problema".
 */
export function SubscribedDemandsScreen() {
  const records = useMySubscriptionsQuery().data;
  const leadReports = useMyLeadReportsQuery().data;
  const reports = useMemo(() => new Map((leadReports ?? []).map((r) => [r.demandId, r])), [leadReports]);
  return (
    <PageCard title="Demandas Inscritas">
      {!records ? (
        <Skeleton active />
      ) : records.length === 0 ? (
        <EmptyState description="Você ainda não se inscreveu em nenhuma demanda." />
      ) : null}
      {records?.length ? (
        <Collapse
          defaultActiveKey={[records[0]!.id]}
          items={records.map((r) => {
            const report = reports.get(r.id);
            const status = report && leadReportStatusView(report.status);
            return {
              key: r.id,
              label: (
                <>
                  {r.title} — {r.corporate_name} {/* When the seat was taken (issue #35 item 9). */}
                  <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
                    · Inscrição em {formatDate(r.subscribedAt)}
                  </Typography.Text>
                  <SeatStageTag demandId={r.id} />
                  {status ? (
                    <Tag style={{ marginInlineStart: 8 }} color={status.color}>
                      {status.tag}
                    </Tag>
                  ) : null}
                </>
              ),
              children: (
                <>
                  <SubscriptionContact record={r} />
                  <SeatProposalPanel demandId={r.id} services={r.nrs} />
                  <LeadReportPanel demandId={r.id} subscribedAt={r.subscribedAt} report={report} />
                </>
              ),
            };
          })}
        />
      ) : null}
    </PageCard>
  );
}
