import type { CheckoutResponse, Order, SandboxMethod } from '@conectasst/common/api/checkout';
import type { Faq } from '@conectasst/common/api/pages';
import type { FiscalDataView } from '@conectasst/common/api/invoicing';
import type { FiscalData } from '@conectasst/common/rules/fiscalDataRules';
import { ApiError, apiClient } from '../../../lib/apiClient';
import { saveFile } from '../../../lib/saveFile';
import { readStored, storageKeys } from '../../../lib/storage';

export { getProviderPackages } from '../../../lib/creditPackagesApi';
export const startCheckout = (packageId: number) =>
  apiClient.post<CheckoutResponse>('/checkout', { product_id: packageId });
export const getMyOrders = () => apiClient.get<{ data: Order[] }>('/orders');
export const getFaqs = () => apiClient.get<{ data: Faq[] }>('/pages', { page: 'common_questions' });
export const getSandboxOrder = (token: string) => apiClient.get<{ data: Order }>('/checkout/sandbox', { token });
export const paySandbox = (token: string, method: SandboxMethod) =>
  apiClient.post<{ message: string }>('/checkout/sandbox/pay', { token, method });
export const confirmSandboxBoleto = (token: string) =>
  apiClient.post<{ message: string }>('/checkout/sandbox/boleto/confirm', { token });
/** The sandbox's stand-in for the payer's bank paying the PIX charge (ADR 0122). */
export const confirmSandboxPix = (token: string) =>
  apiClient.post<{ message: string }>('/checkout/sandbox/pix/confirm', { token });

/** The provider's fiscal data for the NFS-e (null: not given yet) and the form's starting values (ADR 0171). */
export const getFiscalData = () => apiClient.get<{ data: FiscalDataView }>('/fiscal-data');
export const saveFiscalData = (data: FiscalData) => apiClient.put<{ message: string }>('/fiscal-data', data);

/** The order's NFS-e PDF, saved as a file (the call needs the session's token: not a plain link). */
export async function downloadInvoicePdf(orderId: number): Promise<void> {
  const token = readStored(storageKeys.token);
  const response = await fetch(`/v1/orders/${orderId}/nfse`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok)
    throw new ApiError(response.status, 'Não foi possível baixar a nota fiscal agora. Tente novamente em instantes.');
  saveFile(await response.blob(), `nfse-pedido-${orderId}.pdf`);
}
