import { z } from 'zod';
import { plainEvent } from './plainEvent';

/**
 * The audit trail of the stream browser (issue #40, ADR 0178): one stream per viewer, `streamviews-<userId>`, one event
 * per stream page looked at — who (the metadata's user and role), which stream, when (the event's time). Admins browse
 * the `streamviews` category in "Eventos"; analysts do not see it.
 */
export const STREAM_VIEWS_CATEGORY = 'streamviews';
export const streamViewsStream = (viewerId: string) => `${STREAM_VIEWS_CATEGORY}-${viewerId}`;

/** A stream's events were shown to someone in "Eventos" (`fromPosition`: the page's cursor, '' for the first page). */
export const StreamViewed = plainEvent(
  'StreamViewed',
  z.object({ viewerId: z.string().min(1), streamId: z.string().min(1), fromPosition: z.string() }),
);

export const analystEvents = [StreamViewed] as const;
