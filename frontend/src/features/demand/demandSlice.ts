import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CnaeClassView } from '@conectasst/common/api/cnae';
import type { FileDemandRequest } from '@conectasst/common/api/demands';
import type { WizardLink } from '@conectasst/common/rules/wizardLink';
import type { CnpjLookupAnswer } from '../../lib/cnpjApi';
import type { LocationStep, PrimaryStep, WizardPartner } from '../../lib/wizardStorage';

/**
 * What an address carries into the wizard (`/demanda?servico=<id>&cnae=&funcionarios=&uf=<UF>&cidade=<nome>`,
 * common/src/rules/wizardLink.ts): landing pages (ADR 0120, 0164) and the Agenda SST's reminders (ADR 0177).
 */
export type WizardPrefill = WizardLink;

export interface DemandState {
  /** A step was accepted and the wizard waits the spec's delay before the next screen. */
  advancing: boolean;
  sending: boolean;
  error: string | null;
  /** Step 1: the grau de risco of the CNAE typed (issue #24); 'unknown' = a well-formed code NR-4 does not list. */
  cnaeGrade: CnaeClassView | 'unknown' | null;
  /** Step 1's optional CNPJ (issue 37 item 2): the company found (fills the CNAE, hence the grade), or why not; null = nothing asked. */
  cnpjAnswer: CnpjLookupAnswer | null;
  /** `/demanda?servico=<id>` (a landing page's call to action, ADR 0120): the service is being looked up and picked. */
  prefilling: boolean;
  /** `/demanda?parceiro=<slug>` (Pedido direto, ADR 0170): the provider found, once looked up (the wizard's storage keeps it). */
  partner: WizardPartner | null;
}

const initialState: DemandState = {
  advancing: false,
  sending: false,
  error: null,
  cnaeGrade: null,
  cnpjAnswer: null,
  prefilling: false,
  partner: null,
};

/** The requester's demand wizard (spec §2: /demanda, /demanda/second-state, /demanda/third-state). */
export const demandSlice = createSlice({
  name: 'demand',
  initialState,
  reducers: {
    primaryStepSubmitted(state, _action: PayloadAction<PrimaryStep>) {
      state.advancing = true;
    },
    locationStepSubmitted(state, _action: PayloadAction<LocationStep>) {
      state.advancing = true;
    },
    stepAdvanced(state) {
      state.advancing = false;
    },
    demandSubmitted(state, _action: PayloadAction<FileDemandRequest>) {
      state.sending = true;
      state.error = null;
    },
    /** The CNAE field's text (looked up when it is a valid class or subclass). */
    cnaeTyped(state, _action: PayloadAction<string>) {
      state.cnaeGrade = null;
    },
    cnaeGradeFound(state, action: PayloadAction<CnaeClassView | 'unknown' | null>) {
      state.cnaeGrade = action.payload;
    },
    /** The CNPJ field's text (looked up once it has 14 digits with valid check digits). */
    cnpjTyped(state, _action: PayloadAction<string>) {
      state.cnpjAnswer = null;
    },
    cnpjAnswered(state, action: PayloadAction<CnpjLookupAnswer | null>) {
      state.cnpjAnswer = action.payload;
    },
    /**
     * Opened with `?servico=<id>`: that service joins the picks; with `&uf=SP&cidade=Campinas` (a state or city landing
     * page, issue #35 item 8) step 2 starts with that place; `&cnae=&funcionarios=` (a reminder, ADR 0177) are kept in
     * step 1's draft.
     */
    servicePrefillRequested(state, _action: PayloadAction<WizardPrefill>) {
      state.prefilling = true;
    },
    servicePrefilled(state) {
      state.prefilling = false;
    },
    /** Opened with `?parceiro=<slug>` (a provider page's "Pedir orçamento a este parceiro", ADR 0170). */
    partnerPrefillRequested(_state, _action: PayloadAction<string>) {},
    /** The named provider (null: unknown, the request goes to up to 5 as usual). */
    partnerPrefilled(state, action: PayloadAction<WizardPartner | null>) {
      state.partner = action.payload;
    },
    demandAnswered(state, action: PayloadAction<{ error?: string }>) {
      state.sending = false;
      state.error = action.payload.error ?? null;
    },
  },
  selectors: { selectDemand: (state) => state },
});

export const {
  primaryStepSubmitted,
  locationStepSubmitted,
  stepAdvanced,
  demandSubmitted,
  demandAnswered,
  cnaeTyped,
  cnaeGradeFound,
  cnpjTyped,
  cnpjAnswered,
  servicePrefillRequested,
  servicePrefilled,
  partnerPrefillRequested,
  partnerPrefilled,
} = demandSlice.actions;
export const { selectDemand } = demandSlice.selectors;
