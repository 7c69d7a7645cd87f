import type { Page } from '../listing';
import { pageOf, personNameSql } from '../listing';
import type { Queryable } from '../queryable';

/** The `subscription_history` read model (subscriptionHistoryProjection.ts), for the admin's histories (ADR 0132). */

export interface SubscriptionHistoryRow {
  demand_id: number;
  demand_title: string | null;
  provider_id: string;
  provider_name: string | null;
  subscribed_at: Date;
  credits: number | null;
  seats_left: number;
  cancelled_at: Date | null;
  cancel_reason: string | null;
}

const SELECT = `
  SELECT h.demand_id, d.title AS demand_title, h.provider_id, ${personNameSql('u')} AS provider_name,
         h.subscribed_at, h.credits, h.seats_left, h.cancelled_at, h.cancel_reason
    FROM subscription_history h
    LEFT JOIN demands d ON d.id = h.demand_id
    LEFT JOIN users u ON u.id = h.provider_id`;

/** A demand's subscriptions, first to last, one page. */
export function subscriptionsOfDemand(
  db: Queryable,
  demandId: number,
  page: number,
  perPage: number,
): Promise<Page<SubscriptionHistoryRow>> {
  return pageOf(
    db,
    `${SELECT} WHERE h.demand_id = $1 ORDER BY h.seq`,
    'FROM subscription_history h WHERE h.demand_id = $1',
    [demandId],
    page,
    perPage,
  );
}

/** A partner's subscriptions, newest first, one page. */
export function subscriptionsOfProvider(
  db: Queryable,
  providerId: string,
  page: number,
  perPage: number,
): Promise<Page<SubscriptionHistoryRow>> {
  return pageOf(
    db,
    `${SELECT} WHERE h.provider_id = $1 ORDER BY h.subscribed_at DESC, h.demand_id DESC`,
    'FROM subscription_history h WHERE h.provider_id = $1',
    [providerId],
    page,
    perPage,
  );
}
