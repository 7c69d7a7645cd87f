/** Event definitions and helpers shared by the catalogue's tests (not used by production code). */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { NewEvent, RecordedEvent } from '../envelope';
import { defineEvent } from './defineEvent';

export const UserRegistered = defineEvent({
  type: 'UserRegistered',
  version: 1,
  schema: z.object({
    userId: z.string().min(1),
    name: z.string().min(1),
    email: z.email(),
    phone: z.string().optional(),
    role: z.enum(['requester', 'provider', 'admin']),
  }),
  personalData: ['name', 'email', 'phone'],
  subject: (data) => data.userId,
});

export const CreditsPurchased = defineEvent({
  type: 'CreditsPurchased',
  version: 1,
  schema: z.object({ walletId: z.string(), credits: z.number().int().positive() }),
  personalData: [],
});

/** Old code's view of ProfileUpdated: v1 called the name `fullName`. */
export const ProfileUpdatedV1 = defineEvent({
  type: 'ProfileUpdated',
  version: 1,
  schema: z.object({ userId: z.string(), fullName: z.string() }),
  personalData: ['fullName'],
  subject: (data) => data.userId,
});

/** v2 renamed `fullName` to `name`; v3 added `locale`. */
export const ProfileUpdated = defineEvent({
  type: 'ProfileUpdated',
  version: 3,
  schema: z.object({ userId: z.string(), name: z.string(), locale: z.string() }),
  personalData: ['name'],
  subject: (data) => data.userId,
  upcasters: {
    1: ({ fullName, ...rest }) => ({ ...rest, name: fullName }),
    2: (old) => ({ ...old, locale: 'pt-BR' }),
  },
});

/** A schema with an object-level refinement (cannot be relaxed: erased events are checked issue by issue). */
export const CompanyDetailsProvided = defineEvent({
  type: 'CompanyDetailsProvided',
  version: 1,
  schema: z
    .object({
      providerId: z.string(),
      cnpj: z.string().regex(/^\d{14}$/),
      address: z.object({ street: z.string(), city: z.string() }),
      employees: z.number().int(),
    })
    .refine((data) => data.employees >= 0, { message: 'employees must not be negative', path: ['employees'] }),
  personalData: ['cnpj', 'address'],
  subject: (data) => data.providerId,
});

let position = 0n;

/** What the event store gives back for an appended event (data through a JSON round trip, as jsonb does). */
export function recorded(event: NewEvent, overrides: Partial<RecordedEvent> = {}): RecordedEvent {
  position += 1n;
  return {
    id: event.id ?? randomUUID(),
    type: event.type,
    version: event.version,
    streamId: 'stream-1',
    revision: Number(position),
    globalPosition: position,
    position: { commit: 1n, prepare: position },
    data: JSON.parse(JSON.stringify(event.data)) as Record<string, unknown>,
    metadata: event.metadata ?? {},
    recordedAt: new Date(),
    ...overrides,
  };
}
