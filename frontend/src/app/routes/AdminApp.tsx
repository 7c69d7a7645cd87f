import { Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { NotFoundResult } from '../../components/NotFoundResult';
import { AdminLayout } from '../../components/layouts/AdminLayout';
import { paths } from '../../config/paths';
import { RequireRole } from '../../session/components/RequireRole';
import { usePendingWorkQuery } from '../../features/admin/trust/trustReads';
import { useParkedOpenCountQuery } from '../../features/admin/operations/parkedEventsReads';
import { signOutRequested } from '../../session/sessionSlice';
import { routeElement } from '../../lib/feature';
import { useAppDispatch } from '../hooks';
import { adminFeatures, adminMenu } from './adminFeatures';

/** The admin's screens, from its features' descriptors (adminFeatures.ts); `''` is the index (Áreas). */
const adminRoutes = adminFeatures
  .flatMap((feature) => feature.routes)
  .map((route) =>
    route.path === '' ? (
      <Route key="index" index element={routeElement(route)} />
    ) : (
      <Route key={route.path} path={route.path} element={routeElement(route)} />
    ),
  );

/** Everything under /admin (lazy-loaded): admins only, in the admin frame. */
export default function AdminApp() {
  const dispatch = useAppDispatch();
  // The menu's "Eventos com falha" count (ADR 0155); the screen asks for it again after each decision.
  const { data: parkedEvents } = useParkedOpenCountQuery();
  // The trust queues' counts (issue #35 item 9), asked again on each screen so a decision shows in the menu.
  const { pathname } = useLocation();
  const { data: pending } = usePendingWorkQuery(pathname);
  return (
    <RequireRole role="admin">
      <AdminLayout
        onSignOut={() => dispatch(signOutRequested())}
        menu={adminMenu}
        counts={{ parkedEvents: parkedEvents ?? 0, ...pending }}
      >
        <Suspense fallback={<FullPageSpinner />}>
          <Routes>
            {adminRoutes}
            <Route path="*" element={<NotFoundResult homePath={paths.admin.areas} homeLabel="Voltar para Áreas" />} />
          </Routes>
        </Suspense>
      </AdminLayout>
    </RequireRole>
  );
}
