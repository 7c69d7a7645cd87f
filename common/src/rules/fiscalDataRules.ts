import { STATE_CODES, isCep, isCnpj, isCpf, onlyDigits } from './accountRules';

/**
 * The buyer's fiscal data on an NFS-e (the tomador, ADR 0171): asked once before the first purchase, prefilled from the
 * provider's details. The invoicing port (platform/src/invoicing) takes exactly this shape.
 */
export interface FiscalData {
  /** CPF (11 digits) or CNPJ (14 digits), digits only. */
  document: string;
  /** Nome completo (CPF) or razão social (CNPJ). */
  name: string;
  email?: string;
  /** Inscrição municipal, where the buyer's municipality has one (companies providing services usually do). */
  municipalRegistration?: string;
  address: {
    street: string;
    number: string;
    complement?: string;
    district: string;
    city: string;
    state: string;
    postalCode: string;
    cityCode?: string;
  };
}

export const FISCAL_DATA_MESSAGES = {
  document: 'Informe um CPF ou CNPJ válido.',
  name: 'Informe o nome completo ou a razão social.',
  street: 'Informe o logradouro.',
  number: 'Informe o número (ou "S/N").',
  district: 'Informe o bairro.',
  city: 'Informe a cidade.',
  state: 'Informe a UF (duas letras, por exemplo SP).',
  postalCode: 'Informe um CEP válido (8 dígitos).',
  municipalRegistration: 'A inscrição municipal tem apenas números, letras, pontos, barras e traços (até 20).',
  missing:
    'Informe os dados fiscais (CPF/CNPJ, nome e endereço) antes da primeira compra: eles vão na nota fiscal de serviço.',
} as const;

export type FiscalDataField = Exclude<keyof typeof FISCAL_DATA_MESSAGES, 'missing'>;

const filled = (value: string | undefined, max = 120) =>
  value !== undefined && value.trim().length > 0 && value.trim().length <= max;

/** What is wrong with the fiscal data, by field (empty: complete and valid). */
export function fiscalDataProblems(data: FiscalData): Partial<Record<FiscalDataField, string>> {
  const problems: Partial<Record<FiscalDataField, string>> = {};
  const a = data.address;
  if (!(isCpf(data.document) || isCnpj(data.document))) problems.document = FISCAL_DATA_MESSAGES.document;
  if (!filled(data.name, 150)) problems.name = FISCAL_DATA_MESSAGES.name;
  if (!filled(a.street)) problems.street = FISCAL_DATA_MESSAGES.street;
  if (!filled(a.number, 10)) problems.number = FISCAL_DATA_MESSAGES.number;
  if (!filled(a.district, 60)) problems.district = FISCAL_DATA_MESSAGES.district;
  if (!filled(a.city, 60)) problems.city = FISCAL_DATA_MESSAGES.city;
  if (!STATE_CODES.includes(a.state.trim().toUpperCase())) problems.state = FISCAL_DATA_MESSAGES.state;
  if (!isCep(a.postalCode)) problems.postalCode = FISCAL_DATA_MESSAGES.postalCode;
  if (
    data.municipalRegistration !== undefined &&
    data.municipalRegistration !== '' &&
    !/^[\w./-]{1,20}$/.test(data.municipalRegistration)
  )
    problems.municipalRegistration = FISCAL_DATA_MESSAGES.municipalRegistration;
  return problems;
}

/** The data as stored and sent: digits only in documents and CEP, trimmed text, the UF upper-case. */
export function normalizedFiscalData(data: FiscalData): FiscalData {
  const t = (v: string) => v.trim();
  const a = data.address;
  return {
    document: onlyDigits(data.document),
    name: t(data.name),
    ...(data.email?.trim() ? { email: t(data.email) } : {}),
    ...(data.municipalRegistration?.trim() ? { municipalRegistration: t(data.municipalRegistration) } : {}),
    address: {
      street: t(a.street),
      number: t(a.number),
      ...(a.complement?.trim() ? { complement: t(a.complement) } : {}),
      district: t(a.district),
      city: t(a.city),
      state: t(a.state).toUpperCase(),
      postalCode: onlyDigits(a.postalCode),
      ...(a.cityCode ? { cityCode: a.cityCode } : {}),
    },
  };
}

/** The provider's details as the read model holds them (users row). */
export interface ProviderDetailsForFiscalData {
  email?: string | null;
  cpf?: string | null;
  cnpj?: string | null;
  name?: string | null;
  surname?: string | null;
  corporate_name?: string | null;
  street?: string | null;
  details?: Record<string, unknown> | null;
}

/**
 * The form's starting values from the provider's details (reused when complete): the document, the name (razão social
 * of a company), the e-mail and the CEP; the details hold the address as one free text (`street`), so number, bairro,
 * cidade and UF are asked (the CEP lookup fills them in the form).
 */
export function fiscalDataFromProviderDetails(row: ProviderDetailsForFiscalData): FiscalData {
  const company = Boolean(row.cnpj);
  const cep = typeof row.details?.cep === 'string' ? row.details.cep : '';
  return {
    document: onlyDigits((company ? row.cnpj : row.cpf) ?? ''),
    name: company ? (row.corporate_name ?? '') : [row.name, row.surname].filter(Boolean).join(' '),
    ...(row.email ? { email: row.email } : {}),
    address: { street: row.street ?? '', number: '', district: '', city: '', state: '', postalCode: onlyDigits(cep) },
  };
}
