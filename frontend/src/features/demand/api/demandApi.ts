import type { FileDemandRequest } from '@conectasst/common/api/demands';
import type { PartnerProfile } from '@conectasst/common/api/reviews';
import type { PublicService } from '@conectasst/common/api/services';
import type { ItemBody } from '@conectasst/common/api/envelope';
import type { CreatedIdResponse } from '@conectasst/common/api/ids';
import { apiClient } from '../../../lib/apiClient';

export { lookupCnae } from '../../../lib/cnaeApi';

/** `GET /v1/services/{id}`: an active service of the catalogue (404 when unknown or inactive). */
export const getPublicService = (id: number) => apiClient.get<ItemBody<PublicService>>(`/services/${id}`);

/** `GET /v1/parceiros/{slug}`: the public profile of the provider a direct request names (ADR 0170). */
export const getPublicPartner = (slug: string) =>
  apiClient.get<ItemBody<PartnerProfile>>(`/parceiros/${encodeURIComponent(slug)}`);

/** `POST /v1/demanda`: the wizard's three steps as one demand. */
export const fileDemand = (body: FileDemandRequest) => apiClient.post<CreatedIdResponse>('/demanda', body);
