import type { Router } from 'express';
import type { Order } from '@conectasst/common/api/checkout';
import { orderSchema, sandboxTokenQuery } from '@conectasst/common/api/checkout';
import { orderViewByToken, ordersOf } from '@conectasst/projections/wallet/walletQueries';
import type { InvoiceRow } from '@conectasst/projections/invoicing/invoicesQueries';
import { invoicesOfOrders } from '@conectasst/projections/invoicing/invoicesQueries';
import type { OrderInvoice } from '@conectasst/common/api/invoicing';
import type { OrderRow } from '@conectasst/projections/wallet/walletQueries';
import type { QueryDeps } from '../queryContext';
import { data, found, listResponse, queryRouter, queryRoutes, recordResponse } from '../queryRoutes';

const declare = queryRoutes({ tags: ['Créditos e pagamentos'] });

export const myOrdersRoute = declare.get('/v1/orders', 'Compras do parceiro atual e seus estados', {
  access: 'provider',
  responses: listResponse('Pedidos', orderSchema),
});

export const sandboxOrderRoute = declare.get(
  '/v1/checkout/sandbox',
  'Checkout de testes (modo local): o pedido do token',
  {
    access: 'public',
    query: sandboxTokenQuery,
    responses: recordResponse('Pedido', orderSchema, 'Pedido não encontrado'),
  },
);

/** An order's NFS-e as the provider and the admin see it (the admin's ledger reads it too). */
export const toOrderInvoice = (row: InvoiceRow | undefined): OrderInvoice | null =>
  row
    ? {
        status: row.status,
        number: row.number,
        verificationCode: row.verification_code,
        issuedAt: row.issued_at,
        lastError: row.last_error,
        downloadable:
          row.number !== null && (row.status === 'issued' || row.status === 'cancelled' || row.status === 'cancelling'),
      }
    : null;

const toOrder = (r: OrderRow, invoice?: InvoiceRow): Order => ({
  id: r.id,
  packageName: r.package_name,
  credits: r.credits,
  price: Number(r.price_cents) / 100,
  status: r.status,
  method: r.method,
  refunded: Number(r.refunded_cents) / 100,
  creditsTaken: r.credits_taken,
  createdAt: r.created_at.toISOString(),
  pix: r.pix_code && r.pix_expires_at ? { code: r.pix_code, expiresAt: r.pix_expires_at.toISOString() } : null,
  invoice: toOrderInvoice(invoice),
});

export function walletQueryRouter(deps: QueryDeps): Router {
  const routes = queryRouter(deps).add(myOrdersRoute, async ({ user }) => {
    const orders = await ordersOf(deps.pool, user.id, 100);
    const invoices = await invoicesOfOrders(
      deps.pool,
      orders.map((o) => o.id),
    );
    return data(orders.map((o) => toOrder(o, invoices.get(o.id))));
  });
  if (deps.checkoutSandbox) {
    routes.add(sandboxOrderRoute, async ({ query }) =>
      data(toOrder(found(await orderViewByToken(deps.pool, query.token), 'Pedido não encontrado.'))),
    );
  }
  return routes.router;
}
