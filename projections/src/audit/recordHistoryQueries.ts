import type { Page } from '../listing';
import { pageOf, personNameSql } from '../listing';
import type { Queryable } from '../queryable';

/** The `record_history` read model (recordHistoryProjection.ts): the admin's Histórico of one record (ADR 0132). */

export interface RecordHistoryRow {
  revision: number;
  occurred_at: Date;
  event_type: string;
  /** May hold `{parceiro}`, the partner's name read now (it may have changed or been erased since). */
  summary: string;
  partner_name: string | null;
  actor_id: string | null;
  actor_role: string | null;
  actor_name: string | null;
}

/** The history of record `recordId` of kind `kind` (area, nr, service, package, partner, demand), newest first, one page. */
export function recordHistory(
  db: Queryable,
  kind: string,
  recordId: string,
  page: number,
  perPage: number,
): Promise<Page<RecordHistoryRow>> {
  return pageOf(
    db,
    `SELECT h.revision, h.occurred_at, h.event_type, h.summary, h.actor_id, h.actor_role,
            ${personNameSql('p')} AS partner_name, ${personNameSql('a', 'NULL')} AS actor_name
       FROM record_history h
       LEFT JOIN users p ON p.id = h.partner_id
       LEFT JOIN users a ON h.actor_role IN ('admin', 'provider') AND a.id::text = h.actor_id
      WHERE h.record_kind = $1 AND h.record_id = $2
      ORDER BY h.revision DESC`,
    'FROM record_history h WHERE h.record_kind = $1 AND h.record_id = $2',
    [kind, recordId],
    page,
    perPage,
  );
}
