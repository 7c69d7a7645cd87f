import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Order, SandboxMethod } from '@conectasst/common/api/checkout';
import type { Faq } from '@conectasst/common/api/pages';
import type { CreditPackage } from '@conectasst/common/api/packages';
import type { FiscalData } from '@conectasst/common/rules/fiscalDataRules';

/** The provider's packages page and the sandbox checkout page. */
export interface CreditsState {
  packages: CreditPackage[];
  faqs: Faq[];
  orders: Order[];
  loading: boolean;
  /** Package whose Comprar is being processed. */
  buying: number | null;
  /**
   * The page the provider came from to buy (`?voltar=`, a demand's offer page: issue #35 item 5), carried through the
   * checkout and where a paid order leads back to; none when the packages were opened from the menu.
   */
  returnTo?: string;
  /**
   * The NFS-e's fiscal data, asked when Comprar finds none (ADR 0171): the package to buy once it is saved and the
   * form's starting values (from the provider's details); null when not asked.
   */
  fiscalData: { packageId: number; prefill: FiscalData; saving: boolean } | null;
  checkout: {
    order: Order | null;
    loading: boolean;
    paying: boolean;
    message: string | null;
    error: string | null;
    returnTo?: string;
    /** The provider's balance read after the order was paid (issue #35 item 9); null until then or when unknown. */
    balance?: number | null;
  };
}

const initialState: CreditsState = {
  packages: [],
  faqs: [],
  orders: [],
  loading: false,
  buying: null,
  fiscalData: null,
  checkout: { order: null, loading: false, paying: false, message: null, error: null },
};

export const creditsSlice = createSlice({
  name: 'credits',
  initialState,
  reducers: {
    packagesPageOpened: {
      reducer(state, action: PayloadAction<string | undefined>) {
        state.loading = true;
        state.returnTo = action.payload;
      },
      prepare: (returnTo?: string) => ({ payload: returnTo }),
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
    /** Comprar found no fiscal data: the form is shown, the purchase waits for it. */
    fiscalDataAsked(state, action: PayloadAction<{ packageId: number; prefill: FiscalData }>) {
      state.buying = null;
      state.fiscalData = { ...action.payload, saving: false };
    },
    fiscalDataSubmitted(state, _action: PayloadAction<{ packageId: number; data: FiscalData }>) {
      if (state.fiscalData) state.fiscalData.saving = true;
    },
    fiscalDataSaveFailed(state) {
      if (state.fiscalData) state.fiscalData.saving = false;
    },
    fiscalDataClosed(state) {
      state.fiscalData = null;
    },
    buyFailed(state) {
      state.buying = null;
    },
    checkoutOpened: {
      reducer(state, action: PayloadAction<string, string, { returnTo?: string }>) {
        state.checkout = { ...initialState.checkout, loading: true, returnTo: action.meta.returnTo };
      },
      prepare: (token: string, returnTo?: string) => ({ payload: token, meta: { returnTo } }),
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
    /** The balance after a paid order, read again from the account. */
    balanceAfterPaymentRead(state, action: PayloadAction<number>) {
      state.checkout.balance = action.payload;
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
  fiscalDataAsked,
  fiscalDataSubmitted,
  fiscalDataSaveFailed,
  fiscalDataClosed,
  checkoutOpened,
  checkoutLoaded,
  payClicked,
  boletoConfirmClicked,
  pixConfirmClicked,
  paymentAnswered,
  balanceAfterPaymentRead,
} = creditsSlice.actions;
export const { selectCredits } = creditsSlice.selectors;
