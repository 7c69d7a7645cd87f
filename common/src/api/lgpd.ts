import { z } from 'zod';
import { coercedId } from './ids';
import { providerIdSchema } from './providers';
import { requesterToken } from './demands';
import { LGPD_DETAILS_MAX_CHARS, lgpdRequestMessages } from '../rules/lgpdRules';

/** `POST /v1/admin/Parceiro/erase`: erase a provider's personal data (LGPD). */
export const eraseProviderRequest = z.object({ id: providerIdSchema });

/** `POST /v1/admin/demanda/erase`: erase the requester's contact of this demand (and of their other demands). */
export const eraseRequesterRequest = z.object({ id: coercedId('Demanda inválida.') });

export const erasureResponse = z.object({ message: z.string(), data: z.object({ erased: z.number().int() }) });
export type ErasureResponse = z.infer<typeof erasureResponse>;

/** One event of a data-subject export: a record that holds personal data under the subject's key, decoded for them. */
export const exportedEventSchema = z.object({
  stream: z.string(),
  type: z.string(),
  version: z.number().int(),
  recordedAt: z.string(),
  data: z.record(z.string(), z.unknown()),
});

/**
 * `GET /v1/minha-demanda/:token/dados` and `GET /v1/parceiro/meus-dados`: the subject's own data (LGPD art. 18 II,
 * docs/lgpd.md, ADR 0167), as a JSON attachment.
 */
export const subjectDataExportSchema = z.object({
  subject: z.enum(['requester', 'provider']),
  exportedAt: z.string(),
  controller: z.string(),
  events: z.array(exportedEventSchema),
});
export type SubjectDataExport = z.infer<typeof subjectDataExportSchema>;

const kindField = z.enum(['correction', 'deletion'], { error: 'Escolha correção ou exclusão.' });
const detailsField = z
  .string({ error: 'Texto inválido.' })
  .max(LGPD_DETAILS_MAX_CHARS, { error: lgpdRequestMessages.detailsTooLong })
  .nullish()
  .transform((v) => v ?? null);

/** `POST /v1/parceiro/lgpd`: the provider asks for a correction (what to correct) or for deletion. */
export const subjectLgpdRequestBody = z.object({ kind: kindField, details: detailsField });
/** `POST /v1/minha-demanda/lgpd`: the same, by the requester through the signed link. */
export const requesterLgpdRequestBody = subjectLgpdRequestBody.extend({ token: requesterToken });

const requestRef = {
  subjectId: z.uuid({ error: lgpdRequestMessages.notFound }),
  requestId: z
    .string({ error: lgpdRequestMessages.notFound })
    .regex(/^\d{1,12}$/, { error: lgpdRequestMessages.notFound }),
};
/** `POST /v1/admin/lgpd/start`: the admin takes a request up. */
export const startLgpdRequestBody = z.object(requestRef);
/** `POST /v1/admin/lgpd/answer`: atendida (`done`) or recusada (`refused`, with the reason); the subject is mailed. */
export const answerLgpdRequestBody = z.object({
  ...requestRef,
  outcome: z.enum(['done', 'refused'], { error: 'Escolha atendida ou recusada.' }),
  reason: z
    .string({ error: 'Motivo inválido.' })
    .max(LGPD_DETAILS_MAX_CHARS, { error: lgpdRequestMessages.detailsTooLong })
    .nullish()
    .transform((v) => v ?? null),
});

export const lgpdRequestCreated = z.object({
  message: z.string(),
  data: z.object({ requestId: z.string(), dueAt: z.string() }),
});
export type LgpdRequestCreated = z.infer<typeof lgpdRequestCreated>;

/** One row of the admin's "Solicitações LGPD" queue (`GET /v1/admin/lgpd`). */
export const lgpdRequestRowSchema = z.object({
  requestId: z.string(),
  subjectId: z.string(),
  subjectKind: z.enum(['requester', 'provider']),
  demandId: z.number().int().nullable(),
  kind: z.enum(['correction', 'deletion']),
  status: z.enum(['received', 'in_progress', 'done', 'refused']),
  details: z.string().nullable(),
  reason: z.string().nullable(),
  receivedAt: z.string(),
  dueAt: z.string(),
  answeredAt: z.string().nullable(),
  overdue: z.boolean(),
});
export type LgpdRequestRow = z.infer<typeof lgpdRequestRowSchema>;
export const lgpdQueueSchema = z.object({ data: z.array(lgpdRequestRowSchema) });
