import type { ReactNode } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { readStored, storageKeys, writeStored } from '../../lib/storage';
import { DemandsDashboard } from '../../features/dashboard/components/DemandsDashboard';
import { InsightsScreen } from '../../features/dashboard/components/InsightsScreen';
import { MyReviewsScreen } from '../../features/dashboard/components/MyReviewsScreen';
import { ServiceOfferScreen } from '../../features/dashboard/components/ServiceOfferScreen';
import { SubscribedDemandsScreen } from '../../features/dashboard/components/SubscribedDemandsScreen';
import { AlertSettingsScreen } from '../../features/provider-alerts/components/AlertSettingsScreen';
import {
  SeatProposalPanel,
  SeatStageTag,
  SeatStagesLoader,
} from '../../features/provider-proposals/components/SeatProposalPanel';
import { ProviderFrame } from './ProviderFrame';

/** Spec §2: opened without a session, the service id is kept for after the login, and the login screen is shown. */
function PendingServiceGate({ children }: { children: ReactNode }) {
  const { id } = useParams();
  if (!readStored(storageKeys.token)) {
    if (id) writeStored(storageKeys.pendingServiceId, id);
    return <Navigate to="/login" replace />;
  }
  return children;
}

/** /dashboard (open demands), /dashboard/avaliacoes (reviews), /dashboard/desempenho (Meu desempenho), /dashboard/alertas (Alertas) and /dashboard/service/{id}, lazy-loaded with the provider area. */
export default function ProviderHome() {
  return (
    <Routes>
      <Route
        index
        element={
          <ProviderFrame>
            <DemandsDashboard />
          </ProviderFrame>
        }
      />
      <Route
        path="avaliacoes"
        element={
          <ProviderFrame>
            <MyReviewsScreen />
          </ProviderFrame>
        }
      />
      <Route
        path="desempenho"
        element={
          <ProviderFrame>
            <InsightsScreen />
          </ProviderFrame>
        }
      />
      <Route
        path="alertas"
        element={
          <ProviderFrame>
            <AlertSettingsScreen />
          </ProviderFrame>
        }
      />
      <Route
        path="service/:id"
        element={
          <PendingServiceGate>
            <ProviderFrame>
              <ServiceOfferScreen />
            </ProviderFrame>
          </PendingServiceGate>
        }
      />
    </Routes>
  );
}

/** /demandasinscritas, each seat with its stage and proposal (features/provider-proposals, issue #36 item 2). */
export function ProviderSubscriptions() {
  return (
    <ProviderFrame>
      <SeatStagesLoader />
      <SubscribedDemandsScreen
        seatTag={(demandId) => <SeatStageTag demandId={demandId} />}
        seatPanel={(record) => <SeatProposalPanel demandId={record.id} services={record.nrs} />}
      />
    </ProviderFrame>
  );
}
