import { z } from 'zod';
import { pageQuery } from './ids';
import { pagedBodySchema } from './paging';
import { requiredText } from '../rules/textRules';

/** "Eventos com falha" (ADR 0155): events a projection or process set aside after its bounded retries. */
export const PARKED_STATES = ['parked', 'reprocessed', 'ignored'] as const;
export type ParkedStateName = (typeof PARKED_STATES)[number];

export const PARKED_STATE_LABELS: Record<ParkedStateName, string> = {
  parked: 'Com falha',
  reprocessed: 'Reprocessado',
  ignored: 'Ignorado',
};

export const PARKED_EVENTS_PAGE_SIZE = 20;
export const PARKED_NOTE_MAX = 500;

export const parkedEventsMessages = {
  state: 'Situação inválida: use parked, reprocessed, ignored ou all.',
  items: 'Escolha de 1 a 100 eventos.',
  item: 'Evento inválido.',
  note: 'A nota pode ter até 500 caracteres.',
  reprocessed: 'Reprocessamento concluído.',
  ignored: 'Eventos marcados como ignorados.',
} as const;

/** `GET /v1/admin/parked-events?state=&page=` — parked (the default), reprocessed, ignored or all. */
export const listParkedEventsQuery = z.object({
  state: z
    .enum([...PARKED_STATES, 'all'], { error: parkedEventsMessages.state })
    .optional()
    .default('parked'),
  page: pageQuery,
});

/**
 * One parked event as admins see it: where it is in the log, which consumer failed on it, why (the error without the
 * event's data) and what became of it. Never the event's data: it may hold personal data.
 */
export const parkedEventSchema = z.object({
  consumer: z.string(),
  eventId: z.string(),
  eventType: z.string(),
  position: z.string(),
  streamId: z.string(),
  error: z.string(),
  attempts: z.number().int(),
  firstSeen: z.string(),
  lastSeen: z.string(),
  state: z.enum(PARKED_STATES),
  resolvedBy: z.string().nullable(),
  resolvedAt: z.string().nullable(),
});
export type ParkedEventItem = z.infer<typeof parkedEventSchema>;

const parkedRef = z.object({
  consumer: requiredText(parkedEventsMessages.item, 100),
  eventId: requiredText(parkedEventsMessages.item, 100),
});

/** `POST /v1/admin/parked-events/reprocess` and `/ignore`: the events chosen on the screen. */
export const parkedEventsActionRequest = z.object({
  items: z
    .array(parkedRef, { error: parkedEventsMessages.items })
    .min(1, { error: parkedEventsMessages.items })
    .max(100, { error: parkedEventsMessages.items }),
  /** Why (kept in the audit event). */
  note: z
    .string({ error: parkedEventsMessages.note })
    .max(PARKED_NOTE_MAX, { error: parkedEventsMessages.note })
    .trim()
    .optional()
    .default(''),
});
export type ParkedEventsActionRequest = z.input<typeof parkedEventsActionRequest>;

export const PARKED_OUTCOMES = ['reprocessed', 'ignored', 'failed', 'not-parked', 'unknown-consumer'] as const;
export type ParkedOutcome = (typeof PARKED_OUTCOMES)[number];

export const PARKED_OUTCOME_LABELS: Record<ParkedOutcome, string> = {
  reprocessed: 'reprocessado',
  ignored: 'ignorado',
  failed: 'falhou de novo (continua na lista)',
  'not-parked': 'já resolvido',
  'unknown-consumer': 'consumidor desconhecido',
};

export const parkedEventsActionAnswer = z.object({
  message: z.string(),
  data: z.object({
    results: z.array(z.object({ consumer: z.string(), eventId: z.string(), outcome: z.enum(PARKED_OUTCOMES) })),
  }),
});
export type ParkedEventsActionAnswer = z.infer<typeof parkedEventsActionAnswer>;

/** The list's answer: one page (newest first) and how many events are still parked in all (the menu's count). */
export const parkedEventsPageSchema = pagedBodySchema(parkedEventSchema).extend({ open: z.number().int() });
export type ParkedEventsPage = z.infer<typeof parkedEventsPageSchema>;
