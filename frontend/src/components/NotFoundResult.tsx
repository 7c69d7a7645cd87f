import { CompassOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { Link } from 'react-router-dom';
import { palette } from '../config/theme';
import { usePageTitle } from '../hooks/usePageTitle';

/** 404 content, in any layout. */
export function NotFoundResult({
  homePath = '/',
  homeLabel = 'Voltar para o início',
}: {
  homePath?: string;
  homeLabel?: string;
}) {
  usePageTitle('Página não encontrada');
  return (
    <Result
      icon={<CompassOutlined style={{ color: palette.green700 }} />}
      title="Página não encontrada"
      subTitle="O endereço acessado não existe ou foi alterado."
      extra={
        <Link to={homePath}>
          <Button type="primary">{homeLabel}</Button>
        </Link>
      }
    />
  );
}
