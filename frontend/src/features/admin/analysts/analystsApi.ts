import type { AnalystRow, InviteAnalystRequest } from '@conectasst/common/api/analysts';
import { apiClient } from '../../../lib/apiClient';

/** `GET /v1/admin/analistas`: the analysts and where each invitation stands. */
export const getAnalysts = () => apiClient.get<{ data: AnalystRow[] }>('/admin/analistas');
/** `POST /v1/admin/analistas`: invite (or invite again: a new link) an analyst; answers the message to show. */
export const inviteAnalyst = (request: InviteAnalystRequest) =>
  apiClient.post<{ message: string; data: { userId: string } }>('/admin/analistas', request);
