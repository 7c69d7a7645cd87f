import { Space, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { apiClient } from '../../../lib/apiClient';

/** `GET /v1/demand-alerts` */
const getDemandAlerts = () => apiClient.get<{ enabled: boolean }>('/demand-alerts');
/** `PUT /v1/demand-alerts` */
const putDemandAlerts = (enabled: boolean) => apiClient.put<{ message: string }>('/demand-alerts', { enabled });

/** Opt-out of the new-demand e-mails (docs/demands.md): on by default. */
export function DemandAlertsSwitch() {
  const [enabled, setEnabled] = useState<boolean>();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    getDemandAlerts().then(
      (body) => setEnabled(body.enabled),
      () => setEnabled(undefined),
    );
  }, []);
  if (enabled === undefined) return null;
  return (
    <Space size="small">
      <Switch
        id="demand-alerts"
        size="small"
        checked={enabled}
        loading={saving}
        onChange={(next) => {
          setSaving(true);
          putDemandAlerts(next)
            .then(() => setEnabled(next))
            .catch(() => undefined)
            .finally(() => setSaving(false));
        }}
      />
      <Typography.Text>
        <label htmlFor="demand-alerts">Receber novas demandas por e-mail</label>
      </Typography.Text>
    </Space>
  );
}
