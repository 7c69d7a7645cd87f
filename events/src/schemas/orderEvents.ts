import { z } from 'zod';
import { defineEvent } from '../catalogue/defineEvent';
import { paymentReversalKinds } from './walletEvents';

/** One stream per purchase: `order-<id>` (checkout → payment confirmed or failed). */
export const orderStream = (orderId: number) => `order-${orderId}`;

const orderId = z.number().int().positive();
/** How the package was paid: card (credits at once) or boleto (credits when the bank confirms). */
const method = z.enum(['card', 'boleto']);

/** The provider pressed Comprar: the order and the checkout token exist; nothing is paid yet. */
export const OrderPlaced = defineEvent({
  type: 'OrderPlaced',
  version: 1,
  schema: z.object({ orderId, providerId: z.string().uuid(), packageId: z.number().int().positive(), packageName: z.string(), credits: z.number().int().positive(), priceCents: z.number().int().positive(), token: z.string() }),
  personalData: [],
});
/** A boleto was issued: the credits wait for the bank's confirmation (up to 24 banking business hours). */
export const BoletoIssued = defineEvent({ type: 'BoletoIssued', version: 1, schema: z.object({ orderId }), personalData: [] });
/** The gateway confirmed the payment (`paymentId` is the gateway's id: a payment confirms an order once). */
export const PaymentConfirmed = defineEvent({
  type: 'PaymentConfirmed',
  version: 1,
  schema: z.object({ orderId, method, paymentId: z.string() }),
  personalData: [],
});
/** The gateway refused or cancelled a payment; the order stays open (the provider may pay again on the same checkout). */
export const PaymentFailed = defineEvent({
  type: 'PaymentFailed',
  version: 1,
  schema: z.object({ orderId, paymentId: z.string(), reason: z.string() }),
  personalData: [],
});

/**
 * The gateway took a confirmed payment back (Mercado Pago `refunded` or `charged_back`): the order is reversed and its
 * credits leave the wallet (`CreditsReversed`, ADR 0111). Recorded once per order.
 */
export const PaymentReversed = defineEvent({
  type: 'PaymentReversed',
  version: 1,
  schema: z.object({ orderId, paymentId: z.string(), kind: z.enum(paymentReversalKinds), detail: z.string() }),
  personalData: [],
});

export const orderEvents = [OrderPlaced, BoletoIssued, PaymentConfirmed, PaymentFailed, PaymentReversed] as const;
