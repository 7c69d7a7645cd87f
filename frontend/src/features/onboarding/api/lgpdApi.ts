import type { LgpdRequestCreated, SubjectDataExport } from '@conectasst/common/api/lgpd';
import type { LgpdRequestKind } from '@conectasst/common/rules/lgpdRules';
import { apiClient } from '../../../lib/apiClient';

/** The provider's export (ADR 0167), saved as a JSON file (the call needs the session's token: not a plain link). */
export async function downloadProviderData(): Promise<void> {
  const data = await apiClient.get<SubjectDataExport>('/parceiro/meus-dados');
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `meus-dados-parceiro-${data.exportedAt.slice(0, 10)}.json`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** "Pedir correção" / "Pedir exclusão" in Meus dados. */
export const requestAsProvider = (kind: LgpdRequestKind, details: string) =>
  apiClient.post<LgpdRequestCreated>('/parceiro/lgpd', { kind, details: details.trim() || null });
