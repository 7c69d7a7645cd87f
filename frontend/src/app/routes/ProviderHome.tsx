import { Card, Empty, Typography } from 'antd';
import { ProviderLayout } from '../../components/layouts/ProviderLayout';
import { RequireRole } from '../../features/session/components/RequireRole';
import { selectSession, signOutRequested } from '../../features/session/sessionSlice';
import { useAppDispatch, useAppSelector } from '../hooks';

/** /dashboard placeholder (lazy-loaded): providers land here after login until the demand search is built. */
export default function ProviderHome() {
  const dispatch = useAppDispatch();
  const { name, credits } = useAppSelector(selectSession);
  return (
    <RequireRole role="provider">
      <ProviderLayout fullName={name} credits={credits} onSignOut={() => dispatch(signOutRequested())}>
        <Card>
          <Typography.Title level={2} style={{ marginTop: 0 }}>
            Demandas Abertas
          </Typography.Title>
          <Empty description="Em breve você verá aqui as demandas abertas para se inscrever." />
        </Card>
      </ProviderLayout>
    </RequireRole>
  );
}
