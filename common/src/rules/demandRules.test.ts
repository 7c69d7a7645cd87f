import { isEmployeeCountText } from './diagnosisRules';
import { formatCnae, isEmployeesPerSiteText } from './demandRules';

describe('the CNAE of a demand (step 1, POST /v1/demanda)', () => {
  it('takes the class and the subclass with or without punctuation, and the class as the CNPJ lookup fills it (47.11-3)', () => {
    expect(formatCnae('4711-3/02')).toBe('4711-3/02');
    expect(formatCnae('4711302')).toBe('4711-3/02');
    expect(formatCnae('4711-3')).toBe('4711-3');
    expect(formatCnae(' 47.11-3 ')).toBe('4711-3');
    expect(formatCnae('47.11-3/02')).toBe('4711-3/02');
  });

  it('refuses what is not a CNAE code', () => {
    for (const wrong of ['47.11', '4.711-3', '47..11-3', 'banana', '4711-3/0']) expect(formatCnae(wrong)).toBeNull();
  });
});

describe('employee counts as the forms hold them (one rule for the form and the server)', () => {
  it('takes whole numbers within the limits the server keeps', () => {
    expect(['1', ' 30 ', '1000000'].map(isEmployeesPerSiteText)).toEqual([true, true, true]);
    expect(['0', '1000001', '3.5', 'dez', ''].map(isEmployeesPerSiteText)).toEqual([false, false, false, false, false]);
    expect(['0', '1000000'].map(isEmployeeCountText)).toEqual([true, true]);
    expect(['9999999', '-1', '1e3'].map(isEmployeeCountText)).toEqual([false, false, false]);
  });
});
