import { skipToken } from '@reduxjs/toolkit/query/react';
import { parseCnaeCode } from '@conectasst/common/referenceData/cnae';
import { lookupCep } from '../cepApi';
import { gradeOfCnae, type CnaeGrade } from '../cnaeApi';
import { lookupCnpj } from '../cnpjApi';
import { readThrough, serverApi } from './api';

/**
 * The public lookups several features' forms make as the user types (ADR 0184), one endpoint each: the address of a
 * CEP (account forms, the checkout's fiscal data), a company by its CNPJ (PJ onboarding, fiscal data, the admin's
 * Receita check) and a CNAE's grade (PJ onboarding). None fails: each answers what the form shows instead.
 * The demand wizard's step 1 (/demanda, outside antd's frame and without server state) asks through its saga.
 */
export const lookups = serverApi.injectEndpoints({
  endpoints: (build) => ({
    /** The address, or null when the CEP is unknown or the lookup failed (the fields stay as typed). */
    addressOfCep: build.query({ queryFn: readThrough(lookupCep) }),
    /** The company, a notice to show, or null when the text is not a CNPJ (nothing asked). */
    companyOfCnpj: build.query({ queryFn: readThrough(lookupCnpj) }),
    /** The grade of a CNAE class (see `CnaeGrade`). */
    cnaeGrade: build.query({ queryFn: readThrough(gradeOfCnae) }),
  }),
});

export const { useLazyAddressOfCepQuery, useLazyCompanyOfCnpjQuery, useCnaeGradeQuery } = lookups;

/** The grade of the CNAE typed, for forms without a saga (wizard step 1 gets it from its saga, debounced). */
export function useCnaeGrade(text: string): CnaeGrade {
  const parsed = parseCnaeCode(text);
  const classCode = parsed.ok ? parsed.classCode : null;
  // currentData: the answer for this class only, nothing while another class's answer is on hand.
  return useCnaeGradeQuery(classCode ?? skipToken).currentData ?? null;
}
