import type { LeadReport } from '@conectasst/common/api/trust';
import { Collapse, Empty, Skeleton, Tag } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { PageCard } from '../../../components/PageCard';
import type { SubscriptionRecord } from '../api/dashboardApi';
import { getMySubscriptions } from '../api/dashboardApi';
import { getMyLeadReports } from '../api/leadReportsApi';
import { LeadReportPanel } from './LeadReportPanel';
import { SubscriptionContact } from './SubscriptionContact';

/** /demandasinscritas: the demands the provider subscribed to, each with the requester's contact and "Reportar problema". */
export function SubscribedDemandsScreen() {
  const [records, setRecords] = useState<SubscriptionRecord[]>();
  const [reports, setReports] = useState<Map<number, LeadReport>>(new Map());
  const loadReports = useCallback(() => {
    getMyLeadReports().then(
      (b) => setReports(new Map(b.data.map((r) => [r.demandId, r]))),
      () => undefined,
    );
  }, []);
  useEffect(() => {
    getMySubscriptions().then(
      (b) => setRecords(b.data),
      () => setRecords([]),
    );
    loadReports();
  }, [loadReports]);
  return (
    <PageCard title="Demandas Inscritas">
      {!records ? (
        <Skeleton active />
      ) : records.length === 0 ? (
        <Empty description="Você ainda não se inscreveu em nenhuma demanda." />
      ) : null}
      {records?.length ? (
        <Collapse
          defaultActiveKey={[records[0]!.id]}
          items={records.map((r) => {
            const report = reports.get(r.id);
            return {
              key: r.id,
              label: (
                <>
                  {r.title} — {r.corporate_name}
                  {report ? (
                    <Tag
                      style={{ marginInlineStart: 8 }}
                      color={report.status === 'approved' ? 'green' : report.status === 'refused' ? 'orange' : 'blue'}
                    >
                      {report.status === 'approved'
                        ? 'Créditos devolvidos'
                        : report.status === 'refused'
                          ? 'Relato recusado'
                          : 'Relato em análise'}
                    </Tag>
                  ) : null}
                </>
              ),
              children: (
                <>
                  <SubscriptionContact record={r} />
                  <LeadReportPanel
                    demandId={r.id}
                    subscribedAt={r.subscribedAt}
                    report={report}
                    onReported={loadReports}
                  />
                </>
              ),
            };
          })}
        />
      ) : null}
    </PageCard>
  );
}
