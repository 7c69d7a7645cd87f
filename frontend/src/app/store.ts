import { configureStore, createAction, createDynamicMiddleware } from '@reduxjs/toolkit';
import type { serverApi } from '../lib/serverState/api';
import createSagaMiddleware, { type Saga } from 'redux-saga';
import { rootReducer, type RootState } from './rootReducer';
import { rootSaga } from './rootSaga';

const serverStateInjectedAction = createAction('serverState/injected');

/** Builds the store with its saga middleware; tests build a fresh one each. */
export function setupStore(preloadedState?: Partial<RootState>) {
  const sagaMiddleware = createSagaMiddleware({
    onError: (error) => console.error('Erro não tratado em uma saga', error),
  });
  // RTK Query's middleware joins with the first screen that reads server state (ADR 0184); its actions are thunks.
  const serverStateMiddleware = createDynamicMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().concat(sagaMiddleware, serverStateMiddleware.middleware),
  });
  sagaMiddleware.run(rootSaga);

  const startedSagas = new Set<string>();
  /** Starts the saga of lazily loaded code once per store. */
  function injectSaga(key: string, saga: Saga<[]>): void {
    if (startedSagas.has(key)) return;
    startedSagas.add(key);
    sagaMiddleware.run(saga);
  }

  let serverStateInjected = false;
  /**
   * Adds the server-state api's reducer and middleware (ADR 0184), once per store: called by the lazily loaded code
   * that reads through it (AppRoutes), never by the home page, which carries no RTK Query.
   */
  function injectServerState(api: typeof serverApi): void {
    if (serverStateInjected) return;
    serverStateInjected = true;
    rootReducer.inject(api);
    serverStateMiddleware.addMiddleware(api.middleware);
    // Any action will do: it fills the api's state in the store and registers its middleware.
    store.dispatch(serverStateInjectedAction());
  }

  /** Adds a lazily loaded slice (the admin's features and their tests): `rootReducer.inject`, reached through the store. */
  const injectSlice = rootReducer.inject;

  return Object.assign(store, { injectSaga, injectServerState, injectSlice });
}

export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];
export type { RootState };
