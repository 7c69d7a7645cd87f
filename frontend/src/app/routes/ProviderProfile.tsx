import { ProfileScreen } from '../../features/onboarding/components/ProfileScreen';
import { ProviderFrame } from './ProviderFrame';

/** /dashboard/profile inside the provider frame. */
export default function ProviderProfile() {
  return (
    <ProviderFrame>
      <ProfileScreen />
    </ProviderFrame>
  );
}
