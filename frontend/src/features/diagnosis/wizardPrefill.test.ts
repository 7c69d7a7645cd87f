import type { Diagnosis } from '@conectasst/common/api/cnae';
import { employeeRangeOf, primaryPrefill, wizardCnae } from './wizardPrefill';
import { formatCnae } from '@conectasst/common/rules/demandRules';

describe("what the diagnosis fills in the wizard's step 1", () => {
  it.each([
    [0, ''],
    [1, '01 a 20'],
    [20, '01 a 20'],
    [21, '21 a 50'],
    [30, '21 a 50'],
    [100, '51 a 100'],
    [101, '101 a 200'],
    [500, '201 a 500'],
    [501, 'Mais de 500'],
  ])('given %i employees, then the range "%s"', (employees, range) => {
    expect(employeeRangeOf(employees)).toBe(range);
  });

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
