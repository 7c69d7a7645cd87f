import { MAX_SUBSCRIBERS } from '@conectasst/common/rules/demandRules';
import { Button, Card, Col, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageCard } from '../../../components/PageCard';
import { PublicLayout } from '../../../components/layouts/PublicLayout';
import { spacing } from '../../../config/theme';

/** Spec §2: /comofunciona and /{product} both end with these two buttons. */
export function CallToActions() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: spacing.md, marginTop: spacing.lg }}>
      <Link to="/#header">
        <Button type="primary" size="large">
          Solicitar orçamento
        </Button>
      </Link>
      <Link to="/signup/#header">
        <Button size="large">Quero ser parceiro</Button>
      </Link>
    </div>
  );
}

export function InfoPage({ title, intro, blocks }: { title: string; intro: ReactNode; blocks: { title: string; text: string }[] }) {
  return (
    <PublicLayout>
      <PageCard title={title}>
        <Typography.Paragraph style={{ fontSize: 16 }}>{intro}</Typography.Paragraph>
        <Row gutter={[spacing.lg, spacing.lg]}>
          {blocks.map((block) => (
            <Col key={block.title} xs={24} md={12} lg={8}>
              <Card title={block.title} style={{ height: '100%' }}>
                {block.text}
              </Card>
            </Col>
          ))}
        </Row>
        <CallToActions />
      </PageCard>
    </PublicLayout>
  );
}

/** /comofunciona */
export function HowItWorksPage() {
  return (
    <InfoPage
      title="Como funciona"
      intro="A ConectaSST aproxima empresas que precisam de serviços de Saúde e Segurança do Trabalho de prestadores qualificados."
      blocks={[
        { title: '1. A empresa pede um orçamento', text: 'Sem criar conta: escolha os serviços, conte sobre a empresa e o local. É gratuito.' },
        { title: '2. Parceiros se inscrevem', text: `Prestadores da região se inscrevem na demanda usando créditos. No máximo ${MAX_SUBSCRIBERS} por demanda.` },
        { title: '3. Negociação direta', text: `A empresa recebe até ${MAX_SUBSCRIBERS} contatos e negocia direto com o parceiro, sem comissão.` },
        { title: 'Para parceiros', text: 'Cadastro gratuito. Créditos só são consumidos ao se inscrever em uma demanda; você fica com 100% do valor negociado.' },
        { title: 'Pagamento de créditos', text: 'Cartão: créditos liberados logo após a confirmação. Boleto: em até 24 horas úteis bancárias.' },
      ]}
    />
  );
}

/** /conectasst — the about page (spec: /{product}). */
export function AboutPage() {
  return (
    <InfoPage
      title="Sobre a ConectaSST"
      intro="Somos um marketplace de Saúde e Segurança do Trabalho: NRs, e-Social SST, laudos, programas e treinamentos, em um só lugar."
      blocks={[
        { title: 'Para empresas', text: `Um único pedido de orçamento, até ${MAX_SUBSCRIBERS} contatos de prestadores, sem custo.` },
        { title: 'Para prestadores', text: 'Técnicos, engenheiros, médicos do trabalho, clínicas e consultorias encontram novos clientes.' },
        { title: 'Sem comissão', text: 'Não há plano de assinatura: cobramos apenas a compra de pacotes de créditos.' },
      ]}
    />
  );
}
