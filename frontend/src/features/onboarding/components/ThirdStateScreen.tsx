import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { FullPageSpinner } from '../../../components/FullPageSpinner';
import { accountScreenLeft, accountScreenOpened, selectAccountScreen } from '../accountScreensSlice';
import { AuthCard } from '../../../components/AuthCard';
import { ServiceProfileForm } from './ServiceProfileForm';

/** /third-state: the provider's service profile; a spinner while the areas load; then /dashboard. */
export function ThirdStateScreen() {
  const dispatch = useAppDispatch();
  const { screen, loading, areas } = useAppSelector(selectAccountScreen);
  useEffect(() => {
    dispatch(accountScreenOpened('serviceProfile'));
    return () => {
      dispatch(accountScreenLeft());
    };
  }, [dispatch]);
  if (screen !== 'serviceProfile' || loading) return <FullPageSpinner />;
  return (
    <AuthCard title="Perfil de serviços" subtitle="Conte quais serviços você oferece e onde atende" maxWidth={760}>
      <ServiceProfileForm areas={areas} />
    </AuthCard>
  );
}
