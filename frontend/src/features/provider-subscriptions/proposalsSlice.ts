import type { PayloadAction } from '@reduxjs/toolkit';
import { createSlice } from '@reduxjs/toolkit';
import type { MyProposal, SendProposalBody } from '@conectasst/common/api/proposals';
import type { MarkableStage, SeatStage } from '@conectasst/common/rules/proposalRules';
import type { ContactChannel } from '@conectasst/common/rules/demandRules';

/** A registry the provider may name as signatory (verified by an admin). */
export interface Signatory {
  credentialId: string;
  label: string;
}

/** "Enviar proposta" / "Revisar proposta" and the seat's stage in "Demandas Inscritas" (issue #36 item 2, ADR 0163). */
export interface ProviderProposalsState {
  /** Each seat's stage by demand id (undefined until read). */
  stages?: Record<number, SeatStage>;
  /** The requester's "Prefiro ser contatado por", by demand id (issue #36 item 3). */
  channels: Record<number, ContactChannel | null>;
  /** The proposal of each opened seat. */
  proposals: Record<number, MyProposal | undefined>;
  signatories?: Signatory[];
  /** The demand whose proposal is being sent. */
  sending?: number;
  /** The server's refusal of the last send, by demand. */
  sendError?: { demandId: number; message: string };
  /** The demand whose form was just sent successfully (closes the form). */
  sent?: number;
}

const initialState: ProviderProposalsState = { proposals: {}, channels: {} };

export const providerProposalsSlice = createSlice({
  name: 'providerProposals',
  initialState,
  reducers: {
    seatStagesRequested: (state) => state,
    seatStagesLoaded(
      state,
      action: PayloadAction<{ demandId: number; stage: SeatStage; preferredChannel: ContactChannel | null }[]>,
    ) {
      state.stages = Object.fromEntries(action.payload.map((r) => [r.demandId, r.stage]));
      state.channels = Object.fromEntries(action.payload.map((r) => [r.demandId, r.preferredChannel]));
    },
    proposalPanelOpened: (state, _action: PayloadAction<number>) => state,
    proposalLoaded(state, action: PayloadAction<MyProposal>) {
      state.proposals[action.payload.demandId] = action.payload;
      state.stages = { ...state.stages, [action.payload.demandId]: action.payload.stage };
    },
    signatoriesLoaded(state, action: PayloadAction<Signatory[]>) {
      state.signatories = action.payload;
    },
    /** The body without the PDF; a chosen file is kept aside (`chosenPdfs`), out of the store. */
    proposalSubmitted(state, action: PayloadAction<{ body: SendProposalBody; pdfName: string | null }>) {
      state.sending = action.payload.body.demandId;
      delete state.sendError;
      delete state.sent;
    },
    proposalSent(state, action: PayloadAction<number>) {
      delete state.sending;
      state.sent = action.payload;
    },
    proposalRefused(state, action: PayloadAction<{ demandId: number; message: string }>) {
      delete state.sending;
      state.sendError = action.payload;
    },
    seatStageMarked: (state, action: PayloadAction<{ demandId: number; stage: MarkableStage }>) => {
      state.stages = { ...state.stages, [action.payload.demandId]: action.payload.stage };
    },
  },
  selectors: { selectProviderProposals: (state) => state },
});

export const {
  seatStagesRequested,
  seatStagesLoaded,
  proposalPanelOpened,
  proposalLoaded,
  signatoriesLoaded,
  proposalSubmitted,
  proposalSent,
  proposalRefused,
  seatStageMarked,
} = providerProposalsSlice.actions;
export const { selectProviderProposals } = providerProposalsSlice.selectors;

/** The PDF chosen in a form, by demand: a File is not state (not serialisable); the saga uploads it on submit. */
export const chosenPdfs = new Map<number, File>();
