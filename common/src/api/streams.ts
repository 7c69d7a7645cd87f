import { z } from 'zod';
import { calendarDay } from './calendarDay';

/** "Eventos", the stream browser (issue #40 item 2, ADR 0178): events per page. */
export const STREAM_PAGE_SIZE = 50;

/** A stream id: a category, '-', the record's id (letters, digits, '-', '_', '.', ':'). */
export const streamIdSchema = z
  .string()
  .max(200)
  .regex(/^[a-z][a-z0-9_]*-[A-Za-z0-9._:-]+$/, { error: 'Fluxo inválido: use categoria-id (ex.: demand-12).' });

export const streamCategoriesResponse = z.object({
  data: z.object({
    categories: z.array(
      z.object({ category: z.string(), label: z.string(), streams: z.number().int(), events: z.number().int() }),
    ),
  }),
});
export type StreamCategories = z.infer<typeof streamCategoriesResponse>['data'];

export const streamParams = z.object({ stream: streamIdSchema });

export const streamQuery = z.object({
  /** Keyset: the global position of the last event of the previous page (events after it come next). */
  after: z
    .string()
    .regex(/^\d{1,19}$/, { error: 'Posição inválida.' })
    .optional(),
  /** Event types, comma-separated. */
  types: z
    .string()
    .max(1000)
    .regex(/^[A-Za-z]+(,[A-Za-z]+)*$/, { error: 'Tipos inválidos.' })
    .optional(),
  from: calendarDay.optional(),
  to: calendarDay.optional(),
  /** Text searched in the type, the metadata and the data as shown (personal fields are masked, so never searched). */
  q: z.string().max(200).trim().optional(),
});
export type StreamQuery = z.input<typeof streamQuery>;

export const streamEventSchema = z.object({
  globalPosition: z.string(),
  position: z.string(),
  revision: z.number().int(),
  type: z.string(),
  version: z.number().int(),
  recordedAt: z.string(),
  correlationId: z.string().nullable(),
  causationId: z.string().nullable(),
  userId: z.string().nullable(),
  role: z.string().nullable(),
  /** The event's data, decoded, every personal field masked ('•••'). */
  data: z.record(z.string(), z.unknown()),
  /** Streams this event names (a subscription's demand and the provider's wallet and account). */
  links: z.array(z.string()),
});
export type StreamEvent = z.infer<typeof streamEventSchema>;

export const streamPageResponse = z.object({
  data: z.object({
    stream: z.string(),
    category: z.string(),
    /** Events in the stream now. */
    total: z.number().int(),
    events: z.array(streamEventSchema),
    /** `after` of the next page; null on the last one. */
    next: z.string().nullable(),
    /** Every stream the page's events name. */
    links: z.array(z.string()),
  }),
});
export type StreamPage = z.infer<typeof streamPageResponse>['data'];

/** The categories' names in the screen (others show as they are). */
export const streamCategoryLabels: Record<string, string> = {
  demand: 'Demandas',
  wallet: 'Carteiras de créditos',
  user: 'Contas',
  order: 'Pedidos de créditos',
  review: 'Avaliações',
  proposal: 'Propostas',
  area: 'Áreas',
  nr: 'NRs',
  service: 'Serviços',
  package: 'Pacotes',
  streamviews: 'Consultas a fluxos (auditoria)',
};
