import { Router } from 'express';
import { z } from 'zod';
import type { Order } from '@conectasst/common/api/checkout';
import { orderSchema, sandboxTokenQuery } from '@conectasst/common/api/checkout';
import { HttpError } from '@conectasst/platform/http/httpError';
import { defineRoute, mountRoute } from '@conectasst/platform/http/route';
import { orderViewByToken, ordersOf } from '@conectasst/projections/wallet/walletQueries';
import type { OrderRow } from '@conectasst/projections/wallet/walletQueries';
import type { QueryDeps } from '../queryContext';

const tags = ['Créditos e pagamentos'];

export const myOrdersRoute = defineRoute({
  method: 'get',
  path: '/v1/orders',
  summary: 'Compras do parceiro atual e seus estados',
  tags,
  access: 'provider',
  kind: 'query',
  responses: { 200: { description: 'Pedidos', schema: z.object({ data: z.array(orderSchema) }) } },
});

export const sandboxOrderRoute = defineRoute({
  method: 'get',
  path: '/v1/checkout/sandbox',
  summary: 'Checkout de testes (modo local): o pedido do token',
  tags,
  access: 'public',
  kind: 'query',
  query: sandboxTokenQuery,
  responses: { 200: { description: 'Pedido', schema: z.object({ data: orderSchema }) }, 404: { description: 'Pedido não encontrado' } },
});

const toOrder = (r: OrderRow): Order => ({
  id: r.id,
  packageName: r.package_name,
  credits: r.credits,
  price: Number(r.price_cents) / 100,
  status: r.status,
  method: r.method,
  createdAt: r.created_at.toISOString(),
  pix: r.pix_code && r.pix_expires_at ? { code: r.pix_code, expiresAt: r.pix_expires_at.toISOString() } : null,
});

export function walletQueryRouter(deps: QueryDeps): Router {
  const router = Router();
  mountRoute(
    router,
    myOrdersRoute,
    async ({ user }) => {
      return { body: { data: (await ordersOf(deps.pool, user!.id, 100)).map(toOrder) } };
    },
    deps.route,
  );
  if (deps.checkoutSandbox) {
    mountRoute(
      router,
      sandboxOrderRoute,
      async ({ query }) => {
        const row = await orderViewByToken(deps.pool, query.token);
        if (!row) throw new HttpError(404, 'Pedido não encontrado.');
        return { body: { data: toOrder(row) } };
      },
      deps.route,
    );
  }
  return router;
}
