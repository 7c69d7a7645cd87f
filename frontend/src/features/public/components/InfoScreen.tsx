import { aboutContent, howItWorksContent } from '@conectasst/common/web/infoPages';
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

export function InfoScreen({
  title,
  intro,
  blocks,
}: {
  title: string;
  intro: ReactNode;
  blocks: { title: string; text: string }[];
}) {
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

/** /comofunciona (texts shared with the server's HTML of the page: common/src/web/infoPages.ts) */
export function HowItWorksScreen() {
  return (
    <InfoScreen title={howItWorksContent.title} intro={howItWorksContent.intro} blocks={howItWorksContent.blocks} />
  );
}

/** /conectasst — the about page (spec: /{product}). */
export function AboutScreen() {
  return <InfoScreen title={aboutContent.title} intro={aboutContent.intro} blocks={aboutContent.blocks} />;
}
