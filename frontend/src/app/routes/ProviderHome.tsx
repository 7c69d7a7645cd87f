import { Empty } from 'antd';
import { PageCard } from '../../components/PageCard';
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
        <PageCard title="Demandas Abertas">
          <Empty description="Em breve você verá aqui as demandas abertas para se inscrever." />
        </PageCard>
      </ProviderLayout>
    </RequireRole>
  );
}
