import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga } from 'redux-saga';
import { rootReducer, type RootState } from './rootReducer';
import { rootSaga } from './rootSaga';

/** Builds the store with its saga middleware; tests build a fresh one each. */
export function setupStore(preloadedState?: Partial<RootState>) {
  const sagaMiddleware = createSagaMiddleware({
    onError: (error) => console.error('Erro não tratado em uma saga', error),
  });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: false }).concat(sagaMiddleware),
  });
  sagaMiddleware.run(rootSaga);

  const startedSagas = new Set<string>();
  /** Starts the saga of lazily loaded code once per store. */
  function injectSaga(key: string, saga: Saga<[]>): void {
    if (startedSagas.has(key)) return;
    startedSagas.add(key);
    sagaMiddleware.run(saga);
  }

  return Object.assign(store, { injectSaga });
}

export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];
export type { RootState };
