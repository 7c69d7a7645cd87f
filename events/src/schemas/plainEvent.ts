import type { z } from 'zod';
import type { EventDefinition } from '../catalogue/defineEvent';
import { defineEvent } from '../catalogue/defineEvent';

/**
 * The common case of the catalogue (ADR 0140): an event at its first version that holds no personal data. Events with
 * personal data, a later version or upcasters are declared with `defineEvent` in full.
 */
export function plainEvent<TType extends string, TData>(
  type: TType,
  schema: z.ZodType<TData>,
): EventDefinition<TType, TData> {
  return defineEvent({ type, version: 1, schema, personalData: [] });
}
