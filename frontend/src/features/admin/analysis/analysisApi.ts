import type { LogExportQuery } from '@conectasst/common/api/logExport';
import type { TimeTravelKind, TimeTravelResponse } from '@conectasst/common/api/timeTravel';
import { apiClient } from '../../../lib/apiClient';

/** "Como estava em" (ADR 0179): `at` an ISO instant, or `position` (X-Position or a global position). */
export const getTimeTravel = (kind: TimeTravelKind, id: string, cut: { at?: string; position?: string }) =>
  apiClient.get<TimeTravelResponse>(`/analista/como-estava/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`, cut);

/** A period of the log as CSV or Parquet, read as the server writes it. */
export const downloadLogExport = (query: LogExportQuery, onProgress: (bytes: number) => void) =>
  apiClient.download('/analista/exportacao', query, onProgress);
