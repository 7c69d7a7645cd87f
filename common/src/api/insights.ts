import { z } from 'zod';
import { INSIGHTS_PERIOD_MESSAGE, INSIGHTS_SPEED_BANDS } from '../rules/insightsRules';

/** `GET /v1/parceiro/desempenho?dias=30|90` (issue #21 item 6, ADR 0127). */
export const insightsQuery = z.object({ dias: z.enum(['30', '90'], { error: INSIGHTS_PERIOD_MESSAGE }).optional() });

export const providerInsightsSchema = z.object({
  /** The period: the last `days` days up to `until`. */
  days: z.number().int(),
  since: z.string(),
  until: z.string(),
  /** Published demands of the period that match the provider's profile (the demand list's 'Combina com meu perfil'). */
  matching: z.number().int(),
  /** Seats the provider took in the period (seats given back not counted). */
  subscribed: z.number().int(),
  /** Demands whose requester said 'Já contratei' naming this provider, in the period. */
  hired: z.number().int(),
  /** Credits spent on those seats, and per hire (null without a hire). */
  creditsSpent: z.number().int(),
  creditsPerHire: z.number().nullable(),
  /** Visible reviews (all time): average with one decimal, count. */
  rating: z.object({ average: z.number().nullable(), count: z.number().int() }),
  /**
   * The provider's own proposals on the seats it took in the period, how many were accepted ('ganha'), and the win
   * rate in percent (null without a proposal). Only the provider's figures (issue #36 item 2, ADR 0163).
   */
  proposals: z.object({ sent: z.number().int(), won: z.number().int(), winRatePercent: z.number().int().nullable() }),
  /**
   * Seconds from a demand's filing (`demands.created_at`; it is published when the requester confirms the e-mail,
   * the same for every provider) to a seat: the provider's median, and the quartile band in which it falls among the
   * medians of the other providers serving one of its areas in one of its regions — never a figure of theirs (issue
   * #33 item 5). Null without a seat of the provider's, or when fewer than `minOtherProviders` others took a seat.
   */
  speed: z.object({
    yourMedianSeconds: z.number().nullable(),
    othersBand: z.enum(INSIGHTS_SPEED_BANDS).nullable(),
    minOtherProviders: z.number().int(),
  }),
});
export type ProviderInsights = z.infer<typeof providerInsightsSchema>;
