import type { ApiError as ApiErrorBody } from '@conectasst/common/api/envelope';
import { MIN_POSITION_HEADER, POSITION_HEADER } from '@conectasst/common/api/envelope';
import { messages } from '@conectasst/common/rules/messages';
import { createPositionTracker, type PositionTracker } from './positionTracker';
import { readStored, storageKeys } from './storage';

/** An HTTP call that did not succeed: the status (0 when the server could not be reached) and a message to show. */
export class ApiError extends Error {
  readonly status: number;
  readonly fields: ApiErrorBody['fields'];

  constructor(status: number, message: string, fields?: ApiErrorBody['fields']) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fields = fields;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type QueryParams = Record<string, string | number | boolean | undefined>;

export interface ApiRequest {
  method: HttpMethod;
  /** Path under the API base, e.g. `/admin/area`. */
  path: string;
  query?: QueryParams;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
  /** Replaces the stored bearer token, e.g. HTTP Basic credentials on login. */
  authorization?: string;
}

/** The part of `fetch` the client uses, so tests can hand in a fake. */
export interface HttpResponse {
  ok: boolean;
  status: number;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
  /** The body as it arrives (a download's progress); absent in test fakes, which then read `text()`. */
  body?: ReadableStream<Uint8Array> | null;
}
export type HttpFetch = (
  url: string,
  init: { method: HttpMethod; headers: Record<string, string>; body?: string },
) => Promise<HttpResponse>;

export interface ApiClientOptions {
  baseUrl?: string;
  fetch?: HttpFetch;
  readToken?: () => string | null;
  positions?: PositionTracker;
}

export interface ApiClient {
  request<T>(request: ApiRequest): Promise<T>;
  get<T>(path: string, query?: QueryParams, headers?: Record<string, string>): Promise<T>;
  post<T>(path: string, body?: unknown, headers?: Record<string, string>): Promise<T>;
  put<T>(path: string, body?: unknown, headers?: Record<string, string>): Promise<T>;
  delete<T>(path: string, headers?: Record<string, string>): Promise<T>;
  /**
   * A file the server writes as it sends it (the analyst's export): read chunk by chunk, `onProgress(bytes)` after
   * each, and handed back whole as a Blob; a refusal is an ApiError with the server's message like any call.
   */
  download(path: string, query: QueryParams, onProgress: (bytes: number) => void): Promise<Blob>;
}

function buildUrl(baseUrl: string, path: string, query: QueryParams | undefined): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  const search = params.toString();
  return `${baseUrl}${path}${search ? `?${search}` : ''}`;
}

async function readBody(response: HttpResponse): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function toApiError(status: number, body: unknown): ApiError {
  if (typeof body === 'object' && body !== null && typeof (body as ApiErrorBody).message === 'string') {
    const { message, fields } = body as ApiErrorBody;
    return new ApiError(status, message, fields);
  }
  return new ApiError(status, messages.somethingWentWrong);
}

/** The one way the frontend talks to the API: JSON in and out, the session token, and read-your-writes positions. */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? '/v1';
  const doFetch: HttpFetch = options.fetch ?? ((url, init) => globalThis.fetch(url, init));
  const readToken = options.readToken ?? (() => readStored(storageKeys.token));
  const positions = options.positions ?? createPositionTracker();

  async function request<T>({ method, path, query, headers, body, authorization }: ApiRequest): Promise<T> {
    const sent: Record<string, string> = { Accept: 'application/json', ...headers };
    const token = readToken();
    if (authorization) sent.Authorization = authorization;
    else if (token) sent.Authorization = `Bearer ${token}`;
    if (body !== undefined) sent['Content-Type'] = 'application/json';
    const minPosition = positions.highest();
    // On writes too: a command may look up a record that an earlier write of this session created (ADR 0113).
    if (minPosition) sent[MIN_POSITION_HEADER] = minPosition;

    let response: HttpResponse;
    try {
      response = await doFetch(buildUrl(baseUrl, path, query), {
        method,
        headers: sent,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      throw new ApiError(0, messages.somethingWentWrong);
    }
    positions.observe(response.headers.get(POSITION_HEADER));
    const payload = await readBody(response);
    if (!response.ok) throw toApiError(response.status, payload);
    return payload as T;
  }

  async function download(path: string, query: QueryParams, onProgress: (bytes: number) => void): Promise<Blob> {
    const token = readToken();
    let response: HttpResponse;
    try {
      response = await doFetch(buildUrl(baseUrl, path, query), {
        method: 'GET',
        headers: { Accept: '*/*', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      });
    } catch {
      throw new ApiError(0, messages.somethingWentWrong);
    }
    if (!response.ok) throw toApiError(response.status, await readBody(response));
    const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
    if (!response.body) {
      const text = await response.text();
      onProgress(text.length);
      return new Blob([text], { type });
    }
    const reader = response.body.getReader();
    const parts: Uint8Array[] = [];
    let bytes = 0;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parts.push(value);
        bytes += value.byteLength;
        onProgress(bytes);
      }
    } catch {
      throw new ApiError(0, messages.somethingWentWrong);
    }
    return new Blob(parts as BlobPart[], { type });
  }

  return {
    request,
    download,
    get: (path, query, headers) => request({ method: 'GET', path, query, headers }),
    post: (path, body, headers) => request({ method: 'POST', path, body, headers }),
    put: (path, body, headers) => request({ method: 'PUT', path, body, headers }),
    delete: (path, headers) => request({ method: 'DELETE', path, headers }),
  };
}

export const apiClient = createApiClient();

/** The text to show for a failed call: the server's Portuguese message, or a generic one. */
export function errorMessageOf(error: unknown): string {
  return isApiError(error) ? error.message : messages.somethingWentWrong;
}
