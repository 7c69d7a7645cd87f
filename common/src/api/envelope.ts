/** Body of every error response: a Portuguese message the UI can show, and the fields at fault when known. */
export interface ApiError {
  message: string;
  fields?: { path: string; message: string }[];
}

/** Paged list body used by every admin list: the spec reads `data.data.data` and `data.pages`. */
export interface PagedBody<T> {
  data: {
    data: T[];
    page: number;
    perPage: number;
    total: number;
    lastPage: number;
  };
  pages: { page: number }[];
}

export interface ItemBody<T> {
  data: T;
}

export interface MessageBody {
  message: string;
}

/** Command responses carry the log position of their last event in this header (read-your-writes). */
export const POSITION_HEADER = 'X-Position';
/** Queries may carry the highest position the client has seen; the server waits (bounded) for it. */
export const MIN_POSITION_HEADER = 'X-Min-Position';
/** Optional on every command: the same key makes a retried command take effect once. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
