import type { ProviderInsights } from '@conectasst/common/api/insights';
import type { InsightsPeriod } from '@conectasst/common/rules/insightsRules';
import {
  INSIGHTS_DEFAULT_DAYS,
  INSIGHTS_NOT_ENOUGH_OTHERS,
  INSIGHTS_PERIODS_DAYS,
  INSIGHTS_SPEED_BAND_LABELS,
} from '@conectasst/common/rules/insightsRules';
import { formatDelay } from '@conectasst/common/text/delay';
import { Alert, Card, Col, Flex, Radio, Row, Space, Spin, Statistic, Typography } from 'antd';
import { useState } from 'react';
import { PageCard } from '../../../components/PageCard';
import { spacing } from '../../../config/theme';
import { messageOf } from '../../../lib/serverState/api';
import { useMyInsightsQuery } from '../insightsReads';

/**
 * /dashboard/desempenho (issue #21 item 6, ADR 0127): the provider's own figures for the last 30 or 90 days, and its
 * subscription speed, and where it falls among the other providers of its areas and region as a quartile band — never
 * a figure of theirs, and only with at least 5 of them (issue #33 item 5, ADR 0157).
 */
export function InsightsScreen() {
  const [days, setDays] = useState<InsightsPeriod>(INSIGHTS_DEFAULT_DAYS);
  // `currentData`: the figures of the period shown, never those of the period before while the next loads.
  const { currentData: insights, error } = useMyInsightsQuery(days);
  const refusal = messageOf(error);

  return (
    <PageCard title="Meu desempenho">
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Radio.Group
          aria-label="Período"
          optionType="button"
          value={days}
          onChange={(e) => setDays(e.target.value as InsightsPeriod)}
          options={INSIGHTS_PERIODS_DAYS.map((d) => ({ label: `Últimos ${d} dias`, value: d }))}
        />
        {refusal ? (
          <Alert type="error" showIcon title={refusal} />
        ) : !insights ? (
          <Flex justify="center">
            <Spin />
          </Flex>
        ) : (
          <Figures insights={insights} />
        )}
      </Space>
    </PageCard>
  );
}

function Figures({ insights }: { insights: ProviderInsights }) {
  const { speed, rating } = insights;
  const figures: { title: string; value: string | number }[] = [
    { title: 'Demandas do seu perfil', value: insights.matching },
    { title: 'Inscrições', value: insights.subscribed },
    { title: 'Contratações', value: insights.hired },
    // Issue #36 item 2: the provider's own proposals and how many of them won.
    { title: 'Propostas enviadas', value: insights.proposals.sent },
    {
      title: 'Taxa de propostas ganhas',
      value: insights.proposals.winRatePercent === null ? '—' : `${insights.proposals.winRatePercent}%`,
    },
    { title: 'Créditos gastos', value: insights.creditsSpent },
    { title: 'Créditos por contratação', value: insights.creditsPerHire ?? '—' },
    {
      title: 'Nota',
      value: rating.average === null ? '—' : `${rating.average.toLocaleString('pt-BR')} de 5 (${rating.count})`,
    },
  ];
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Row gutter={[spacing.md, spacing.md]}>
        {figures.map((f) => (
          <Col key={f.title} xs={12} md={8}>
            <Card size="small">
              <Statistic title={f.title} value={f.value} />
            </Card>
          </Col>
        ))}
      </Row>
      <Typography.Text type="secondary">
        Demandas publicadas no período que combinam com suas áreas, NRs e regiões; contratações informadas pelos
        solicitantes em &quot;Já contratei&quot;; a nota considera todas as suas avaliações visíveis.
      </Typography.Text>
      <Card
        size="small"
        title="Velocidade de inscrição (mediana do tempo entre o cadastro da demanda e a sua inscrição)"
      >
        <Row gutter={[spacing.md, spacing.md]}>
          <Col xs={24} md={12}>
            <Statistic
              title="Você"
              value={
                speed.yourMedianSeconds === null ? 'Sem inscrições no período' : formatDelay(speed.yourMedianSeconds)
              }
            />
          </Col>
          <Col xs={24} md={12}>
            <Statistic
              title="Sua posição entre os outros parceiros das suas áreas e região"
              value={speed.othersBand === null ? 'Ainda sem comparação' : INSIGHTS_SPEED_BAND_LABELS[speed.othersBand]}
            />
          </Col>
        </Row>
        {speed.yourMedianSeconds !== null && speed.othersBand === null && (
          <Typography.Paragraph style={{ marginTop: spacing.sm, marginBottom: 0 }}>
            {INSIGHTS_NOT_ENOUGH_OTHERS}
          </Typography.Paragraph>
        )}
        <Typography.Paragraph type="secondary" style={{ marginTop: spacing.sm, marginBottom: 0 }}>
          Nunca mostramos o tempo de outro parceiro: só a faixa (quartil) em que o seu fica entre os deles, e só quando
          pelo menos {speed.minOtherProviders} outros parceiros se inscreveram em demandas no período.
        </Typography.Paragraph>
      </Card>
    </Space>
  );
}
