import { z } from 'zod';
import { defineEvent } from '../catalogue/defineEvent';
import { plainEvent } from './plainEvent';

/**
 * LGPD requests of one data subject (issue 37 item 4, ADR 0167): `lgpd-<subjectId>`, the subject being a requester's
 * `requesterId` or a provider's user id (the key that encrypts their data). The free text and the address the answer
 * goes to are the subject's personal data, under their key: erasing them erases these too.
 */
export const lgpdStream = (subjectId: string) => `lgpd-${subjectId}`;

export const lgpdRequestKinds = ['correction', 'deletion'] as const;

/** A correction or deletion request, received with its legal deadline (`dueAt`, 15 days: LGPD art. 19 II). */
export const LgpdRequestReceived = defineEvent({
  type: 'LgpdRequestReceived',
  version: 1,
  schema: z.object({
    requestId: z.string(),
    subjectId: z.string(),
    subjectKind: z.enum(['requester', 'provider']),
    demandId: z.number().int().nullable(),
    kind: z.enum(lgpdRequestKinds),
    details: z.string().nullable(),
    email: z.string().nullable(),
    receivedAt: z.string(),
    dueAt: z.string(),
  }),
  personalData: ['details', 'email'],
  subject: (d) => d.subjectId,
});

/** The admin took the request up ("em andamento"); the admin is in the metadata. */
export const LgpdRequestStarted = plainEvent(
  'LgpdRequestStarted',
  z.object({ requestId: z.string(), subjectId: z.string(), at: z.string() }),
);

/** The admin answered: `done` (atendida) or `refused` (recusada, with the reason; under the subject's key, it may quote them). */
export const LgpdRequestAnswered = defineEvent({
  type: 'LgpdRequestAnswered',
  version: 1,
  schema: z.object({
    requestId: z.string(),
    subjectId: z.string(),
    outcome: z.enum(['done', 'refused']),
    reason: z.string().nullable(),
    at: z.string(),
  }),
  personalData: ['reason'],
  subject: (d) => d.subjectId,
});

export const lgpdEvents = [LgpdRequestReceived, LgpdRequestStarted, LgpdRequestAnswered] as const;
