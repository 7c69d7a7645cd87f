import { orderRefundLine as refundLine, orderStatusLabels, type Order } from '@conectasst/common/api/checkout';
import { invoiceStatusLabels } from '@conectasst/common/api/invoicing';
import { FilePdfOutlined, SafetyOutlined } from '@ant-design/icons';
import { CREDIT_BACK_POLICY, LEAD_REPORT_WINDOW_DAYS } from '@conectasst/common/rules/trustRules';
import { isProviderFaq } from '@conectasst/common/rules/pageRules';
import { SUBSCRIPTION_COST } from '@conectasst/common/rules/demandRules';
import { Alert, Button, Card, Collapse, Grid, Skeleton, Table, Tag, Typography } from 'antd';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { PageCard } from '../../../components/PageCard';
import { palette, spacing } from '../../../config/theme';
import { formatBRL, formatDateTime } from '@conectasst/common/text/brazilianFormats';
import { selectSession } from '../../../session/sessionSlice';
import { buyClicked, packagesPageOpened, selectCredits } from '../creditsSlice';
import { useScreenIntent } from '../../../hooks/useScreenIntent';
import { returnPathOf } from '../../../lib/returnPath';
import { useLocation } from 'react-router-dom';
import { EmptyState } from '../../../components/EmptyState';
import { errorMessageOf } from '../../../lib/apiClient';
import { toastError } from '../../../lib/feedback';
import { downloadInvoicePdf } from '../api/creditsApi';
import { FiscalDataModal } from './FiscalDataModal';

/** The order's NFS-e in "Minhas compras": its state, its number, and the PDF to download once issued (ADR 0171). */
function InvoiceCell({ order }: { order: Order }) {
  // On a phone the button is its icon alone (its name stays in aria-label and title): with the text, the cell left a
  // 390-px screen (the phone walk of e2e/phoneOverflow.e2e.ts).
  const wide = Grid.useBreakpoint().sm ?? false;
  const invoice = order.invoice;
  if (!invoice) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 4, alignItems: 'center' }}>
      <Tag
        color={invoice.status === 'issued' ? 'green' : invoice.status === 'cancelled' ? 'red' : 'default'}
        style={{ whiteSpace: 'normal', marginInlineEnd: 0 }}
      >
        {invoiceStatusLabels[invoice.status]}
        {invoice.number ? ` nº ${invoice.number}` : ''}
      </Tag>
      {invoice.downloadable ? (
        <Button
          size="small"
          icon={<FilePdfOutlined />}
          aria-label={`Baixar a nota fiscal do pedido ${order.id}`}
          title="Baixar NFS-e"
          onClick={() => downloadInvoicePdf(order.id).catch((error: unknown) => toastError(errorMessageOf(error)))}
        >
          {wide ? 'Baixar NFS-e' : null}
        </Button>
      ) : null}
    </span>
  );
}

/**
 * /dashboard/pacotes (spec §2, §4): active packages by price, Comprar → checkout; the provider's orders; the FAQ
 * accordion. Packages first (issue #35 item 7): one line on how credits are spent and paid (PIX named), the packages,
 * a one-line pointer to the credit-back rule, then the orders and the provider's questions, the credit-back rule
 * first among them.
 */
export function PackagesScreen() {
  const dispatch = useAppDispatch();
  const { packages, faqs, orders, loading, buying, returnTo } = useAppSelector(selectCredits);
  const balance = useAppSelector(selectSession).credits;
  // `?voltar=`: opened from a demand to subscribe (issue #35 item 5); the purchase leads back there.
  useScreenIntent(packagesPageOpened(returnPathOf(useLocation().search)));
  if (loading) {
    return (
      <PageCard title="Comprar Créditos">
        <Skeleton active />
      </PageCard>
    );
  }
  return (
    <PageCard title="Comprar Créditos">
      <FiscalDataModal />
      <Typography.Paragraph type="secondary">
        Os créditos são usados apenas quando você se inscreve numa demanda ({SUBSCRIPTION_COST} créditos por inscrição).
        Pague com PIX, cartão ou boleto: no PIX e no cartão, os créditos são liberados logo após a confirmação; no
        boleto, em até 24 horas úteis.
      </Typography.Paragraph>
      {returnTo ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: spacing.lg }}
          title="Depois do pagamento, você volta para a demanda para se inscrever."
        />
      ) : null}
      {balance < 0 ? (
        // A payment already credited was refunded or charged back (ADR 0111): the provider is told why and what to do.
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: spacing.lg }}
          title={`Seu saldo está negativo: ${balance} créditos`}
          description="Um pagamento já creditado foi estornado ou contestado no cartão, e os créditos dele foram retirados. Enquanto o saldo estiver negativo você não consegue se inscrever em demandas: compre um pacote para cobrir o saldo."
        />
      ) : null}
      {packages.length === 0 ? <EmptyState description="Nenhum pacote disponível no momento." /> : null}
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
          gap: spacing.md,
          marginBottom: spacing.xl,
        }}
      >
        {packages.map((p) => (
          <Card key={p.id} title={p.name} styles={{ header: { background: palette.green50 } }}>
            <Typography.Title level={3} style={{ marginTop: 0 }}>
              {formatBRL(p.price)}
            </Typography.Title>
            <Typography.Paragraph style={{ marginBottom: spacing.xs }}>
              <strong>{p.credits}</strong> créditos · até {p.ndemanda} demandas
            </Typography.Paragraph>
            <Typography.Paragraph type="secondary">{formatBRL(p.pricePerCredit)} por crédito</Typography.Paragraph>
            <Button
              type="primary"
              block
              loading={buying === p.id}
              disabled={buying !== null && buying !== p.id}
              onClick={() => dispatch(buyClicked(p.id))}
              aria-label={`Comprar ${p.name}`}
            >
              Comprar
            </Button>
          </Card>
        ))}
      </div>
      <Alert
        type="success"
        showIcon
        icon={<SafetyOutlined />}
        style={{ marginBottom: spacing.xl }}
        title="Créditos de volta em demandas com problema"
        description={`Contato inválido ou pedido indevido? Reporte a demanda em até ${LEAD_REPORT_WINDOW_DAYS} dias depois de se inscrever. Veja como em “${CREDIT_BACK_POLICY.title}”, abaixo.`}
      />
      {orders.length ? (
        <>
          <Typography.Title level={4}>Minhas compras</Typography.Title>
          <Table
            rowKey="id"
            size="small"
            pagination={false}
            style={{ marginBottom: spacing.xl }}
            dataSource={orders}
            columns={[
              { title: 'Data', dataIndex: 'createdAt', render: (v: string) => formatDateTime(v) },
              { title: 'Pacote', dataIndex: 'packageName' },
              { title: 'Créditos', dataIndex: 'credits', responsive: ['sm'] },
              { title: 'Valor', dataIndex: 'price', render: (v: number) => formatBRL(v), responsive: ['md'] },
              {
                title: 'Situação',
                dataIndex: 'status',
                render: (s: Order['status'], order: Order) => (
                  <>
                    {/* Long statuses ('Pagamento contestado no cartão') wrap inside the cell instead of leaving a phone's screen. */}
                    <Tag
                      color={
                        s === 'paid'
                          ? 'green'
                          : s === 'failed' || s === 'refunded' || s === 'charged_back'
                            ? 'red'
                            : s === 'partially_refunded'
                              ? 'orange'
                              : 'gold'
                      }
                      style={{ whiteSpace: 'normal', marginInlineEnd: 0 }}
                    >
                      {orderStatusLabels[s]}
                    </Tag>
                    {order.refunded > 0 ? (
                      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 13 }}>
                        {refundLine(order)}
                      </Typography.Text>
                    ) : null}
                  </>
                ),
              },
              {
                title: 'Nota fiscal',
                key: 'invoice',
                render: (_: unknown, order: Order) => <InvoiceCell order={order} />,
              },
            ]}
          />
        </>
      ) : null}
      <Typography.Title level={4}>Perguntas frequentes</Typography.Title>
      <Collapse
        items={[
          {
            title: CREDIT_BACK_POLICY.title,
            description: CREDIT_BACK_POLICY.paragraphs.join('\n'),
            id: 'creditos-de-volta',
          },
          ...faqs.filter((f) => isProviderFaq(f) && f.title !== CREDIT_BACK_POLICY.title),
        ].map((f) => ({
          key: f.id,
          label: f.title,
          children: (
            <Typography.Paragraph style={{ whiteSpace: 'pre-line', margin: 0 }}>{f.description}</Typography.Paragraph>
          ),
        }))}
      />
    </PageCard>
  );
}
