import type { CheckoutResponse, Order, SandboxMethod } from '@conectasst/common/api/checkout';
import type { Faq } from '@conectasst/common/api/pages';
import { apiClient } from '../../../lib/apiClient';

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
