import { App as AntApp, ConfigProvider } from 'antd';
import ptBR from 'antd/locale/pt_BR';
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { appTheme } from '../config/theme';
import { FeedbackBridge } from './FeedbackBridge';
import type { AppStore } from './store';

dayjs.locale('pt-br');

/** Store, antd theme and pt-BR locale, and the feedback service: everything the screens expect around them. */
export function AppProvider({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ConfigProvider locale={ptBR} theme={appTheme}>
        <AntApp>
          <FeedbackBridge />
          {children}
        </AntApp>
      </ConfigProvider>
    </Provider>
  );
}
