import { readThrough, serverApi } from '../../../lib/serverState/api';
import { eraseRequester } from './api/demandsApi';

/**
 * The LGPD erasure of a demand's requester as a mutation (ADR 0184), as the partner's is. It invalidates no tag: no
 * read of this feature is server state yet (the list and the edit screen are its saga's, and the list, where the
 * button leads, reads again when it opens).
 */
export const demandsWrites = serverApi.injectEndpoints({
  endpoints: (build) => ({
    eraseRequester: build.mutation({ queryFn: readThrough(eraseRequester) }),
  }),
});

export const { useEraseRequesterMutation } = demandsWrites;
