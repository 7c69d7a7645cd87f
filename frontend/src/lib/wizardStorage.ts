import { readStored, removeStored, storageKeys, writeStored } from './storage';

export interface PrimaryStep {
  branchOfTheCompany: string;
  other: string;
  companyType: string;
  numberOfemployees: string;
  maxDate: string;
  /** Issue 10 part 5: activity in words and/or CNAE, employees per establishment (text of the field). */
  activity?: string;
  cnae?: string;
  employeesPerSite?: string;
}
export interface LocationStep {
  UF: string;
  City: string;
  Street: string;
  Contact: string;
  About: string;
}
/** The company step 1's optional CNPJ found (issue 37 item 2): step 3's "Empresa" starts with its razão social. */
export interface WizardCompany {
  cnpj: string;
  corporateName: string;
}
/** Pedido direto (ADR 0170): the provider whose page's "Pedir orçamento a este parceiro" opened the wizard. */
export interface WizardPartner {
  slug: string;
  name: string;
}
export interface WizardData {
  primary?: PrimaryStep;
  location?: LocationStep;
  company?: WizardCompany;
  partner?: WizardPartner;
}

/** Step data kept in the browser between the wizard's screens (spec §3, §4). */
export function readWizard(): WizardData {
  try {
    const parsed = JSON.parse(readStored(storageKeys.demandWizard) ?? '{}') as unknown;
    return typeof parsed === 'object' && parsed !== null ? (parsed as WizardData) : {};
  } catch {
    return {};
  }
}

export function writeWizard(data: WizardData): void {
  writeStored(storageKeys.demandWizard, JSON.stringify(data));
}

export function clearWizard(): void {
  removeStored(storageKeys.demandWizard);
  removeStored(storageKeys.selectedNrs);
}
