import { formatDate } from '@conectasst/common/text/brazilianFormats';
import { Collapse, Skeleton, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import type { SubscriptionRecord } from '../api/dashboardApi';
import { useAppSelector } from '../../../app/hooks';
import { useScreenIntent } from '../../../hooks/useScreenIntent';
import { PageCard } from '../../../components/PageCard';
import { selectProviderArea, subscriptionsOpened } from '../providerAreaSlice';
import { LeadReportPanel } from './LeadReportPanel';
import { leadReportStatusView } from './leadReportStatus';
import { SubscriptionContact } from './SubscriptionContact';
import { EmptyState } from '../../../components/EmptyState';

/** /demandasinscritas: the demands the provider subscribed to, each with the requester's contact and "Reportar problema". */
export function SubscribedDemandsScreen({
  seatTag,
  seatPanel,
}: {
  /** Beside each seat's title: its stage (the provider-proposals feature, composed in app/routes). */
  seatTag?: (demandId: number) => ReactNode;
  /** Under each seat's contact: the proposal panel (idem). */
  seatPanel?: (record: SubscriptionRecord) => ReactNode;
} = {}) {
  const { subscriptions: records, leadReports } = useAppSelector(selectProviderArea);
  const reports = useMemo(() => new Map(leadReports.map((r) => [r.demandId, r])), [leadReports]);
  useScreenIntent(subscriptionsOpened());
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
                  {seatTag?.(r.id)}
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
                  {seatPanel?.(r)}
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
