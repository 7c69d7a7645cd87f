import { FullPageSpinner } from '../../../components/FullPageSpinner';
import { paths } from '../../../config/paths';
import { navigateTo } from '../../../lib/navigation';
import { getCurrentUser } from '../../../session/api/getCurrentUser';
import { getAreas } from '../api/onboardingApi';
import { useLoaded } from '../useLoaded';
import { AuthCard } from '../../../components/AuthCard';
import { ServiceProfileForm } from './ServiceProfileForm';

/** /third-state: the provider's service profile; a spinner while the areas load; then /dashboard. */
export function ThirdStateScreen() {
  const me = useLoaded(getCurrentUser, () => navigateTo(paths.signup));
  const areas = useLoaded(getAreas);
  if (me.loading || areas.loading || !me.data) return <FullPageSpinner />;
  return (
    <AuthCard title="Perfil de serviços" subtitle="Conte quais serviços você oferece e onde atende" maxWidth={760}>
      <ServiceProfileForm areas={areas.data ?? []} />
    </AuthCard>
  );
}
