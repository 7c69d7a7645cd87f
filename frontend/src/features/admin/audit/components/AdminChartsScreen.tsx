import type { DashboardData } from '@conectasst/common/api/audit';
import { formatBRL } from '@conectasst/common/text/brazilianFormats';
import { Alert, Button, Card, Col, Form, Row, Space, Statistic } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PeriodFields } from '../../../../components/admin/FilterFields';
import { PageCard } from '../../../../components/PageCard';
import { paths } from '../../../../config/paths';
import { spacing } from '../../../../config/theme';
import { useView } from '../../../../lib/serverState/view';
import { useDashboardQuery } from '../auditReads';
import { DashboardCharts, integer, type DashboardTotals } from './DashboardCharts';

type Period = { from?: string; to?: string };

const sum = <T,>(rows: T[], value: (row: T) => number) => rows.reduce((total, row) => total + value(row), 0);

function totalsOf(data: DashboardData): DashboardTotals & { reversed: number; reversedRevenue: number } {
  return {
    demands: sum(data.providersPerDemand, (p) => p.demands),
    sold: sum(data.creditsPerMonth, (m) => m.sold),
    spent: sum(data.creditsPerMonth, (m) => m.spent),
    revenue: sum(data.creditsPerMonth, (m) => m.revenue),
    reversed: sum(data.creditsPerMonth, (m) => m.reversed),
    reversedRevenue: sum(data.creditsPerMonth, (m) => m.reversedRevenue),
    newPartners: sum(data.partnersPerWeek, (w) => w.partners),
    reviews: sum(data.reviewsByStars, (r) => r.reviews),
  };
}

/** De / Até, Filtrar and "Últimos 90 dias"; the dates start as the period the server chose. */
function PeriodFilter({ shown, onApply }: { shown: Period | undefined; onApply: (period: Period) => void }) {
  // Untouched (null), the fields show the period the server answered for.
  const [edited, setDraft] = useState<{ from: string; to: string } | null>(null);
  const draft = edited ?? { from: shown?.from ?? '', to: shown?.to ?? '' };
  return (
    <Form layout="vertical" onFinish={() => onApply({ from: draft.from || undefined, to: draft.to || undefined })}>
      <Row gutter={spacing.md} align="bottom">
        <PeriodFields idPrefix="dashboard" md={6} value={draft} onChange={setDraft} />
        <Col xs={24} md={12}>
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit">
                Filtrar
              </Button>
              <Button onClick={() => (setDraft(null), onApply({}))}>Últimos 90 dias</Button>
            </Space>
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}

function Total({ title, value, children }: { title: string; value: string | number; children?: React.ReactNode }) {
  return (
    <Col xs={12} md={6}>
      <Card size="small">
        <Statistic title={title} value={value} />
        {children}
      </Card>
    </Col>
  );
}

function Totals({ totals }: { totals: ReturnType<typeof totalsOf> }) {
  return (
    <Row gutter={[spacing.md, spacing.md]}>
      <Total title="Demandas" value={totals.demands} />
      <Total title="Novos parceiros" value={totals.newPartners} />
      <Total title="Créditos vendidos / gastos" value={`${integer(totals.sold)} / ${integer(totals.spent)}`} />
      <Total title="Vendas" value={formatBRL(totals.revenue)}>
        {totals.reversed > 0 ? (
          // Refunds and chargebacks of credited payments in the period (ADR 0111), with the way to the alert list.
          <Link to={paths.admin.reversals} data-testid="dashboard-reversals">
            Estornos: {formatBRL(totals.reversedRevenue)} ({integer(totals.reversed)} créditos retirados)
          </Link>
        ) : null}
      </Total>
    </Row>
  );
}

/** /admin/painel: how the marketplace is doing, as charts over the period De/Até (default: the last 90 days). */
export function AdminChartsScreen() {
  const [period, setPeriod] = useState<Period>({});
  const { data, error } = useView(useDashboardQuery(period), period);
  const totals = data ? totalsOf(data) : undefined;
  return (
    <PageCard title="Painel">
      <Space direction="vertical" size={spacing.md} style={{ width: '100%' }}>
        <PeriodFilter shown={data} onApply={setPeriod} />
        {error ? <Alert type="error" showIcon title={error} /> : null}
        {data && totals ? (
          <>
            <Totals totals={totals} />
            <DashboardCharts data={data} totals={totals} />
          </>
        ) : !error ? (
          <Card loading />
        ) : null}
      </Space>
    </PageCard>
  );
}
