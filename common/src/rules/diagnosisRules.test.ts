import type { Applicability, CompanyProfile } from './diagnosisRules';
import { applicabilitySchema, describeApplicability, diagnose, verdictFor } from './diagnosisRules';

const pgr: Applicability = {
  fromEmployees: [1, 1, 1, 1],
  exemptions: [
    { size: 'mei', maxGrade: 4 },
    { size: 'me_epp', maxGrade: 2 },
  ],
  reason: 'Todo empregador gerencia os riscos ocupacionais (NR-1).',
};
const sesmt: Applicability = { fromEmployees: [501, 501, 101, 50], exemptions: [], reason: 'Quadro II da NR-4.' };
const fromGrade3: Applicability = {
  fromEmployees: [null, null, 1, 1],
  exemptions: [],
  reason: 'Atividades de risco médio-alto e alto.',
};
const company = (grade: 1 | 2 | 3 | 4, employees: number, size: CompanyProfile['size'] = 'outra'): CompanyProfile => ({
  grade,
  employees,
  size,
});

describe('which services the diagnosis lists', () => {
  it('given a service for every employer, then it applies to a company with employees at any grade', () => {
    for (const grade of [1, 2, 3, 4] as const) expect(verdictFor(pgr, company(grade, 30))).toBe('applies');
  });

  it('given a company without employees, then an every-employer service does not apply', () => {
    expect(verdictFor(pgr, company(2, 0))).toBe('no');
  });

  it('given a service without applicability, then the diagnosis never lists it', () => {
    expect(verdictFor(null, company(4, 10_000))).toBe('no');
  });

  it("given NR-4's SESMT table, then it applies from 501 at grades 1–2, from 101 at grade 3 and from 50 at grade 4", () => {
    expect(verdictFor(sesmt, company(2, 500))).toBe('no');
    expect(verdictFor(sesmt, company(2, 501))).toBe('applies');
    expect(verdictFor(sesmt, company(3, 100))).toBe('no');
    expect(verdictFor(sesmt, company(3, 101))).toBe('applies');
    expect(verdictFor(sesmt, company(4, 49))).toBe('no');
    expect(verdictFor(sesmt, company(4, 50))).toBe('applies');
  });

  it('given a service from grade 3, then grades 1 and 2 do not get it', () => {
    expect(verdictFor(fromGrade3, company(2, 30))).toBe('no');
    expect(verdictFor(fromGrade3, company(3, 1))).toBe('applies');
  });

  it('given exemptions for MEI and for ME/EPP up to grade 2, then they are waived there and nowhere else', () => {
    expect(verdictFor(pgr, company(3, 1, 'mei'))).toBe('exempt');
    expect(verdictFor(pgr, company(2, 10, 'me_epp'))).toBe('exempt');
    expect(verdictFor(pgr, company(3, 10, 'me_epp'))).toBe('applies');
    expect(verdictFor(pgr, company(1, 10, 'outra'))).toBe('applies');
  });

  it('given a catalogue, then the applying services in catalogue order and the waived ones apart', () => {
    const catalogue = [
      { id: 1, applicability: pgr },
      { id: 2, applicability: null },
      { id: 3, applicability: sesmt },
      { id: 4, applicability: fromGrade3 },
    ];
    expect(diagnose(catalogue, company(2, 30))).toEqual({ applies: [catalogue[0]], exempt: [] });
    expect(diagnose(catalogue, company(4, 60))).toEqual({
      applies: [catalogue[0], catalogue[2], catalogue[3]],
      exempt: [],
    });
    expect(diagnose(catalogue, company(2, 30, 'me_epp'))).toEqual({ applies: [], exempt: [catalogue[0]] });
  });

  it('an applicability needs a reason and at least one grade; thresholds are whole numbers from 0', () => {
    expect(
      applicabilitySchema.safeParse({ fromEmployees: [null, null, null, null], reason: 'x' }).error?.issues[0]?.message,
    ).toBe('Marque ao menos um grau de risco em que o serviço se aplica.');
    expect(applicabilitySchema.safeParse({ fromEmployees: [1, 1, 1, 1], reason: ' ' }).error?.issues[0]?.message).toBe(
      'Explique em uma frase por que o serviço se aplica.',
    );
    expect(applicabilitySchema.safeParse({ fromEmployees: [1.5, 1, 1, 1], reason: 'x' }).success).toBe(false);
    expect(applicabilitySchema.safeParse({ fromEmployees: [1, 1, 1], reason: 'x' }).success).toBe(false);
    expect(applicabilitySchema.parse({ fromEmployees: [1, 1, 1, 1], reason: ' Todo empregador. ' })).toEqual({
      fromEmployees: [1, 1, 1, 1],
      exemptions: [],
      reason: 'Todo empregador.',
    });
  });

  it('describes an applicability in one line', () => {
    expect(describeApplicability(pgr)).toBe('Todo empregador');
    expect(describeApplicability({ ...pgr, fromEmployees: [20, 20, 20, 20] })).toBe('A partir de 20 empregados');
    expect(describeApplicability(sesmt)).toBe(
      'grau 1: a partir de 501 empregados; grau 2: a partir de 501 empregados; grau 3: a partir de 101 empregados; grau 4: a partir de 50 empregados',
    );
  });
});
