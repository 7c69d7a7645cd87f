import { areasSaga } from '../../features/admin/areas/areasSaga';
import { areasSlice } from '../../features/admin/areas/areasSlice';
import { rootReducer } from '../rootReducer';
import type { AppStore } from '../store';

/** Loaded with the admin code: adds the admin slices to the reducer and starts their sagas on this store. */
export function installAdminFeatures(store: AppStore): void {
  rootReducer.inject(areasSlice);
  store.injectSaga('admin/areas', areasSaga);
}
