import { readThrough, serverApi } from '../../lib/serverState/api';
import { getStreetOfCep } from './api/onboardingApi';

/** What the account forms look up as the provider types (ADR 0184): the street of a CEP, once per CEP. */
export const onboardingReads = serverApi.injectEndpoints({
  endpoints: (build) => ({
    /** The street, or null when the CEP is unknown or the lookup failed (the field stays as typed). */
    streetOfCep: build.query({ queryFn: readThrough(async (cep: string) => (await getStreetOfCep(cep)) ?? null) }),
  }),
});

export const { useLazyStreetOfCepQuery } = onboardingReads;
