import type { Diagnosis } from '@conectasst/common/api/cnae';
import { employeeRangeOf } from '@conectasst/common/rules/wizardLink';

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
