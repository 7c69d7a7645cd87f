import { Collapse, Empty, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { PageCard } from '../../../components/PageCard';
import type { SubscriptionRecord } from '../api/dashboardApi';
import { getMySubscriptions } from '../api/dashboardApi';
import { SubscriptionContact } from './SubscriptionContact';

/** /demandasinscritas: the demands the provider subscribed to, each with the requester's contact. */
export function SubscribedDemandsScreen() {
  const [records, setRecords] = useState<SubscriptionRecord[]>();
  useEffect(() => {
    getMySubscriptions().then((b) => setRecords(b.data), () => setRecords([]));
  }, []);
  return (
    <PageCard title="Demandas Inscritas">
      {!records ? <Skeleton active /> : records.length === 0 ? <Empty description="Você ainda não se inscreveu em nenhuma demanda." /> : null}
      {records?.length ? (
        <Collapse defaultActiveKey={[records[0]!.id]} items={records.map((r) => ({ key: r.id, label: `${r.title} — ${r.corporate_name}`, children: <SubscriptionContact record={r} /> }))} />
      ) : null}
    </PageCard>
  );
}
