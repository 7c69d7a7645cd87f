import { Typography } from 'antd';
import { PageCard } from '../../../components/PageCard';
import { PublicLayout } from '../../../components/layouts/PublicLayout';
import { ResendLinkForm } from './ResendLinkForm';

/** /minha-demanda — a requester who lost the e-mail asks for the link of their demand again. */
export function ResendLinkScreen() {
  return (
    <PublicLayout>
      <PageCard title="Meu pedido" documentTitle="Novo link do pedido">
        <div style={{ maxWidth: 480 }}>
          <Typography.Paragraph>
            Enviamos para o seu e-mail o link que confirma o pedido e mostra os parceiros interessados. Não encontrou?
            Informe o e-mail usado no pedido e enviaremos um novo link.
          </Typography.Paragraph>
          <ResendLinkForm />
        </div>
      </PageCard>
    </PublicLayout>
  );
}
