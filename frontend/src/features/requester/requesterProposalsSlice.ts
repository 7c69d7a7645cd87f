import type { PayloadAction } from '@reduxjs/toolkit';
import { createSlice } from '@reduxjs/toolkit';
import type { ComparedProposal } from '@conectasst/common/api/proposals';

/** The requester's comparison of proposals on the signed-link page (issue #36 item 2, ADR 0163). */
export interface RequesterProposalsState {
  proposals?: ComparedProposal[];
  hired: string | null;
  loadError?: string;
  /** The provider whose proposal is being accepted. */
  accepting?: string;
  acceptError?: string;
}

const initialState: RequesterProposalsState = { hired: null };

export const requesterProposalsSlice = createSlice({
  name: 'requesterProposals',
  initialState,
  reducers: {
    comparisonOpened: (_state, _action: PayloadAction<string>) => initialState,
    comparisonLoaded(state, action: PayloadAction<{ data: ComparedProposal[]; hired: string | null }>) {
      state.proposals = action.payload.data;
      state.hired = action.payload.hired;
      delete state.loadError;
    },
    comparisonLoadFailed(state, action: PayloadAction<string>) {
      state.loadError = action.payload;
    },
    acceptRequested(state, action: PayloadAction<{ token: string; providerId: string; revision: number }>) {
      state.accepting = action.payload.providerId;
      delete state.acceptError;
    },
    acceptDone(state) {
      delete state.accepting;
    },
    acceptRefused(state, action: PayloadAction<string>) {
      delete state.accepting;
      state.acceptError = action.payload;
    },
  },
  selectors: { selectRequesterProposals: (state) => state },
});

export const { comparisonOpened, comparisonLoaded, comparisonLoadFailed, acceptRequested, acceptDone, acceptRefused } =
  requesterProposalsSlice.actions;
export const { selectRequesterProposals } = requesterProposalsSlice.selectors;
