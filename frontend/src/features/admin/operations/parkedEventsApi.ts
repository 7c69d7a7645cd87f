import type { ParkedEventsActionAnswer, ParkedEventsPage, ParkedStateName } from '@conectasst/common/api/parkedEvents';
import { PARKED_OUTCOME_LABELS } from '@conectasst/common/api/parkedEvents';
import { apiClient } from '../../../lib/apiClient';

export type ParkedFilter = ParkedStateName | 'all';

/** One chosen parked event, as the decision dialog carries it (`target`). */
export interface ParkedTarget {
  consumer: string;
  eventId: string;
}

export const getParkedEvents = (state: ParkedFilter, page: number) =>
  apiClient.get<ParkedEventsPage>('/admin/parked-events', { state, page });

/** The answer's message and what became of each event, in one sentence for the toast. */
function summarized(answer: ParkedEventsActionAnswer): { message: string } {
  const counts = new Map<string, number>();
  for (const r of answer.data.results) counts.set(r.outcome, (counts.get(r.outcome) ?? 0) + 1);
  const parts = [...counts].map(
    ([outcome, n]) => `${n} ${PARKED_OUTCOME_LABELS[outcome as keyof typeof PARKED_OUTCOME_LABELS]}`,
  );
  return { message: parts.length > 0 ? `${answer.message} ${parts.join(', ')}.` : answer.message };
}

export const reprocessParkedEvents = async (items: ParkedTarget[], note: string) =>
  summarized(await apiClient.post<ParkedEventsActionAnswer>('/admin/parked-events/reprocess', { items, note }));
export const ignoreParkedEvents = async (items: ParkedTarget[], note: string) =>
  summarized(await apiClient.post<ParkedEventsActionAnswer>('/admin/parked-events/ignore', { items, note }));
