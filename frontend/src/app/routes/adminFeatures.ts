import { areasSaga } from '../../features/admin/areas/areasSaga';
import { areasSlice } from '../../features/admin/areas/areasSlice';
import { auditViews } from '../../features/admin/audit/auditViews';
import { blogAdminSaga } from '../../features/admin/blog/blogSaga';
import { blogAdminSlice } from '../../features/admin/blog/blogSlice';
import { cmsSaga } from '../../features/admin/cms/cmsSaga';
import { cmsSlice } from '../../features/admin/cms/cmsSlice';
import { contactsSaga } from '../../features/admin/contacts/contactsSaga';
import { contactsSlice } from '../../features/admin/contacts/contactsSlice';
import { adminDemandsSaga } from '../../features/admin/demands/demandsSaga';
import { adminDemandsSlice } from '../../features/admin/demands/demandsSlice';
import { nrsSaga } from '../../features/admin/nrs/nrsSaga';
import { packagesSaga } from '../../features/admin/packages/packagesSaga';
import { partnersSaga } from '../../features/admin/partners/partnersSaga';
import { partnersSlice } from '../../features/admin/partners/partnersSlice';
import { packagesSlice } from '../../features/admin/packages/packagesSlice';
import { nrsSlice } from '../../features/admin/nrs/nrsSlice';
import { servicesSaga } from '../../features/admin/services/servicesSaga';
import { servicesSlice } from '../../features/admin/services/servicesSlice';
import { trustViews } from '../../features/admin/trust/trustViews';
import { adminViewsSlice } from '../../lib/adminCrud/viewSlice';
import { rootReducer } from '../rootReducer';
import type { AppStore } from '../store';

/** Loaded with the admin code: adds the admin slices to the reducer and starts their sagas on this store. */
export function installAdminFeatures(store: AppStore): void {
  rootReducer.inject(adminViewsSlice);
  rootReducer.inject(areasSlice);
  store.injectSaga('admin/areas', areasSaga);
  rootReducer.inject(nrsSlice);
  store.injectSaga('admin/nrs', nrsSaga);
  rootReducer.inject(servicesSlice);
  store.injectSaga('admin/services', servicesSaga);
  rootReducer.inject(cmsSlice);
  store.injectSaga('admin/cms', cmsSaga);
  rootReducer.inject(contactsSlice);
  store.injectSaga('admin/contacts', contactsSaga);
  rootReducer.inject(adminDemandsSlice);
  store.injectSaga('admin/demands', adminDemandsSaga);
  rootReducer.inject(blogAdminSlice);
  store.injectSaga('admin/blog', blogAdminSaga);
  rootReducer.inject(packagesSlice);
  store.injectSaga('admin/packages', packagesSaga);
  rootReducer.inject(partnersSlice);
  store.injectSaga('admin/partners', partnersSaga);
  store.injectSaga('admin/trust', trustViews.saga);
  store.injectSaga('admin/audit', auditViews.saga);
}
