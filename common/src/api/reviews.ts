import { z } from 'zod';
import { requiredText } from '../rules/textRules';
import {
  HIRED_OTHER,
  REVIEW_COMMENT_MAX,
  REVIEW_REASON_MAX,
  REVIEW_REPLY_MAX,
  REVIEW_STARS_MAX,
  REVIEW_STARS_MIN,
  reviewMessages as m,
} from '../rules/reviewRules';
import { toSlug } from '../text/slug';
import { requesterToken } from './demands';

/** Reviews (issue #21, docs/reviews.md): the requester writes from the signed link, the provider replies, admins moderate. */

const providerId = z.string({ error: m.providerId }).uuid({ error: m.providerId });
const reviewId = z.string({ error: m.reviewId }).uuid({ error: m.reviewId });
const stars = z
  .number({ error: m.stars })
  .int({ error: m.stars })
  .min(REVIEW_STARS_MIN, { error: m.stars })
  .max(REVIEW_STARS_MAX, { error: m.stars });
/** The length floor (10 characters) is the decider's rule (422); the document states the ceiling. */
const comment = requiredText(m.commentTooShort, REVIEW_COMMENT_MAX, m.commentTooLong);
const reason = requiredText(m.reasonTooShort, REVIEW_REASON_MAX, m.reasonTooLong);

/** `POST /v1/minha-demanda/avaliacoes` (write) and `PUT` (edit, within 14 days). */
export const writeReviewBody = z.object({ token: requesterToken, providerId, stars, comment });
export type WriteReviewBody = z.input<typeof writeReviewBody>;

/** `POST /v1/minha-demanda/contratado` — 'Já contratei': a subscribed provider's id, or 'outro'. */
export const recordHireBody = z.object({
  token: requesterToken,
  hired: z.union([providerId, z.literal(HIRED_OTHER)], { error: m.hiredInvalid }),
});

/** `POST /v1/parceiro/avaliacoes/resposta` */
export const replyReviewBody = z.object({
  reviewId,
  reply: requiredText(m.replyEmpty, REVIEW_REPLY_MAX, m.replyTooLong),
});

/** `POST /v1/avaliacoes/denuncia` (anyone) */
export const reportReviewBody = z.object({ reviewId, reason });

/** `POST /v1/admin/avaliacoes/ocultar` and `/restaurar` */
export const moderateReviewBody = z.object({ reviewId, reason });

/** A review as everyone may read it: the reviewer is first name + city; no requester contact. */
export const reviewSchema = z.object({
  reviewId: z.string(),
  demandId: z.number().int(),
  providerId: z.string(),
  providerName: z.string(),
  stars: z.number().int(),
  comment: z.string(),
  /** "Maria, Belo Horizonte" */
  reviewer: z.string(),
  writtenAt: z.string(),
  editedAt: z.string().nullable(),
  /** Until when the requester can still edit it. */
  editableUntil: z.string(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  /** The requester said they hired this provider: "Contratado pela ConectaSST". */
  hired: z.boolean(),
});
export type Review = z.infer<typeof reviewSchema>;

/** The admin queue adds the moderation and the reports. */
export const adminReviewSchema = reviewSchema.extend({
  hidden: z.boolean(),
  moderationReason: z.string().nullable(),
  moderatedAt: z.string().nullable(),
  reports: z.number().int(),
  reportReasons: z.array(z.string()),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

/**
 * The requester's page: the demand's visible reviews and the 'Já contratei' answer. A review an admin hid is not sent,
 * only its provider's id, so the page says it was hidden instead of offering 'Avaliar' again.
 */
export const requesterReviewsSchema = z.object({
  reviews: z.array(reviewSchema),
  hiddenProviderIds: z.array(z.string()),
  hired: z.string().nullable(),
});
export type RequesterReviews = z.infer<typeof requesterReviewsSchema>;

/** `GET /v1/parceiro/avaliacoes`: the provider's visible reviews with their average and count. */
export const providerReviewsResponseSchema = z.object({
  data: z.array(reviewSchema),
  average: z.number().nullable(),
  count: z.number().int(),
});
export type ProviderReviews = z.infer<typeof providerReviewsResponseSchema>;

/** `GET /v1/admin/avaliacoes`: the moderation queue's filters. */
export const adminReviewsQuery = z.object({
  status: z.enum(['all', 'reported', 'hidden'], { error: 'Filtro de situação inválido.' }).optional(),
  /** One partner's reviews (the admin partner page), hidden ones included. */
  providerId: z.string().uuid({ error: 'Parceiro inválido.' }).optional(),
});

/** `/parceiros/<slug>`: the provider's name as an address, then its id (the id alone finds it; a renamed provider's old links keep working). */
export const partnerSlug = (name: string, id: string) => `${toSlug(name) || 'parceiro'}-${id}`;
/** Pedido direto (ADR 0170): the button of the provider page and of the landing pages' provider cards, and where it leads. */
export const DIRECT_REQUEST_CTA = 'Pedir orçamento a este parceiro';
/** The public response time shows only from this many seats (fewer would say too much about too little). */
export const RESPONSE_TIME_MIN_SEATS = 5;
/** The median in seconds as the provider page says it, or null below RESPONSE_TIME_MIN_SEATS seats. */
export const responseHoursOf = (seats: number, medianSeconds: number | null): number | null =>
  seats < RESPONSE_TIME_MIN_SEATS || medianSeconds === null ? null : Math.max(1, Math.ceil(medianSeconds / 3600));
export const responseTimeText = (hours: number) => `Costuma responder em até ${hours} h`;
export const directRequestPath = (slug: string) => `/demanda?parceiro=${encodeURIComponent(slug)}`;
/** The id at the end of a `/parceiros/<slug>` address, or undefined. */
export const partnerIdOfSlug = (slug: string): string | undefined =>
  /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i.exec(slug)?.[1]?.toLowerCase();

/** `GET /v1/parceiros/{slug}`: the public profile. Never an e-mail or a phone (only requesters whose demand it subscribed to get those). */
export const partnerProfileSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  personType: z.enum(['Física', 'Jurídica']).nullable(),
  areas: z.array(z.string()),
  nrs: z.array(z.string()),
  /** UFs served; ['All'] is the whole country. */
  regions: z.array(z.string()),
  /** The regions in words, one per state: "5 cidades em SP", "Todas as cidades de RJ", "Todo o Brasil" (issue #35). */
  regionSummary: z.array(z.object({ uf: z.string(), label: z.string(), cities: z.array(z.string()) })),
  /** The profession a Pessoa Física declared ("Engenheiro de Segurança do Trabalho"), or null. */
  profession: z.string().nullable(),
  /** Registries an admin verified ("Verificado"). */
  credentials: z.array(z.string()),
  rating: z.object({ average: z.number().nullable(), count: z.number().int() }),
  reviews: z.array(reviewSchema),
  memberSince: z.string(),
  demandsAttended: z.number().int(),
  /**
   * Pedido direto (ADR 0170): "Costuma responder em até X h" — the provider's own median from a demand's publication to
   * taking its seat, in whole hours rounded up (at least 1); null below RESPONSE_TIME_MIN_SEATS seats. Optional: older
   * answers have none.
   */
  responseHours: z.number().int().positive().nullable().optional(),
});
export type PartnerProfile = z.infer<typeof partnerProfileSchema>;

export const PARTNER_NOT_FOUND = 'Parceiro não encontrado.';
/** `GET /v1/parceiros/{slug}`: the page's address (`<nome>-<id>`); anything else is a partner not found. */
export const partnerSlugParams = z.object({
  slug: z
    .string({ error: PARTNER_NOT_FOUND })
    .max(200, { error: PARTNER_NOT_FOUND })
    .regex(/^[a-z0-9-]+$/i, { error: PARTNER_NOT_FOUND }),
});
