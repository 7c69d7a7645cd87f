import 'antd/dist/reset.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { AppProvider } from './app/provider';
import { setupStore } from './app/store';

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root não encontrado em index.html');

const store = setupStore();

createRoot(container).render(
  <StrictMode>
    <AppProvider store={store}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </AppProvider>
  </StrictMode>,
);
