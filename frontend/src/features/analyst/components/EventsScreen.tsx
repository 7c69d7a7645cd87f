import { Typography } from 'antd';
import { usePageTitle } from '../../../hooks/usePageTitle';

/** "Eventos", the stream browser (issue #40 item 2). */
export function EventsScreen() {
  usePageTitle('Eventos');
  return (
    <>
      <Typography.Title level={1}>Eventos</Typography.Title>
      <Typography.Paragraph>As categorias de fluxos de eventos aparecem aqui.</Typography.Paragraph>
    </>
  );
}
