import type { CnaeClassView, Diagnosis } from '@conectasst/common/api/cnae';
import type { CompanySize } from '@conectasst/common/rules/diagnosisRules';
import { apiClient } from '../../../lib/apiClient';

/** `GET /v1/cnae?q=` — classes by words of the name (or the digits of a code). */
export function searchCnae(q: string): Promise<{ data: CnaeClassView[] }> {
  return apiClient.get<{ data: CnaeClassView[] }>('/cnae', { q });
}

/** `GET /v1/diagnostico?cnae=&employees=&size=` */
export function getDiagnosis(cnae: string, employees: number, size: CompanySize): Promise<{ data: Diagnosis }> {
  return apiClient.get<{ data: Diagnosis }>('/diagnostico', { cnae, employees, size });
}
