import { Router } from 'express';
import { z } from 'zod';
import type { Order } from '@conectasst/common/api/checkout';
import { orderSchema, sandboxTokenQuery } from '@conectasst/common/api/checkout';
import { HttpError } from '@conectasst/platform/http/httpError';
import { defineRoute, mountRoute } from '@conectasst/platform/http/route';
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

interface OrderRow {
  id: number;
  package_name: string;
  credits: number;
  price_cents: string;
  status: Order['status'];
  method: Order['method'];
  created_at: Date;
  pix_code: string | null;
  pix_expires_at: Date | null;
}
/** A PIX charge past its 30 minutes reads as 'pix_expired' (the rule is the order's; the clock is the database's). */
const COLUMNS = `id, package_name, credits, price_cents, CASE WHEN status = 'pix' AND pix_expires_at <= now() THEN 'pix_expired' ELSE status END AS status,
  method, created_at, pix_code, pix_expires_at`;
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
      const rows = await deps.pool.query<OrderRow>(`SELECT ${COLUMNS} FROM orders WHERE provider_id = $1 ORDER BY id DESC LIMIT 100`, [user!.id]);
      return { body: { data: rows.rows.map(toOrder) } };
    },
    deps.route,
  );
  if (deps.checkoutSandbox) {
    mountRoute(
      router,
      sandboxOrderRoute,
      async ({ query }) => {
        const row = (await deps.pool.query<OrderRow>(`SELECT ${COLUMNS} FROM orders WHERE token = $1`, [query.token])).rows[0];
        if (!row) throw new HttpError(404, 'Pedido não encontrado.');
        return { body: { data: toOrder(row) } };
      },
      deps.route,
    );
  }
  return router;
}
