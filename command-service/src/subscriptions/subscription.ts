import type { LogPosition } from '@conectasst/events/envelope';
import type { AuthUser } from '@conectasst/platform/auth/tokens';

/** One provider's request to subscribe to one demand, as both subscribe paths (one decision, step by step) take it. */
export interface Subscription {
  providerId: string;
  demandId: number;
  /** The reservation this request works on (derived from its Idempotency-Key, or new). */
  reservationId: string;
  /** The request's clock, for the demand's expiry. */
  now: string;
}

export interface SubscribeRequest {
  user: AuthUser | undefined;
  idempotencyKey: string | undefined;
  subscription: Subscription;
}

export interface SubscribeOutcome {
  /** What the answer's reader waits for (X-Position): the later of the wallet's and the demand's events. */
  position: LogPosition | undefined;
  /** This request wrote the subscription (a copy of it that arrives second finds it done). */
  settledHere: boolean;
}
