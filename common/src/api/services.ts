import { z } from 'zod';
import { requiredText } from '../rules/textRules';
import { SEARCH_TEXT_MAX, SERVICE_NAME_MAX, SERVICE_NRS_MAX, serviceMessages } from '../rules/serviceRules';
import { applicabilitySchema } from '../rules/diagnosisRules';
import { signingRuleSchema } from '../rules/signingRules';
import { activeStatus, coercedId, createdIdResponse, nameFilteredPageQuery, recordId } from './ids';

/** A service's applicability as stored and answered (see diagnosisRules.ts). */
export const applicabilityViewSchema = z.object({
  fromEmployees: z.array(z.number().int().nullable()).length(4),
  exemptions: z.array(z.object({ size: z.enum(['mei', 'me_epp']), maxGrade: z.number().int() })),
  reason: z.string(),
});

/** A catalogue service as the admin calls and `GET /v1/services` return it. */
export const serviceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Area id. */
  area: z.number().int(),
  area_name: z.string().nullable(),
  /** Linked NR ids (possibly none). */
  nr: z.array(z.number().int()),
  /** The linked NRs with their names. */
  nrs: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** true = Ativo, false = Inativo */
  status: z.boolean(),
  /** When the diagnosis lists it (null = never). */
  applicability: applicabilityViewSchema.nullable(),
  /** "Quem pode assinar" (ADR 0169): the registries that may sign it and the legal source (null = anyone). */
  signing: signingRuleSchema.nullable(),
});
export type Service = z.infer<typeof serviceSchema>;

/** Public search result (`GET /v1/search`): what the home dropdown lists. */
export const searchResultSchema = z.object({ id: z.number().int(), title: z.string() });
export type SearchResult = z.infer<typeof searchResultSchema>;

/** `GET /v1/services/{id}`: a service as the wizard's prefill needs it (`/demanda?servico=<id>` shows its name among the picks). */
export const publicServiceSchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });
export type PublicService = z.infer<typeof publicServiceSchema>;

const serviceName = requiredText(serviceMessages.nameRequired, SERVICE_NAME_MAX, serviceMessages.nameTooLong);

const serviceArea = coercedId(serviceMessages.areaRequired);

/**
 * NRs are optional: absent, null, '' or 'null' mean none; one id, a list of ids or comma-joined ids otherwise.
 * Always a de-duplicated list after parsing.
 */
export const serviceNrIds = z.preprocess(
  (value) => {
    if (value === undefined || value === null || value === '' || value === 'null') return [];
    if (typeof value === 'number') return [value];
    if (typeof value === 'string') return value.split(',').map((part) => part.trim());
    return value;
  },
  z
    .array(recordId, { error: serviceMessages.nrsInvalid })
    .max(SERVICE_NRS_MAX, { error: serviceMessages.nrsInvalid })
    .transform((ids) => [...new Set(ids)]),
);

/** The fields of the service form. */
const serviceFields = { name: serviceName, area: serviceArea, nr: serviceNrIds };
/** When the diagnosis lists the service: absent = unchanged (or none on create); null = not listed. */
const serviceApplicability = applicabilitySchema.nullable().optional();
/** Who may sign (ADR 0169): absent = unchanged (or none on create); null = anyone. */
const serviceSigning = signingRuleSchema.nullable().optional();

/** `POST /v1/admin/services` */
export const createServiceRequest = z.object({
  ...serviceFields,
  applicability: serviceApplicability,
  signing: serviceSigning,
});
export type CreateServiceRequest = z.input<typeof createServiceRequest>;
export const createServiceResponse = createdIdResponse;
export type CreateServiceResponse = z.infer<typeof createServiceResponse>;

/** `PUT /v1/admin/services`: the form, its id and Situação. */
export const updateServiceRequest = z.object({
  id: recordId,
  ...serviceFields,
  status: activeStatus,
  applicability: serviceApplicability,
  signing: serviceSigning,
});
export type UpdateServiceRequest = z.input<typeof updateServiceRequest>;

/** `GET /v1/admin/services/show?item=` */
export const showServiceQuery = z.object({ item: recordId });

/** `GET /v1/services?page=&name=` */
export const listServicesQuery = nameFilteredPageQuery(SERVICE_NAME_MAX);

/** `GET /v1/search`: the search text travels base64-encoded (UTF-8) in a `query` header. */
export const searchHeaders = z.object({
  query: z
    .string({ error: serviceMessages.invalidSearch })
    .max(Math.ceil((SEARCH_TEXT_MAX * 4) / 3) * 4, { error: serviceMessages.invalidSearch })
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, { error: serviceMessages.invalidSearch })
    .optional(),
});
