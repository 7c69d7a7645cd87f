import { randomBytes } from 'node:crypto';
import type { PaymentGateway } from './paymentGateway';
import { ForgedNotification } from './paymentGateway';
import { pixBrCode } from './pixBrCode';

/**
 * Local mode: the checkout address is the built-in sandbox page (`/checkout?token=`), where 'PIX' shows a QR code and
 * its "copia e cola" for 30 minutes and waits for a simulated payment, 'cartão' pays at once and 'boleto' waits for a
 * simulated bank confirmation. That page confirms through its own local-only calls, so the
 * sandbox never receives gateway notifications: any that arrives is refused as not coming from a gateway.
 */
export const sandboxGateway: PaymentGateway = {
  name: 'sandbox',
  async startCheckout({ token }) {
    return { checkoutUrl: `/checkout?token=${token}` };
  },
  async readNotification() {
    throw new ForgedNotification('the sandbox checkout sends no notifications');
  },
};

/** The sandbox's PIX receiver: a key under the product's own domain; no real account stands behind it. */
export const SANDBOX_PIX_KEY = 'pix-sandbox@conectasst.com.br';

/**
 * A sandbox PIX charge for an order (ADR 0122): a real-shaped BR Code ("copia e cola") for the order's amount with a
 * fresh txid, payable for `expiryMinutes`. The page's "Simular pagamento do PIX" plays the payer's bank.
 */
export function sandboxPixCharge(
  orderId: number,
  amountCents: number,
  now: Date,
  expiryMinutes: number,
): { txid: string; code: string; expiresAt: string } {
  const txid = `CSST${orderId}${randomBytes(12).toString('hex').toUpperCase()}`.slice(0, 25);
  const code = pixBrCode({
    key: SANDBOX_PIX_KEY,
    amountCents,
    merchantName: 'ConectaSST',
    merchantCity: 'Sao Paulo',
    txid,
  });
  return { txid, code, expiresAt: new Date(now.getTime() + expiryMinutes * 60_000).toISOString() };
}
