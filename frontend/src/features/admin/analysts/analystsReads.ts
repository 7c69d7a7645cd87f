import { readThrough, serverApi } from '../../../lib/serverState/api';
import { getAnalysts } from './analystsApi';

/** "Analistas" (issue #40, ADR 0178): the analysts the admin invited (ADR 0184). */
export const analystsReads = serverApi.enhanceEndpoints({ addTagTypes: ['Analysts'] }).injectEndpoints({
  endpoints: (build) => ({
    analysts: build.query({
      queryFn: readThrough(async (_: void) => (await getAnalysts()).data),
      providesTags: ['Analysts'],
    }),
  }),
});

export const { useAnalystsQuery } = analystsReads;
