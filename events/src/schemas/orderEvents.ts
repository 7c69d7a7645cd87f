import { z } from 'zod';
import { plainEvent } from './plainEvent';
import { paymentMethods, paymentReversalKinds } from './walletEvents';

/** One stream per purchase: `order-<id>` (checkout → payment confirmed or failed). */
export const orderStream = (orderId: number) => `order-${orderId}`;

const orderId = z.number().int().positive();
/** How the package was paid: card (credits at once), boleto (credits when the bank confirms) or PIX (credits when paid, ADR 0122). */
const method = z.enum(paymentMethods);

/** The provider pressed Comprar: the order and the checkout token exist; nothing is paid yet. */
export const OrderPlaced = plainEvent(
  'OrderPlaced',
  z.object({
    orderId,
    providerId: z.string().uuid(),
    packageId: z.number().int().positive(),
    packageName: z.string(),
    credits: z.number().int().positive(),
    priceCents: z.number().int().positive(),
    token: z.string(),
  }),
);
/** A boleto was issued: the credits wait for the bank's confirmation (up to 24 banking business hours). */
export const BoletoIssued = plainEvent('BoletoIssued', z.object({ orderId }));
/**
 * A PIX charge was generated for the order (sandbox checkout, ADR 0122): `code` is the BR Code ("copia e cola", the
 * EMV payload the QR code carries), `txid` its transaction id; it can be paid until `expiresAt` (30 minutes). A new
 * charge may be generated after it expired; an expired one is never confirmed.
 */
export const PixIssued = plainEvent(
  'PixIssued',
  z.object({
    orderId,
    txid: z.string().regex(/^[A-Za-z0-9]{1,25}$/),
    code: z.string().max(512),
    expiresAt: z.string().datetime(),
  }),
);
/** The gateway confirmed the payment (`paymentId` is the gateway's id: a payment confirms an order once). */
export const PaymentConfirmed = plainEvent('PaymentConfirmed', z.object({ orderId, method, paymentId: z.string() }));
/** The gateway refused or cancelled a payment; the order stays open (the provider may pay again on the same checkout). */
export const PaymentFailed = plainEvent(
  'PaymentFailed',
  z.object({ orderId, paymentId: z.string(), reason: z.string() }),
);

/**
 * The gateway took a confirmed payment back (Mercado Pago `refunded` or `charged_back`): the order is reversed and its
 * credits leave the wallet (`CreditsReversed`, ADR 0111). Recorded once per order.
 */
export const PaymentReversed = plainEvent(
  'PaymentReversed',
  z.object({ orderId, paymentId: z.string(), kind: z.enum(paymentReversalKinds), detail: z.string() }),
);

export const orderEvents = [
  OrderPlaced,
  BoletoIssued,
  PixIssued,
  PaymentConfirmed,
  PaymentFailed,
  PaymentReversed,
] as const;
