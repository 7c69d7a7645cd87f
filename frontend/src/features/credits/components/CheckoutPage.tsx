import { orderStatusLabels } from '@conectasst/common/api/checkout';
import { Alert, Button, Descriptions, Result, Space, Typography } from 'antd';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { FullPageSpinner } from '../../../components/FullPageSpinner';
import { paths } from '../../../config/paths';
import { spacing } from '../../../config/theme';
import { formatBRL } from '@conectasst/common/text/brazilianFormats';
import { AuthCard } from '../../onboarding/components/AuthCard';
import { boletoConfirmClicked, checkoutOpened, payClicked, selectCredits } from '../creditsSlice';

/**
 * /checkout?token=… — the local sandbox of the payment gateway (production uses the gateway's own page): pay by card
 * (credits at once) or issue a boleto, whose payment the bank confirms later (here: a button that plays the bank).
 */
export function CheckoutPage() {
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { order, loading, paying, message, error } = useAppSelector(selectCredits).checkout;
  useEffect(() => {
    dispatch(checkoutOpened(token));
  }, [dispatch, token]);
  if (loading) return <FullPageSpinner />;
  if (!order) {
    return (
      <AuthCard title="Pagamento">
        <Result status="warning" title="Pedido não encontrado." extra={<Link to={paths.packages}>Voltar aos pacotes</Link>} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Pagamento" subtitle="Ambiente de testes do checkout: nenhuma cobrança real é feita" maxWidth={560}>
      <Descriptions bordered size="small" column={1} style={{ marginBottom: spacing.lg }}>
        <Descriptions.Item label="Pacote">{order.packageName}</Descriptions.Item>
        <Descriptions.Item label="Créditos">{order.credits}</Descriptions.Item>
        <Descriptions.Item label="Valor">{formatBRL(order.price)}</Descriptions.Item>
        <Descriptions.Item label="Situação">{orderStatusLabels[order.status]}</Descriptions.Item>
      </Descriptions>
      {message ? <Alert type="success" showIcon title={message} style={{ marginBottom: spacing.md }} /> : null}
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: spacing.md }} /> : null}
      {order.status === 'placed' ? (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Button type="primary" size="large" block loading={paying} onClick={() => dispatch(payClicked({ token, method: 'card' }))}>
            Pagar com cartão
          </Button>
          <Button size="large" block disabled={paying} onClick={() => dispatch(payClicked({ token, method: 'boleto' }))}>
            Gerar boleto
          </Button>
        </Space>
      ) : null}
      {order.status === 'boleto' ? (
        <>
          <Typography.Paragraph type="secondary">O banco confirma o pagamento do boleto em até 24 horas úteis. Neste ambiente de testes, simule a confirmação:</Typography.Paragraph>
          <Button size="large" block loading={paying} onClick={() => dispatch(boletoConfirmClicked(token))}>
            Simular confirmação do banco
          </Button>
        </>
      ) : null}
      <div style={{ marginTop: spacing.lg, textAlign: 'center' }}>
        <Link to={paths.packages}>Voltar aos pacotes</Link>
      </div>
    </AuthCard>
  );
}
