import { defineDecisions } from '../../../lib/adminCrud/defineDecisions';
import { readThrough, serverApi } from '../../../lib/serverState/api';
import type { LgpdTarget } from './lgpdApi';
import { answerLgpdRequest, getLgpdQueue, startLgpdRequest } from './lgpdApi';

/** The decision dialog's target: the request, as JSON (a target is one string). */
export const lgpdTarget = (target: LgpdTarget): string => JSON.stringify(target);
const chosen = (target: string) => JSON.parse(target) as LgpdTarget;

/** "Solicitações LGPD" (ADR 0167): the queue (ADR 0184). */
export const lgpdReads = serverApi.enhanceEndpoints({ addTagTypes: ['LgpdQueue'] }).injectEndpoints({
  endpoints: (build) => ({
    lgpdQueue: build.query({
      queryFn: readThrough(async (_: void) => (await getLgpdQueue()).data),
      providesTags: ['LgpdQueue'],
    }),
  }),
});

export const { useLgpdQueueQuery } = lgpdReads;

/** "Iniciar", "Atender" and "Recusar" (each answer is mailed to the subject); the queue is asked again after each. */
export const lgpdDecisions = defineDecisions(
  'lgpd',
  {
    start: (target: string) => startLgpdRequest(chosen(target)),
    answer: (target: string, note: string) => answerLgpdRequest(chosen(target), 'done', note),
    refuse: (target: string, note: string) => answerLgpdRequest(chosen(target), 'refused', note),
  },
  ['LgpdQueue'],
);
