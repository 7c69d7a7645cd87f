/**
 * "Meu desempenho" (issue #21 item 6, ADR 0127): the periods a provider can look at, and the privacy rule of the
 * speed comparison (issue #33 item 5, ADR 0157): no figure of the other providers is ever shown, only the quartile
 * band in which the provider's own median falls among theirs, and only when at least INSIGHTS_MIN_OTHER_PROVIDERS
 * others took a seat in the period. A median of a few others could be solved for with fake accounts (two fakes
 * around a victim gave back the victim's own figure); a band of the provider's own place cannot.
 */
export const INSIGHTS_PERIODS_DAYS = [30, 90] as const;
export type InsightsPeriod = (typeof INSIGHTS_PERIODS_DAYS)[number];
export const INSIGHTS_DEFAULT_DAYS: InsightsPeriod = 30;
export const INSIGHTS_MIN_OTHER_PROVIDERS = 5;

/** Where the provider's median falls among the other providers' medians (fastest quarter first). */
export const INSIGHTS_SPEED_BANDS = ['fastest25', 'faster50', 'slower50', 'slowest25'] as const;
export type InsightsSpeedBand = (typeof INSIGHTS_SPEED_BANDS)[number];

/** The band's words, on the screen and in the weekly e-mail. */
export const INSIGHTS_SPEED_BAND_LABELS: Record<InsightsSpeedBand, string> = {
  fastest25: 'Entre os 25 % mais rápidos',
  faster50: 'Entre os 50 % mais rápidos',
  slower50: 'Entre os 50 % mais lentos',
  slowest25: 'Entre os 25 % mais lentos',
};

/** Said instead of a band while fewer than INSIGHTS_MIN_OTHER_PROVIDERS others took a seat. */
export const INSIGHTS_NOT_ENOUGH_OTHERS = `Ainda não há parceiros suficientes nas suas áreas e região para comparar (comparamos só com pelo menos ${INSIGHTS_MIN_OTHER_PROVIDERS} outros que se inscreveram no período).`;

/**
 * The band of a provider among `others` providers, `faster` of whom have a lower median and `ties` the same one
 * (a tie counts half): the share of others ahead, in quarters. Null with fewer than INSIGHTS_MIN_OTHER_PROVIDERS.
 */
export function speedBand(others: number, faster: number, ties: number): InsightsSpeedBand | null {
  if (others < INSIGHTS_MIN_OTHER_PROVIDERS) return null;
  const ahead = (faster + ties / 2) / others;
  return ahead < 0.25 ? 'fastest25' : ahead < 0.5 ? 'faster50' : ahead < 0.75 ? 'slower50' : 'slowest25';
}
export const INSIGHTS_PERIOD_MESSAGE = 'Escolha um período de 30 ou 90 dias.';
