import { defineViews } from '../../../lib/adminCrud/defineViews';
import type { LgpdTarget } from './lgpdApi';
import { answerLgpdRequest, getLgpdQueue, startLgpdRequest } from './lgpdApi';

/** The decision dialog's target: the request, as JSON (a target is one string). */
export const lgpdTarget = (target: LgpdTarget): string => JSON.stringify(target);
const chosen = (target: string) => JSON.parse(target) as LgpdTarget;

/** "Solicitações LGPD" (ADR 0167): the queue, "Iniciar", "Atender" and "Recusar" (each answer is mailed to the subject). */
export const lgpdViews = defineViews(
  'lgpd',
  { queue: async (_p: Record<string, never>) => (await getLgpdQueue()).data },
  {
    start: (target: string) => startLgpdRequest(chosen(target)),
    answer: (target: string, note: string) => answerLgpdRequest(chosen(target), 'done', note),
    refuse: (target: string, note: string) => answerLgpdRequest(chosen(target), 'refused', note),
  },
);
