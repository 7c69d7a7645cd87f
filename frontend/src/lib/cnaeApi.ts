import type { CnaeClassView } from '@conectasst/common/api/cnae';
import { apiClient, isApiError } from './apiClient';

/** A CNAE class's grade as `GET /v1/cnae/{code}` answers it; 'unknown' = not in NR-4's list; null = nothing to show. */
export type CnaeGrade = CnaeClassView | 'unknown' | null;

/** `GET /v1/cnae/{code}`: the class and grau de risco of a CNAE class or subclass (wizard step 1, PJ onboarding). */
export const lookupCnae = (classCode: string) =>
  apiClient.get<{ data: CnaeClassView }>(`/cnae/${encodeURIComponent(classCode)}`);

/** The grade of a CNAE class: 'unknown' when the server does not know it (404), null when it could not say. */
export async function gradeOfCnae(classCode: string): Promise<CnaeGrade> {
  try {
    return (await lookupCnae(classCode)).data;
  } catch (error) {
    return isApiError(error) && error.status === 404 ? 'unknown' : null;
  }
}
