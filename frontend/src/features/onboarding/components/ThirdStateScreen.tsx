import { useAppSelector } from '../../../app/hooks';
import { useScreenIntent } from '../../../hooks/useScreenIntent';
import { FullPageSpinner } from '../../../components/FullPageSpinner';
import { accountScreenLeft, accountScreenOpened, selectAccountScreen } from '../accountScreensSlice';
import { AuthCard } from '../../../components/AuthCard';
import { ServiceProfileForm } from './ServiceProfileForm';

/** /third-state: the provider's service profile; a spinner while the areas load; then /dashboard. */
export function ThirdStateScreen() {
  const { screen, loading, areas } = useAppSelector(selectAccountScreen);
  useScreenIntent(accountScreenOpened('serviceProfile'), accountScreenLeft());
  if (screen !== 'serviceProfile' || loading) return <FullPageSpinner />;
  return (
    <AuthCard title="Perfil de serviços" subtitle="Conte quais serviços você oferece e onde atende" maxWidth={760}>
      <ServiceProfileForm areas={areas} />
    </AuthCard>
  );
}
