import { maskContacts } from '@conectasst/common/text/contactMask';
import type { z } from 'zod';
import type { AnyEventDefinition } from '@conectasst/events/catalogue/defineEvent';
import { formatPosition } from '@conectasst/events/envelope';
import type { RecordedEvent } from '@conectasst/events/envelope';

/**
 * The rows of an event-log export as a table (CSV and Parquet, issue #40, ADR 0179): one row per event, typed columns
 * for what every event has (position, stream, type, time, correlation/causation, who) and one `data_<field>` column
 * per top-level field of the exported event types, typed from the catalogue's schemas. Redacted (the default), a field
 * the event's definition marks personal, or a secret (`SECRET_FIELDS`), is left out of that event's row (null): the
 * same `data_name` holds an area's name and is empty on a registration, where the name is a person's.
 */
export type ColumnKind = 'string' | 'int' | 'double' | 'boolean' | 'timestamp' | 'json';

export interface ExportColumn {
  name: string;
  kind: ColumnKind;
}

export type CellValue = string | number | boolean | Date | null;

export interface ExportTable {
  columns: readonly ExportColumn[];
  row(event: RecordedEvent & { erased?: boolean }): CellValue[];
}

/** Not personal, yet nothing an analysis needs and something a leak would hurt: a reset code's hash, a checkout token. */
export const SECRET_FIELDS: ReadonlySet<string> = new Set(['codeHash', 'token']);

/** Prefix of the columns that hold an event's own data. */
export const DATA_COLUMN_PREFIX = 'data_';

/** The envelope's columns, the same in every export. */
export const COMMON_COLUMNS: readonly ExportColumn[] = [
  { name: 'position', kind: 'string' },
  { name: 'global_position', kind: 'int' },
  { name: 'event_id', kind: 'string' },
  { name: 'stream', kind: 'string' },
  { name: 'stream_category', kind: 'string' },
  { name: 'revision', kind: 'int' },
  { name: 'type', kind: 'string' },
  { name: 'version', kind: 'int' },
  { name: 'recorded_at', kind: 'timestamp' },
  { name: 'correlation_id', kind: 'string' },
  { name: 'causation_id', kind: 'string' },
  { name: 'user_id', kind: 'string' },
  { name: 'role', kind: 'string' },
  { name: 'erased', kind: 'boolean' },
];

interface ZodInternals {
  _zod: {
    def: {
      type: string;
      innerType?: ZodInternals;
      options?: ZodInternals[];
      in?: ZodInternals;
      out?: ZodInternals;
      values?: unknown[];
      shape?: Record<string, ZodInternals>;
    };
  };
  isInt?: boolean;
}

function merge(a: ColumnKind, b: ColumnKind): ColumnKind {
  if (a === b) return a;
  if ((a === 'int' && b === 'double') || (a === 'double' && b === 'int')) return 'double';
  return 'json';
}

/** The column kind of a field's schema: scalars keep their type, anything else (arrays, objects, mixed unions) is JSON. */
export function columnKindOf(schema: z.ZodType): ColumnKind {
  const s = schema as unknown as ZodInternals;
  const def = s._zod.def;
  switch (def.type) {
    case 'string':
    case 'enum':
      return 'string';
    case 'number':
      return s.isInt ? 'int' : 'double';
    case 'boolean':
      return 'boolean';
    case 'literal': {
      const kinds = (def.values ?? []).map((v): ColumnKind =>
        typeof v === 'string'
          ? 'string'
          : typeof v === 'boolean'
            ? 'boolean'
            : typeof v === 'number'
              ? Number.isInteger(v)
                ? 'int'
                : 'double'
              : 'json',
      );
      return kinds.reduce(merge, kinds[0] ?? 'json');
    }
    case 'nullable':
    case 'optional':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return def.innerType ? columnKindOf(def.innerType as unknown as z.ZodType) : 'json';
    case 'pipe': {
      const side = def.out && def.out._zod.def.type !== 'transform' ? def.out : def.in;
      return side ? columnKindOf(side as unknown as z.ZodType) : 'json';
    }
    case 'union': {
      const kinds = (def.options ?? []).map((o) => columnKindOf(o as unknown as z.ZodType));
      return kinds.reduce(merge, kinds[0] ?? 'json');
    }
    default:
      return 'json';
  }
}

const shapeOf = (schema: z.ZodType): Record<string, z.ZodType> =>
  ((schema as unknown as ZodInternals)._zod.def.shape ?? {}) as unknown as Record<string, z.ZodType>;

/** A trailing id part of a stream name: a number, a UUID or a long hash. */
const ID_PART = /-(?:\d+|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{32,})$/i;

/** The stream's category, its name without the ids: `demand-12` → `demand`, `demand-alerts-<uuid>` → `demand-alerts`. */
export const streamCategory = (streamId: string): string => {
  let category = streamId;
  while (ID_PART.test(category)) category = category.replace(ID_PART, '');
  return category;
};

function cell(kind: ColumnKind, value: unknown): CellValue {
  if (value === undefined || value === null) return null;
  switch (kind) {
    case 'json':
      return JSON.stringify(value);
    case 'string':
      return typeof value === 'string' ? value : JSON.stringify(value);
    case 'int':
    case 'double':
      return typeof value === 'number' && Number.isFinite(value) ? value : null;
    case 'boolean':
      return typeof value === 'boolean' ? value : null;
    case 'timestamp':
      return value instanceof Date ? value : new Date(String(value));
  }
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/**
 * The table of an export of `types` (every type of the catalogue when none is given). `personalData: 'out'` (the
 * default) leaves personal and secret fields out of every row; `'in'` keeps them as decoded (the admin's `--full`).
 */
export function exportTable(
  definitions: readonly AnyEventDefinition[],
  options: { types?: readonly string[]; personalData?: 'out' | 'in' } = {},
): ExportTable {
  const wanted = options.types?.length ? new Set(options.types) : undefined;
  const redact = (options.personalData ?? 'out') === 'out';
  const kinds = new Map<string, ColumnKind>();
  const left = new Map<string, ReadonlySet<string>>();
  /** Free text a person typed (the definition's `freeText`): exported with its contacts hidden when redacted. */
  const typed = new Map<string, ReadonlySet<string>>();
  for (const def of definitions) {
    if (wanted && !wanted.has(def.type)) continue;
    for (const [field, schema] of Object.entries(shapeOf(def.schema))) {
      const kind = columnKindOf(schema);
      const seen = kinds.get(field);
      kinds.set(field, seen === undefined ? kind : merge(seen, kind));
    }
    left.set(def.type, new Set(redact ? [...def.personalData, ...SECRET_FIELDS] : []));
    if (redact && def.freeText?.length) typed.set(def.type, new Set(def.freeText));
  }
  const dataFields = [...kinds.keys()].sort();
  const columns: ExportColumn[] = [
    ...COMMON_COLUMNS,
    ...dataFields.map((field) => ({ name: `${DATA_COLUMN_PREFIX}${field}`, kind: kinds.get(field)! })),
  ];
  const dataKinds = dataFields.map((field) => kinds.get(field)!);
  const none: ReadonlySet<string> = new Set();
  return {
    columns,
    row(event) {
      // A type outside the table's (none when the filter and the table agree) shows no data when redacted.
      const out = left.get(event.type) ?? (redact ? undefined : none);
      const data = event.data as Record<string, unknown>;
      const meta = event.metadata;
      const hidden = typed.get(event.type);
      const value = (field: string) =>
        hidden?.has(field) && typeof data[field] === 'string' ? maskContacts(data[field]) : data[field];
      return [
        formatPosition(event.position),
        Number(event.globalPosition),
        event.id,
        event.streamId,
        streamCategory(event.streamId),
        event.revision,
        event.type,
        event.version,
        event.recordedAt,
        text(meta.correlationId),
        text(meta.causationId),
        text(meta.userId),
        text(meta.role),
        event.erased === true,
        ...dataFields.map((field, i) => (!out || out.has(field) ? null : cell(dataKinds[i]!, value(field)))),
      ];
    },
  };
}
