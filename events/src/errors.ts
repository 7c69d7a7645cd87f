import { isDeepStrictEqual } from 'node:util';
export class WrongExpectedRevision extends Error {
  override readonly name = 'WrongExpectedRevision';
  constructor(
    readonly streamId: string,
    readonly expected: string | number,
    readonly actual: number,
  ) {
    super(`Stream ${streamId}: expected revision ${expected}, actual ${actual}`);
  }
}

export class UnknownEventType extends Error {
  override readonly name = 'UnknownEventType';
  constructor(
    readonly eventType: string,
    readonly version?: number,
  ) {
    super(`Unknown event type ${eventType}${version === undefined ? '' : ` v${version}`}`);
  }
}

export class InvalidEventData extends Error {
  override readonly name = 'InvalidEventData';
  constructor(
    readonly eventType: string,
    readonly issues: string,
  ) {
    super(`Invalid data for ${eventType}: ${issues}`);
  }
}

/** An idempotent retry whose events differ from the ones stored under the same ids. */
export class IdempotencyConflict extends Error {
  override readonly name = 'IdempotencyConflict';
  constructor(
    readonly streamId: string,
    readonly eventId: string,
  ) {
    super(`Event ${eventId} already exists in ${streamId} with different content`);
  }
}

/**
 * An append retried with event ids already stored is the same append only if each stored event is the retried one
 * (same stream, type and data); otherwise IdempotencyConflict, naming the event by its id (`unnamed` without one).
 */
export function assertSameRetry<Stored extends { streamId: string; type: string; data: unknown }>(
  streamId: string,
  event: { id?: string; type: string; data: unknown },
  stored: Stored | undefined,
  unnamed: string,
): asserts stored is Stored {
  if (
    !stored ||
    stored.streamId !== streamId ||
    stored.type !== event.type ||
    !isDeepStrictEqual(stored.data, event.data)
  )
    throw new IdempotencyConflict(streamId, event.id ?? unnamed);
}

/** `appendMany` over several streams on a store that cannot append to them atomically (see `supportsAtomicMultiStreamAppend`). */
export class MultiStreamAppendUnsupported extends Error {
  override readonly name = 'MultiStreamAppendUnsupported';
  constructor(
    readonly adapter: string,
    readonly streamIds: readonly string[],
  ) {
    super(
      `${adapter} cannot append to several streams atomically (${streamIds.join(', ')}); append to one stream at a time`,
    );
  }
}
