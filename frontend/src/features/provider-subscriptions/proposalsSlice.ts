import type { PayloadAction } from '@reduxjs/toolkit';
import { createSlice } from '@reduxjs/toolkit';
import type { SendProposalBody } from '@conectasst/common/api/proposals';

/** A registry the provider may name as signatory (verified by an admin). */
export interface Signatory {
  credentialId: string;
  label: string;
}

/**
 * "Enviar proposta" / "Revisar proposta" in "Demandas Inscritas" (issue #36 item 2, ADR 0163): the send in flight and
 * its outcome. The stages, the proposals and the signatories are server state (`subscriptionsReads.ts`, ADR 0184).
 */
export interface ProviderProposalsState {
  /** The demand whose proposal is being sent. */
  sending?: number;
  /** The server's refusal of the last send, by demand. */
  sendError?: { demandId: number; message: string };
  /** The demand whose form was just sent successfully (closes the form). */
  sent?: number;
}

const initialState: ProviderProposalsState = {};

export const providerProposalsSlice = createSlice({
  name: 'providerProposals',
  initialState,
  reducers: {
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
  },
  selectors: { selectProviderProposals: (state) => state },
});

export const { proposalSubmitted, proposalSent, proposalRefused } = providerProposalsSlice.actions;
export const { selectProviderProposals } = providerProposalsSlice.selectors;

/** The PDF chosen in a form, by demand: a File is not state (not serialisable); the saga uploads it on submit. */
export const chosenPdfs = new Map<number, File>();
