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

/**
 * @deprecated The domain's refusal lives in common/src/rules/domainError.ts (ADR 0123); import it from there. This
 * re-export only keeps work written against the old home compiling.
 */
export { DomainError } from '@conectasst/common/rules/domainError';
