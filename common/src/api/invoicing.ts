import { z } from 'zod';
import type { FiscalData, FiscalDataField } from '../rules/fiscalDataRules';
import { FISCAL_DATA_MESSAGES, fiscalDataProblems, normalizedFiscalData } from '../rules/fiscalDataRules';
import { UNSTATABLE } from '../rules/textRules';

const text = (max: number, message: string) => z.string({ error: message }).max(max, { error: message });
const optionalText = (max: number, message: string) =>
  z.string({ error: message }).max(max, { error: message }).optional();

const addressSchema = z.object({
  street: text(120, FISCAL_DATA_MESSAGES.street),
  number: text(10, FISCAL_DATA_MESSAGES.number),
  complement: optionalText(60, 'O complemento tem no máximo 60 caracteres.'),
  district: text(60, FISCAL_DATA_MESSAGES.district),
  city: text(60, FISCAL_DATA_MESSAGES.city),
  state: text(2, FISCAL_DATA_MESSAGES.state),
  postalCode: text(9, FISCAL_DATA_MESSAGES.postalCode),
  cityCode: z
    .string()
    .regex(/^\d{7}$/, { error: 'O código IBGE da cidade tem 7 dígitos.' })
    .optional(),
});

const ADDRESS_FIELDS: readonly FiscalDataField[] = ['street', 'number', 'district', 'city', 'state', 'postalCode'];

/**
 * `PUT /v1/fiscal-data` — the provider's fiscal data for the NFS-e (CPF/CNPJ, name or razão social, address,
 * inscrição municipal where it applies; ADR 0171). Check digits, the UF list and the CEP are rules the document cannot
 * state: 422 with the field's Portuguese message (ADR 0114). Stored normalized (digits only, UF upper-case).
 */
export const fiscalDataRequest = z
  .object({
    document: text(18, FISCAL_DATA_MESSAGES.document),
    name: text(150, FISCAL_DATA_MESSAGES.name),
    email: z.string().max(254).optional(),
    municipalRegistration: optionalText(20, FISCAL_DATA_MESSAGES.municipalRegistration),
    address: addressSchema,
  })
  .superRefine((data, ctx) => {
    const problems = fiscalDataProblems(data as FiscalData);
    for (const [field, message] of Object.entries(problems) as [FiscalDataField, string][]) {
      ctx.addIssue({
        code: 'custom',
        path: ADDRESS_FIELDS.includes(field) ? ['address', field] : [field],
        message,
        params: UNSTATABLE,
      });
    }
  })
  .transform((data) => normalizedFiscalData(data as FiscalData));

const fiscalDataSchema = z.object({
  document: z.string(),
  name: z.string(),
  email: z.string().optional(),
  municipalRegistration: z.string().optional(),
  address: z.object({
    street: z.string(),
    number: z.string(),
    complement: z.string().optional(),
    district: z.string(),
    city: z.string(),
    state: z.string(),
    postalCode: z.string(),
    cityCode: z.string().optional(),
  }),
});

/** `GET /v1/fiscal-data`: what the provider gave (null: not yet — the checkout asks for it), and the form's starting values. */
export const fiscalDataView = z.object({ fiscalData: fiscalDataSchema.nullable(), prefill: fiscalDataSchema });
export type FiscalDataView = z.infer<typeof fiscalDataView>;

/** An order's NFS-e as the provider and the admin see it (docs/invoicing.md). */
export const invoiceStatuses = [
  'requested',
  'issued',
  'failed',
  'rejected',
  'voided',
  'cancelling',
  'cancelled',
] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];
export const orderInvoiceSchema = z.object({
  status: z.enum(invoiceStatuses),
  /** The note's number at the municipality (issued, or cancelled after being issued). */
  number: z.string().nullable(),
  verificationCode: z.string().nullable(),
  issuedAt: z.string().nullable(),
  /** Why the last attempt failed (failed, rejected), for the admin. */
  lastError: z.string().nullable(),
  /** The PDF can be downloaded (`GET /v1/orders/{id}/nfse.pdf`): a note was issued (a cancelled one prints "CANCELADA"). */
  downloadable: z.boolean(),
});
export type OrderInvoice = z.infer<typeof orderInvoiceSchema>;

export const invoiceStatusLabels: Record<InvoiceStatus, string> = {
  requested: 'NFS-e em emissão',
  issued: 'NFS-e emitida',
  failed: 'NFS-e: nova tentativa em breve',
  rejected: 'NFS-e recusada pela prefeitura',
  voided: 'Sem NFS-e (pagamento estornado antes da emissão)',
  cancelling: 'NFS-e em cancelamento',
  cancelled: 'NFS-e cancelada',
};

export const INVOICE_NOT_FOUND = 'Nota fiscal não encontrada.';

/** `GET /v1/fiscal-data`: the provider's fiscal data, or null, and the form's starting values. */
export const fiscalDataResponse = z.object({ data: fiscalDataView });
/** `GET /v1/orders/{orderId}/nfse`: the order whose NFS-e PDF is asked for. */
export const invoicePdfParams = z.object({
  orderId: z.coerce
    .number({ error: INVOICE_NOT_FOUND })
    .int({ error: INVOICE_NOT_FOUND })
    .positive({ error: INVOICE_NOT_FOUND })
    .max(2_147_483_647, { error: INVOICE_NOT_FOUND }),
});
