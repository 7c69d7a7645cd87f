import { useState } from 'react';
import { messageOf } from './api';

/** What a screen shows of a read: its data, whether it is loading, the server's message when it failed. */
export interface View<Data> {
  data: Data | undefined;
  loading: boolean;
  error: string | null;
}

interface QueryResult<Data> {
  data?: Data;
  currentData?: Data;
  isFetching: boolean;
  error?: unknown;
}

/** The argument without its page: a new page keeps the rows on screen while it loads, new filters do not. */
const filtersOf = (arg: unknown) => {
  if (arg === null || typeof arg !== 'object') return JSON.stringify(arg ?? null);
  const { page: _page, ...filters } = arg as Record<string, unknown>;
  return JSON.stringify(filters);
};

/**
 * A query hook's result as the admin screens show it (ADR 0184): rows of another page stay while the next loads, rows
 * of other filters do not; the error is the server's Portuguese message.
 */
export function useView<Data>(result: QueryResult<Data>, arg: unknown): View<Data> {
  // The filters the data on screen was read for (state set while rendering: React's "adjusting state on a prop change").
  const [shownFor, setShownFor] = useState<string | null>(null);
  const filters = filtersOf(arg);
  if (result.currentData !== undefined && shownFor !== filters) setShownFor(filters);
  const data = result.currentData ?? (shownFor === filters ? result.data : undefined);
  return { data, loading: result.isFetching, error: messageOf(result.error) };
}
