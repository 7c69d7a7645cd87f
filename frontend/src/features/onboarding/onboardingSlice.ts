import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
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
      prepare: (body: IndividualDetailsRequest) => ({ payload: body }),
    },
    companySubmitted: { reducer: start('company'), prepare: (body: CompanyDetailsRequest) => ({ payload: body }) },
    serviceProfileSubmitted: {
      reducer: start('serviceProfile'),
      prepare: (body: ServiceProfileRequest) => ({ payload: body }),
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
