/**
 * The payment gateway port (DESIGN §9). The command-service places orders and credits wallets; how the money is
 * collected is the gateway's business: the local sandbox checkout page, or Mercado Pago Checkout Pro in production.
 */
/** PIX (first: how most of Brazil pays, ADR 0122), card or boleto. */
export type PaymentMethod = 'pix' | 'card' | 'boleto';

export interface CheckoutRequest {
  orderId: number;
  /** The order's checkout token (the sandbox page is addressed by it). */
  token: string;
  packageId: number;
  /** What the buyer sees on the gateway's page, e.g. "Pacote Essencial — 100 créditos". */
  title: string;
  priceCents: number;
  payerEmail?: string;
}

export interface CheckoutSession {
  /** Where the browser goes to pay (spec §4: Comprar redirects to the checkout address). */
  checkoutUrl: string;
  /** The gateway's own id for this checkout (Mercado Pago: the preference id). */
  reference?: string;
}

/** What a verified notification says about one payment, read from the gateway itself (never from the notification body). */
export interface PaymentReport {
  paymentId: string;
  orderId: number;
  /**
   * approved = money in; pending = e.g. boleto issued, waiting for the bank; failed = rejected or cancelled (no money
   * came in); refunded / charged_back = money that came in went back to the buyer (a reversal, ADR 0111).
   */
  status: 'approved' | 'pending' | 'failed' | 'refunded' | 'charged_back';
  method: PaymentMethod;
  amountCents: number;
  /** The gateway's status word, for the audit trail. */
  detail: string;
  /** When the money came in (ISO), if the gateway says: a PIX paid after its charge expired is not accepted. */
  paidAt?: string;
  /**
   * Partial refunds of a payment that stays `approved` (ADR 0168): each refund the gateway made, by its own id, with the
   * money it gave back. Each takes back its share of the order's credits once. A payment that states only its refunded
   * total (`transaction_amount_refunded`, no `refunds` list) gives one entry with the id {@link runningTotalRefundId}:
   * the wallet counts only the part of that total it has not counted yet (ADR 0168 §8).
   */
  refunds?: { refundId: string; amountCents: number }[];
}

/** The id prefix of a refund known only by the payment's refunded total so far (ADR 0168 §8). */
export const RUNNING_TOTAL_REFUND = 'total-';
/** The refund "everything refunded up to `totalCents`": the same total delivered twice is the same refund. */
export const runningTotalRefundId = (totalCents: number): string => `${RUNNING_TOTAL_REFUND}${totalCents}`;

/** An HTTP notification as it arrived (headers lower-cased by Node). */
export interface PaymentNotification {
  headers: Record<string, string | string[] | undefined>;
  query: Record<string, unknown>;
  body: unknown;
}

/** The notification's signature did not verify: it did not come from the gateway. Answered 401, never acted on. */
export class ForgedNotification extends Error {
  override readonly name = 'ForgedNotification';
  constructor(readonly reason: string) {
    super(`payment notification refused: ${reason}`);
  }
}

export interface PaymentGateway {
  readonly name: 'sandbox' | 'mercadopago';
  startCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /**
   * Verifies a notification's signature (throws ForgedNotification) and reads the payment it points to from the
   * gateway. `undefined` for notifications about something other than a payment (merchant orders, tests).
   */
  readNotification(notification: PaymentNotification): Promise<PaymentReport | undefined>;
}
