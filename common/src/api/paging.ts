import { z } from 'zod';

export const DEFAULT_PAGE_SIZE = 10;

/** One page of a list: its items, where it stands and how many there are in all. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    page: z.number().int(),
    perPage: z.number().int(),
    total: z.number().int(),
    lastPage: z.number().int(),
  });
}

/** Paged list body of the admin lists: the spec reads `data.data.data` and `data.pages`. */
export function pagedBodySchema<T extends z.ZodType>(item: T) {
  return z.object({ data: pageSchema(item), pages: z.array(z.object({ page: z.number().int() })) });
}

export function pagedBody<T>(items: T[], page: number, perPage: number, total: number) {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  return {
    data: { data: items, page, perPage, total, lastPage },
    pages: Array.from({ length: lastPage }, (_, i) => ({ page: i + 1 })),
  };
}

/** The body `{ data: <item> }` of a read that answers one record or one list. */
export function dataBodySchema<T extends z.ZodType>(item: T) {
  return z.object({ data: item });
}
