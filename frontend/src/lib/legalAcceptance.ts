import type { AcceptLegalRequest, LegalAcceptanceView } from '@conectasst/common/api/legal';
import { apiClient } from './apiClient';

/** `GET /v1/legal/acceptance`: the versions in force, the provider's last acceptance, and whether it is owed (issue 37 item 3). */
export const getLegalAcceptance = () => apiClient.get<{ data: LegalAcceptanceView }>('/legal/acceptance');

/** `POST /v1/legal/accept`: the provider accepts these versions (the ones in force). */
export const acceptLegal = (versions: AcceptLegalRequest) =>
  apiClient.post<{ message: string }>('/legal/accept', versions);

/**
 * Sign-up: the box was ticked, so the versions in force are accepted right after the account exists (the spec's
 * `POST /v1/auth` body stays as it is). A failure is left to the provider frame, which asks again on the next screen.
 */
export async function acceptLegalInForce(): Promise<void> {
  const { current, pending } = (await getLegalAcceptance()).data;
  if (current && pending) await acceptLegal(current);
}
