import { ProviderLayout } from '../../components/layouts/ProviderLayout';
import { ProfileScreen } from '../../features/onboarding/components/ProfileScreen';
import { RequireRole } from '../../session/components/RequireRole';
import { selectSession, signOutRequested } from '../../session/sessionSlice';
import { useAppDispatch, useAppSelector } from '../hooks';

/** /dashboard/profile inside the provider frame. */
export default function ProviderProfile() {
  const dispatch = useAppDispatch();
  const { name, credits } = useAppSelector(selectSession);
  return (
    <RequireRole role="provider">
      <ProviderLayout fullName={name} credits={credits} onSignOut={() => dispatch(signOutRequested())}>
        <ProfileScreen />
      </ProviderLayout>
    </RequireRole>
  );
}
