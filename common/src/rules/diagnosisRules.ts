import { z } from 'zod';
import { UNSTATABLE, requiredText } from './textRules';
import type { RiskGrade } from '../referenceData/cnae';

/**
 * Which catalogue services a company needs, from its risk grade, headcount and size. The obligations are catalogue
 * data the admin maintains (a service's applicability); these rules only read them, so the diagnosis never lists an
 * obligation the catalogue does not hold (ADR 0115).
 */

export const COMPANY_SIZES = ['mei', 'me_epp', 'outra'] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];
export const companySizeLabel: Record<CompanySize, string> = { mei: 'MEI', me_epp: 'ME ou EPP', outra: 'Outro porte' };

export const EMPLOYEES_MAX = 1_000_000;
/** A number of employees as a form field holds it: digits, at most EMPLOYEES_MAX. */
export const isEmployeeCountText = (value: string) => /^\d+$/.test(value.trim()) && Number(value) <= EMPLOYEES_MAX;
export const REASON_MAX = 400;

export const diagnosisMessages = {
  employeesInvalid: 'Informe o número de empregados (de 0 a 1.000.000).',
  sizeInvalid: 'Informe o porte da empresa: MEI, ME/EPP ou outro.',
  reasonRequired: 'Explique em uma frase por que o serviço se aplica.',
  reasonTooLong: `Explique em no máximo ${REASON_MAX} caracteres.`,
  thresholdInvalid: 'Informe a partir de quantos empregados o serviço se aplica em cada grau (ou deixe em branco).',
  noThreshold: 'Marque ao menos um grau de risco em que o serviço se aplica.',
  notice:
    'Esta é uma primeira orientação, feita a partir do CNAE, do número de empregados e do porte. Confirme com um profissional de SST, que avaliará os riscos reais da sua empresa.',
} as const;

/**
 * When a service applies: per risk grade (index 0 = grau 1 … 3 = grau 4), the smallest headcount from which it does
 * (`null` = never at that grade). "Every employer" is [1, 1, 1, 1]; "from grade 3" is [null, null, 1, 1]; "from 20
 * employees" is [20, 20, 20, 20]; NR-4's SESMT table is [501, 501, 101, 50].
 * An exemption waives it for a company size up to a grade (NR-1, 1.8: MEI; ME/EPP of grades 1 and 2).
 */
export const applicabilitySchema = z
  .object({
    fromEmployees: z.tuple(
      [0, 1, 2, 3].map(() =>
        z
          .number({ error: diagnosisMessages.thresholdInvalid })
          .int({ error: diagnosisMessages.thresholdInvalid })
          .min(0, { error: diagnosisMessages.thresholdInvalid })
          .max(EMPLOYEES_MAX, { error: diagnosisMessages.thresholdInvalid })
          .nullable(),
      ) as [
        z.ZodNullable<z.ZodNumber>,
        z.ZodNullable<z.ZodNumber>,
        z.ZodNullable<z.ZodNumber>,
        z.ZodNullable<z.ZodNumber>,
      ],
      { error: diagnosisMessages.thresholdInvalid },
    ),
    exemptions: z
      .array(
        z.object({
          size: z.enum(['mei', 'me_epp'], { error: diagnosisMessages.sizeInvalid }),
          maxGrade: z.number().int().min(1).max(4),
        }),
        { error: diagnosisMessages.sizeInvalid },
      )
      .max(2)
      .default([]),
    reason: requiredText(diagnosisMessages.reasonRequired, REASON_MAX, diagnosisMessages.reasonTooLong),
  })
  // A rule the OpenAPI document cannot state (each grade may be null, not all four): 422, not 400 (ADR 0114).
  .refine((a) => a.fromEmployees.some((n) => n !== null), {
    error: diagnosisMessages.noThreshold,
    path: ['fromEmployees'],
    params: UNSTATABLE,
  });
export type Applicability = z.infer<typeof applicabilitySchema>;

export interface CompanyProfile {
  grade: RiskGrade;
  employees: number;
  size: CompanySize;
}

export type ApplicabilityVerdict = 'applies' | 'exempt' | 'no';

/** Given a service's applicability and a company, whether the service applies, is waived for its size, or not. */
export function verdictFor(applicability: Applicability | null, company: CompanyProfile): ApplicabilityVerdict {
  if (!applicability) return 'no';
  const from = applicability.fromEmployees[company.grade - 1];
  if (from === null || from === undefined || company.employees < from) return 'no';
  const exempt = applicability.exemptions.some((e) => e.size === company.size && company.grade <= e.maxGrade);
  return exempt ? 'exempt' : 'applies';
}

export interface DiagnosableService {
  id: number;
  applicability: Applicability | null;
}

/** The services that apply (catalogue order kept) and those waived for the company's size. */
export function diagnose<S extends DiagnosableService>(
  services: readonly S[],
  company: CompanyProfile,
): { applies: S[]; exempt: S[] } {
  const applies: S[] = [];
  const exempt: S[] = [];
  for (const service of services) {
    const verdict = verdictFor(service.applicability, company);
    if (verdict === 'applies') applies.push(service);
    else if (verdict === 'exempt') exempt.push(service);
  }
  return { applies, exempt };
}

/** One line an admin (and the /cnae pages) can read: "Todo empregador", "Grau 3 e 4", "Grau 1: a partir de 501 …". */
export function describeApplicability(a: Applicability): string {
  const [g1, g2, g3, g4] = a.fromEmployees;
  if (a.fromEmployees.every((n) => n === g1) && g1 !== null)
    return g1 <= 1 ? 'Todo empregador' : `A partir de ${g1} empregados`;
  return [g1, g2, g3, g4]
    .map((n, i) => (n === null ? null : `grau ${i + 1}: ${n <= 1 ? 'todo empregador' : `a partir de ${n} empregados`}`))
    .filter(Boolean)
    .join('; ');
}
