import { Button, Card, Col, Row, Skeleton, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { PublicLayout } from '../../components/layouts/PublicLayout';
import { paths } from '../../config/paths';
import { palette, spacing } from '../../config/theme';
import { HomeSearch } from '../../features/public/components/HomeSearch';
import { contentRequested, homeOpened, selectPublicSite } from '../../features/public/publicSiteSlice';
import { useAppDispatch, useAppSelector } from '../hooks';
import { usePageTitle } from '../../hooks/usePageTitle';

const providerCategories = [
  'Técnicos(as) de Segurança do Trabalho',
  'Engenheiros(as) de Segurança do Trabalho',
  'Médicos(as) do Trabalho',
  'Enfermeiros(as) do Trabalho',
  'Clínicas de Medicina Ocupacional',
  'Higienistas Ocupacionais',
  'Ergonomistas',
  'Consultorias em SST e e-Social',
  'Instrutores(as) de treinamentos NR',
];

/** / — hero with the catalogue search and the picks for /demanda, then how it works, who provides, and the sign-up call. */
export function HomePage() {
  const dispatch = useAppDispatch();
  const { home, loading } = useAppSelector(selectPublicSite);
  usePageTitle('Serviços de Saúde e Segurança do Trabalho');
  useEffect(() => {
    dispatch(homeOpened());
    dispatch(contentRequested('home'));
  }, [dispatch]);
  const steps = home ? [home.item1, home.item2, home.item3] : [];

  return (
    <PublicLayout>
      <section
        id="header"
        style={{
          padding: `${spacing.xl}px ${spacing.lg}px`,
          borderRadius: 16,
          background: `linear-gradient(135deg, ${palette.green700} 0%, ${palette.green500} 100%)`,
          color: palette.surface,
          marginBottom: spacing.xl,
        }}
      >
        <Typography.Title level={1} style={{ color: palette.surface, marginTop: 0 }}>
          ConectaSST
        </Typography.Title>
        {home ? (
          <>
            <Typography.Title level={2} style={{ color: palette.surface, marginTop: 0, fontSize: 24 }}>
              {home.title}
            </Typography.Title>
            <Typography.Paragraph style={{ color: palette.surface, fontSize: 17, maxWidth: 720 }}>{home.subtitle}</Typography.Paragraph>
          </>
        ) : loading.home ? (
          <Skeleton active title={false} paragraph={{ rows: 2 }} />
        ) : null}
        <HomeSearch />
        <Typography.Paragraph strong style={{ color: palette.surface, marginTop: spacing.md, marginBottom: 0 }}>
          Receba até 5 contatos de prestadores, gratuitamente.
        </Typography.Paragraph>
      </section>

      {home ? (
        <Card style={{ marginBottom: spacing.xl }}>
          <Typography.Title level={2} style={{ marginTop: 0 }}>
            Sobre nós
          </Typography.Title>
          <Typography.Paragraph style={{ fontSize: 16, marginBottom: 0 }}>{home.about}</Typography.Paragraph>
        </Card>
      ) : null}

      <Typography.Title level={2}>Como funciona</Typography.Title>
      <Row gutter={[spacing.lg, spacing.lg]} style={{ marginBottom: spacing.xl }}>
        {steps.map((step, index) => (
          <Col key={index} xs={24} md={8}>
            <Card title={`Passo ${index + 1}`} style={{ height: '100%' }}>
              {step}
            </Card>
          </Col>
        ))}
      </Row>

      <Typography.Title level={2}>Quem atende</Typography.Title>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: spacing.sm, marginBottom: spacing.xl }}>
        {providerCategories.map((category) => (
          <Tag key={category} color="green" style={{ fontSize: 14, padding: '4px 10px' }}>
            {category}
          </Tag>
        ))}
      </div>

      <Card style={{ background: palette.green100 }}>
        <Typography.Title level={2} style={{ marginTop: 0 }}>
          É prestador de serviços de SST?
        </Typography.Title>
        <Typography.Paragraph style={{ fontSize: 16 }}>
          Cadastre-se grátis, receba demandas da sua região e fique com 100% do valor negociado. Sem mensalidade e sem comissão.
        </Typography.Paragraph>
        <Link to={paths.signup}>
          <Button type="primary" size="large">
            Cadastre-se grátis
          </Button>
        </Link>
      </Card>
    </PublicLayout>
  );
}
