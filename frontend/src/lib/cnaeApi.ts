import type { CnaeClassView } from '@conectasst/common/api/cnae';
import { apiClient } from './apiClient';

/** `GET /v1/cnae/{code}`: the class and grau de risco of a CNAE class or subclass (wizard step 1, PJ onboarding). */
export const lookupCnae = (classCode: string) =>
  apiClient.get<{ data: CnaeClassView }>(`/cnae/${encodeURIComponent(classCode)}`);
