import type { PayloadAction } from '@reduxjs/toolkit';
import type { MeResponse } from '@conectasst/common/api/auth';
import type { CheckoutResponse, Order, SandboxMethod } from '@conectasst/common/api/checkout';
import type { FiscalDataView } from '@conectasst/common/api/invoicing';
import type { FiscalData } from '@conectasst/common/rules/fiscalDataRules';
import type { Faq } from '@conectasst/common/api/pages';
import type { CreditPackage } from '@conectasst/common/api/packages';
import type { SagaIterator } from 'redux-saga';
import { all, call, delay, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { errorMessageOf } from '../../lib/apiClient';
import { toastError, toastSuccess } from '../../lib/feedback';
import { navigateTo } from '../../lib/navigation';
import { withReturnPath } from '../../lib/returnPath';
import { getCurrentUser } from '../../session/api/getCurrentUser';
import { currentUserLoaded } from '../../session/sessionSlice';
import {
  confirmSandboxBoleto,
  confirmSandboxPix,
  getFaqs,
  getFiscalData,
  getMyOrders,
  saveFiscalData,
  getProviderPackages,
  getSandboxOrder,
  paySandbox,
  startCheckout,
} from './api/creditsApi';
import {
  balanceAfterPaymentRead,
  boletoConfirmClicked,
  buyClicked,
  buyFailed,
  checkoutLoaded,
  fiscalDataAsked,
  fiscalDataClosed,
  fiscalDataSaveFailed,
  fiscalDataSubmitted,
  checkoutOpened,
  packagesPageFailed,
  packagesPageLoaded,
  packagesPageOpened,
  payClicked,
  paymentAnswered,
  pixConfirmClicked,
  selectCredits,
  type CreditsState,
} from './creditsSlice';

/** After a purchase started from a demand, the time to read "créditos liberados" before going back to it. */
export const RETURN_AFTER_PAYMENT_MS = 1_500;
export const backToDemandText = 'Créditos liberados! Voltando para a demanda…';

/**
 * The browser leaves for the checkout address (spec §4); a function so tests can replace it. The sandbox checkout is a
 * page of this app: opened without a reload, so its first read sees the order just placed (read-your-writes positions
 * live in memory; after a reload the page could ask before the order reached the read model and say "Pedido não
 * encontrado.").
 */
export const goToCheckout = (url: string) => (url.startsWith('/') ? navigateTo(url) : window.location.assign(url));

/**
 * Where Comprar leads: the sandbox checkout is a page of this site, and carries the demand to come back to (`?voltar=`,
 * issue #35 item 5); an outside gateway's page returns through its own back address, set on the server.
 */
export const checkoutAddress = (checkoutUrl: string, returnTo: string | undefined) =>
  checkoutUrl.startsWith('/') ? withReturnPath(checkoutUrl, returnTo) : checkoutUrl;

function* loadPackagesPage(): SagaIterator {
  try {
    const [packages, faqs, orders] = (yield all([call(getProviderPackages), call(getFaqs), call(getMyOrders)])) as [
      { data: CreditPackage[] },
      { data: Faq[] },
      { data: Order[] },
    ];
    yield put(packagesPageLoaded({ packages: packages.data, faqs: faqs.data, orders: orders.data }));
  } catch {
    yield put(packagesPageFailed());
  }
}

function* buy(action: PayloadAction<number>): SagaIterator {
  try {
    // Every purchase carries an NFS-e (ADR 0171): without the buyer's fiscal data, the form first (the server refuses too).
    const fiscal = (yield call(getFiscalData)) as { data: FiscalDataView };
    if (!fiscal.data.fiscalData) {
      yield put(fiscalDataAsked({ packageId: action.payload, prefill: fiscal.data.prefill }));
      return;
    }
    const { checkoutUrl } = (yield call(startCheckout, action.payload)) as CheckoutResponse;
    const { returnTo } = (yield select(selectCredits)) as CreditsState;
    yield call(goToCheckout, checkoutAddress(checkoutUrl, returnTo));
  } catch (error) {
    yield put(buyFailed());
    yield call(toastError, errorMessageOf(error));
  }
}

/** The fiscal data form saved: the purchase it interrupted goes on. */
function* submitFiscalData(action: PayloadAction<{ packageId: number; data: FiscalData }>): SagaIterator {
  try {
    yield call(saveFiscalData, action.payload.data);
    yield put(fiscalDataClosed());
    yield call(toastSuccess, 'Dados fiscais salvos. Seguindo para o pagamento…');
    yield put(buyClicked(action.payload.packageId));
  } catch (error) {
    yield put(fiscalDataSaveFailed());
    yield call(toastError, errorMessageOf(error));
  }
}

function* loadCheckout(action: PayloadAction<string>): SagaIterator {
  try {
    yield put(checkoutLoaded(((yield call(getSandboxOrder, action.payload)) as { data: Order }).data));
  } catch {
    yield put(checkoutLoaded(null));
  }
}

/**
 * After a paid order, the account is read again (issue #35 item 9): the page says the new balance and the header shows
 * it. Someone paying without being signed in (the sandbox page needs only the token) just sees no balance.
 */
function* readBalanceAfterPayment(): SagaIterator {
  try {
    const me = (yield call(getCurrentUser)) as MeResponse;
    yield put(currentUserLoaded(me));
    if (me.userData.type === 'provider') yield put(balanceAfterPaymentRead(me.credits));
  } catch {
    // No balance to show; the payment itself went through.
  }
}

function* answer(token: string, request: () => Promise<{ message: string }>): SagaIterator {
  try {
    const { message } = (yield call(request)) as { message: string };
    const order = ((yield call(getSandboxOrder, token)) as { data: Order }).data;
    yield put(paymentAnswered({ message, order }));
    if (order.status === 'paid') yield call(readBalanceAfterPayment);
    const { returnTo } = ((yield select(selectCredits)) as CreditsState).checkout;
    if (order.status === 'paid' && returnTo) {
      // Bought to subscribe to a demand (issue #35 item 5): back to it, where the header shows the new balance.
      yield call(toastSuccess, backToDemandText);
      yield delay(RETURN_AFTER_PAYMENT_MS);
      yield call(navigateTo, returnTo);
    }
  } catch (error) {
    // The order may have changed under the refusal (e.g. its PIX expired): show it as it is now.
    let order: Order | undefined;
    try {
      order = ((yield call(getSandboxOrder, token)) as { data: Order }).data;
    } catch {
      order = undefined;
    }
    yield put(paymentAnswered({ error: errorMessageOf(error), ...(order ? { order } : {}) }));
  }
}

function* pay(action: PayloadAction<{ token: string; method: SandboxMethod }>): SagaIterator {
  yield call(answer, action.payload.token, () => paySandbox(action.payload.token, action.payload.method));
}

function* confirmBoleto(action: PayloadAction<string>): SagaIterator {
  yield call(answer, action.payload, () => confirmSandboxBoleto(action.payload));
}

function* confirmPix(action: PayloadAction<string>): SagaIterator {
  yield call(answer, action.payload, () => confirmSandboxPix(action.payload));
}

export function* creditsSaga(): SagaIterator {
  yield takeLatest(packagesPageOpened.type, loadPackagesPage);
  yield takeLeading(buyClicked.type, buy);
  yield takeLeading(fiscalDataSubmitted.type, submitFiscalData);
  yield takeLatest(checkoutOpened.type, loadCheckout);
  yield takeLeading(payClicked.type, pay);
  yield takeLeading(boletoConfirmClicked.type, confirmBoleto);
  yield takeLeading(pixConfirmClicked.type, confirmPix);
}
