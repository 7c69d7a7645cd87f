import type { DashboardData } from '@conectasst/common/api/audit';
import { Alert, Button, Card, Col, Empty, Form, Row, Space, Statistic } from 'antd';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { Link } from 'react-router-dom';
import { DateField } from '../../../../components/DateField';
import { nrAxisLabel, serviceAxisLabel } from './chartLabels';
import { PageCard } from '../../../../components/PageCard';
import { paths } from '../../../../config/paths';
import { palette, spacing } from '../../../../config/theme';
import { errorMessageOf } from '../../../../lib/apiClient';
import { formatBRL } from '@conectasst/common/text/brazilianFormats';
import { getDashboard } from '../auditApi';
import { monthLabel, shortDay } from './format';

const CHART_HEIGHT = 260;
const colors = { primary: palette.green700, secondary: '#f59e0b', tertiary: palette.green500 };
const integer = (v: unknown) => new Intl.NumberFormat('pt-BR').format(Number(v));

function ChartCard({
  title,
  testId,
  empty,
  children,
}: {
  title: string;
  testId: string;
  empty: boolean;
  children: ReactNode;
}) {
  return (
    <Card size="small" title={title} data-testid={testId} role="figure" aria-label={title} style={{ height: '100%' }}>
      {empty ? (
        <Empty description="Sem dados no período" style={{ height: CHART_HEIGHT - 40 }} />
      ) : (
        <div style={{ width: '100%', height: CHART_HEIGHT }}>
          <ResponsiveContainer width="100%" height="100%">
            {children as React.ReactElement}
          </ResponsiveContainer>
        </div>
      )}
    </Card>
  );
}

const axisProps = { tick: { fontSize: 12 }, stroke: palette.textMuted };

/** /admin/painel: how the marketplace is doing, as charts over the period De/Até (default: the last 90 days). */
export function DashboardScreen() {
  const [draft, setDraft] = useState({ from: '', to: '' });
  const [period, setPeriod] = useState<{ from?: string; to?: string }>({});
  const [data, setData] = useState<DashboardData>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    let alive = true;
    getDashboard(period.from, period.to).then(
      (b) => {
        if (!alive) return;
        setData(b.data);
        setError(undefined);
        setDraft((d) => (d.from || d.to ? d : { from: b.data.from, to: b.data.to }));
      },
      (e: unknown) => alive && setError(errorMessageOf(e)),
    );
    return () => {
      alive = false;
    };
  }, [period]);

  const totalDemands = data?.providersPerDemand.reduce((sum, p) => sum + p.demands, 0) ?? 0;
  const providersShare = (data?.providersPerDemand ?? []).map((p) => ({
    label: p.providers === 0 ? 'Nenhum' : String(p.providers),
    demands: p.demands,
    share: totalDemands ? Math.round((p.demands / totalDemands) * 1000) / 10 : 0,
  }));
  const sold = data?.creditsPerMonth.reduce((s, m) => s + m.sold, 0) ?? 0;
  const spent = data?.creditsPerMonth.reduce((s, m) => s + m.spent, 0) ?? 0;
  const revenue = data?.creditsPerMonth.reduce((s, m) => s + m.revenue, 0) ?? 0;
  const reversed = data?.creditsPerMonth.reduce((s, m) => s + m.reversed, 0) ?? 0;
  const reversedRevenue = data?.creditsPerMonth.reduce((s, m) => s + m.reversedRevenue, 0) ?? 0;
  const newPartners = data?.partnersPerWeek.reduce((s, w) => s + w.partners, 0) ?? 0;
  const totalReviews = data?.reviewsByStars.reduce((s, r) => s + r.reviews, 0) ?? 0;

  return (
    <PageCard title="Painel">
      <Space direction="vertical" size={spacing.md} style={{ width: '100%' }}>
        <Form
          layout="vertical"
          onFinish={() => setPeriod({ from: draft.from || undefined, to: draft.to || undefined })}
        >
          <Row gutter={spacing.md} align="bottom">
            <Col xs={12} md={6}>
              <Form.Item label="De" htmlFor="dashboard-from">
                <DateField id="dashboard-from" value={draft.from} onChange={(from) => setDraft({ ...draft, from })} />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item label="Até" htmlFor="dashboard-to">
                <DateField id="dashboard-to" value={draft.to} onChange={(to) => setDraft({ ...draft, to })} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item>
                <Space>
                  <Button type="primary" htmlType="submit">
                    Filtrar
                  </Button>
                  <Button onClick={() => (setDraft({ from: '', to: '' }), setPeriod({}))}>Últimos 90 dias</Button>
                </Space>
              </Form.Item>
            </Col>
          </Row>
        </Form>
        {error ? <Alert type="error" showIcon title={error} /> : null}
        {data ? (
          <>
            <Row gutter={[spacing.md, spacing.md]}>
              <Col xs={12} md={6}>
                <Card size="small">
                  <Statistic title="Demandas" value={totalDemands} />
                </Card>
              </Col>
              <Col xs={12} md={6}>
                <Card size="small">
                  <Statistic title="Novos parceiros" value={newPartners} />
                </Card>
              </Col>
              <Col xs={12} md={6}>
                <Card size="small">
                  <Statistic title="Créditos vendidos / gastos" value={`${integer(sold)} / ${integer(spent)}`} />
                </Card>
              </Col>
              <Col xs={12} md={6}>
                <Card size="small">
                  <Statistic title="Vendas" value={formatBRL(revenue)} />
                  {reversed > 0 ? (
                    // Refunds and chargebacks of credited payments in the period (ADR 0111), with the way to the alert list.
                    <Link to={paths.admin.reversals} data-testid="dashboard-reversals">
                      Estornos: {formatBRL(reversedRevenue)} ({integer(reversed)} créditos retirados)
                    </Link>
                  ) : null}
                </Card>
              </Col>
            </Row>
            <Row gutter={[spacing.md, spacing.md]}>
              <Col xs={24} lg={12}>
                <ChartCard title="Demandas por semana" testId="chart-demands-per-week" empty={totalDemands === 0}>
                  <BarChart data={data.demandsPerWeek} margin={{ left: -20, right: 8 }}>
                    <CartesianGrid strokeDasharray="3 3" vertical={false} />
                    <XAxis dataKey="week" tickFormatter={shortDay} {...axisProps} />
                    <YAxis allowDecimals={false} {...axisProps} />
                    <Tooltip
                      labelFormatter={(w) => `Semana de ${shortDay(String(w))}`}
                      formatter={(v) => [integer(v), 'Demandas']}
                    />
                    <Bar
                      isAnimationActive={false}
                      dataKey="demands"
                      name="Demandas"
                      fill={colors.primary}
                      radius={[4, 4, 0, 0]}
                    />
                  </BarChart>
                </ChartCard>
              </Col>
              <Col xs={24} lg={12}>
                <ChartCard
                  title="Demandas por número de parceiros inscritos"
                  testId="chart-providers-per-demand"
                  empty={totalDemands === 0}
                >
                  <BarChart data={providersShare} margin={{ left: -20, right: 8 }}>
                    <CartesianGrid strokeDasharray="3 3" vertical={false} />
                    <XAxis dataKey="label" {...axisProps} />
                    <YAxis allowDecimals={false} {...axisProps} />
                    <Tooltip
                      labelFormatter={(l) => (l === 'Nenhum' ? 'Nenhum parceiro' : `${String(l)} parceiro(s)`)}
                      formatter={(v, _n, item) => [
                        `${integer(v)} (${String((item.payload as { share: number }).share).replace('.', ',')}%)`,
                        'Demandas',
                      ]}
                    />
                    <Bar
                      isAnimationActive={false}
                      dataKey="demands"
                      name="Demandas"
                      fill={colors.tertiary}
                      radius={[4, 4, 0, 0]}
                    />
                  </BarChart>
                </ChartCard>
              </Col>
              <Col xs={24} lg={12}>
                <ChartCard
                  title="Créditos vendidos x gastos por mês"
                  testId="chart-credits-per-month"
                  empty={sold + spent === 0}
                >
                  <BarChart data={data.creditsPerMonth} margin={{ left: -10, right: 8 }}>
                    <CartesianGrid strokeDasharray="3 3" vertical={false} />
                    <XAxis dataKey="month" tickFormatter={monthLabel} {...axisProps} />
                    <YAxis allowDecimals={false} {...axisProps} />
                    <Tooltip
                      labelFormatter={(m) => monthLabel(String(m))}
                      formatter={(v, name) => [integer(v), name]}
                    />
                    <Legend />
                    <Bar
                      isAnimationActive={false}
                      dataKey="sold"
                      name="Vendidos"
                      fill={colors.primary}
                      radius={[4, 4, 0, 0]}
                    />
                    <Bar
                      isAnimationActive={false}
                      dataKey="spent"
                      name="Gastos"
                      fill={colors.secondary}
                      radius={[4, 4, 0, 0]}
                    />
                  </BarChart>
                </ChartCard>
              </Col>
              <Col xs={24} lg={12}>
                <ChartCard
                  title="Vendas de créditos por mês (R$)"
                  testId="chart-revenue-per-month"
                  empty={revenue === 0}
                >
                  <LineChart data={data.creditsPerMonth} margin={{ left: 10, right: 16 }}>
                    <CartesianGrid strokeDasharray="3 3" vertical={false} />
                    <XAxis dataKey="month" tickFormatter={monthLabel} {...axisProps} />
                    <YAxis tickFormatter={(v: number) => formatBRL(v).replace(/,00$/, '')} width={80} {...axisProps} />
                    <Tooltip
                      labelFormatter={(m) => monthLabel(String(m))}
                      formatter={(v) => [formatBRL(Number(v)), 'Vendas']}
                    />
                    <Line
                      isAnimationActive={false}
                      type="linear"
                      dataKey="revenue"
                      name="Vendas"
                      stroke={colors.primary}
                      strokeWidth={2}
                      dot
                    />
                  </LineChart>
                </ChartCard>
              </Col>
              <Col xs={24} lg={12}>
                <ChartCard
                  title="Novos parceiros por semana"
                  testId="chart-partners-per-week"
                  empty={newPartners === 0}
                >
                  <LineChart data={data.partnersPerWeek} margin={{ left: -20, right: 16 }}>
                    <CartesianGrid strokeDasharray="3 3" vertical={false} />
                    <XAxis dataKey="week" tickFormatter={shortDay} {...axisProps} />
                    <YAxis allowDecimals={false} {...axisProps} />
                    <Tooltip
                      labelFormatter={(w) => `Semana de ${shortDay(String(w))}`}
                      formatter={(v) => [integer(v), 'Parceiros']}
                    />
                    <Line
                      isAnimationActive={false}
                      type="linear"
                      dataKey="partners"
                      name="Parceiros"
                      stroke={colors.tertiary}
                      strokeWidth={2}
                      dot
                    />
                  </LineChart>
                </ChartCard>
              </Col>
              <Col xs={24} lg={12}>
                <ChartCard
                  title="Estados com mais demandas"
                  testId="chart-top-states"
                  empty={data.topStates.length === 0}
                >
                  <BarChart data={data.topStates} margin={{ left: -20, right: 8 }}>
                    <CartesianGrid strokeDasharray="3 3" vertical={false} />
                    <XAxis dataKey="uf" {...axisProps} />
                    <YAxis allowDecimals={false} {...axisProps} />
                    <Tooltip formatter={(v) => [integer(v), 'Demandas']} />
                    <Bar
                      isAnimationActive={false}
                      dataKey="demands"
                      name="Demandas"
                      fill={colors.primary}
                      radius={[4, 4, 0, 0]}
                    />
                  </BarChart>
                </ChartCard>
              </Col>
              <Col xs={24} lg={12}>
                <ChartCard title="NRs mais pedidas" testId="chart-top-nrs" empty={data.topNrs.length === 0}>
                  <BarChart data={data.topNrs} layout="vertical" margin={{ left: 8, right: 16 }}>
                    <CartesianGrid strokeDasharray="3 3" horizontal={false} />
                    <XAxis type="number" allowDecimals={false} {...axisProps} />
                    <YAxis
                      type="category"
                      dataKey="name"
                      width={64}
                      interval={0}
                      tickFormatter={nrAxisLabel}
                      {...axisProps}
                    />
                    <Tooltip formatter={(v) => [integer(v), 'Demandas']} />
                    <Bar
                      isAnimationActive={false}
                      dataKey="demands"
                      name="Demandas"
                      fill={colors.tertiary}
                      radius={[0, 4, 4, 0]}
                    />
                  </BarChart>
                </ChartCard>
              </Col>
              <Col xs={24} lg={12}>
                {/* Visible reviews written in the period (issue #21 item 7); hidden ones count nowhere. */}
                <ChartCard title="Avaliações por estrelas" testId="chart-reviews-by-stars" empty={totalReviews === 0}>
                  <BarChart data={data.reviewsByStars} margin={{ left: -20, right: 8 }}>
                    <CartesianGrid strokeDasharray="3 3" vertical={false} />
                    <XAxis dataKey="stars" tickFormatter={(v: number) => `${v} ★`} {...axisProps} />
                    <YAxis allowDecimals={false} {...axisProps} />
                    <Tooltip
                      labelFormatter={(v) => `${String(v)} ${Number(v) === 1 ? 'estrela' : 'estrelas'}`}
                      formatter={(v) => [integer(v), 'Avaliações']}
                    />
                    <Bar
                      isAnimationActive={false}
                      dataKey="reviews"
                      name="Avaliações"
                      fill={colors.tertiary}
                      radius={[4, 4, 0, 0]}
                    />
                  </BarChart>
                </ChartCard>
              </Col>
              <Col xs={24} lg={12}>
                <ChartCard
                  title="Serviços mais pedidos"
                  testId="chart-top-services"
                  empty={data.topServices.length === 0}
                >
                  <BarChart data={data.topServices} layout="vertical" margin={{ left: 8, right: 16 }}>
                    <CartesianGrid strokeDasharray="3 3" horizontal={false} />
                    <XAxis type="number" allowDecimals={false} {...axisProps} />
                    <YAxis
                      type="category"
                      dataKey="name"
                      width={150}
                      interval={0}
                      tickFormatter={serviceAxisLabel}
                      {...axisProps}
                    />
                    <Tooltip formatter={(v) => [integer(v), 'Demandas']} />
                    <Bar
                      isAnimationActive={false}
                      dataKey="demands"
                      name="Demandas"
                      fill={colors.primary}
                      radius={[0, 4, 4, 0]}
                    />
                  </BarChart>
                </ChartCard>
              </Col>
            </Row>
          </>
        ) : !error ? (
          <Card loading />
        ) : null}
      </Space>
    </PageCard>
  );
}
