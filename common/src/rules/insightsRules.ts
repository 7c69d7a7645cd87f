/**
 * "Meu desempenho" (issue #21 item 6, ADR 0127): the periods a provider can look at, and the privacy rule of the
 * speed comparison: the other providers' median is shown only when at least this many other providers contribute,
 * so no single competitor's speed can be read from it.
 */
export const INSIGHTS_PERIODS_DAYS = [30, 90] as const;
export type InsightsPeriod = (typeof INSIGHTS_PERIODS_DAYS)[number];
export const INSIGHTS_DEFAULT_DAYS: InsightsPeriod = 30;
export const INSIGHTS_MIN_OTHER_PROVIDERS = 3;
export const INSIGHTS_PERIOD_MESSAGE = 'Escolha um período de 30 ou 90 dias.';
