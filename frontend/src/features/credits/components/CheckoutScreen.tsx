import { orderStatusLabels } from '@conectasst/common/api/checkout';
import { Alert, Button, Descriptions, Result, Space, Typography } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { FullPageSpinner } from '../../../components/FullPageSpinner';
import { paths } from '../../../config/paths';
import { spacing } from '../../../config/theme';
import { formatBRL, formatCredits } from '@conectasst/common/text/brazilianFormats';
import { AuthCard } from '../../../components/AuthCard';
import { boletoConfirmClicked, checkoutOpened, payClicked, pixConfirmClicked, selectCredits } from '../creditsSlice';
import { PixCharge, useNow } from './PixCharge';
import { useScreenIntent } from '../../../hooks/useScreenIntent';
import { returnPathOf } from '../../../lib/returnPath';

/** What the page says when a PIX charge passed its 30 minutes (the server refuses its payment with the same words). */
export const PIX_EXPIRED_TEXT = 'Este PIX expirou (o prazo para pagar é de 30 minutos). Gere um novo PIX para pagar.';

/**
 * /checkout?token=… — the local sandbox of the payment gateway (production uses the gateway's own page): PIX first (a
 * QR code and its "copia e cola", payable for 30 minutes; here a button plays the payer's bank, ADR 0122), card
 * (credits at once) or a boleto, whose payment the bank confirms later (here: a button that plays the bank).
 */
export function CheckoutScreen() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const returnTo = returnPathOf(params);
  const { order, loading, paying, message, error, balance } = useAppSelector(selectCredits).checkout;
  useScreenIntent(checkoutOpened(token, returnTo));
  // Bought from a demand's page (issue #35 item 5): the way back leads to that demand.
  const back = returnTo ? (
    <Link to={returnTo}>Voltar para a demanda</Link>
  ) : (
    <Link to={paths.packages}>Voltar aos pacotes</Link>
  );
  const now = useNow(order?.status === 'pix');
  if (loading) return <FullPageSpinner />;
  if (!order) {
    return (
      <AuthCard title="Pagamento">
        <Result status="warning" title="Pedido não encontrado." extra={back} />
      </AuthCard>
    );
  }
  // The server reads a charge past its time as 'pix_expired'; the page also notices it while it is open.
  const pixLeft = order.status === 'pix' && order.pix ? Date.parse(order.pix.expiresAt) - now : 0;
  const status = order.status === 'pix' && pixLeft <= 0 ? 'pix_expired' : order.status;
  const canChoose = status === 'placed' || status === 'failed' || status === 'pix_expired';
  return (
    <AuthCard title="Pagamento" subtitle="Ambiente de testes do checkout: nenhuma cobrança real é feita" maxWidth={560}>
      <Descriptions bordered size="small" column={1} style={{ marginBottom: spacing.lg }}>
        <Descriptions.Item label="Pacote">{order.packageName}</Descriptions.Item>
        <Descriptions.Item label="Créditos">{order.credits}</Descriptions.Item>
        <Descriptions.Item label="Valor">{formatBRL(order.price)}</Descriptions.Item>
        <Descriptions.Item label="Situação">{orderStatusLabels[status]}</Descriptions.Item>
      </Descriptions>
      {/* "PIX gerado…" no longer holds once that PIX expired. */}
      {message && status !== 'pix_expired' ? (
        <Alert type="success" showIcon title={message} style={{ marginBottom: spacing.md }} />
      ) : null}
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: spacing.md }} /> : null}
      {status === 'pix_expired' && error !== PIX_EXPIRED_TEXT ? (
        <Alert type="warning" showIcon title={PIX_EXPIRED_TEXT} style={{ marginBottom: spacing.md }} />
      ) : null}
      {status === 'pix' && order.pix ? (
        <>
          <PixCharge code={order.pix.code} remainingMs={pixLeft} />
          <Typography.Paragraph type="secondary">
            Neste ambiente de testes, simule o pagamento feito pelo banco:
          </Typography.Paragraph>
          <Button type="primary" size="large" block loading={paying} onClick={() => dispatch(pixConfirmClicked(token))}>
            Simular pagamento do PIX
          </Button>
        </>
      ) : null}
      {canChoose ? (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Button
            type="primary"
            size="large"
            block
            loading={paying}
            onClick={() => dispatch(payClicked({ token, method: 'pix' }))}
          >
            {status === 'pix_expired' ? 'Gerar novo PIX' : 'Pagar com PIX'}
          </Button>
          <Button size="large" block disabled={paying} onClick={() => dispatch(payClicked({ token, method: 'card' }))}>
            Pagar com cartão
          </Button>
          <Button
            size="large"
            block
            disabled={paying}
            onClick={() => dispatch(payClicked({ token, method: 'boleto' }))}
          >
            Gerar boleto
          </Button>
        </Space>
      ) : null}
      {status === 'paid' ? (
        // Paid (issue #35 item 9): the new balance and the next step — the demand it was bought for, else the demands.
        <Result
          status="success"
          title="Pagamento confirmado"
          subTitle={
            typeof balance === 'number' ? `Novo saldo: ${formatCredits(balance)}` : 'Os créditos já estão no seu saldo.'
          }
          extra={
            <Button
              type="primary"
              size="large"
              href={returnTo ?? paths.dashboard}
              onClick={(event) => {
                event.preventDefault();
                void navigate(returnTo ?? paths.dashboard);
              }}
            >
              {returnTo ? 'Voltar para a demanda' : 'Ver demandas abertas'}
            </Button>
          }
          style={{ padding: `${spacing.md}px 0` }}
        />
      ) : null}
      {order.status === 'boleto' ? (
        <>
          <Typography.Paragraph type="secondary">
            O banco confirma o pagamento do boleto em até 24 horas úteis. Neste ambiente de testes, simule a
            confirmação:
          </Typography.Paragraph>
          <Button size="large" block loading={paying} onClick={() => dispatch(boletoConfirmClicked(token))}>
            Simular confirmação do banco
          </Button>
        </>
      ) : null}
      {status === 'paid' && returnTo ? null : (
        <div style={{ marginTop: spacing.lg, textAlign: 'center' }}>
          {status === 'paid' ? <Link to={paths.packages}>Voltar aos pacotes</Link> : back}
        </div>
      )}
    </AuthCard>
  );
}
