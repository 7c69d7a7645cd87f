import { z } from 'zod';
import { defineEvent } from '../catalogue/defineEvent';
import { plainEvent } from './plainEvent';

/**
 * The reviews of one demand (issue #21, ADR 0125): `reviews-<demandId>`. One stream per demand holds every review its
 * requester wrote of the providers who held a seat, the "Já contratei" answer, the providers' replies, the reports and
 * the admins' hide/restore, so "one review per provider per demand" and "the hired provider" are decided on one stream.
 */
export const reviewsStream = (demandId: number) => `reviews-${demandId}`;

const reviewId = z.string().uuid();
const demandId = z.number().int().positive();
const providerId = z.string().uuid();
const requesterId = z.string().uuid();
/** What the requester writes of a provider, as written and as edited. */
const reviewText = z.object({
  reviewId,
  demandId,
  providerId,
  requesterId,
  stars: z.number().int().min(1).max(5),
  comment: z.string(),
});
/** An admin's moderation decision on a review, hiding or restoring it. */
const moderation = z.object({ reviewId, demandId, providerId, adminId: z.string().uuid(), reason: z.string().min(1) });

/**
 * The requester reviewed a provider who held a seat. The comment and the reviewer's first name are personal data
 * under the requester's key (ADR 0112): erasing the requester removes them from every replay and read model. The
 * comment is stored as written; read models show it through the contact mask.
 */
export const ReviewWritten = defineEvent({
  type: 'ReviewWritten',
  version: 1,
  schema: reviewText.extend({ reviewerFirstName: z.string(), city: z.string(), writtenAt: z.string() }),
  personalData: ['comment', 'reviewerFirstName'],
  subject: (d) => d.requesterId,
});

/** The requester changed the stars or the comment (within 14 days of writing). */
export const ReviewEdited = defineEvent({
  type: 'ReviewEdited',
  version: 1,
  schema: reviewText,
  personalData: ['comment'],
  subject: (d) => d.requesterId,
});

/** 'Já contratei': which of the subscribed providers the requester hired, or 'outro' (someone else). */
export const HireRecorded = plainEvent(
  'HireRecorded',
  z.object({ demandId, hired: z.union([providerId, z.literal('outro')]) }),
);

/** The reviewed provider answered, once. The reply is the provider's words: under the provider's key. */
export const ReviewReplied = defineEvent({
  type: 'ReviewReplied',
  version: 1,
  schema: z.object({ reviewId, demandId, providerId, reply: z.string() }),
  personalData: ['reply'],
  subject: (d) => d.providerId,
});

/** Someone (the provider, or anyone reading it) reported the review to the admins; `system`: the self-review check flagged it (ADR 0157). */
export const ReviewReported = plainEvent(
  'ReviewReported',
  z.object({
    reviewId,
    demandId,
    providerId,
    reportId: z.string().uuid(),
    by: z.enum(['provider', 'public', 'system']),
    reason: z.string(),
  }),
);

/** An admin hid the review (it no longer shows or counts); the admin is in the data and the metadata, for the audit. */
export const ReviewHidden = plainEvent('ReviewHidden', moderation);

/** An admin showed a hidden review again. */
export const ReviewRestored = plainEvent('ReviewRestored', moderation);

/**
 * The requester was e-mailed a request to review the providers who held a seat (issue #21 item 2): `seat` seven days
 * after the first seat, `hired` after 'Já contratei'; at most two per demand. Recorded before the e-mail is sent (a
 * crash in between loses that e-mail rather than sending it twice). No address here: it is read when sending.
 */
export const ReviewRequestSent = plainEvent(
  'ReviewRequestSent',
  z.object({ demandId, reason: z.enum(['seat', 'hired']), sentAt: z.string() }),
);

export const reviewEvents = [
  ReviewWritten,
  ReviewEdited,
  HireRecorded,
  ReviewReplied,
  ReviewReported,
  ReviewHidden,
  ReviewRestored,
  ReviewRequestSent,
] as const;
