import { ProviderLayout } from '../../components/layouts/ProviderLayout';
import { PackagesPage } from '../../features/credits/components/PackagesPage';
import { RequireRole } from '../../session/components/RequireRole';
import { selectSession, signOutRequested } from '../../session/sessionSlice';
import { useAppDispatch, useAppSelector } from '../hooks';

/** /dashboard/pacotes inside the provider frame. */
export default function ProviderPackages() {
  const dispatch = useAppDispatch();
  const { name, credits } = useAppSelector(selectSession);
  return (
    <RequireRole role="provider">
      <ProviderLayout fullName={name} credits={credits} onSignOut={() => dispatch(signOutRequested())}>
        <PackagesPage />
      </ProviderLayout>
    </RequireRole>
  );
}
