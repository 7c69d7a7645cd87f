import { z } from 'zod';
import { calendarDay } from './calendarDay';
import { requesterToken } from './demands';
import { requiredText } from '../rules/textRules';
import { CONTACT_CHANNELS } from '../rules/demandRules';
import {
  MARKABLE_STAGES,
  PROPOSAL_DEADLINE_DAYS_MAX,
  PROPOSAL_ITEM_MAX,
  PROPOSAL_ITEMS_MAX,
  PROPOSAL_NOTES_MAX,
  PROPOSAL_PRICE_MAX_CENTS,
  PROPOSAL_TERMS_MAX,
  SEAT_STAGES,
  proposalMessages as m,
} from '../rules/proposalRules';

/** Proposals (issue #36 item 2, docs/proposals.md, ADR 0163). */

const demandId = z
  .number({ error: m.demandNotFound })
  .int({ error: m.demandNotFound })
  .positive({ error: m.demandNotFound })
  .max(2_147_483_647, { error: m.demandNotFound });
const providerId = z.string({ error: m.notFound }).uuid({ error: m.notFound });
/** `/v1/parceiro/propostas/{demandId}/…`: the demand id as a path parameter (text of digits). */
export const proposalDemandParams = z.object({
  demandId: z.coerce
    .number({ error: m.demandNotFound })
    .int({ error: m.demandNotFound })
    .positive({ error: m.demandNotFound })
    .max(2_147_483_647, { error: m.demandNotFound }),
});
/** `/v1/minha-demanda/{token}/propostas/{providerId}/anexo`. */
export const requesterProposalPdfParams = z.object({ token: requesterToken, providerId });
const cents = (message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(PROPOSAL_PRICE_MAX_CENTS, { error: m.priceTooHigh });
const sha256 = z.string({ error: m.pdfUnknown }).regex(/^[0-9a-f]{64}$/, { error: m.pdfUnknown });

export const proposalItemBody = z.object({
  serviceId: z.number().int().positive().max(2_147_483_647).nullable(),
  description: requiredText(m.item, PROPOSAL_ITEM_MAX, m.itemTooLong),
});

/** `POST /v1/parceiro/propostas`: send or revise the proposal on a demand the provider holds a seat on. */
export const sendProposalBody = z.object({
  demandId,
  priceMinCents: cents(m.priceMin),
  priceMaxCents: cents(m.priceMax).nullable(),
  paymentTerms: requiredText(m.paymentTerms, PROPOSAL_TERMS_MAX, m.paymentTermsTooLong),
  items: z
    .array(proposalItemBody, { error: m.items })
    .min(1, { error: m.items })
    .max(PROPOSAL_ITEMS_MAX, { error: m.itemsTooMany }),
  deadlineDays: z
    .number({ error: m.deadlineDays })
    .int({ error: m.deadlineDays })
    .min(1, { error: m.deadlineDays })
    .max(PROPOSAL_DEADLINE_DAYS_MAX, { error: m.deadlineDays })
    .nullable(),
  deadlineDate: calendarDay.nullable(),
  validUntil: calendarDay,
  credentialId: z.string({ error: m.signatory }).uuid({ error: m.signatory }),
  notes: z.string({ error: m.notesTooLong }).max(PROPOSAL_NOTES_MAX, { error: m.notesTooLong }).trim(),
  /** The PDF sent before to `POST /v1/parceiro/propostas/anexo` (its SHA-256) and its file name; null: none. */
  pdf: z.object({ sha256, name: requiredText(m.pdfUnknown, 200) }).nullable(),
});
export type SendProposalBody = z.input<typeof sendProposalBody>;

/** `POST /v1/parceiro/propostas/etapa` */
export const markSeatStageBody = z.object({ demandId, stage: z.enum(MARKABLE_STAGES, { error: m.stage }) });

/** `POST /v1/minha-demanda/propostas/aceitar`: the revision the requester saw (a newer one must be looked at first). */
export const acceptProposalBody = z.object({
  token: requesterToken,
  providerId,
  revision: z.number({ error: m.notFound }).int({ error: m.notFound }).positive({ error: m.notFound }).max(10_000),
});

/** `POST /v1/parceiro/propostas/anexo` answers the stored PDF's hash and size. */
export const storedPdfSchema = z.object({
  message: z.string(),
  data: z.object({ sha256: z.string(), size: z.number().int() }),
});

const itemSchema = z.object({ serviceId: z.number().int().nullable(), description: z.string() });

/** One revision as its author and the requester read it (notes through the contact mask). */
export const proposalRevisionSchema = z.object({
  revision: z.number().int(),
  priceMinCents: z.number().int(),
  priceMaxCents: z.number().int().nullable(),
  paymentTerms: z.string(),
  items: z.array(itemSchema),
  deadlineDays: z.number().int().nullable(),
  deadlineDate: z.string().nullable(),
  validUntil: z.string(),
  signatory: z.object({ credentialId: z.string(), label: z.string(), verified: z.boolean() }),
  notes: z.string(),
  pdf: z.object({ name: z.string(), size: z.number().int() }).nullable(),
  sentAt: z.string(),
});
export type ProposalRevision = z.infer<typeof proposalRevisionSchema>;

/** A row of the requester's comparison: the latest revision, the provider, rating and how fast it answered. */
export const comparedProposalSchema = proposalRevisionSchema.extend({
  providerId: z.string(),
  providerName: z.string(),
  profilePath: z.string(),
  rating: z.object({ average: z.number().nullable(), count: z.number().int() }),
  /** Hours from the demand's publication to this provider's first proposal. */
  answeredInHours: z.number().nullable(),
  accepted: z.boolean(),
  /** Where the PDF is served to the requester (null without one). */
  pdfPath: z.string().nullable(),
});
export type ComparedProposal = z.infer<typeof comparedProposalSchema>;

/** `GET /v1/minha-demanda/{token}/propostas` */
export const requesterProposalsSchema = z.object({
  data: z.array(comparedProposalSchema),
  /** Who was hired (an accepted proposal or 'Já contratei'), or null. */
  hired: z.string().nullable(),
});
export type RequesterProposals = z.infer<typeof requesterProposalsSchema>;

/** `GET /v1/parceiro/propostas/{demandId}`: the provider's own proposal on a seat, its history and the seat's stage. */
export const myProposalSchema = z.object({
  demandId: z.number().int(),
  stage: z.enum(SEAT_STAGES),
  accepted: z.boolean(),
  /** Newest first. */
  revisions: z.array(proposalRevisionSchema),
});
export type MyProposal = z.infer<typeof myProposalSchema>;

/** `GET /v1/parceiro/propostas`: each seat's stage, for "Demandas Inscritas". */
export const seatStagesSchema = z.object({
  data: z.array(
    z.object({
      demandId: z.number().int(),
      stage: z.enum(SEAT_STAGES),
      revision: z.number().int(),
      /** The requester's "Prefiro ser contatado por" (null: not told). */
      preferredChannel: z.enum(CONTACT_CHANNELS).nullable(),
    }),
  ),
});
export type SeatStageRow = z.infer<typeof seatStagesSchema>['data'][number];
