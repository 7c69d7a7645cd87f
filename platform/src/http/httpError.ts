import type { LogPosition } from '@conectasst/events/envelope';

export interface FieldIssue {
  path: string;
  message: string;
}

/** An error the API reports as-is: a status and a Portuguese message the UI can show. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 503,
    message: string,
    readonly fields?: FieldIssue[],
    /** Extra body fields kept for the spec's client contract (e.g. `data`). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** A rule of the domain refused the command (decide threw). Mapped to 4xx by the error handler. */
export class DomainError extends Error {
  override readonly name = 'DomainError';
  constructor(
    readonly code: 'not_found' | 'conflict' | 'invalid' | 'forbidden',
    message: string,
    /**
     * Position of compensating events the refused request still appended (a released reservation): the response
     * carries it as X-Position, so a client can read its own writes after a refusal too.
     */
    readonly position?: LogPosition,
  ) {
    super(message);
  }
}
