import type { LgpdRequestCreated } from '@conectasst/common/api/lgpd';
import type { LgpdRequestKind } from '@conectasst/common/rules/lgpdRules';
import { apiClient } from '../../../lib/apiClient';

/** The requester's export (ADR 0167): a plain link, the signed token is its credential; the server sends an attachment. */
export const requesterDataUrl = (token: string) => `/v1/minha-demanda/${encodeURIComponent(token)}/dados`;

/** "Pedir correção" / "Pedir exclusão" through the signed link. */
export const requestAsRequester = (token: string, kind: LgpdRequestKind, details: string) =>
  apiClient.post<LgpdRequestCreated>('/minha-demanda/lgpd', { token, kind, details: details.trim() || null });
