import type { TokenResponse } from '@conectasst/common/api/auth';
import { apiClient } from '../../../lib/apiClient';
import { encodeBase64Utf8 } from '../../../lib/base64';

export interface Credentials {
  email: string;
  password: string;
}

/** `GET /v1/auth` with HTTP Basic credentials: the session token. */
export function requestToken({ email, password }: Credentials): Promise<TokenResponse> {
  return apiClient.request<TokenResponse>({
    method: 'GET',
    path: '/auth',
    authorization: `Basic ${encodeBase64Utf8(`${email}:${password}`)}`,
  });
}
