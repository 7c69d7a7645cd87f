import type { ReactNode } from 'react';
import { ProviderLayout } from '../../components/layouts/ProviderLayout';
import { LegalAcceptanceModal } from '../../features/onboarding/components/LegalAcceptanceModal';
import { RequireRole } from '../../session/components/RequireRole';
import { selectSession, signOutRequested } from '../../session/sessionSlice';
import { useAppDispatch, useAppSelector } from '../hooks';

/** A provider's screen: only for the provider role, inside the provider frame (name, balance, Sair). */
export function ProviderFrame({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const { name, credits } = useAppSelector(selectSession);
  return (
    <RequireRole role="provider">
      <ProviderLayout fullName={name} credits={credits} onSignOut={() => dispatch(signOutRequested())}>
        {children}
        <LegalAcceptanceModal />
      </ProviderLayout>
    </RequireRole>
  );
}
