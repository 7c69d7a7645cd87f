import type { ReactNode } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { readStored, storageKeys, writeStored } from '../../lib/storage';
import { ProviderLayout } from '../../components/layouts/ProviderLayout';
import { DemandsDashboard } from '../../features/dashboard/components/DemandsDashboard';
import { InsightsScreen } from '../../features/dashboard/components/InsightsScreen';
import { MyReviewsScreen } from '../../features/dashboard/components/MyReviewsScreen';
import { ServiceOfferScreen } from '../../features/dashboard/components/ServiceOfferScreen';
import { SubscribedDemandsScreen } from '../../features/dashboard/components/SubscribedDemandsScreen';
import { RequireRole } from '../../session/components/RequireRole';
import { selectSession, signOutRequested } from '../../session/sessionSlice';
import { useAppDispatch, useAppSelector } from '../hooks';

function Frame({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const { name, credits } = useAppSelector(selectSession);
  return (
    <RequireRole role="provider">
      <ProviderLayout fullName={name} credits={credits} onSignOut={() => dispatch(signOutRequested())}>
        {children}
      </ProviderLayout>
    </RequireRole>
  );
}

/** Spec §2: opened without a session, the service id is kept for after the login, and the login screen is shown. */
function PendingServiceGate({ children }: { children: ReactNode }) {
  const { id } = useParams();
  if (!readStored(storageKeys.token)) {
    if (id) writeStored(storageKeys.pendingServiceId, id);
    return <Navigate to="/login" replace />;
  }
  return children;
}

/** /dashboard (open demands), /dashboard/avaliacoes (reviews), /dashboard/desempenho (Meu desempenho) and /dashboard/service/{id}, lazy-loaded with the provider area. */
export default function ProviderHome() {
  return (
    <Routes>
      <Route
        index
        element={
          <Frame>
            <DemandsDashboard />
          </Frame>
        }
      />
      <Route
        path="avaliacoes"
        element={
          <Frame>
            <MyReviewsScreen />
          </Frame>
        }
      />
      <Route
        path="desempenho"
        element={
          <Frame>
            <InsightsScreen />
          </Frame>
        }
      />
      <Route
        path="service/:id"
        element={
          <PendingServiceGate>
            <Frame>
              <ServiceOfferScreen />
            </Frame>
          </PendingServiceGate>
        }
      />
    </Routes>
  );
}

/** /demandasinscritas. */
export function ProviderSubscriptions() {
  return (
    <Frame>
      <SubscribedDemandsScreen />
    </Frame>
  );
}
