import { z } from 'zod';
import { plainEvent } from './plainEvent';

/**
 * The audit trail of the stream browser and of the audit screens an analyst opens (issue #40, ADR 0178): one stream
 * per viewer, `streamviews-<userId>`, one event per stream page or audit screen looked at — who (the metadata's user and role), which stream, when (the event's time). Admins browse
 * the `streamviews` category in "Eventos"; analysts do not see it.
 */
export const STREAM_VIEWS_CATEGORY = 'streamviews';
export const streamViewsStream = (viewerId: string) => `${STREAM_VIEWS_CATEGORY}-${viewerId}`;

/** A stream's events were shown to someone in "Eventos" (`fromPosition`: the page's cursor, '' for the first page). */
export const StreamViewed = plainEvent(
  'StreamViewed',
  z.object({ viewerId: z.string().min(1), streamId: z.string().min(1), fromPosition: z.string() }),
);

/**
 * An audit screen was shown to an analyst (ADR 0178, amended): the credit ledger or its CSV, a partner's or a demand's
 * subscriptions, a record's history. `streamId` names the stream the screen is about (`wallet-<id>`, `user-<id>`,
 * `demand-12`, `area-3`), `detail` the page and filters asked for.
 */
export const AuditScreenViewed = plainEvent(
  'AuditScreenViewed',
  z.object({ viewerId: z.string().min(1), screen: z.string().min(1), streamId: z.string().min(1), detail: z.string() }),
);

export const analystEvents = [StreamViewed, AuditScreenViewed] as const;
