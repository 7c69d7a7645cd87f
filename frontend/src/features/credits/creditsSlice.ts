import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Order, SandboxMethod } from '@conectasst/common/api/checkout';
import type { Faq } from '@conectasst/common/api/pages';
import type { CreditPackage } from '@conectasst/common/api/packages';

/** The provider's packages page and the sandbox checkout page. */
export interface CreditsState {
  packages: CreditPackage[];
  faqs: Faq[];
  orders: Order[];
  loading: boolean;
  /** Package whose Comprar is being processed. */
  buying: number | null;
  checkout: { order: Order | null; loading: boolean; paying: boolean; message: string | null; error: string | null };
}

const initialState: CreditsState = {
  packages: [],
  faqs: [],
  orders: [],
  loading: false,
  buying: null,
  checkout: { order: null, loading: false, paying: false, message: null, error: null },
};

export const creditsSlice = createSlice({
  name: 'credits',
  initialState,
  reducers: {
    packagesPageOpened(state) {
      state.loading = true;
    },
    packagesPageLoaded(state, action: PayloadAction<{ packages: CreditPackage[]; faqs: Faq[]; orders: Order[] }>) {
      // Spec §7: sorted by price, cheapest first.
      state.packages = [...action.payload.packages].sort((a, b) => a.price - b.price);
      state.faqs = action.payload.faqs;
      state.orders = action.payload.orders;
      state.loading = false;
    },
    packagesPageFailed(state) {
      state.loading = false;
    },
    buyClicked(state, action: PayloadAction<number>) {
      state.buying = action.payload;
    },
    buyFailed(state) {
      state.buying = null;
    },
    checkoutOpened(state, _action: PayloadAction<string>) {
      state.checkout = { ...initialState.checkout, loading: true };
    },
    checkoutLoaded(state, action: PayloadAction<Order | null>) {
      state.checkout.order = action.payload;
      state.checkout.loading = false;
    },
    payClicked(state, _action: PayloadAction<{ token: string; method: SandboxMethod }>) {
      state.checkout.paying = true;
      state.checkout.error = null;
    },
    boletoConfirmClicked(state, _action: PayloadAction<string>) {
      state.checkout.paying = true;
      state.checkout.error = null;
    },
    /** "Simular pagamento do PIX": the sandbox plays the payer's bank. */
    pixConfirmClicked(state, _action: PayloadAction<string>) {
      state.checkout.paying = true;
      state.checkout.error = null;
    },
    paymentAnswered(state, action: PayloadAction<{ message?: string; error?: string; order?: Order | null }>) {
      state.checkout.paying = false;
      state.checkout.message = action.payload.message ?? null;
      state.checkout.error = action.payload.error ?? null;
      if (action.payload.order !== undefined) state.checkout.order = action.payload.order;
    },
  },
  selectors: { selectCredits: (state) => state },
});

export const {
  packagesPageOpened,
  packagesPageLoaded,
  packagesPageFailed,
  buyClicked,
  buyFailed,
  checkoutOpened,
  checkoutLoaded,
  payClicked,
  boletoConfirmClicked,
  pixConfirmClicked,
  paymentAnswered,
} = creditsSlice.actions;
export const { selectCredits } = creditsSlice.selectors;
