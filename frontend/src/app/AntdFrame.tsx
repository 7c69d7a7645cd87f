import { App as AntApp, ConfigProvider } from 'antd';
import ptBR from 'antd/locale/pt_BR';
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import { useEffect, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { appTheme } from '../config/theme';
import { ensureFeedbackHost } from '../lib/feedback';
import { FeedbackBridge } from './FeedbackBridge';

dayjs.locale('pt-br');

/**
 * antd's theme and pt-BR locale. Loaded with the first screen that uses antd, never by the home page (issue #19: the
 * home route's JavaScript budget, ADR 0121).
 */
function AntdFrame({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={ptBR} theme={appTheme}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}

/**
 * The feedback service's host (toasts and dialogs the sagas ask for), mounted once beside the routes (AppProvider):
 * a toast outlives the screen that asked for it ('Recebemos seu contato!' then the home page).
 */
export function FeedbackHost() {
  return (
    <AntdFrame>
      <FeedbackBridge />
    </AntdFrame>
  );
}

/** The frame as a layout route: every route but `/` renders inside it, and the feedback host is mounted with it. */
export function AntdRoutesFrame() {
  useEffect(() => ensureFeedbackHost(), []);
  return (
    <AntdFrame>
      <Outlet />
    </AntdFrame>
  );
}
