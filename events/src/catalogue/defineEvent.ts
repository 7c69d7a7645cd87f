import type { z } from 'zod';

/**
 * One event type of the catalogue: its current schema version, the schema of the current version's data,
 * which top-level fields hold personal data (stored encrypted with the data subject's key, see
 * docs/decisions/0004-event-catalogue-and-crypto-shredding.md) and how to upcast older versions.
 */
export interface EventDefinition<TType extends string, TData> {
  type: TType;
  /** Current version (an integer >= 1). Events are encoded with it; older ones are upcast on read. */
  version: number;
  /** Validates current-version data. Keep it JSON-shaped: encoded data is what the schema outputs. */
  schema: z.ZodType<TData>;
  /** Top-level field names holding personal data (names, e-mails, phones, CPF/CNPJ, addresses, password hashes). */
  personalData: readonly string[];
  /** The data subject whose key encrypts those fields (required when personalData is non-empty). */
  subject?: (data: TData) => string;
  /**
   * Top-level text fields a person typed that are not personal data in themselves (kept in plain text, read by
   * providers through `maskContacts`) but may hold a contact ("Metalúrgica — wa.me/55…"): whoever reads the event
   * without the right to the contact — an analyst (ADR 0178), a redacted export — reads them through `maskContacts`.
   */
  freeText?: readonly string[];
  /**
   * `upcasters[N]` turns version N data into version N+1 data. They receive decrypted data: a personal field of an
   * erased subject arrives as `null` and must be carried over as such.
   */
  upcasters?: Record<number, (old: Record<string, unknown>) => Record<string, unknown>>;
}

/** Any definition, whatever its type name and data (`any`: the data type is contravariant in `subject`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEventDefinition = EventDefinition<string, any>;

/** The `{ type, data }` event described by a definition (distributes over a union of definitions). */
export type EventOf<D> = D extends { type: infer TType extends string; schema: infer TSchema extends z.ZodType }
  ? { type: TType; data: z.infer<TSchema> }
  : never;

/** Field names of an object schema, or undefined when the schema is not a plain object. */
export function objectSchemaKeys(schema: z.ZodType): string[] | undefined {
  const def = (schema as { _zod?: { def?: { type?: string; shape?: Record<string, unknown> } } })._zod?.def;
  if (def?.type !== 'object' || !def.shape) return undefined;
  return Object.keys(def.shape);
}

/**
 * Declares an event type. Checks the declaration at once (module load) so a mistake fails at start-up,
 * not at the first event.
 */
export function defineEvent<TType extends string, TData>(
  def: EventDefinition<TType, TData>,
): EventDefinition<TType, TData> {
  const where = `Event definition ${JSON.stringify(def.type)}`;
  if (typeof def.type !== 'string' || def.type.trim() === '')
    throw new Error('Event definition needs a non-empty type');
  if (!Number.isInteger(def.version) || def.version < 1)
    throw new Error(`${where}: version must be an integer >= 1, got ${def.version}`);
  if (new Set(def.personalData).size !== def.personalData.length)
    throw new Error(`${where}: personalData lists a field twice`);
  if (def.personalData.length > 0 && typeof def.subject !== 'function') {
    throw new Error(`${where}: personalData needs a subject (whose key encrypts those fields)`);
  }
  const keys = objectSchemaKeys(def.schema);
  if (keys) {
    const unknown = def.personalData.filter((field) => !keys.includes(field));
    if (unknown.length > 0)
      throw new Error(`${where}: personalData names fields the schema does not have: ${unknown.join(', ')}`);
    const unknownText = (def.freeText ?? []).filter((field) => !keys.includes(field));
    if (unknownText.length > 0)
      throw new Error(`${where}: freeText names fields the schema does not have: ${unknownText.join(', ')}`);
  }
  for (const key of Object.keys(def.upcasters ?? {})) {
    const from = Number(key);
    if (!Number.isInteger(from) || from < 1 || from >= def.version) {
      throw new Error(`${where}: upcaster ${key} does not lead to a version between 2 and ${def.version}`);
    }
  }
  return def;
}
