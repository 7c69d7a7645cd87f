import { z } from 'zod';
import { UNSTATABLE } from '../rules/textRules';

/**
 * "Como estava em" (issue #40 item 3, ADR 0179): a demand, a wallet or a provider account as the product's own decider
 * folds it up to a date or a log position, beside its state now, with the events in between. Personal data masked.
 */
export const timeTravelKinds = ['demanda', 'carteira', 'parceiro'] as const;
export type TimeTravelKind = (typeof timeTravelKinds)[number];
export const timeTravelKindLabels: Record<TimeTravelKind, string> = {
  demanda: 'Demanda',
  carteira: 'Carteira de créditos',
  parceiro: 'Conta do parceiro',
};

export const timeTravelMessages = {
  oneCut: 'Informe a data (at) ou a posição (position), uma das duas.',
  notFound: 'Nenhum evento neste registro.',
  invalidAt: 'Data inválida: use AAAA-MM-DDThh:mm:ss com fuso, ex.: 2026-11-26T23:59:59-03:00.',
  invalidPosition: 'Posição inválida: use <commit>.<prepare> (o cabeçalho X-Position) ou a posição global (um número).',
} as const;

/** Events listed between the two states at most (the count says how many there were). */
export const TIME_TRAVEL_BETWEEN_LIMIT = 500;

export const timeTravelParams = z.object({
  kind: z.enum(timeTravelKinds),
  /** A demand's number, or the provider's id (wallet and account). */
  id: z
    .string()
    .regex(/^(?:[1-9]\d{0,9}|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/, {
      error: 'Identificador inválido.',
    }),
});

export const timeTravelQuery = z
  .object({
    /** The instant to look at (inclusive): the events recorded up to it. */
    at: z.iso.datetime({ offset: true, error: timeTravelMessages.invalidAt }).optional(),
    /** Or a position: `<commit>.<prepare>` (X-Position) or a global position (digits), inclusive. */
    position: z
      .string()
      .regex(/^\d{1,19}(?:\.\d{1,19})?$/, { error: timeTravelMessages.invalidPosition })
      .optional(),
  })
  .refine((q) => (q.at === undefined) !== (q.position === undefined), {
    error: timeTravelMessages.oneCut,
    params: UNSTATABLE,
  });
export type TimeTravelQuery = z.infer<typeof timeTravelQuery>;

const snapshot = z.object({
  /** Revision of the last event folded (0: none yet). */
  revision: z.number().int(),
  position: z.string().nullable(),
  recordedAt: z.string().nullable(),
  /** The decider's state as JSON (maps as objects, sets as lists), personal data masked. */
  state: z.record(z.string(), z.unknown()),
});

export const timeTravelEventSchema = z.object({
  revision: z.number().int(),
  position: z.string(),
  globalPosition: z.string(),
  type: z.string(),
  recordedAt: z.string(),
  data: z.record(z.string(), z.unknown()),
  correlationId: z.string().nullable(),
  causationId: z.string().nullable(),
  userId: z.string().nullable(),
  role: z.string().nullable(),
});
export type TimeTravelEvent = z.infer<typeof timeTravelEventSchema>;

export const timeTravelResponse = z.object({
  data: z.object({
    kind: z.enum(timeTravelKinds),
    id: z.string(),
    stream: z.string(),
    cut: z.object({ at: z.string().nullable(), position: z.string().nullable() }),
    asOf: snapshot,
    now: snapshot,
    between: z.object({ total: z.number().int(), events: z.array(timeTravelEventSchema) }),
  }),
});
export type TimeTravelResponse = z.infer<typeof timeTravelResponse>;
