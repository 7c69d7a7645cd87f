import type { AppConfig } from '../config';
import { mercadoPagoGateway } from './mercadoPagoGateway';
import type { PaymentGateway } from './paymentGateway';
import { sandboxGateway } from './sandboxGateway';

/** The gateway the configuration asks for: Mercado Pago when its credentials are set, the sandbox checkout otherwise. */
export function paymentGatewayFor(config: Pick<AppConfig, 'payments' | 'publicUrl'>): PaymentGateway {
  const { payments } = config;
  if (payments.gateway === 'sandbox') return sandboxGateway;
  return mercadoPagoGateway({
    accessToken: payments.accessToken,
    webhookSecret: payments.webhookSecret,
    publicUrl: config.publicUrl,
    ...(payments.apiUrl ? { apiBaseUrl: payments.apiUrl } : {}),
  });
}
