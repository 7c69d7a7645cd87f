import { useAppSelector } from '../../../app/hooks';
import { useScreenIntent } from '../../../hooks/useScreenIntent';
import { FullPageSpinner } from '../../../components/FullPageSpinner';
import { PageCard } from '../../../components/PageCard';
import { accountScreenLeft, accountScreenOpened, selectAccountScreen } from '../accountScreensSlice';
import { AuthCard } from '../../../components/AuthCard';
import { ServiceProfileForm } from './ServiceProfileForm';

/**
 * /third-state: the provider's service profile, opened with what was saved; a spinner while the areas load; then
 * /dashboard. Opened from the provider area (`returnTo`, the app puts it in the provider frame), it is that area's
 * panel and leads back there.
 */
export function ThirdStateScreen({ returnTo }: { returnTo?: string }) {
  const { screen, loading, areas, me } = useAppSelector(selectAccountScreen);
  useScreenIntent(accountScreenOpened('serviceProfile'), accountScreenLeft());
  if (screen !== 'serviceProfile' || loading || !me) return <FullPageSpinner />;
  const form = <ServiceProfileForm areas={areas} me={me} returnTo={returnTo} />;
  if (returnTo) return <PageCard title="Áreas e regiões de atendimento">{form}</PageCard>;
  return (
    <AuthCard title="Perfil de serviços" subtitle="Conte quais serviços você oferece e onde atende" maxWidth={760}>
      {form}
    </AuthCard>
  );
}
