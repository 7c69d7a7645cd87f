import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { setFeedbackHostRequester } from '../lib/feedback';
import type { AppStore } from './store';

const FeedbackHost = lazy(async () => ({ default: (await import('./AntdFrame')).FeedbackHost }));

/**
 * The themed feedback host, loaded and mounted the first time a screen inside antd's frame opens or a toast or dialog
 * is asked for (the home page's 'NR Adicionado com sucesso!'): the home page itself carries no antd (ADR 0121).
 */
function FeedbackHostOnDemand() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    setFeedbackHostRequester(() => setWanted(true));
    return () => setFeedbackHostRequester(null);
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <FeedbackHost />
    </Suspense>
  ) : null;
}

/** The store and the feedback host; antd's theme and locale come with the screens' frame (AppRoutes, AntdFrame). */
export function AppProvider({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <FeedbackHostOnDemand />
      {children}
    </Provider>
  );
}
