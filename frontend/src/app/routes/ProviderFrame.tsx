import { Suspense, type ReactNode } from 'react';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { ProviderLayout } from '../../components/layouts/ProviderLayout';
import { LegalAcceptanceModal } from '../../features/onboarding/components/LegalAcceptanceModal';
import { RequireRole } from '../../session/components/RequireRole';
import { selectSession, signOutRequested } from '../../session/sessionSlice';
import { providerFeatures } from '../features';
import { useAppDispatch, useAppSelector } from '../hooks';

/** The header's links: each area's menu entries, in the list's order (app/features.ts). */
const providerMenu = providerFeatures.flatMap((feature) => feature.menu);

/**
 * A provider's screen: only for the provider role, inside the provider frame (name, balance, the areas' links, Sair);
 * a screen still loading shows a spinner inside the frame.
 */
export function ProviderFrame({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const { name, credits } = useAppSelector(selectSession);
  return (
    <RequireRole role="provider">
      <ProviderLayout
        fullName={name}
        credits={credits}
        links={providerMenu}
        onSignOut={() => dispatch(signOutRequested())}
      >
        <Suspense fallback={<FullPageSpinner />}>{children}</Suspense>
        <LegalAcceptanceModal />
      </ProviderLayout>
    </RequireRole>
  );
}
