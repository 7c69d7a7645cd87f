import type { AnyEventDefinition } from '@conectasst/events/catalogue/defineEvent';
import type { DecodedEvent, EventCatalogue } from '@conectasst/events/catalogue/eventCatalogue';
import type { RecordedEvent } from '@conectasst/events/envelope';

/** What a masked personal field shows (an erased one stays null). */
export const PERSONAL_DATA_MASK = '•••';

/** Reads a stream's events as an analyst may see them: decoded and upcast, every personal field masked. */
export type MaskedReader = (recorded: readonly RecordedEvent[]) => Promise<DecodedEvent[]>;

/** Masks the fields an event's definition marks personal (the rest is copied as it is). */
export function maskPersonalFields(event: DecodedEvent, definition: AnyEventDefinition | undefined): DecodedEvent {
  if (!definition || definition.personalData.length === 0) return event;
  const data: Record<string, unknown> = { ...event.data };
  for (const field of definition.personalData) if (data[field] !== undefined && data[field] !== null) data[field] = PERSONAL_DATA_MASK;
  return { ...event, data };
}

/**
 * The masked reader over the catalogue: decoded in this process (the upcasters and the schema need the values),
 * masked before anything folds or answers them.
 */
export function maskedReader(catalogue: EventCatalogue): MaskedReader {
  const definitions = new Map(catalogue.definitions().map((d) => [d.type, d]));
  return async (recorded) => (await catalogue.decodeMany([...recorded])).map((e) => maskPersonalFields(e, definitions.get(e.type)));
}
