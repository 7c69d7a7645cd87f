import 'antd/dist/reset.css';
import './config/tokens.css';
import './config/targets.css';
import './config/overflow.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { AppProvider } from './app/provider';
import { setupStore } from './app/store';
import { readEmbeddedHome } from './features/public/embeddedHome';
import { homeLoaded } from './features/public/publicSiteSlice';
import { registerServiceWorker } from './features/public/serviceWorker';

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root não encontrado em index.html');

const store = setupStore();

// The home texts the server rendered into / (ADR 0121): shown by the first render, refreshed by the usual request.
const embeddedHome = readEmbeddedHome();
if (embeddedHome) store.dispatch(homeLoaded(embeddedHome));

// Spec §4: /service-worker.js, unregistered (and the page reloaded) when it is gone.
registerServiceWorker();

createRoot(container).render(
  <StrictMode>
    <AppProvider store={store}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </AppProvider>
  </StrictMode>,
);
