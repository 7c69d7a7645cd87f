import type { PaymentGateway } from './paymentGateway';
import { ForgedNotification } from './paymentGateway';

/**
 * Local mode: the checkout address is the built-in sandbox page (`/checkout?token=`), where 'cartão' pays at once and
 * 'boleto' waits for a simulated bank confirmation. That page confirms through its own local-only calls, so the
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
