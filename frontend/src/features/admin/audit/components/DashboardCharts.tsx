import type { DashboardData } from '@conectasst/common/api/audit';
import { formatBRL } from '@conectasst/common/text/brazilianFormats';
import { Card, Col, Row } from 'antd';
import type { ComponentProps, ReactElement } from 'react';
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
import { palette, spacing } from '../../../../config/theme';
import { nrAxisLabel, serviceAxisLines } from './chartLabels';
import { monthLabel, shortDay } from './format';
import { EmptyState } from '../../../../components/EmptyState';

const CHART_HEIGHT = 260;
const colors = { primary: palette.green700, secondary: '#f59e0b', tertiary: palette.green500 };
export const integer = (v: unknown) => new Intl.NumberFormat('pt-BR').format(Number(v));
const axisProps = { tick: { fontSize: 12 }, stroke: palette.textMuted };
const weekLabel = (w: unknown) => `Semana de ${shortDay(String(w))}`;
const monthTooltipLabel = (m: unknown) => monthLabel(String(m));

type TooltipProps = ComponentProps<typeof Tooltip>;

/** One chart of the painel: its title (also its accessible name), "Sem dados no período" when it has nothing. */
function ChartCard({
  title,
  testId,
  empty,
  children,
}: {
  title: string;
  testId: string;
  empty: boolean;
  children: ReactElement;
}) {
  return (
    <Col xs={24} lg={12}>
      <Card size="small" title={title} data-testid={testId} role="figure" aria-label={title} style={{ height: '100%' }}>
        {empty ? (
          <EmptyState description="Sem dados no período" style={{ height: CHART_HEIGHT - 40 }} />
        ) : (
          <div style={{ width: '100%', height: CHART_HEIGHT }}>
            <ResponsiveContainer width="100%" height="100%">
              {children}
            </ResponsiveContainer>
          </div>
        )}
      </Card>
    </Col>
  );
}

interface PanelProps {
  title: string;
  testId: string;
  /** Shows "Sem dados no período"; by default when `data` is empty. */
  empty?: boolean;
  data: object[];
  /** The category of each bar or point (a week, a month, a state…). */
  x: string;
  series: { key: string; name: string; color: string }[];
  xTicks?: ComponentProps<typeof XAxis>['tickFormatter'];
  tooltipLabel?: TooltipProps['labelFormatter'];
  /** By default the count, named after the series. */
  tooltipValue?: TooltipProps['formatter'];
  margin?: { left: number; right: number };
}

const count = (label: string) => (v: unknown) => [integer(v), label] as [string, string];

/** What every panel draws the same way: the card (empty or not) and the default tooltip. */
function cardOf({ title, testId, empty, data, series, tooltipValue }: PanelProps) {
  return {
    card: { title, testId, empty: empty ?? data.length === 0 },
    tooltipValue: tooltipValue ?? count(series[0]!.name),
  };
}

/** Vertical bars over time or categories; several series side by side get a legend. */
function BarPanel(props: PanelProps) {
  const { data, x, series, xTicks, tooltipLabel, margin = { left: -20, right: 8 } } = props;
  const { card, tooltipValue } = cardOf(props);
  return (
    <ChartCard {...card}>
      <BarChart data={data} margin={margin}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey={x} tickFormatter={xTicks} {...axisProps} />
        <YAxis allowDecimals={false} {...axisProps} />
        <Tooltip labelFormatter={tooltipLabel} formatter={tooltipValue} />
        {series.length > 1 ? <Legend /> : null}
        {series.map((s) => (
          <Bar
            key={s.key}
            isAnimationActive={false}
            dataKey={s.key}
            name={s.name}
            fill={s.color}
            radius={[4, 4, 0, 0]}
          />
        ))}
      </BarChart>
    </ChartCard>
  );
}

interface RankingProps extends PanelProps {
  /** Room for the names on the left axis. */
  categoryWidth: number;
  /** Names on more than one line (`wrapLabel`) instead of `xTicks`' one line. */
  tickLines?: (value: string) => string[];
}

/** A left-axis name on its lines, centred on the bar (Recharts hands the tick's position and value). */
function LinesTick({
  x,
  y,
  payload,
  lines,
}: {
  x?: number;
  y?: number;
  payload?: { value?: unknown };
  lines: (value: string) => string[];
}) {
  const parts = lines(String(payload?.value ?? ''));
  return (
    <text x={x} y={y} textAnchor="end" fontSize={12} fill={palette.textMuted}>
      {parts.map((part, i) => (
        <tspan key={i} x={x} dy={i === 0 ? `${0.35 - (parts.length - 1) * 0.6}em` : '1.2em'}>
          {part}
        </tspan>
      ))}
    </text>
  );
}

/** A ranking: horizontal bars, the names on the left axis shortened to one line (the tooltip has them whole). */
function RankingPanel(props: RankingProps) {
  const { data, x, series, xTicks, tickLines, categoryWidth, margin = { left: 8, right: 16 } } = props;
  const { card, tooltipValue } = cardOf(props);
  const [s] = series;
  return (
    <ChartCard {...card}>
      <BarChart data={data} layout="vertical" margin={margin}>
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" allowDecimals={false} {...axisProps} />
        <YAxis
          type="category"
          dataKey={x}
          width={categoryWidth}
          interval={0}
          tickFormatter={xTicks}
          {...axisProps}
          {...(tickLines ? { tick: (tick: object) => <LinesTick {...tick} lines={tickLines} /> } : {})}
        />
        <Tooltip formatter={tooltipValue} />
        <Bar isAnimationActive={false} dataKey={s!.key} name={s!.name} fill={s!.color} radius={[0, 4, 4, 0]} />
      </BarChart>
    </ChartCard>
  );
}

interface LineProps extends PanelProps {
  /** Values on the left axis (amounts); counts are whole numbers without it. */
  yTicks?: (v: number) => string;
  yWidth?: number;
}

/** One line over weeks or months. */
function LinePanel(props: LineProps) {
  const { data, x, series, xTicks, tooltipLabel, yTicks, yWidth, margin = { left: -20, right: 16 } } = props;
  const { card, tooltipValue } = cardOf(props);
  const [s] = series;
  return (
    <ChartCard {...card}>
      <LineChart data={data} margin={margin}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey={x} tickFormatter={xTicks} {...axisProps} />
        <YAxis allowDecimals={yTicks !== undefined} tickFormatter={yTicks} width={yWidth} {...axisProps} />
        <Tooltip labelFormatter={tooltipLabel} formatter={tooltipValue} />
        <Line
          isAnimationActive={false}
          type="linear"
          dataKey={s!.key}
          name={s!.name}
          stroke={s!.color}
          strokeWidth={2}
          dot
        />
      </LineChart>
    </ChartCard>
  );
}

export interface DashboardTotals {
  demands: number;
  sold: number;
  spent: number;
  revenue: number;
  newPartners: number;
  reviews: number;
}

type Panel = ({ kind: 'bar' } & PanelProps) | ({ kind: 'ranking' } & RankingProps) | ({ kind: 'line' } & LineProps);

const demandsSeries = (color: string) => [{ key: 'demands', name: 'Demandas', color }];

/** The painel's nine charts (ADR 0070), in the order they are shown. */
function panelsOf(data: DashboardData, totals: DashboardTotals): Panel[] {
  const providersShare = data.providersPerDemand.map((p) => ({
    label: p.providers === 0 ? 'Nenhum' : String(p.providers),
    demands: p.demands,
    share: totals.demands ? Math.round((p.demands / totals.demands) * 1000) / 10 : 0,
  }));
  return [
    {
      kind: 'bar',
      title: 'Demandas por semana',
      testId: 'chart-demands-per-week',
      empty: totals.demands === 0,
      data: data.demandsPerWeek,
      x: 'week',
      xTicks: shortDay,
      tooltipLabel: weekLabel,
      series: demandsSeries(colors.primary),
    },
    {
      kind: 'bar',
      title: 'Demandas por número de parceiros inscritos',
      testId: 'chart-providers-per-demand',
      empty: totals.demands === 0,
      data: providersShare,
      x: 'label',
      series: demandsSeries(colors.tertiary),
      tooltipLabel: (l) => (l === 'Nenhum' ? 'Nenhum parceiro' : `${String(l)} parceiro(s)`),
      tooltipValue: (v, _n, item) => [
        `${integer(v)} (${String((item.payload as { share: number }).share).replace('.', ',')}%)`,
        'Demandas',
      ],
    },
    {
      kind: 'bar',
      title: 'Créditos vendidos x gastos por mês',
      testId: 'chart-credits-per-month',
      empty: totals.sold + totals.spent === 0,
      data: data.creditsPerMonth,
      x: 'month',
      xTicks: monthLabel,
      series: [
        { key: 'sold', name: 'Vendidos', color: colors.primary },
        { key: 'spent', name: 'Gastos', color: colors.secondary },
      ],
      tooltipLabel: monthTooltipLabel,
      tooltipValue: (v, name) => [integer(v), name],
      margin: { left: -10, right: 8 },
    },
    {
      kind: 'line',
      title: 'Vendas de créditos por mês (R$)',
      testId: 'chart-revenue-per-month',
      empty: totals.revenue === 0,
      data: data.creditsPerMonth,
      x: 'month',
      xTicks: monthLabel,
      yTicks: (v) => formatBRL(v).replace(/,00$/, ''),
      yWidth: 80,
      series: [{ key: 'revenue', name: 'Vendas', color: colors.primary }],
      tooltipLabel: monthTooltipLabel,
      tooltipValue: (v) => [formatBRL(Number(v)), 'Vendas'],
      margin: { left: 10, right: 16 },
    },
    {
      kind: 'line',
      title: 'Novos parceiros por semana',
      testId: 'chart-partners-per-week',
      empty: totals.newPartners === 0,
      data: data.partnersPerWeek,
      x: 'week',
      xTicks: shortDay,
      tooltipLabel: weekLabel,
      series: [{ key: 'partners', name: 'Parceiros', color: colors.tertiary }],
    },
    {
      kind: 'bar',
      title: 'Estados com mais demandas',
      testId: 'chart-top-states',
      data: data.topStates,
      x: 'uf',
      series: demandsSeries(colors.primary),
    },
    {
      kind: 'ranking',
      title: 'NRs mais pedidas',
      testId: 'chart-top-nrs',
      data: data.topNrs,
      x: 'name',
      categoryWidth: 64,
      xTicks: nrAxisLabel,
      series: demandsSeries(colors.tertiary),
    },
    // Visible reviews written in the period (issue #21 item 7); hidden ones count nowhere.
    {
      kind: 'bar',
      title: 'Avaliações por estrelas',
      testId: 'chart-reviews-by-stars',
      empty: totals.reviews === 0,
      data: data.reviewsByStars,
      x: 'stars',
      xTicks: (v: number) => `${v} ★`,
      tooltipLabel: (v) => `${String(v)} ${Number(v) === 1 ? 'estrela' : 'estrelas'}`,
      series: [{ key: 'reviews', name: 'Avaliações', color: colors.tertiary }],
    },
    {
      kind: 'ranking',
      title: 'Serviços mais pedidos',
      testId: 'chart-top-services',
      data: data.topServices,
      x: 'name',
      categoryWidth: 150,
      tickLines: serviceAxisLines,
      series: demandsSeries(colors.primary),
    },
  ];
}

function ChartPanel(panel: Panel) {
  switch (panel.kind) {
    case 'bar':
      return <BarPanel {...panel} />;
    case 'ranking':
      return <RankingPanel {...panel} />;
    case 'line':
      return <LinePanel {...panel} />;
  }
}

/** The painel's nine charts, two per row from `lg`, one per row below. */
export function DashboardCharts({ data, totals }: { data: DashboardData; totals: DashboardTotals }) {
  return (
    <Row gutter={[spacing.md, spacing.md]}>
      {panelsOf(data, totals).map((panel) => (
        <ChartPanel key={panel.testId} {...panel} />
      ))}
    </Row>
  );
}
