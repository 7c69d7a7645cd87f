import {
  HIRED_OTHER,
  REVIEW_COMMENT_MAX,
  REVIEW_COMMENT_MIN,
  REVIEW_EDIT_DAYS,
  REVIEW_REASON_MAX,
  REVIEW_REASON_MIN,
  REVIEW_REPLY_MAX,
  REVIEW_REQUESTS_MAX,
  REVIEW_STARS_MAX,
  REVIEW_STARS_MIN,
  reviewMessages as m,
  selfDealing,
  selfDealingMessages,
} from '@conectasst/common/rules/reviewRules';
import type { ProviderIdentity, RequesterIdentity } from '@conectasst/common/rules/reviewRules';
import { DomainError } from '@conectasst/common/rules/domainError';
import type { EventOf } from '@conectasst/events/catalogue/defineEvent';
import type { reviewEvents } from '@conectasst/events/schemas/reviewEvents';
import type { Decider } from '../infrastructure/decider';
import { decideByType, evolveByType } from '../infrastructure/decider';
import { DAY_MS } from '@conectasst/common/rules/time';

export type ReviewEvent = EventOf<(typeof reviewEvents)[number]>;

interface ReviewOf {
  reviewId: string;
  writtenAt: string;
  replied: boolean;
  hidden: boolean;
}

/** The reviews of one demand (`reviews-<demandId>`), by reviewed provider, and the 'Já contratei' answer. */
export interface ReviewsState {
  demandId: number;
  reviews: Map<string, ReviewOf>;
  hired: string | undefined;
  /** Review request e-mails already claimed (ReviewRequestSent), by reason. */
  requestsSent: readonly ReviewRequestReason[];
}

export type ReviewRequestReason = 'seat' | 'hired';

/** What the route looked up on the demand: who held a seat, the requester, and how the reviewer is shown. */
interface DemandFacts {
  demandId: number;
  requesterId: string;
  /** Providers holding a seat on the demand (ProviderSubscribed, not given back). */
  subscribers: readonly string[];
}

/**
 * Who asked for the budget and the reviewed (or hired) provider's own account (issue #33 item 4, ADR 0157): the same
 * e-mail, phone, CPF/CNPJ or company refuses; a weaker signal sends the review to the admins' queue (`flagReportId`).
 */
interface Parties {
  requester: RequesterIdentity;
  provider: ProviderIdentity;
}

export type ReviewCommand =
  | ({
      type: 'WriteReview';
      reviewId: string;
      providerId: string;
      stars: number;
      comment: string;
      reviewerFirstName: string;
      city: string;
      now: string;
      flagReportId: string;
    } & DemandFacts &
      Parties)
  | ({ type: 'EditReview'; providerId: string; stars: number; comment: string; now: string } & DemandFacts)
  | ({
      type: 'RecordHire';
      hired: string;
      requester: RequesterIdentity;
      /** The hired provider's account; null for 'outro'. */ provider: ProviderIdentity | null;
    } & DemandFacts)
  | { type: 'ReplyToReview'; providerId: string; reply: string }
  | { type: 'ReportReview'; providerId: string; reportId: string; by: 'provider' | 'public'; reason: string }
  | { type: 'HideReview'; providerId: string; adminId: string; reason: string }
  | { type: 'RestoreReview'; providerId: string; adminId: string; reason: string }
  | { type: 'ClaimReviewRequest'; demandId: number; reason: ReviewRequestReason; now: string };

function checkStarsAndComment(stars: number, comment: string): string {
  if (!Number.isInteger(stars) || stars < REVIEW_STARS_MIN || stars > REVIEW_STARS_MAX)
    throw new DomainError('invalid', m.stars);
  const text = comment.trim();
  if (text.length < REVIEW_COMMENT_MIN) throw new DomainError('invalid', m.commentTooShort);
  if (text.length > REVIEW_COMMENT_MAX) throw new DomainError('invalid', m.commentTooLong);
  return text;
}

function checkReason(reason: string): string {
  const text = reason.trim();
  if (text.length < REVIEW_REASON_MIN) throw new DomainError('invalid', m.reasonTooShort);
  if (text.length > REVIEW_REASON_MAX) throw new DomainError('invalid', m.reasonTooLong);
  return text;
}

function reviewOf(state: ReviewsState, providerId: string): ReviewOf {
  const review = state.reviews.get(providerId);
  if (!review) throw new DomainError('not_found', m.reviewNotFound);
  return review;
}

/** The ids every event about the review of `providerId` on this demand carries. */
const reviewIds = (state: ReviewsState, review: ReviewOf, providerId: string) => ({
  reviewId: review.reviewId,
  demandId: state.demandId,
  providerId,
});

export function writeReview(
  command: Extract<ReviewCommand, { type: 'WriteReview' }>,
  state: ReviewsState,
): ReviewEvent[] {
  const { reviewId, demandId, providerId, requesterId, stars, reviewerFirstName, city, now } = command;
  if (!command.subscribers.includes(providerId)) throw new DomainError('forbidden', m.notSubscribed);
  if (state.reviews.has(providerId)) throw new DomainError('conflict', m.alreadyReviewed);
  const comment = checkStarsAndComment(stars, command.comment);
  const { same, signals } = selfDealing(command.requester, command.provider);
  if (same.length) throw new DomainError('forbidden', selfDealingMessages.review);
  const written: ReviewEvent = {
    type: 'ReviewWritten',
    data: { reviewId, demandId, providerId, requesterId, stars, comment, reviewerFirstName, city, writtenAt: now },
  };
  if (!signals.length) return [written];
  const reason = selfDealingMessages.flag(signals);
  return [
    written,
    {
      type: 'ReviewReported',
      data: { reviewId, demandId, providerId, reportId: command.flagReportId, by: 'system', reason },
    },
  ];
}

export function editReview(
  command: Extract<ReviewCommand, { type: 'EditReview' }>,
  state: ReviewsState,
): ReviewEvent[] {
  const review = reviewOf(state, command.providerId);
  if (Date.parse(command.now) - Date.parse(review.writtenAt) > REVIEW_EDIT_DAYS * DAY_MS)
    throw new DomainError('conflict', m.editWindowOver);
  const comment = checkStarsAndComment(command.stars, command.comment);
  return [
    {
      type: 'ReviewEdited',
      data: {
        reviewId: review.reviewId,
        demandId: command.demandId,
        providerId: command.providerId,
        requesterId: command.requesterId,
        stars: command.stars,
        comment,
      },
    },
  ];
}

export function recordHire(
  command: Extract<ReviewCommand, { type: 'RecordHire' }>,
  state: ReviewsState,
): ReviewEvent[] {
  if (command.hired !== HIRED_OTHER && !command.subscribers.includes(command.hired))
    throw new DomainError('invalid', m.hiredInvalid);
  if (command.provider && selfDealing(command.requester, command.provider).same.length)
    throw new DomainError('forbidden', selfDealingMessages.hire);
  if (state.hired === command.hired) return [];
  return [{ type: 'HireRecorded', data: { demandId: command.demandId, hired: command.hired } }];
}

export function replyToReview(
  command: Extract<ReviewCommand, { type: 'ReplyToReview' }>,
  state: ReviewsState,
): ReviewEvent[] {
  const review = reviewOf(state, command.providerId);
  if (review.replied) throw new DomainError('conflict', m.alreadyReplied);
  const reply = command.reply.trim();
  if (!reply) throw new DomainError('invalid', m.replyEmpty);
  if (reply.length > REVIEW_REPLY_MAX) throw new DomainError('invalid', m.replyTooLong);
  return [{ type: 'ReviewReplied', data: { ...reviewIds(state, review, command.providerId), reply } }];
}

export function reportReview(
  command: Extract<ReviewCommand, { type: 'ReportReview' }>,
  state: ReviewsState,
): ReviewEvent[] {
  const review = reviewOf(state, command.providerId);
  const reason = checkReason(command.reason);
  return [
    {
      type: 'ReviewReported',
      data: { ...reviewIds(state, review, command.providerId), reportId: command.reportId, by: command.by, reason },
    },
  ];
}

export function hideReview(
  command: Extract<ReviewCommand, { type: 'HideReview' }>,
  state: ReviewsState,
): ReviewEvent[] {
  const review = reviewOf(state, command.providerId);
  if (review.hidden) throw new DomainError('conflict', m.alreadyHidden);
  const reason = checkReason(command.reason);
  return [
    {
      type: 'ReviewHidden',
      data: { ...reviewIds(state, review, command.providerId), adminId: command.adminId, reason },
    },
  ];
}

export function restoreReview(
  command: Extract<ReviewCommand, { type: 'RestoreReview' }>,
  state: ReviewsState,
): ReviewEvent[] {
  const review = reviewOf(state, command.providerId);
  if (!review.hidden) throw new DomainError('conflict', m.notHidden);
  const reason = checkReason(command.reason);
  return [
    {
      type: 'ReviewRestored',
      data: { ...reviewIds(state, review, command.providerId), adminId: command.adminId, reason },
    },
  ];
}

/**
 * The scheduler claims a review request e-mail before sending it: once per reason, never more than
 * REVIEW_REQUESTS_MAX per demand. Nothing to claim is no event (the e-mail is not sent), not an error.
 */
export function claimReviewRequest(
  command: Extract<ReviewCommand, { type: 'ClaimReviewRequest' }>,
  state: ReviewsState,
): ReviewEvent[] {
  if (state.requestsSent.length >= REVIEW_REQUESTS_MAX || state.requestsSent.includes(command.reason)) return [];
  return [
    { type: 'ReviewRequestSent', data: { demandId: command.demandId, reason: command.reason, sentAt: command.now } },
  ];
}

const change = (state: ReviewsState, providerId: string, update: (review: ReviewOf) => ReviewOf): ReviewsState => {
  const review = state.reviews.get(providerId);
  if (!review) return state;
  const reviews = new Map(state.reviews);
  reviews.set(providerId, update(review));
  return { ...state, reviews };
};

/** `reviews-<demandId>`. Not cacheable: the fold is cheap and the stream carries personal data. */
export const reviewsDecider: Decider<ReviewsState, ReviewCommand, ReviewEvent> = {
  initialState: () => ({ demandId: 0, reviews: new Map(), hired: undefined, requestsSent: [] }),
  evolve: evolveByType<ReviewsState, ReviewEvent>({
    ReviewWritten: (state, { data }) => {
      const reviews = new Map(state.reviews);
      reviews.set(data.providerId, {
        reviewId: data.reviewId,
        writtenAt: data.writtenAt,
        replied: false,
        hidden: false,
      });
      return { ...state, demandId: data.demandId, reviews };
    },
    ReviewEdited: (state) => state,
    ReviewReported: (state) => state,
    HireRecorded: (state, { data }) => ({ ...state, demandId: data.demandId, hired: data.hired }),
    ReviewReplied: (state, { data }) => change(state, data.providerId, (r) => ({ ...r, replied: true })),
    ReviewHidden: (state, { data }) => change(state, data.providerId, (r) => ({ ...r, hidden: true })),
    ReviewRestored: (state, { data }) => change(state, data.providerId, (r) => ({ ...r, hidden: false })),
    ReviewRequestSent: (state, { data }) => ({
      ...state,
      demandId: data.demandId,
      requestsSent: [...state.requestsSent, data.reason],
    }),
  }),
  decide: decideByType<ReviewsState, ReviewCommand, ReviewEvent>({
    WriteReview: writeReview,
    EditReview: editReview,
    RecordHire: recordHire,
    ReplyToReview: replyToReview,
    ReportReview: reportReview,
    HideReview: hideReview,
    RestoreReview: restoreReview,
    ClaimReviewRequest: claimReviewRequest,
  }),
};
