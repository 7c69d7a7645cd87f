import { defineViews } from '../../../lib/adminCrud/defineViews';
import { getAnalysts } from './analystsApi';

/** "Analistas" (issue #40, ADR 0178): the list of analysts the admin invited. */
export const analystsViews = defineViews('analysts', {
  list: async (_p: Record<string, never>) => (await getAnalysts()).data,
});
