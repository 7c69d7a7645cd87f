import type { Diagnosis } from '@conectasst/common/api/cnae';
import { primaryPrefill, wizardCnae } from './wizardPrefill';
import { formatCnae } from '@conectasst/common/rules/demandRules';

describe("what the diagnosis fills in the wizard's step 1", () => {
  it('writes the class as the CNAE field accepts it', () => {
    expect(wizardCnae('47.11-3')).toBe('4711-3');
    expect(formatCnae(wizardCnae('47.11-3'))).toBe('4711-3');
  });

  it('fills the CNAE, the activity (the class name) and the headcount range', () => {
    const diagnosis = {
      cnae: { code: '47.11-3', name: 'Comércio varejista … supermercados' },
      employees: 30,
    } as Diagnosis;
    expect(primaryPrefill(diagnosis)).toEqual({
      cnae: '4711-3',
      activity: 'Comércio varejista … supermercados',
      numberOfemployees: '21 a 50',
    });
  });
});
