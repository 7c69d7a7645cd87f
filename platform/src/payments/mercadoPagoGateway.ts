import { MercadoPagoConfig, Payment, Preference, WebhookSignatureValidator } from 'mercadopago';
import { AppConfig as MercadoPagoSdkSettings } from 'mercadopago/dist/utils/config';
import type { PaymentResponse } from 'mercadopago/dist/clients/payment/commonTypes';
import type { PreferenceRequest } from 'mercadopago/dist/clients/preference/commonTypes';
import { asText } from '@conectasst/common/rules/textRules';
import type { CheckoutRequest, PaymentGateway, PaymentReport } from './paymentGateway';
import { ForgedNotification, runningTotalRefundId } from './paymentGateway';

export interface MercadoPagoOptions {
  /** MERCADOPAGO_ACCESS_TOKEN (`APP_USR-…` in production, `TEST-…` for the gateway's own test accounts). */
  accessToken: string;
  /** MERCADOPAGO_WEBHOOK_SECRET: the secret signature of the application's webhooks ("Suas integrações"). */
  webhookSecret: string;
  /** Public address of the site: the return pages and the notification URL are built from it. */
  publicUrl: string;
  /**
   * MERCADOPAGO_API_URL: another address for the gateway's API (a contract-test double). The SDK keeps its base URL
   * in one static setting, so this changes it for the whole process; unset in production.
   */
  apiBaseUrl?: string;
  /** Oldest notification accepted, in seconds (replays of an old signed notification are refused). */
  toleranceSeconds?: number;
  timeoutMs?: number;
}

/**
 * Checkout Pro offers PIX (Mercado Pago's `bank_transfer` type, method `pix`; shown first as the page's default), card
 * and boleto (ADR 0122); ATM and wallet-style types are excluded from the page.
 */
export const EXCLUDED_PAYMENT_TYPES = ['atm', 'digital_currency', 'digital_wallet', 'crypto_transfer', 'prepaid_card'];
/** The payment method the Checkout Pro page opens on: PIX, how most of Brazil pays (issue #21). */
export const DEFAULT_PAYMENT_METHOD = 'pix';

/** Path of the webhook on this API; the notification URL of every preference points here. */
export const MERCADOPAGO_WEBHOOK_PATH = '/v1/checkout/webhook/mercadopago';

const first = (value: unknown): string | undefined => {
  const raw = Array.isArray(value) ? value[0] : value;
  return typeof raw === 'string' || typeof raw === 'number' ? String(raw).trim() || undefined : undefined;
};

/** Mercado Pago status words → the outcomes the order cares about. */
function outcome(status: string | undefined): PaymentReport['status'] {
  switch (status) {
    case 'approved':
      return 'approved';
    case 'pending':
    case 'in_process':
    case 'in_mediation':
    case 'authorized':
      return 'pending';
    // The money came in and went back: the seller refunded it, or the buyer disputed it with the card's bank.
    case 'refunded':
      return 'refunded';
    case 'charged_back':
      return 'charged_back';
    default:
      // rejected, cancelled
      return 'failed';
  }
}

/** The preference of one order: the package as its one item, the order id as `external_reference`, PIX first. */
export function preferenceBody(
  { orderId, packageId, title, priceCents, payerEmail }: CheckoutRequest,
  site: string,
): PreferenceRequest {
  const back = `${site}/dashboard/pacotes?pedido=${orderId}`;
  return {
    items: [{ id: String(packageId), title, quantity: 1, unit_price: priceCents / 100, currency_id: 'BRL' }],
    external_reference: String(orderId),
    notification_url: `${site}${MERCADOPAGO_WEBHOOK_PATH}?source_news=webhooks`,
    back_urls: { success: back, pending: back, failure: back },
    auto_return: 'approved',
    payment_methods: {
      excluded_payment_types: EXCLUDED_PAYMENT_TYPES.map((id) => ({ id })),
      default_payment_method_id: DEFAULT_PAYMENT_METHOD,
    },
    statement_descriptor: 'CONECTASST',
    ...(payerEmail ? { payer: { email: payerEmail } } : {}),
  };
}

/** PIX is Mercado Pago's method `pix` (type `bank_transfer`); boleto is a `ticket`; cards and any balance pay at once. */
function methodOf(payment: Pick<PaymentResponse, 'payment_method_id' | 'payment_type_id'>): PaymentReport['method'] {
  if (payment.payment_method_id === 'pix' || payment.payment_type_id === 'bank_transfer') return 'pix';
  if (payment.payment_type_id === 'ticket') return 'boleto';
  return 'card';
}

/**
 * The refunds Mercado Pago made on a payment (ADR 0168): only `approved` ones gave money back (a refund `in_process`,
 * `rejected` or `cancelled` gave nothing yet). Its `refunds` list is read first: each refund has an id, so a report
 * delivered again applies each one once. A payment that lists none but states `transaction_amount_refunded` gives one
 * refund "up to that total" (ADR 0168 §8): the wallet takes back only what that total adds to what it already counted.
 */
function refundsOf(
  payment: Pick<PaymentResponse, 'refunds' | 'transaction_amount_refunded'>,
): NonNullable<PaymentReport['refunds']> {
  const listed = (payment.refunds ?? [])
    .filter(
      (refund) => refund.id !== undefined && (refund.status ?? 'approved') === 'approved' && (refund.amount ?? 0) > 0,
    )
    .map((refund) => ({ refundId: String(refund.id), amountCents: Math.round((refund.amount ?? 0) * 100) }));
  if (listed.length > 0 || (payment.refunds ?? []).length > 0) return listed;
  const totalCents = Math.round((payment.transaction_amount_refunded ?? 0) * 100);
  return totalCents > 0 ? [{ refundId: runningTotalRefundId(totalCents), amountCents: totalCents }] : [];
}

/** A payment read back from the API → what the order cares about; `undefined` when it is not one of our orders. */
export function paymentReportOf(payment: PaymentResponse, dataId: string): PaymentReport | undefined {
  const orderId = Number(payment.external_reference);
  if (!Number.isInteger(orderId) || orderId <= 0) return undefined; // not one of ours
  const refunds = refundsOf(payment);
  return {
    paymentId: String(payment.id ?? dataId),
    orderId,
    status: outcome(payment.status),
    method: methodOf(payment),
    amountCents: Math.round((payment.transaction_amount ?? 0) * 100),
    // The API's own words go into the log: well-formed text only (ADR 0154).
    detail: asText([payment.status, payment.status_detail].filter(Boolean).join('/')),
    ...(payment.date_approved ? { paidAt: new Date(payment.date_approved).toISOString() } : {}),
    ...(refunds.length > 0 ? { refunds } : {}),
  };
}

/**
 * Mercado Pago Checkout Pro through the official SDK: a preference per order (the package as its one item, the order id
 * as `external_reference`), and webhooks verified with the SDK's HMAC signature validator before the payment is read
 * back from the API (the notification body is never trusted: it carries only the payment id).
 */
export function mercadoPagoGateway(options: MercadoPagoOptions): PaymentGateway {
  if (options.apiBaseUrl)
    (MercadoPagoSdkSettings as { BASE_URL: string }).BASE_URL = options.apiBaseUrl.replace(/\/$/, '');
  const client = new MercadoPagoConfig({
    accessToken: options.accessToken,
    options: { timeout: options.timeoutMs ?? 10_000 },
  });
  const preferences = new Preference(client);
  const payments = new Payment(client);
  const site = options.publicUrl.replace(/\/$/, '');
  const testAccount = options.accessToken.startsWith('TEST-');

  return {
    name: 'mercadopago',

    async startCheckout(request) {
      const { orderId } = request;
      const preference = await preferences.create({
        body: preferenceBody(request, site),
        // A retried Comprar for the same order gets the same preference.
        requestOptions: { idempotencyKey: `conectasst-order-${orderId}` },
      });
      const checkoutUrl = (testAccount ? preference.sandbox_init_point : undefined) ?? preference.init_point;
      if (!checkoutUrl) throw new Error(`Mercado Pago returned no checkout address for order ${orderId}`);
      return { checkoutUrl, ...(preference.id ? { reference: preference.id } : {}) };
    },

    async readNotification({ headers, query, body }) {
      const payload = (body && typeof body === 'object' ? body : {}) as {
        type?: unknown;
        action?: unknown;
        data?: { id?: unknown };
      };
      // The signature covers the `data.id` of the query string (lower-cased when alphanumeric).
      const dataId = (first(query['data.id']) ?? first(payload.data?.id))?.toLowerCase();
      try {
        WebhookSignatureValidator.validate({
          xSignature: headers['x-signature'],
          xRequestId: headers['x-request-id'],
          dataId,
          secret: options.webhookSecret,
          toleranceSeconds: options.toleranceSeconds ?? 900,
        });
      } catch (error) {
        throw new ForgedNotification(
          error instanceof Error && 'reason' in error ? String(error.reason) : 'invalid signature',
        );
      }
      const topic = first(query.type) ?? first(payload.type) ?? first(query.topic);
      if (topic !== 'payment' || !dataId) return undefined;

      return paymentReportOf(await payments.get({ id: dataId }), dataId);
    },
  };
}
