import type { CnpjCompany } from '@conectasst/common/api/cnpj';
import { cnpjMessages } from '@conectasst/common/api/cnpj';
import { isCnpj, onlyDigits } from '@conectasst/common/rules/accountRules';
import { apiClient, isApiError } from './apiClient';

/** What a CNPJ lookup answered: the company, unknown to the Receita, or a reason the form is typed by hand. */
export type CnpjLookupAnswer = { company: CnpjCompany } | { notice: string };

/**
 * `GET /v1/cnpj/{cnpj}` (docs/cnpj.md): the public registration data of a company, for the forms that fill themselves
 * from a CNPJ (wizard step 1, Pessoa Jurídica onboarding, the admin's CNPJ check). `null` when the text is not yet a
 * CNPJ with valid check digits (nothing is asked).
 */
export async function lookupCnpj(text: string): Promise<CnpjLookupAnswer | null> {
  const digits = onlyDigits(text);
  if (!isCnpj(digits)) return null;
  try {
    return { company: (await apiClient.get<{ data: CnpjCompany }>(`/cnpj/${digits}`)).data };
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 503 || error.status === 429))
      return { notice: error.message };
    return { notice: cnpjMessages.unavailable };
  }
}
