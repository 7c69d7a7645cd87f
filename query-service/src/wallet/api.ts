import type { Router } from 'express';
import type { Order } from '@conectasst/common/api/checkout';
import { orderSchema, sandboxTokenQuery } from '@conectasst/common/api/checkout';
import { orderViewByToken, ordersOf } from '@conectasst/projections/wallet/walletQueries';
import type { OrderRow } from '@conectasst/projections/wallet/walletQueries';
import type { QueryDeps } from '../queryContext';
import { data, found, listResponse, queryRouter, queryRoutes, recordResponse } from '../queryRoutes';

const declare = queryRoutes({ tags: ['Créditos e pagamentos'] });

export const myOrdersRoute = declare.get('/v1/orders', 'Compras do parceiro atual e seus estados', { access: 'provider', responses: listResponse('Pedidos', orderSchema) });

export const sandboxOrderRoute = declare.get('/v1/checkout/sandbox', 'Checkout de testes (modo local): o pedido do token', {
  access: 'public',
  query: sandboxTokenQuery,
  responses: recordResponse('Pedido', orderSchema, 'Pedido não encontrado'),
});

const toOrder = (r: OrderRow): Order => ({
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
});

export function walletQueryRouter(deps: QueryDeps): Router {
  const routes = queryRouter(deps).add(myOrdersRoute, async ({ user }) => data((await ordersOf(deps.pool, user.id, 100)).map(toOrder)));
  if (deps.checkoutSandbox) {
    routes.add(sandboxOrderRoute, async ({ query }) => data(toOrder(found(await orderViewByToken(deps.pool, query.token), 'Pedido não encontrado.'))));
  }
  return routes.router;
}
