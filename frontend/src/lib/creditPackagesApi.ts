import type { CreditPackage } from '@conectasst/common/api/packages';
import { apiClient } from './apiClient';

/**
 * The active credit packages (GET /v1/dashboard/packages): the packages page lists them, and the demands' "Inscreva-se"
 * quotes a subscription at the cheapest one's price per credit (issue #35 item 5).
 */
export const getProviderPackages = () => apiClient.get<{ data: CreditPackage[] }>('/dashboard/packages');
