import type { LgpdRequestRow } from '@conectasst/common/api/lgpd';
import type { LgpdRequestStatus } from '@conectasst/common/rules/lgpdRules';
import { isLgpdRequestOverdue } from '@conectasst/common/rules/lgpdRules';
import type { Queryable } from '../queryable';

/** The admin's queue: open requests first, the nearest deadline first; then the answered ones, newest first. */
export async function lgpdRequestQueue(db: Queryable, now: Date, limit = 500): Promise<LgpdRequestRow[]> {
  const { rows } = await db.query<{
    request_id: string;
    subject_id: string;
    subject_kind: 'requester' | 'provider';
    demand_id: number | null;
    kind: 'correction' | 'deletion';
    status: LgpdRequestStatus;
    details: string | null;
    reason: string | null;
    received_at: Date;
    due_at: Date;
    answered_at: Date | null;
  }>(
    `SELECT request_id, subject_id, subject_kind, demand_id, kind, status, details, reason, received_at, due_at, answered_at
       FROM lgpd_requests
      ORDER BY (status IN ('received', 'in_progress')) DESC,
               CASE WHEN status IN ('received', 'in_progress') THEN due_at END ASC,
               received_at DESC
      LIMIT $1`,
    [limit],
  );
  return rows.map((r) => ({
    requestId: r.request_id,
    subjectId: r.subject_id,
    subjectKind: r.subject_kind,
    demandId: r.demand_id,
    kind: r.kind,
    status: r.status,
    details: r.details,
    reason: r.reason,
    receivedAt: r.received_at.toISOString(),
    dueAt: r.due_at.toISOString(),
    answeredAt: r.answered_at?.toISOString() ?? null,
    overdue: isLgpdRequestOverdue(r.status, r.due_at.toISOString(), now),
  }));
}
