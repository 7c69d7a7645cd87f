import { render, type RenderResult } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import { useEffect } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { App } from '../app/App';
import { AppProvider } from '../app/provider';
import { setupStore, type AppStore } from '../app/store';

export interface RenderedApp extends RenderResult {
  store: AppStore;
  user: UserEvent;
  /** Path the app shows now. */
  currentPath(): string;
}

/** The whole app (store, sagas, theme, routes) at `path`, as a browser would show it; the API is mocked by the test. */
export function renderApp(path: string): RenderedApp {
  const store = setupStore();
  const location = { pathname: path };
  function LocationProbe() {
    const { pathname } = useLocation();
    useEffect(() => {
      location.pathname = pathname;
    }, [pathname]);
    return null;
  }
  const rendered = render(
    <AppProvider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <App />
        <LocationProbe />
      </MemoryRouter>
    </AppProvider>,
  );
  return {
    ...rendered,
    store, // No pause between keys, and no pointer-events check: that check computes styles up the tree on every event, which
    // jsdom makes slow once antd has injected its styles.
    user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }),
    currentPath: () => location.pathname,
  };
}

/** Loads the lazy admin chunk (routes and slices) up front, so a loaded machine does not spend a test's waits on it. */
export async function preloadAdminChunk(): Promise<void> {
  await Promise.all([import('../app/routes/AdminApp'), import('../app/routes/adminFeatures')]);
}
