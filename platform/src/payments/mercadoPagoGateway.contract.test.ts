import { createHmac } from 'node:crypto';
import { mercadoPagoGateway } from './mercadoPagoGateway';

/**
 * Contract with the real Mercado Pago API, with the credentials of a Mercado Pago test account:
 *   MERCADOPAGO_CONTRACT_ACCESS_TOKEN=TEST-… (or the APP_USR-… token of a test seller)
 *   MERCADOPAGO_CONTRACT_API_URL=…            (optional: another API address; the SDK's default otherwise)
 */
const accessToken = process.env.MERCADOPAGO_CONTRACT_ACCESS_TOKEN;
const apiUrl = process.env.MERCADOPAGO_CONTRACT_API_URL;

if (!accessToken) {
  describe('Mercado Pago contract', () => {
    it.skip('skipped: MERCADOPAGO_CONTRACT_ACCESS_TOKEN is not set (a Mercado Pago test-account token runs the contract suite)', () => undefined);
  });
} else {
  describe('Mercado Pago contract (real API)', () => {
    const secret = 'segredo-do-contrato';
    const gateway = mercadoPagoGateway({ accessToken, webhookSecret: secret, publicUrl: 'https://conectasst.example', ...(apiUrl ? { apiBaseUrl: apiUrl } : {}) });

    it('creates a Checkout Pro preference for a package and answers its checkout address', async () => {
      const session = await gateway.startCheckout({ orderId: Date.now() % 1_000_000_000, token: 'a'.repeat(32), packageId: 1, title: 'Pacote Contrato — 30 créditos', priceCents: 8970 });
      expect(session.checkoutUrl).toMatch(/^https:\/\/[\w.-]*mercadopago\.com(\.br)?\/.*pref_id=/);
      expect(session.reference).toEqual(expect.any(String));
    }, 30_000);

    it('reading a payment that does not exist fails (the webhook then answers 503 and the gateway retries)', async () => {
      const ts = Math.floor(Date.now() / 1000);
      const headers = { 'x-signature': `ts=${ts},v1=${createHmac('sha256', secret).update(`id:1;request-id:contrato;ts:${ts};`).digest('hex')}`, 'x-request-id': 'contrato' };
      await expect(gateway.readNotification({ headers, query: { 'data.id': '1', type: 'payment' }, body: {} })).rejects.toThrow();
    }, 30_000);
  });
}
