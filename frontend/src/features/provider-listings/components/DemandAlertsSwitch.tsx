import { Space, Switch, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useScreenIntent } from '../../../hooks/useScreenIntent';
import { alertsOpened, alertsSwitched, selectListings } from '../listingsSlice';

/** Opt-out of the new-demand e-mails (docs/demands.md): on by default; hidden while unknown. */
export function DemandAlertsSwitch() {
  const dispatch = useAppDispatch();
  const { alerts } = useAppSelector(selectListings);
  useScreenIntent(alertsOpened());
  if (!alerts) return null;
  return (
    <Space size="small">
      <Switch
        id="demand-alerts"
        size="small"
        checked={alerts.enabled}
        loading={alerts.saving}
        onChange={(next) => dispatch(alertsSwitched(next))}
      />
      <Typography.Text>
        <label htmlFor="demand-alerts">Receber novas demandas por e-mail</label>
      </Typography.Text>
      <Link to={paths.providerAlerts}>Mais opções de alertas</Link>
    </Space>
  );
}
