import type { PartnerProfile } from '@conectasst/common/api/reviews';
import { apiClient } from '../../../lib/apiClient';

/** `GET /v1/parceiros/{slug}`: the provider's public profile. */
export const getPartnerProfile = (slug: string) =>
  apiClient.get<{ data: PartnerProfile }>(`/parceiros/${encodeURIComponent(slug)}`);
