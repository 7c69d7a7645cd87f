import { CNAE_GRADE_SOURCE } from '@conectasst/common/referenceData/cnae';
import { palette, spacing } from '../config/tokens';
import type { CnaeGrade } from '../lib/cnaeApi';

/**
 * Issue #24: the grade as soon as a valid CNAE is typed (wizard step 1, also when the diagnosis or the CNPJ filled it
 * in; Pessoa Jurídica "Dados Adicionais", issue 37 item 2). Only the note: /demanda shows it without server state, the
 * PJ form reads the grade through `useCnaeGrade` (lib/serverState/lookups.ts, ADR 0184).
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
