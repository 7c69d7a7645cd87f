import { z } from 'zod';
import { defineEvent } from '../catalogue/defineEvent';
import { plainEvent } from './plainEvent';

/**
 * A provider's proposal (orçamento) on a demand it holds a seat on (issue #36 item 2, ADR 0163):
 * `proposal-<demandId>-<providerId>`. Each revision is a `ProposalSent`, so the history is the stream; the seat's
 * stage the provider sets by hand and the requester's acceptance are on it too.
 */
export const proposalStream = (demandId: number, providerId: string) => `proposal-${demandId}-${providerId}`;

const demandId = z.number().int().positive();
const providerId = z.string().uuid();
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** An item of the scope: one of the demand's services (its id) or a free line (`serviceId` null). */
export const proposalItemSchema = z.object({ serviceId: z.number().int().nullable(), description: z.string() });

/**
 * One revision of the proposal. Price in integer cents: a value (`priceMaxCents` null) or a range. The deadline in days
 * or as a date. The signatory is one of the provider's registries verified when it was sent (its id and its label as
 * shown). `notes` are the provider's own words, under the provider's key (erased with the provider); read models show
 * them through the contact mask. The PDF is not in the log: only the SHA-256 of its bytes (the attachments table).
 */
export const ProposalSent = defineEvent({
  type: 'ProposalSent',
  version: 1,
  schema: z.object({
    demandId,
    providerId,
    revision: z.number().int().positive(),
    priceMinCents: z.number().int().positive(),
    priceMaxCents: z.number().int().positive().nullable(),
    paymentTerms: z.string(),
    items: z.array(proposalItemSchema),
    deadlineDays: z.number().int().positive().nullable(),
    deadlineDate: day.nullable(),
    validUntil: day,
    signatory: z.object({ credentialId: z.string().uuid(), label: z.string() }),
    notes: z.string(),
    pdf: z
      .object({ sha256: z.string().regex(/^[0-9a-f]{64}$/), name: z.string(), size: z.number().int().positive() })
      .nullable(),
    sentAt: z.string(),
  }),
  personalData: ['notes'],
  subject: (d) => d.providerId,
});

/** The provider's own mark of the seat in "Demandas Inscritas" ('nova' or 'contato feito'). */
export const SeatStageMarked = plainEvent(
  'SeatStageMarked',
  z.object({ demandId, providerId, stage: z.enum(['nova', 'contato_feito']) }),
);

/**
 * The requester accepted this revision, in one decision with the hire (`HireRecorded` on `reviews-<demandId>`) and the
 * close (`DemandClosed` 'hired' on `demand-<id>` when it was open).
 */
export const ProposalAccepted = plainEvent(
  'ProposalAccepted',
  z.object({ demandId, providerId, revision: z.number().int().positive(), acceptedAt: z.string() }),
);

export const proposalEvents = [ProposalSent, SeatStageMarked, ProposalAccepted] as const;
