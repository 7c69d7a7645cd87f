import { Suspense, lazy } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { NotFoundResult } from '../../components/NotFoundResult';
import { AdminLayout } from '../../components/layouts/AdminLayout';
import { paths } from '../../config/paths';
import { AreaAddScreen } from '../../features/admin/areas/components/AreaAddScreen';
import { AreaEditScreen } from '../../features/admin/areas/components/AreaEditScreen';
import { AreasListScreen } from '../../features/admin/areas/components/AreasListScreen';
import { PostEditScreen, PostNewScreen } from '../../features/admin/blog/components/PostFormScreen';
import { PostsListScreen } from '../../features/admin/blog/components/PostsListScreen';
import { PagesScreen } from '../../features/admin/pages/components/PagesScreen';
import { FaqEditScreen, FaqNewScreen } from '../../features/admin/pages/components/FaqFormScreen';
import { FaqListScreen } from '../../features/admin/pages/components/FaqListScreen';
import { HomeFormScreen } from '../../features/admin/pages/components/HomeFormScreen';
import { MvvFormScreen } from '../../features/admin/pages/components/MvvFormScreen';
import { LegalFormScreen } from '../../features/admin/pages/components/LegalFormScreen';
import { ContactsScreen } from '../../features/admin/contacts/components/ContactsScreen';
import { DemandEditScreen } from '../../features/admin/demands/components/DemandEditScreen';
import { DemandsListScreen } from '../../features/admin/demands/components/DemandsListScreen';
import { NrAddScreen } from '../../features/admin/nrs/components/NrAddScreen';
import { PackageAddScreen } from '../../features/admin/packages/components/PackageAddScreen';
import { PartnerEditScreen } from '../../features/admin/partners/components/PartnerEditScreen';
import { PartnersListScreen } from '../../features/admin/partners/components/PartnersListScreen';
import { SubscriptionsListScreen } from '../../features/admin/partners/components/SubscriptionsListScreen';
import { PackageEditScreen } from '../../features/admin/packages/components/PackageEditScreen';
import { PackagesListScreen } from '../../features/admin/packages/components/PackagesListScreen';
import { NrEditScreen } from '../../features/admin/nrs/components/NrEditScreen';
import { NrsListScreen } from '../../features/admin/nrs/components/NrsListScreen';
import { AgendaRulesListScreen } from '../../features/admin/agendaRules/components/AgendaRulesListScreen';
import { AgendaRuleAddScreen } from '../../features/admin/agendaRules/components/AgendaRuleAddScreen';
import { AgendaRuleEditScreen } from '../../features/admin/agendaRules/components/AgendaRuleEditScreen';
import { ServiceAddScreen } from '../../features/admin/services/components/ServiceAddScreen';
import { ServiceEditScreen } from '../../features/admin/services/components/ServiceEditScreen';
import { ServicesListScreen } from '../../features/admin/services/components/ServicesListScreen';
import { HistoryScreen } from '../../features/admin/audit/components/HistoryScreen';
import { LogExportScreen } from '../../features/admin/analysis/components/LogExportScreen';
import { TimeTravelScreen } from '../../features/admin/analysis/components/TimeTravelScreen';
import { LedgerScreen } from '../../features/admin/audit/components/LedgerScreen';
import { PaymentReversalsScreen } from '../../features/admin/audit/components/PaymentReversalsScreen';
import { SubscriptionHistoryScreen } from '../../features/admin/audit/components/SubscriptionHistoryScreen';
import { RequireRole } from '../../session/components/RequireRole';
import { CredentialsQueueScreen } from '../../features/admin/trust/components/CredentialsQueueScreen';
import { LeadReportsScreen } from '../../features/admin/trust/components/LeadReportsScreen';
import { ReviewsQueueScreen } from '../../features/admin/trust/components/ReviewsQueueScreen';
import { trustViews } from '../../features/admin/trust/trustViews';
import { ParkedEventsScreen } from '../../features/admin/operations/components/ParkedEventsScreen';
import { LgpdRequestsScreen } from '../../features/admin/lgpd/components/LgpdRequestsScreen';
import { parkedEventsViews } from '../../features/admin/operations/parkedEventsViews';
import { useAdminView } from '../../lib/adminCrud/useAdminView';
import { signOutRequested } from '../../session/sessionSlice';
import { useAppDispatch } from '../hooks';

// The chart library loads only with the dashboard (ADR 0070): the other admin screens do not wait for it.
const DashboardScreen = lazy(() =>
  import('../../features/admin/audit/components/DashboardScreen').then((m) => ({ default: m.DashboardScreen })),
);

/** Everything under /admin (lazy-loaded): admins only, in the admin frame. */
export default function AdminApp() {
  const dispatch = useAppDispatch();
  // The menu's "Eventos com falha" count (ADR 0155); the screen asks for it again after each decision.
  const { data: parkedEvents } = useAdminView(parkedEventsViews, 'openCount', {});
  // The trust queues' counts (issue #35 item 9), asked again on each screen so a decision shows in the menu.
  const { pathname } = useLocation();
  const { data: pending } = useAdminView(trustViews, 'pendingWork', { at: pathname });
  return (
    <RequireRole role="admin">
      <AdminLayout
        onSignOut={() => dispatch(signOutRequested())}
        counts={{ parkedEvents: parkedEvents ?? 0, ...pending }}
      >
        <Suspense fallback={<FullPageSpinner />}>
          <Routes>
            <Route index element={<AreasListScreen />} />
            <Route path="painel" element={<DashboardScreen />} />
            <Route path="historico/:kind/:id" element={<HistoryScreen />} />
            <Route path="como-estava" element={<TimeTravelScreen />} />
            <Route path="exportacao" element={<LogExportScreen />} />
            <Route path="area/add" element={<AreaAddScreen />} />
            <Route path="area/edit" element={<AreaEditScreen />} />
            <Route path="nrs" element={<NrsListScreen />} />
            <Route path="nrs/add" element={<NrAddScreen />} />
            <Route path="nrs/edit" element={<NrEditScreen />} />
            <Route path="agenda-rules" element={<AgendaRulesListScreen />} />
            <Route path="agenda-rules/add" element={<AgendaRuleAddScreen />} />
            <Route path="agenda-rules/edit" element={<AgendaRuleEditScreen />} />
            <Route path="services" element={<ServicesListScreen />} />
            <Route path="services/add" element={<ServiceAddScreen />} />
            <Route path="services/edit" element={<ServiceEditScreen />} />
            {/* Spec §2 spells these /admin/cms/... and /admin/CMS/...: route matching ignores case. */}
            <Route path="cms" element={<PagesScreen />} />
            <Route path="cms/home" element={<HomeFormScreen />} />
            <Route path="cms/PerguntasFrequentes" element={<FaqListScreen />} />
            <Route path="cms/PerguntasFrequentes/new" element={<FaqNewScreen />} />
            <Route path="cms/PerguntasFrequentes/edit" element={<FaqEditScreen />} />
            <Route path="cms/MissaoValores" element={<MvvFormScreen />} />
            <Route path="cms/legal/:kind" element={<LegalFormScreen />} />
            <Route path="contatos" element={<ContactsScreen />} />
            <Route path="demanda" element={<DemandsListScreen />} />
            <Route path="demanda/edit" element={<DemandEditScreen />} />
            <Route path="demanda/:id/inscricoes" element={<SubscriptionHistoryScreen of="demand" />} />
            <Route path="inscricoes" element={<SubscriptionsListScreen />} />
            <Route path="reembolsos" element={<LeadReportsScreen />} />
            <Route path="eventos-com-falha" element={<ParkedEventsScreen />} />
            <Route path="lgpd" element={<LgpdRequestsScreen />} />
            <Route path="avaliacoes" element={<ReviewsQueueScreen />} />
            <Route path="credenciais" element={<CredentialsQueueScreen />} />
            <Route path="Parceiro" element={<PartnersListScreen />} />
            <Route path="Parceiro/edit/:id" element={<PartnerEditScreen />} />
            <Route path="Parceiro/:id" element={<PartnerEditScreen />} />
            <Route path="Parceiro/:id/creditos" element={<LedgerScreen />} />
            <Route path="estornos" element={<PaymentReversalsScreen />} />
            <Route path="Parceiro/:id/inscricoes" element={<SubscriptionHistoryScreen of="partner" />} />
            <Route path="credits" element={<PackagesListScreen />} />
            <Route path="credits/add" element={<PackageAddScreen />} />
            <Route path="credits/edit" element={<PackageEditScreen />} />
            <Route path="blog" element={<PostsListScreen />} />
            <Route path="blog/new" element={<PostNewScreen />} />
            <Route path="blog/edit" element={<PostEditScreen />} />
            <Route path="*" element={<NotFoundResult homePath={paths.admin.areas} homeLabel="Voltar para Áreas" />} />
          </Routes>
        </Suspense>
      </AdminLayout>
    </RequireRole>
  );
}
