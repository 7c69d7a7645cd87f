import { analysisViews } from '../../features/admin/analysis/analysisViews';
import { auditViews } from '../../features/admin/audit/auditViews';
import { analystViews } from '../../features/analyst/analystViews';
import { adminViewsSlice } from '../../lib/adminCrud/viewSlice';
import { rootReducer } from '../rootReducer';
import type { AppStore } from '../store';

/** Loaded with the analyst's area: the audit screens' views and the analyst's own (same keys as the admin's: started once). */
export function installAnalystFeatures(store: AppStore): void {
  rootReducer.inject(adminViewsSlice);
  store.injectSaga('admin/audit', auditViews.saga);
  store.injectSaga('admin/analysis', analysisViews.saga);
  store.injectSaga('analyst', analystViews.saga);
}
