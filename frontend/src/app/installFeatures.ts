import type { Slice } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import { rootReducer } from './rootReducer';
import type { AppStore } from './store';

/**
 * Installs lazily loaded features into a store (ADR 0183): each slice is injected into the root reducer (declared in
 * `LazyLoadedSlices`) and each saga started once per store, under the feature's name (`name#2`… for the next ones).
 */
export function installFeatures(
  store: AppStore,
  features: readonly { name: string; slices: readonly Slice[]; sagas: readonly Saga<[]>[] }[],
): void {
  for (const feature of features) {
    // The slices are declared in LazyLoadedSlices (rootReducer.ts), which inject checks them against.
    for (const slice of feature.slices) rootReducer.inject(slice as Parameters<typeof rootReducer.inject>[0]);
    feature.sagas.forEach((saga, index) =>
      store.injectSaga(index ? `${feature.name}#${index + 1}` : feature.name, saga),
    );
  }
}
