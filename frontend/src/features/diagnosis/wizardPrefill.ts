import type { Diagnosis } from '@conectasst/common/api/cnae';
import type { EMPLOYEE_RANGES } from '@conectasst/common/rules/demandRules';

/** The wizard's headcount range (step 1's select) for a number of employees; none for 0. */
export function employeeRangeOf(employees: number): (typeof EMPLOYEE_RANGES)[number] | '' {
  if (employees < 1) return '';
  if (employees <= 20) return '01 a 20';
  if (employees <= 50) return '21 a 50';
  if (employees <= 100) return '51 a 100';
  if (employees <= 200) return '101 a 200';
  if (employees <= 500) return '201 a 500';
  return 'Mais de 500';
}

/** The class as the wizard's CNAE field writes it (`47.11-3` → `4711-3`, which formatCnae accepts). */
export const wizardCnae = (classCode: string) => classCode.replace('.', '');

/** Step 1's fields a diagnosis fills in. */
export function primaryPrefill(diagnosis: Diagnosis): { cnae: string; numberOfemployees: string; activity: string } {
  return {
    cnae: wizardCnae(diagnosis.cnae.code),
    numberOfemployees: employeeRangeOf(diagnosis.employees),
    activity: diagnosis.cnae.name.slice(0, 200),
  };
}
