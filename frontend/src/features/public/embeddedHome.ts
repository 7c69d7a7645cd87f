import type { HomeContent } from '@conectasst/common/api/pages';

/**
 * The home texts the server put into `/` as a data block (query-service/src/site/publicPages.ts, ADR 0121), so the
 * first render shows them at once instead of after a request (which moved the page: layout shift). Null elsewhere.
 */
export function readEmbeddedHome(): HomeContent | null {
  const block = document.getElementById('home-content');
  if (!block?.textContent) return null;
  try {
    const value = JSON.parse(block.textContent) as Partial<HomeContent>;
    const fields = ['title', 'subtitle', 'about', 'item1', 'item2', 'item3'] as const;
    return fields.every((field) => typeof value[field] === 'string') ? (value as HomeContent) : null;
  } catch {
    return null;
  }
}
