import { Button, Card, Col, Row, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { PublicLayout } from '../../components/layouts/PublicLayout';
import { paths } from '../../config/paths';
import { palette, spacing } from '../../config/theme';

const highlights = [
  { title: 'Para empresas', text: 'Faça um pedido de orçamento sem criar conta e receba até 5 contatos, gratuitamente.' },
  { title: 'Para parceiros', text: 'Cadastre-se grátis, receba demandas e fique com 100% do valor negociado.' },
  { title: 'Sem comissão', text: 'A negociação é direta entre as partes. Créditos só são usados ao se inscrever em uma demanda.' },
];

/** / — a first, honest home page: what the product is and where to go. The full home (search, steps) comes later. */
export function HomePage() {
  return (
    <PublicLayout>
      <section
        style={{
          padding: `${spacing.xxl}px ${spacing.lg}px`,
          borderRadius: 16,
          background: `linear-gradient(135deg, ${palette.green700} 0%, ${palette.green500} 100%)`,
          color: palette.surface,
          marginBottom: spacing.xl,
        }}
      >
        <Typography.Title level={1} style={{ color: palette.surface, marginTop: 0 }}>
          ConectaSST
        </Typography.Title>
        <Typography.Paragraph style={{ color: palette.surface, fontSize: 18, maxWidth: 640 }}>
          O marketplace que conecta empresas a prestadores de serviços de Saúde e Segurança do Trabalho: NRs, e-Social
          e muito mais.
        </Typography.Paragraph>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: spacing.md }}>
          <Link to={paths.howItWorks}>
            <Button size="large">Como funciona</Button>
          </Link>
          <Link to={paths.signup}>
            <Button size="large" ghost>
              Seja um parceiro
            </Button>
          </Link>
        </div>
      </section>
      <Row gutter={[spacing.lg, spacing.lg]}>
        {highlights.map((item) => (
          <Col key={item.title} xs={24} md={8}>
            <Card title={item.title} style={{ height: '100%' }}>
              {item.text}
            </Card>
          </Col>
        ))}
      </Row>
    </PublicLayout>
  );
}
