import type { InsightsPeriod } from '@conectasst/common/rules/insightsRules';
import { readThrough, serverApi } from '../../lib/serverState/api';
import { getMyInsights } from './api/insightsApi';

/** Meu desempenho (ADR 0184): the provider's own figures over the period shown, read each time the screen opens. */
export const insightsReads = serverApi.injectEndpoints({
  endpoints: (build) => ({
    myInsights: build.query({ queryFn: readThrough((days: InsightsPeriod) => getMyInsights(days)) }),
  }),
});

export const { useMyInsightsQuery } = insightsReads;
