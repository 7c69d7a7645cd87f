import type { Queryable } from '../queryable';

/** The `subscriptions` read model (subscriptionsProjection.ts), for the query-service and ReadModelLookups (ADR 0132). */

/** A provider holding a seat on a demand, with the contact the requester is owed. */
export interface SeatHolderRow {
  id: string;
  name: string | null;
  surname: string | null;
  corporate_name: string | null;
  fantasy_name: string | null;
  email: string | null;
  phone: string | null;
  profission: string | null;
  subscribed_at: Date;
}

/** Only the providers holding a seat on this demand, in the order they took it. */
export async function seatHolders(db: Queryable, demandId: number): Promise<SeatHolderRow[]> {
  const rows = await db.query<SeatHolderRow>(
    `SELECT u.id, u.name, u.surname, u.corporate_name, u.fantasy_name, u.email, u.phone, u.profission, s.created_at AS subscribed_at
       FROM subscriptions s JOIN users u ON u.id = s.provider_id
      WHERE s.demand_id = $1 ORDER BY s.created_at, u.id`,
    [demandId],
  );
  return rows.rows;
}
