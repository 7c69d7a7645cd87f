import type { LocationStep, PrimaryStep } from '../../lib/wizardStorage';

/** Test data of the demand wizard: step 1 as a metalworks answers it (21 to 50 employees, as soon as possible). */
export const metalworksPrimary: PrimaryStep = {
  branchOfTheCompany: 'Indústria',
  other: '',
  companyType: 'Metalúrgica',
  numberOfemployees: '21 a 50',
  maxDate: 'O mais rápido possível',
};

/** Step 2 as answered in Campinas/SP, with no notes. */
export const campinasLocation: LocationStep = {
  UF: 'SP',
  City: 'Campinas',
  Street: 'Centro',
  Contact: 'Sem preferência',
  About: '',
};
