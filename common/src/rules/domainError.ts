/**
 * A rule of the domain refused a command: a decider (or a check that guards one) throws it with the spec's Portuguese
 * message. It belongs to the domain, not to HTTP: deciders import it from here, and the one place that turns it into
 * a response is platform/src/http/errorHandler.ts (not_found → 404, conflict → 409, invalid → 422, forbidden → 403).
 */
export type DomainErrorCode = 'not_found' | 'conflict' | 'invalid' | 'forbidden';

/**
 * Names one refusal among others of the same code, for the few routes that answer it differently (the sign-up's
 * taken e-mail keeps the spec's `data`; a payment report of another amount, or a PIX paid after it expired, is recorded
 * as a failure). Routes compare this, never the message text.
 */
export type DomainErrorReason = 'user_exists' | 'payment_wrong_amount' | 'pix_expired';

/** The event log's position (events/src/envelope.ts `LogPosition`, by shape: common imports no other workspace). */
export interface RefusalPosition {
  readonly commit: bigint;
  readonly prepare: bigint;
}

export class DomainError extends Error {
  override readonly name = 'DomainError';
  /**
   * Position of compensating events the refused request still appended (a released reservation): the response
   * carries it as X-Position, so a client can read its own writes after a refusal too.
   */
  readonly position?: RefusalPosition;
  readonly reason?: DomainErrorReason;

  constructor(
    readonly code: DomainErrorCode,
    message: string,
    options: { position?: RefusalPosition; reason?: DomainErrorReason } = {},
  ) {
    super(message);
    if (options.position) this.position = options.position;
    if (options.reason) this.reason = options.reason;
  }
}
