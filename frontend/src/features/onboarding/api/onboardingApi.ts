import type {
  CompanyDetails,
  CompanyDetailsRequest,
  IndividualDetails,
  IndividualDetailsRequest,
  ServiceProfileRequest,
  SignupRequest,
  UpdateProfileRequest,
} from '@conectasst/common/api/accounts';
import type { PublicArea } from '@conectasst/common/api/areas';
import type { ItemBody } from '@conectasst/common/api/envelope';
import type { Nr } from '@conectasst/common/api/nrs';
import type { SocialOption } from '@conectasst/common/api/pages';
import type { TokenResponse } from '@conectasst/common/api/auth';
import { apiClient } from '../../../lib/apiClient';

export interface NamedItem {
  id: number;
  name: string;
}

/** One function per call of spec §7 that onboarding and the profile use. */
export const signup = (body: SignupRequest) => apiClient.post<TokenResponse>('/auth', body);
export const requestRecovery = (email: string) => apiClient.post<{ message: string }>('/recovery/password', { email });
export const changePassword = (code: string, password: string) =>
  apiClient.put<{ message: string }>('/change/password', { code, password });
export const updateMe = (body: UpdateProfileRequest) => apiClient.put<{ message: string }>('/auth/me', body);
export const postIndividualDetails = (body: IndividualDetailsRequest) =>
  apiClient.post<{ message: string }>('/details/pf', body);
export const postCompanyDetails = (body: CompanyDetailsRequest) =>
  apiClient.post<{ message: string }>('/details/pj', body);
export const postServiceProfile = (body: ServiceProfileRequest) =>
  apiClient.post<{ message: string }>('/company/detail', body);
export const getIndividualDetails = () => apiClient.get<IndividualDetails>('/details/pf');
export const getCompanyDetails = () => apiClient.get<CompanyDetails>('/details/pj');

export async function getAreas(): Promise<NamedItem[]> {
  const body = await apiClient.get<ItemBody<PublicArea[]>>('/area');
  return body.data.filter((a) => a.visible).map(({ id, name }) => ({ id, name }));
}

export async function getNrsOfArea(areaId: number): Promise<NamedItem[]> {
  const body = await apiClient.get<ItemBody<Nr[]>>('/nrs/find', {
    id: areaId,
  });
  return body.data.filter((n) => n.visible !== false && n.status !== false).map(({ id, name }) => ({ id, name }));
}

export async function getSocialOptions(): Promise<string[]> {
  const body = await apiClient.get<ItemBody<SocialOption[]> | SocialOption[]>('/social');
  const list = Array.isArray(body) ? body : body.data;
  return list.map((s) => s.name);
}
