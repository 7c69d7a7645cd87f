import type { AnyEventDefinition } from '@conectasst/events/catalogue/defineEvent';
import type { DecodedEvent, EventCatalogue } from '@conectasst/events/catalogue/eventCatalogue';
import type { RecordedEvent } from '@conectasst/events/envelope';
import { PERSONAL_DATA_MASK } from '@conectasst/common/rules/analystRules';

/** What a masked personal field shows (an erased one stays null): one constant for every analyst answer. */
export { PERSONAL_DATA_MASK };

/** Reads a stream's events as an analyst may see them: decoded and upcast, every personal field masked. */
export type MaskedReader = (recorded: readonly RecordedEvent[]) => Promise<DecodedEvent[]>;

/** Masks the fields an event's definition marks personal (the rest is copied as it is). */
export function maskPersonalFields(event: DecodedEvent, definition: AnyEventDefinition | undefined): DecodedEvent {
  if (!definition || definition.personalData.length === 0) return event;
  const data: Record<string, unknown> = { ...event.data };
  for (const field of definition.personalData)
    if (data[field] !== undefined && data[field] !== null) data[field] = PERSONAL_DATA_MASK;
  return { ...event, data };
}

/** The masked reader over the catalogue: personal fields are masked, never decrypted, before anything folds or answers them. */
export function maskedReader(catalogue: EventCatalogue): MaskedReader {
  // Never decrypted (ADR 0178): the catalogue decodes without any key, every personal field already masked.
  return async (recorded) => catalogue.decodeMasked(recorded, PERSONAL_DATA_MASK);
}
