import { adminMenuOf } from '../../components/layouts/adminMenu';
import { adminAgendaRulesFeature } from '../../features/admin/agendaRules/feature';
import { adminAnalysisFeature } from '../../features/admin/analysis/feature';
import { adminAnalystsFeature } from '../../features/admin/analysts/feature';
import { adminAreasFeature } from '../../features/admin/areas/feature';
import { adminAuditFeature } from '../../features/admin/audit/feature';
import { adminBlogFeature } from '../../features/admin/blog/feature';
import { adminContactsFeature } from '../../features/admin/contacts/feature';
import { adminDemandsFeature } from '../../features/admin/demands/feature';
import { adminLgpdFeature } from '../../features/admin/lgpd/feature';
import { adminNrsFeature } from '../../features/admin/nrs/feature';
import { adminOperationsFeature } from '../../features/admin/operations/feature';
import { adminPackagesFeature } from '../../features/admin/packages/feature';
import { adminPagesFeature } from '../../features/admin/pages/feature';
import { adminPartnersFeature } from '../../features/admin/partners/feature';
import { adminServicesFeature } from '../../features/admin/services/feature';
import { adminTrustFeature } from '../../features/admin/trust/feature';
import { decisionsSlice } from '../../lib/adminCrud/decisionSlice';
import { installFeatures } from '../installFeatures';
import { rootReducer } from '../rootReducer';
import type { AppStore } from '../store';

/**
 * The admin console, one descriptor per area (ADR 0183), loaded with the admin code. Their slices and sagas are
 * installed into the store then; their routes (under /admin) and menu links are mapped by AdminApp. The order is the
 * menu's within each group (the groups' order is adminMenu.tsx's). A new admin area is its folder with a `feature.tsx`
 * and one line here.
 */
export const adminFeatures = [
  adminAreasFeature,
  adminNrsFeature,
  adminServicesFeature,
  adminAgendaRulesFeature,
  adminDemandsFeature,
  adminPartnersFeature,
  adminPackagesFeature,
  adminAuditFeature,
  adminTrustFeature,
  adminLgpdFeature,
  adminPagesFeature,
  adminBlogFeature,
  adminContactsFeature,
  adminOperationsFeature,
  adminAnalysisFeature,
  adminAnalystsFeature,
] as const;

/** The admin menu, grouped by job, from the features' entries. */
export const adminMenu = adminMenuOf(adminFeatures.flatMap((feature) => feature.menu));

/** Loaded with the admin code: adds the admin slices to the reducer and starts their sagas on this store. */
export function installAdminFeatures(store: AppStore): void {
  rootReducer.inject(decisionsSlice);
  installFeatures(store, adminFeatures);
}
