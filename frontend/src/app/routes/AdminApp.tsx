import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { NotFoundResult } from '../../components/NotFoundResult';
import { AdminLayout } from '../../components/layouts/AdminLayout';
import { paths } from '../../config/paths';
import { AreaAddScreen } from '../../features/admin/areas/components/AreaAddScreen';
import { AreaEditScreen } from '../../features/admin/areas/components/AreaEditScreen';
import { AreasListScreen } from '../../features/admin/areas/components/AreasListScreen';
import { RequireRole } from '../../features/session/components/RequireRole';
import { signOutRequested } from '../../features/session/sessionSlice';
import { useAppDispatch } from '../hooks';

/** Everything under /admin (lazy-loaded): admins only, in the admin frame. */
export default function AdminApp() {
  const dispatch = useAppDispatch();
  return (
    <RequireRole role="admin">
      <AdminLayout onSignOut={() => dispatch(signOutRequested())}>
        <Suspense fallback={<FullPageSpinner />}>
          <Routes>
            <Route index element={<AreasListScreen />} />
            <Route path="area/add" element={<AreaAddScreen />} />
            <Route path="area/edit" element={<AreaEditScreen />} />
            <Route path="*" element={<NotFoundResult homePath={paths.admin.areas} homeLabel="Voltar para Áreas" />} />
          </Routes>
        </Suspense>
      </AdminLayout>
    </RequireRole>
  );
}
