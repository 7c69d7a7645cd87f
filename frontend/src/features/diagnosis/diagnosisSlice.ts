import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CnaeClassView, Diagnosis } from '@conectasst/common/api/cnae';
import type { CompanySize } from '@conectasst/common/rules/diagnosisRules';

export interface DiagnosisRequest {
  cnae: string;
  employees: number;
  size: CompanySize;
}

export interface DiagnosisState {
  /** Classes matching what the visitor typed, best first. */
  matches: CnaeClassView[];
  searching: boolean;
  loading: boolean;
  result: Diagnosis | null;
  error: string | null;
}

const initialState: DiagnosisState = { matches: [], searching: false, loading: false, result: null, error: null };

/** /diagnostico: CNAE or activity words, employees and size → grade and the services that apply (docs/diagnostico.md). */
export const diagnosisSlice = createSlice({
  name: 'diagnosis',
  initialState,
  reducers: {
    cnaeTextChanged(state, action: PayloadAction<string>) {
      if (!action.payload.trim()) state.matches = [];
    },
    cnaeSearchStarted(state) {
      state.searching = true;
    },
    cnaeSearchFinished(state, action: PayloadAction<CnaeClassView[]>) {
      state.searching = false;
      state.matches = action.payload;
    },
    diagnosisRequested(state, _action: PayloadAction<DiagnosisRequest>) {
      state.loading = true;
      state.error = null;
    },
    diagnosisLoaded(state, action: PayloadAction<Diagnosis>) {
      state.loading = false;
      state.result = action.payload;
    },
    diagnosisFailed(state, action: PayloadAction<string>) {
      state.loading = false;
      state.result = null;
      state.error = action.payload;
    },
    /** "Pedir orçamentos grátis para estes serviços": the wizard opens with them and step 1 filled. */
    quoteRequested(_state, _action: PayloadAction<Diagnosis>) {},
  },
  selectors: { selectDiagnosis: (state) => state },
});

export const {
  cnaeTextChanged,
  cnaeSearchStarted,
  cnaeSearchFinished,
  diagnosisRequested,
  diagnosisLoaded,
  diagnosisFailed,
  quoteRequested,
} = diagnosisSlice.actions;
export const { selectDiagnosis } = diagnosisSlice.selectors;
