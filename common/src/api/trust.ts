import { z } from 'zod';
import { STATE_CODE_TEXT_PATTERN } from '../rules/accountRules';
import { UNSTATABLE, requiredText } from '../rules/textRules';
import { coercedId } from './ids';
import {
  CREDENTIAL_KINDS,
  LEAD_REPORT_REASONS,
  NOTE_MAX,
  REGISTRY_NUMBER_CHARACTERS,
  REGISTRY_NUMBER_MAX,
  REGISTRY_NUMBER_MIN,
  REGISTRY_SPECIALITIES,
  isRqe,
  registrySpecialities,
  specialityMessages,
  trustMessages as m,
} from '../rules/trustRules';

/** `POST /v1/lead-reports` — a subscribed provider reports a bad lead. */
export const reportLeadRequest = z.object({
  demandId: coercedId('Informe um id numérico.'),
  reason: z.enum(LEAD_REPORT_REASONS, { error: m.reason }),
  note: z.string({ error: m.noteTooLong }).max(NOTE_MAX, { error: m.noteTooLong }).trim().optional().default(''),
});
export type ReportLeadRequest = z.input<typeof reportLeadRequest>;

const reportId = z.string({ error: m.reportNotFound }).uuid({ error: m.reportNotFound });
/** `POST /v1/admin/lead-reports/approve` */
export const approveReportRequest = z.object({
  reportId,
  note: z.string().max(NOTE_MAX, { error: m.noteTooLong }).trim().optional().default(''),
});
/** `POST /v1/admin/lead-reports/refuse` — the note is required. */
export const refuseReportRequest = z.object({ reportId, note: requiredText(m.refuseNote, NOTE_MAX, m.noteTooLong) });

export const leadReportSchema = z.object({
  reportId: z.string(),
  demandId: z.number().int(),
  demandTitle: z.string(),
  providerId: z.string(),
  providerName: z.string(),
  reason: z.enum(LEAD_REPORT_REASONS),
  note: z.string(),
  credits: z.number().int(),
  status: z.enum(['open', 'approved', 'refused']),
  automatic: z.boolean(),
  decisionNote: z.string(),
  reportedAt: z.string(),
  decidedAt: z.string().nullable(),
  /** The provider's reports are an unusual share of its subscriptions (docs/credits.md). */
  providerFlagged: z.boolean(),
  providerReports: z.number().int(),
  providerSubscriptions: z.number().int(),
});
export type LeadReport = z.infer<typeof leadReportSchema>;

/** Registry number: letters, digits and separators, as the councils print them. */
const registryNumber = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(REGISTRY_NUMBER_MIN, { error: message })
    .max(REGISTRY_NUMBER_MAX, { error: message })
    .regex(REGISTRY_NUMBER_CHARACTERS, { error: message });

/** `POST /v1/credentials` — a provider declares a professional registry (no document upload). */
export const declareCredentialRequest = z
  .object({
    kind: z.enum(CREDENTIAL_KINDS, { error: m.credentialKind }),
    number: registryNumber(m.credentialNumber),
    uf: z
      .string({ error: m.credentialUf })
      .regex(STATE_CODE_TEXT_PATTERN, { error: m.credentialUf })
      .trim()
      .toUpperCase(),
    rqe: z.string().max(30, { error: m.credentialRqe }).trim().optional().default(''),
    otherName: z.string().max(60, { error: m.credentialOtherName }).trim().optional().default(''),
    /** A speciality the registry carries (ADR 0177), confirmed by the admin with the registry; only the council's own. */
    speciality: z
      .enum(REGISTRY_SPECIALITIES, { error: specialityMessages.wrongKind })
      .nullable()
      .optional()
      .default(null),
  })
  .superRefine((v, ctx) => {
    if (v.speciality && registrySpecialities[v.speciality].kind !== v.kind)
      ctx.addIssue({ code: 'custom', path: ['speciality'], message: specialityMessages.wrongKind, params: UNSTATABLE });
    if (v.kind === 'CRM' && !isRqe(v.rqe))
      ctx.addIssue({ code: 'custom', path: ['rqe'], message: m.credentialRqe, params: UNSTATABLE });
    if (v.kind === 'OUTRO' && v.otherName.length < 2)
      ctx.addIssue({ code: 'custom', path: ['otherName'], message: m.credentialOtherName, params: UNSTATABLE });
  })
  .transform((v) => ({ ...v, rqe: v.kind === 'CRM' ? v.rqe : '', otherName: v.kind === 'OUTRO' ? v.otherName : '' }));
export type DeclareCredentialRequest = z.input<typeof declareCredentialRequest>;

const credentialId = z.string({ error: m.credentialNotFound }).uuid({ error: m.credentialNotFound });
export const credentialIdRequest = z.object({ credentialId });
/** `POST /v1/admin/credentials/verify` and `/refuse` (refusal needs a note). */
export const verifyCredentialRequest = z.object({
  credentialId,
  note: z.string().max(NOTE_MAX, { error: m.noteTooLong }).trim().optional().default(''),
  /** The admin also confirmed the declared speciality with the council (ADR 0177); absent = not confirmed. */
  specialityConfirmed: z.boolean().optional().default(false),
});
export const refuseCredentialRequest = z.object({
  credentialId,
  note: requiredText(m.refuseNote, NOTE_MAX, m.noteTooLong),
});
/** `POST /v1/lead-reports`: the report's id, its decision so far and the credits refunded at once (0 when not). */
export const reportLeadResponse = z.object({
  message: z.string(),
  data: z.object({
    reportId: z.string(),
    status: z.enum(['open', 'approved', 'refused']),
    refundedCredits: z.number().int(),
  }),
});
export type ReportLeadResponse = z.infer<typeof reportLeadResponse>;
/** `POST /v1/credentials`: the declared registry's id. */
export const declareCredentialResponse = z.object({
  message: z.string(),
  data: z.object({ credentialId: z.string() }),
});
export type DeclareCredentialResponse = z.infer<typeof declareCredentialResponse>;

/** `POST /v1/admin/cnpj/verify` */
export const verifyCnpjRequest = z.object({
  providerId: z.string({ error: 'Parceiro inválido.' }).uuid({ error: 'Parceiro inválido.' }),
  note: z.string().max(NOTE_MAX, { error: m.noteTooLong }).trim().optional().default(''),
});

export const credentialSchema = z.object({
  credentialId: z.string(),
  providerId: z.string(),
  kind: z.enum(CREDENTIAL_KINDS),
  otherName: z.string(),
  number: z.string(),
  uf: z.string(),
  rqe: z.string(),
  /** The declared speciality (ADR 0177) and whether the admin confirmed it; only a confirmed one meets a signing rule. */
  speciality: z.enum(REGISTRY_SPECIALITIES).nullable(),
  specialityVerified: z.boolean(),
  label: z.string(),
  status: z.enum(['pending', 'verified', 'refused']),
  note: z.string(),
  declaredAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Credential = z.infer<typeof credentialSchema>;
export const adminCredentialSchema = credentialSchema.extend({ providerName: z.string(), providerEmail: z.string() });
export type AdminCredential = z.infer<typeof adminCredentialSchema>;

/** `GET /v1/credentials`: the provider's registries and whether its CNPJ (if any) was verified. */
export const myCredentialsResponseSchema = z.object({
  data: z.array(credentialSchema),
  cnpj: z.object({ hasCnpj: z.boolean(), verified: z.boolean() }),
});
export type MyCredentials = z.infer<typeof myCredentialsResponseSchema>;

/** `GET /v1/admin/cnpj`: a Pessoa Jurídica with a CNPJ and whether its situação cadastral was verified. */
export const cnpjRowSchema = z.object({
  providerId: z.string(),
  name: z.string(),
  corporateName: z.string(),
  cnpj: z.string(),
  verified: z.boolean(),
  verifiedAt: z.string().nullable(),
});
export type CnpjRow = z.infer<typeof cnpjRowSchema>;

/** `?status=` of a queue: one of its situations or `all`. */
const statusFilter = <T extends string>(values: readonly [T, ...T[]]) =>
  z.object({
    status: z
      .enum([...values, 'all'] as [T | 'all', ...(T | 'all')[]], { error: 'Filtro de situação inválido.' })
      .optional(),
  });
/** `GET /v1/admin/lead-reports` (open by default). */
export const leadReportsQueueQuery = statusFilter(['open', 'approved', 'refused'] as const);
/** `GET /v1/admin/credentials` (pending by default). */
export const credentialsQueueQuery = statusFilter(['pending', 'verified', 'refused'] as const);

/** `GET /v1/admin/pendencias`: the work waiting for an admin, the counts the admin menu shows (issue #35 item 9). */
export const adminPendingWorkSchema = z.object({
  /** Reported reviews no admin moderated yet. */
  reportedReviews: z.number().int(),
  /** Declared registries to verify. */
  credentials: z.number().int(),
  /** Bad-lead reports (refund requests) to decide. */
  refunds: z.number().int(),
});
export type AdminPendingWork = z.infer<typeof adminPendingWorkSchema>;
