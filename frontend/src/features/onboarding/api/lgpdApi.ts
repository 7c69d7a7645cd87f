import type { LgpdRequestCreated, SubjectDataExport } from '@conectasst/common/api/lgpd';
import type { LgpdRequestKind } from '@conectasst/common/rules/lgpdRules';
import { apiClient } from '../../../lib/apiClient';
import { saveFile } from '../../../lib/saveFile';

/** The provider's export (ADR 0167), saved as a JSON file (the call needs the session's token: not a plain link). */
export async function downloadProviderData(): Promise<void> {
  const data = await apiClient.get<SubjectDataExport>('/parceiro/meus-dados');
  saveFile(
    new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
    `meus-dados-parceiro-${data.exportedAt.slice(0, 10)}.json`,
  );
}

/** "Pedir correção" / "Pedir exclusão" in Meus dados. */
export const requestAsProvider = (kind: LgpdRequestKind, details: string) =>
  apiClient.post<LgpdRequestCreated>('/parceiro/lgpd', { kind, details: details.trim() || null });
