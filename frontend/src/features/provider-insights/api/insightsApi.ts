import type { ProviderInsights } from '@conectasst/common/api/insights';
import type { InsightsPeriod } from '@conectasst/common/rules/insightsRules';
import { apiClient } from '../../../lib/apiClient';

/** `GET /v1/parceiro/desempenho?dias=`: the provider's own figures over the last 30 or 90 days (ADR 0127). */
export const getMyInsights = (days: InsightsPeriod) =>
  apiClient.get<ProviderInsights>(`/parceiro/desempenho?dias=${days}`);
