import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { UserType } from '@conectasst/common/api/auth';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { NotFoundResult } from '../../components/NotFoundResult';
import { AdminLayout } from '../../components/layouts/AdminLayout';
import { analystMenu } from '../../components/layouts/analystMenu';
import { paths } from '../../config/paths';
import { HistoryScreen } from '../../features/admin/audit/components/HistoryScreen';
import { LedgerScreen } from '../../features/admin/audit/components/LedgerScreen';
import { SubscriptionHistoryScreen } from '../../features/admin/audit/components/SubscriptionHistoryScreen';
import { LogExportScreen } from '../../features/admin/analysis/components/LogExportScreen';
import { TimeTravelScreen } from '../../features/admin/analysis/components/TimeTravelScreen';
import { AuditLookupScreen } from '../../features/analyst/components/AuditLookupScreen';
import { EventsScreen } from '../../features/analyst/components/EventsScreen';
import { RequireRole } from '../../session/components/RequireRole';
import { signOutRequested } from '../../session/sessionSlice';
import { useAppDispatch } from '../hooks';

/** Who may open the analyst's area: analysts, and admins (issue #40). A constant: RequireRole's effect depends on it. */
const ANALYST_AREA_ROLES: readonly UserType[] = ['analyst', 'admin'];

/**
 * Everything under /analista (lazy-loaded; issue #40, ADR 0178): "Eventos" and the audit screens (the admin's own
 * components, with the analyst's addresses), read-only. The server masks personal data for analysts, records each
 * look and refuses them every write; this area only draws what it is given.
 */
export default function AnalystApp() {
  const dispatch = useAppDispatch();
  return (
    <RequireRole role={ANALYST_AREA_ROLES}>
      <AdminLayout
        onSignOut={() => dispatch(signOutRequested())}
        menu={analystMenu}
        navLabel="Navegação do analista"
        section="Análise"
        home={paths.analyst.events}
      >
        <Suspense fallback={<FullPageSpinner />}>
          <Routes>
            <Route index element={<EventsScreen />} />
            <Route path="eventos" element={<EventsScreen />} />
            <Route path="eventos/:stream" element={<EventsScreen />} />
            <Route path="auditoria" element={<AuditLookupScreen />} />
            <Route path="historico/:kind/:id" element={<HistoryScreen />} />
            <Route path="como-estava" element={<TimeTravelScreen />} />
            <Route path="exportacao" element={<LogExportScreen />} />
            <Route path="demanda/:id/inscricoes" element={<SubscriptionHistoryScreen of="demand" area="analyst" />} />
            <Route path="Parceiro/:id/creditos" element={<LedgerScreen area="analyst" />} />
            <Route path="Parceiro/:id/inscricoes" element={<SubscriptionHistoryScreen of="partner" area="analyst" />} />
            <Route
              path="*"
              element={<NotFoundResult homePath={paths.analyst.events} homeLabel="Voltar para Eventos" />}
            />
          </Routes>
        </Suspense>
      </AdminLayout>
    </RequireRole>
  );
}
