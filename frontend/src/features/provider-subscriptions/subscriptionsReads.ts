import type { ServiceListing } from '@conectasst/common/api/demands';
import type { MyProposal } from '@conectasst/common/api/proposals';
import type { MarkableStage } from '@conectasst/common/rules/proposalRules';
import { readThrough, serverApi } from '../../lib/serverState/api';
import type { Signatory } from './proposalsSlice';
import { getMyLeadReports } from './api/leadReportsApi';
import { getMyCredentials, getMyProposal, getSeatStages, postSeatStage } from './api/proposalsApi';
import { getListing, getMySubscriptions, getSubscription, type SubscriptionRecord } from './api/subscriptionsApi';

/** The answer of a read that shows as "none" when it fails (an unknown demand, no seat, a list that cannot load). */
const orElse = <T>(read: Promise<T>, none: T): Promise<T> => read.catch(() => none);

/**
 * What the provider's seats read (ADR 0184): Demandas Inscritas, a demand's page, the lead reports' statuses, each
 * seat's stage and proposal. "Reportar problema" (subscriptionsSaga) marks `LeadReports` changed, sending a proposal
 * (proposalsSaga: the PDF, then the proposal) `SeatStages` and `Proposal`; subscribing reloads the page (spec §4).
 */
export const subscriptionsReads = serverApi
  .enhanceEndpoints({
    addTagTypes: ['LeadReports', 'SeatStages', 'Proposal'],
  })
  .injectEndpoints({
    endpoints: (build) => ({
      /** Demandas Inscritas; `[]` also when the list could not load (the screen says there is none, not loading forever). */
      mySubscriptions: build.query({
        queryFn: readThrough(async (_: void) => (await orElse(getMySubscriptions(), { data: [] })).data),
      }),
      /** The lead reports' statuses; a failure keeps those shown (RTK Query keeps the last answer). */
      myLeadReports: build.query({
        queryFn: readThrough(async (_: void) => (await getMyLeadReports()).data),
        providesTags: ['LeadReports'],
      }),
      /** /dashboard/service/{id}: the demand (`null` when not found) and the requester's contact (`null` until subscribed). */
      offer: build.query({
        queryFn: readThrough(async (demandId: number) => {
          const [listing, contact] = await Promise.all([
            orElse<ServiceListing | null>(
              getListing(demandId).then((body) => body.data),
              null,
            ),
            orElse<SubscriptionRecord | null>(
              getSubscription(demandId).then((body) => body.data),
              null,
            ),
          ]);
          return { listing, contact };
        }),
      }),
      /**
       * Each seat's stage and the requester's "Prefiro ser contatado por" (issue #36 items 2–3); `[]` when they cannot
       * load (an extra on the screen: without them the seats still show).
       */
      seatStages: build.query({
        queryFn: readThrough(async (_: void) => (await orElse(getSeatStages(), { data: [] })).data),
        providesTags: ['SeatStages'],
      }),
      /** The provider's own proposal on a seat, its history and the stage. */
      myProposal: build.query<MyProposal, number>({
        queryFn: readThrough(async (demandId: number) => (await getMyProposal(demandId)).data),
        providesTags: (_result, _error, demandId) => [{ type: 'Proposal', id: demandId }],
      }),
      /** The registries the provider may name as signatory (verified by an admin). */
      signatories: build.query({
        queryFn: readThrough(async (_: void): Promise<Signatory[]> =>
          (await getMyCredentials()).data
            .filter((c) => c.status === 'verified')
            .map((c) => ({ credentialId: c.credentialId, label: c.label })),
        ),
      }),
    }),
  });

export const {
  useMySubscriptionsQuery,
  useMyLeadReportsQuery,
  useOfferQuery,
  useSeatStagesQuery,
  useMyProposalQuery,
  useSignatoriesQuery,
} = subscriptionsReads;

/** A plain write made here rather than in a saga: its answer patches the stages on screen (ADR 0184). */
export const seatStageWrites = subscriptionsReads.injectEndpoints({
  endpoints: (build) => ({
    /**
     * "Nova" / "Contato feito": the stage shows at once (the stages on screen are patched) and goes back if the server
     * refuses; the stages and the proposal are read again either way.
     */
    markSeatStage: build.mutation({
      queryFn: readThrough(({ demandId, stage }: { demandId: number; stage: MarkableStage }) =>
        postSeatStage(demandId, stage),
      ),
      invalidatesTags: (_result, _error, { demandId }) => ['SeatStages', { type: 'Proposal', id: demandId }],
      async onQueryStarted({ demandId, stage }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          subscriptionsReads.util.updateQueryData('seatStages', undefined, (rows) => {
            for (const row of rows) if (row.demandId === demandId) row.stage = stage;
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    }),
  }),
});

export const { useMarkSeatStageMutation } = seatStageWrites;
