import { z } from 'zod';
import { coercedId } from './ids';
import { providerIdSchema } from './providers';

/** `POST /v1/admin/Parceiro/erase`: erase a provider's personal data (LGPD). */
export const eraseProviderRequest = z.object({ id: providerIdSchema });

/** `POST /v1/admin/demanda/erase`: erase the requester's contact of this demand (and of their other demands). */
export const eraseRequesterRequest = z.object({ id: coercedId('Demanda inválida.') });

export const erasureResponse = z.object({ message: z.string(), data: z.object({ erased: z.number().int() }) });

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
