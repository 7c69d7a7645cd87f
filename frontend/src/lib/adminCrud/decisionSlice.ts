import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** An approve / refuse / hide dialog of a moderation queue: what it says, and the command it runs on OK. */
export interface DecisionDialogText {
  title: string;
  okText: string;
  /** What is being decided, shown above the note. */
  summary: string;
  /** A refusal needs a note (the provider reads it). */
  noteRequired: boolean;
  /** The note's label and the message when a required note is missing, when the defaults (a refusal's) do not fit. */
  noteLabel?: string;
  noteMissing?: string;
  noteMax?: number;
}

export interface DecisionState extends DecisionDialogText {
  /** `<feature>/<command>`, run by that feature's saga (`defineDecisions`) with `target` and the note. */
  command: string;
  target: string;
  sending: boolean;
  error: string | null;
}

export interface DecisionsState {
  decision: DecisionState | null;
}

const initialState: DecisionsState = { decision: null };

/** The admin queues' one decision dialog (ADR 0141, ADR 0184): which command, on what, and how its sending went. */
export const decisionsSlice = createSlice({
  name: 'adminDecisions',
  initialState,
  reducers: {
    decisionOpened(state, action: PayloadAction<Omit<DecisionState, 'sending' | 'error'>>) {
      state.decision = { ...action.payload, sending: false, error: null };
    },
    decisionConfirmed(state, _action: PayloadAction<string>) {
      if (state.decision) Object.assign(state.decision, { sending: true, error: null });
    },
    decisionRefused(state, action: PayloadAction<string>) {
      if (state.decision) Object.assign(state.decision, { sending: false, error: action.payload });
    },
    decisionClosed(state) {
      state.decision = null;
    },
  },
});

export const { decisionOpened, decisionConfirmed, decisionRefused, decisionClosed } = decisionsSlice.actions;

type WithDecisions = { adminDecisions?: DecisionsState };
export const selectDecision = (state: WithDecisions): DecisionState | null => state.adminDecisions?.decision ?? null;
