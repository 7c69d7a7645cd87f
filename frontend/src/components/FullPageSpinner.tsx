import { Spin } from 'antd';
import { messages } from '@conectasst/common/rules/messages';

/** The spec's generic full-page 'Carregando...' spinner, for lazy screens and loaders. */
export function FullPageSpinner() {
  return <Spin fullscreen size="large" description={messages.loading} />;
}
