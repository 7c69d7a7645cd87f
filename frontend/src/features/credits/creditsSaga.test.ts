import type { Order } from '@conectasst/common/api/checkout';
import { waitFor } from '@testing-library/react';
import { setupStore } from '../../app/store';
import { toastSuccess } from '../../lib/feedback';
import { navigatorSpy } from '../../testing/navigatorSpy';
import { getFiscalData, getSandboxOrder, paySandbox, saveFiscalData, startCheckout } from './api/creditsApi';
import { backToDemandText, checkoutAddress } from './creditsSaga';
import { buyClicked, checkoutOpened, fiscalDataSubmitted, packagesPageOpened, payClicked } from './creditsSlice';

jest.mock('./api/creditsApi');
jest.mock('../../lib/feedback');

const order = (status: Order['status']): Order => ({
  id: 1,
  packageName: 'Inicial',
  credits: 30,
  price: 89.7,
  status,
  method: 'card',
  pix: null,
  refunded: 0,
  creditsTaken: 0,
  createdAt: '2026-11-25T10:00:00.000Z',
  invoice: null,
});

const fiscal = {
  document: '52998224725',
  name: 'Ana Lima',
  address: { street: 'Rua A', number: '1', district: 'Centro', city: 'São Paulo', state: 'SP', postalCode: '01001000' },
};

describe('the NFS-e fiscal data is asked before the first purchase (issue 37, ADR 0171)', () => {
  const navigate = navigatorSpy();
  beforeEach(() => jest.resetAllMocks());

  it('given no fiscal data, when Comprar is clicked, then the form is asked (prefilled) and nothing is bought; once saved, the purchase goes on', async () => {
    jest.mocked(getFiscalData).mockResolvedValue({
      data: { fiscalData: null, prefill: { ...fiscal, address: { ...fiscal.address, number: '' } } },
    });
    jest.mocked(startCheckout).mockResolvedValue({ token: 'abc', checkoutUrl: '/checkout?token=abc' });
    const store = setupStore();

    store.dispatch(buyClicked(3));

    await waitFor(() =>
      expect(store.getState().credits.fiscalData).toMatchObject({ packageId: 3, prefill: { name: 'Ana Lima' } }),
    );
    expect(startCheckout).not.toHaveBeenCalled();

    jest.mocked(saveFiscalData).mockResolvedValue({ message: 'Dados fiscais salvos.' });
    jest.mocked(getFiscalData).mockResolvedValue({ data: { fiscalData: fiscal, prefill: fiscal } });
    store.dispatch(fiscalDataSubmitted({ packageId: 3, data: fiscal }));

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/checkout?token=abc'));
    expect(saveFiscalData).toHaveBeenCalledWith(fiscal);
    expect(startCheckout).toHaveBeenCalledWith(3);
    expect(store.getState().credits.fiscalData).toBeNull();
  });
});

describe('buying credits to subscribe to a demand comes back to it (issue #35 item 5)', () => {
  const navigate = navigatorSpy();
  beforeEach(() => jest.resetAllMocks());

  it('Comprar carries the demand to the sandbox checkout, not to an outside gateway', () => {
    expect(checkoutAddress('/checkout?token=abc', '/dashboard/service/7')).toBe(
      '/checkout?token=abc&voltar=%2Fdashboard%2Fservice%2F7',
    );
    expect(checkoutAddress('/checkout?token=abc', undefined)).toBe('/checkout?token=abc');
    expect(checkoutAddress('https://www.mercadopago.com.br/checkout?pref=1', '/dashboard/service/7')).toBe(
      'https://www.mercadopago.com.br/checkout?pref=1',
    );
  });

  it('given the packages were opened from a demand, when Comprar is clicked, then the sandbox checkout opens (no reload) with it', async () => {
    jest.mocked(getFiscalData).mockResolvedValue({ data: { fiscalData: fiscal, prefill: fiscal } });
    jest.mocked(startCheckout).mockResolvedValue({ token: 'abc', checkoutUrl: '/checkout?token=abc' });
    const store = setupStore();
    store.dispatch(packagesPageOpened('/dashboard/service/7'));

    store.dispatch(buyClicked(1));

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/checkout?token=abc&voltar=%2Fdashboard%2Fservice%2F7'));
  });

  it('given the checkout came from a demand, when the card is paid, then the provider is taken back to it', async () => {
    jest.mocked(paySandbox).mockResolvedValue({ message: 'Pagamento aprovado! Seus créditos já estão disponíveis.' });
    jest.mocked(getSandboxOrder).mockResolvedValue({ data: order('paid') });
    const store = setupStore();
    store.dispatch(checkoutOpened('abc', '/dashboard/service/7'));

    store.dispatch(payClicked({ token: 'abc', method: 'card' }));

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/dashboard/service/7'), { timeout: 4000 });
    expect(toastSuccess).toHaveBeenCalledWith(backToDemandText);
  });

  it('given no demand to go back to, or a boleto still unpaid, then the checkout stays', async () => {
    jest.mocked(paySandbox).mockResolvedValue({ message: 'Boleto emitido.' });
    jest.mocked(getSandboxOrder).mockResolvedValue({ data: order('boleto') });
    const store = setupStore();
    store.dispatch(checkoutOpened('abc', '/dashboard/service/7'));
    store.dispatch(payClicked({ token: 'abc', method: 'boleto' }));
    await waitFor(() => expect(store.getState().credits.checkout.paying).toBe(false));

    jest.mocked(getSandboxOrder).mockResolvedValue({ data: order('paid') });
    store.dispatch(checkoutOpened('def'));
    store.dispatch(payClicked({ token: 'def', method: 'card' }));
    await waitFor(() => expect(store.getState().credits.checkout.order?.status).toBe('paid'));

    expect(navigate).not.toHaveBeenCalled();
  });
});
