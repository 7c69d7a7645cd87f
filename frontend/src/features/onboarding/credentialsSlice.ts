import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Credential, DeclareCredentialRequest } from '@conectasst/common/api/trust';

/** 'Registros profissionais' on /dashboard/profile: the provider's credentials, the CNPJ check and the form's answer. */
export interface CredentialsState {
  /** `undefined` until loaded. */
  list?: Credential[];
  cnpj?: { hasCnpj: boolean; verified: boolean };
  sending: boolean;
  /** The server's refusal, on the field it names or on the whole form. */
  error?: { field: keyof DeclareCredentialRequest | 'form'; message: string };
  /** Counts accepted declarations: the form starts empty again after each. */
  declared: number;
}

const initialState: CredentialsState = { sending: false, declared: 0 };

export const credentialsSlice = createSlice({
  name: 'credentials',
  initialState,
  reducers: {
    credentialsOpened() {},
    credentialsLoaded(state, action: PayloadAction<Pick<CredentialsState, 'list' | 'cnpj'>>) {
      state.list = action.payload.list;
      state.cnpj = action.payload.cnpj;
    },
    credentialDeclared(state, _action: PayloadAction<DeclareCredentialRequest>) {
      state.sending = true;
      delete state.error;
    },
    credentialAnswered(state, action: PayloadAction<{ error?: CredentialsState['error'] }>) {
      state.sending = false;
      if (action.payload.error) state.error = action.payload.error;
      else state.declared += 1;
    },
    credentialWithdrawn(_state, _action: PayloadAction<string>) {},
  },
  selectors: { selectCredentials: (state) => state },
});

export const { credentialsOpened, credentialsLoaded, credentialDeclared, credentialAnswered, credentialWithdrawn } =
  credentialsSlice.actions;
export const { selectCredentials } = credentialsSlice.selectors;
