import type { CnaeClassView } from '@conectasst/common/api/cnae';
import { CNAE_GRADE_SOURCE, parseCnaeCode } from '@conectasst/common/referenceData/cnae';
import { useEffect, useState } from 'react';
import { palette, spacing } from '../config/tokens';
import { isApiError } from '../lib/apiClient';
import { lookupCnae } from '../lib/cnaeApi';

/** A CNAE class's grade as `GET /v1/cnae/{code}` answers it; 'unknown' = not in NR-4's list; null = nothing to show. */
export type CnaeGrade = CnaeClassView | 'unknown' | null;

/**
 * Issue #24: the grade as soon as a valid CNAE is typed (wizard step 1, also when the diagnosis or the CNPJ filled it
 * in; Pessoa Jurídica "Dados Adicionais", issue 37 item 2).
 */
export function CnaeGradeNote({ grade }: { grade: CnaeGrade }) {
  return (
    <div aria-live="polite" style={{ marginTop: -spacing.sm, marginBottom: spacing.md }}>
      {grade && grade !== 'unknown' ? (
        <span data-testid="cnae-grade">
          <strong>Grau de risco {grade.grade}</strong> ({grade.gradeLabel}) — {grade.code} {grade.name}. Fonte:{' '}
          {CNAE_GRADE_SOURCE}.
        </span>
      ) : grade === 'unknown' ? (
        <span style={{ color: palette.textMuted }}>
          Classe CNAE fora da relação da NR-4 (Anexo I): confira o código.
        </span>
      ) : null}
    </div>
  );
}

/** The grade of the CNAE typed, for forms without a saga (wizard step 1 gets it from its saga, debounced). */
export function useCnaeGrade(text: string): CnaeGrade {
  const parsed = parseCnaeCode(text);
  const classCode = parsed.ok ? parsed.classCode : null;
  const [found, setFound] = useState<{ classCode: string; grade: CnaeGrade } | null>(null);
  useEffect(() => {
    if (!classCode) return;
    let current = true;
    lookupCnae(classCode).then(
      (body) => current && setFound({ classCode, grade: body.data }),
      (error: unknown) =>
        current && setFound({ classCode, grade: isApiError(error) && error.status === 404 ? 'unknown' : null }),
    );
    return () => {
      current = false;
    };
  }, [classCode]);
  return classCode && found?.classCode === classCode ? found.grade : null;
}
