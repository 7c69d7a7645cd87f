import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RegistryDeclaration } from '@conectasst/common/rules/trustRules';
import type {
  CompanyDetailsRequest,
  IndividualDetailsRequest,
  ServiceProfileRequest,
  SignupRequest,
  UpdateProfileRequest,
} from '@conectasst/common/api/accounts';

export type OnboardingForm =
  'signup' | 'recovery' | 'changePassword' | 'individual' | 'company' | 'serviceProfile' | 'profile';

/** Which forms are being sent, and the error each shows (spec §8 texts). */
export interface OnboardingState {
  submitting: Partial<Record<OnboardingForm, boolean>>;
  errors: Partial<Record<OnboardingForm, string>>;
}

/**
 * With the details: `next`, where they lead (the provider area's page they were opened from; else /third-state);
 * `registry`, the registry typed, declared for verification once the details are saved (ADR 0160).
 */
export interface DetailsMeta {
  next?: string;
  registry?: RegistryDeclaration;
}

const initialState: OnboardingState = { submitting: {}, errors: {} };

const start = (form: OnboardingForm) => (state: OnboardingState) => {
  state.submitting[form] = true;
  delete state.errors[form];
};

export const onboardingSlice = createSlice({
  name: 'onboarding',
  initialState,
  reducers: {
    signupSubmitted: { reducer: start('signup'), prepare: (body: SignupRequest) => ({ payload: body }) },
    recoverySubmitted: { reducer: start('recovery'), prepare: (email: string) => ({ payload: email }) },
    changePasswordSubmitted: {
      reducer: start('changePassword'),
      prepare: (body: { code: string; password: string }) => ({ payload: body }),
    },
    individualSubmitted: {
      reducer: start('individual'),
      prepare: (body: IndividualDetailsRequest, meta: DetailsMeta = {}) => ({ payload: body, meta }),
    },
    companySubmitted: {
      reducer: start('company'),
      prepare: (body: CompanyDetailsRequest, meta: DetailsMeta = {}) => ({ payload: body, meta }),
    },
    /** `next`: where the saved profile leads (the provider area's page it was opened from; else /dashboard). */
    serviceProfileSubmitted: {
      reducer: start('serviceProfile'),
      prepare: (body: ServiceProfileRequest, next?: string) => ({ payload: body, meta: { next } }),
    },
    profileSubmitted: { reducer: start('profile'), prepare: (body: UpdateProfileRequest) => ({ payload: body }) },
    formFinished(state, action: PayloadAction<{ form: OnboardingForm; error?: string }>) {
      state.submitting[action.payload.form] = false;
      if (action.payload.error) state.errors[action.payload.form] = action.payload.error;
    },
  },
  selectors: {
    selectOnboarding: (state) => state,
  },
});

export const {
  signupSubmitted,
  recoverySubmitted,
  changePasswordSubmitted,
  individualSubmitted,
  companySubmitted,
  serviceProfileSubmitted,
  profileSubmitted,
  formFinished,
} = onboardingSlice.actions;
export const { selectOnboarding } = onboardingSlice.selectors;
