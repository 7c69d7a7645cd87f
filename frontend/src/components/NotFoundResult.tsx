import { Button, Result } from 'antd';
import { Link } from 'react-router-dom';

/** 404 content, in any layout. */
export function NotFoundResult({ homePath = '/', homeLabel = 'Voltar para o início' }: { homePath?: string; homeLabel?: string }) {
  return (
    <Result
      status="404"
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
