import { createHmac } from 'node:crypto';
import { MercadoPagoConfig, Payment, Preference } from 'mercadopago';
import { mercadoPagoGateway } from './mercadoPagoGateway';
import { parseBrCode } from './pixBrCode';

/**
 * Contract with the real Mercado Pago API, with the credentials of a Mercado Pago test account:
 *   MERCADOPAGO_CONTRACT_ACCESS_TOKEN=TEST-… (or the APP_USR-… token of a test seller)
 *   MERCADOPAGO_CONTRACT_API_URL=…            (optional: another API address; the SDK's default otherwise)
 */
const accessToken = process.env.MERCADOPAGO_CONTRACT_ACCESS_TOKEN;
const apiUrl = process.env.MERCADOPAGO_CONTRACT_API_URL;

if (!accessToken) {
  describe('Mercado Pago contract', () => {
    it.skip('skipped: MERCADOPAGO_CONTRACT_ACCESS_TOKEN is not set (a Mercado Pago test-account token runs the contract suite)', () =>
      undefined);
  });
} else {
  describe('Mercado Pago contract (real API)', () => {
    const secret = 'segredo-do-contrato';
    const gateway = mercadoPagoGateway({
      accessToken,
      webhookSecret: secret,
      publicUrl: 'https://conectasst.example',
      ...(apiUrl ? { apiBaseUrl: apiUrl } : {}),
    });

    it('creates a Checkout Pro preference for a package and answers its checkout address', async () => {
      const session = await gateway.startCheckout({
        orderId: Date.now() % 1_000_000_000,
        token: 'a'.repeat(32),
        packageId: 1,
        title: 'Pacote Contrato — 30 créditos',
        priceCents: 8970,
      });
      expect(session.checkoutUrl).toMatch(/^https:\/\/[\w.-]*mercadopago\.com(\.br)?\/.*pref_id=/);
      expect(session.reference).toEqual(expect.any(String));
    }, 30_000);

    const signedFor = (dataId: string) => {
      const ts = Math.floor(Date.now() / 1000);
      return {
        'x-signature': `ts=${ts},v1=${createHmac('sha256', secret).update(`id:${dataId};request-id:contrato-pix;ts:${ts};`).digest('hex')}`,
        'x-request-id': 'contrato-pix',
      };
    };
    const client = new MercadoPagoConfig({ accessToken, options: { timeout: 20_000 } });

    it('the stored preference offers PIX as the default method and does not exclude it (ADR 0122)', async () => {
      const session = await gateway.startCheckout({
        orderId: (Date.now() % 1_000_000_000) + 1,
        token: 'b'.repeat(32),
        packageId: 1,
        title: 'Pacote Contrato PIX — 30 créditos',
        priceCents: 8970,
      });
      const stored = await new Preference(client).get({ preferenceId: session.reference! });
      expect(stored.payment_methods?.default_payment_method_id).toBe('pix');
      expect((stored.payment_methods?.excluded_payment_types ?? []).map((t) => t.id)).not.toContain('bank_transfer');
    }, 30_000);

    it('a PIX payment of an order carries a BR Code and is read back, signed, as a pending PIX of that order', async () => {
      const orderId = (Date.now() % 1_000_000_000) + 2;
      const created = await new Payment(client).create({
        body: {
          transaction_amount: 89.7,
          description: 'Pacote Contrato PIX',
          payment_method_id: 'pix',
          external_reference: String(orderId),
          payer: { email: 'comprador-contrato@testuser.com' },
        },
        requestOptions: { idempotencyKey: `conectasst-contract-pix-${orderId}` },
      });
      const code = created.point_of_interaction?.transaction_data?.qr_code;
      expect(code).toEqual(expect.any(String));
      expect(parseBrCode(code!).get('26')).toContain('br.gov.bcb.pix');
      const dataId = String(created.id);
      const report = await gateway.readNotification({
        headers: signedFor(dataId),
        query: { 'data.id': dataId, type: 'payment' },
        body: {},
      });
      expect(report).toMatchObject({ paymentId: dataId, orderId, method: 'pix', status: 'pending', amountCents: 8970 });
    }, 30_000);

    it('reading a payment that does not exist fails (the webhook then answers 503 and the gateway retries)', async () => {
      const ts = Math.floor(Date.now() / 1000);
      const headers = {
        'x-signature': `ts=${ts},v1=${createHmac('sha256', secret).update(`id:1;request-id:contrato;ts:${ts};`).digest('hex')}`,
        'x-request-id': 'contrato',
      };
      await expect(
        gateway.readNotification({ headers, query: { 'data.id': '1', type: 'payment' }, body: {} }),
      ).rejects.toThrow();
    }, 30_000);
  });
}
