import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { ApiError as ApiErrorBody } from '@conectasst/common/api/envelope';
import { apiClient, errorMessageOf, isApiError, type ApiRequest, type QueryParams } from '../apiClient';

/** A read that failed: the HTTP status (0 when the server could not be reached) and the message to show, in Portuguese. */
export interface ServerError {
  status: number;
  message: string;
  fields?: ApiErrorBody['fields'];
}

/**
 * The base query of every read (ADR 0184): the app's one API client, so reads carry the session token, send back the
 * highest `X-Position` seen as `X-Min-Position` (read-your-writes, ADR 0113) and fail with the server's Portuguese
 * message (`errorMessageOf`).
 */
export const clientBaseQuery: BaseQueryFn<ApiRequest, unknown, ServerError> = async (request) => {
  try {
    return { data: await apiClient.request<unknown>(request) };
  } catch (error) {
    return { error: serverErrorOf(error) };
  }
};

function serverErrorOf(error: unknown): ServerError {
  return {
    status: isApiError(error) ? error.status : 0,
    message: errorMessageOf(error),
    ...(isApiError(error) && error.fields ? { fields: error.fields } : {}),
  };
}

/**
 * A read through a function of the feature's `api/` folder (one function per API call; tests replace that module),
 * as an endpoint's `queryFn`: its answer is the data, a failure the same `ServerError` as the base query's.
 */
export const readThrough =
  <Arg, Data>(call: (arg: Arg) => Promise<Data>) =>
  async (arg: Arg): Promise<{ data: Data } | { error: ServerError }> => {
    try {
      return { data: await call(arg) };
    } catch (error) {
      return { error: serverErrorOf(error) };
    }
  };

/** `GET path?query`, the request most reads are. */
export const get = (path: string, query?: QueryParams): ApiRequest => ({ method: 'GET', path, query });

/** The `data` of the API's `{ data }` envelope. */
export const dataOf = <T>(body: { data: T }): T => body.data;

/** The message of a failed read, or null: what screens show in their error line. */
export const messageOf = (error: unknown): string | null =>
  error === undefined || error === null
    ? null
    : typeof error === 'object' && 'message' in error && typeof error.message === 'string'
      ? error.message
      : errorMessageOf(error);

/**
 * Server state for reads (ADR 0184): one RTK Query api with no endpoints of its own; each feature injects its reads
 * (`serverApi.enhanceEndpoints({ addTagTypes }).injectEndpoints(...)`) in a `<feature>Reads.ts` beside its `api/`, and
 * its writes invalidate the tags those reads provide. Its reducer and middleware join the store when the first screen
 * that reads through it loads (`store.injectServerState`), so the home page carries none of it.
 */
export const serverApi = createApi({
  reducerPath: 'serverState',
  baseQuery: clientBaseQuery,
  // A screen asks the server each time it opens, as the admin's screens always did; the cache shares one answer
  // between the readers on screen (the menu's counts and the queue) and keeps it there while a refetch runs.
  refetchOnMountOrArgChange: true,
  endpoints: () => ({}),
});
