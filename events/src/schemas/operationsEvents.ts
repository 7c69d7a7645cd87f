import { z } from 'zod';
import { plainEvent } from './plainEvent';

/**
 * The admins' decisions on parked events (ADR 0155, "Eventos com falha"), one stream for all of them: the audit of
 * who reprocessed or ignored which event, when (the metadata's admin and time). The parked rows themselves live in
 * `parked_events` beside the checkpoints; these events only record the decisions.
 */
export const PARKED_EVENTS_STREAM = 'parked-events';

const parkedEventRef = z.object({
  /** The projection or process that parked it. */
  consumer: z.string().min(1),
  eventId: z.string().min(1),
  eventType: z.string().min(1),
  /** The parked event's log position (`commit.prepare`). */
  position: z.string(),
  /** The admin's note ('' when none). */
  note: z.string(),
});

/** An admin re-applied a parked event to its consumer after a fix ("Reprocessar") and it was applied. */
export const ParkedEventReprocessed = plainEvent('ParkedEventReprocessed', parkedEventRef);

/** An admin chose to leave a parked event unapplied for good ("Ignorar"). */
export const ParkedEventIgnored = plainEvent('ParkedEventIgnored', parkedEventRef);

export const operationsEvents = [ParkedEventReprocessed, ParkedEventIgnored] as const;
