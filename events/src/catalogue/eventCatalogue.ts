import { maskContacts } from '@conectasst/common/text/contactMask';
import { z } from 'zod';
import type { EventMetadata, NewEvent, RecordedEvent } from '../envelope';
import { InvalidEventData, UnknownEventType } from '../errors';
import type { AnyEventDefinition, EventOf } from './defineEvent';
import type { SubjectKeyStore } from './keyStore';
import { LruCache } from './lruCache';
import { decryptField, encryptField, isPiiEnvelope } from './piiCipher';

/** Whether a stored field is an encrypted personal field (`{ $pii, s }`, s = its subject): the LGPD export and migration read it. */
export { isPiiEnvelope };

/**
 * A recorded event after decoding: data upcast to the definition's current version (so `version` is the current
 * one), personal fields decrypted, and validated. `erased` is true when at least one personal field belonged to an
 * erased subject (or one whose key is missing): those fields are `null`.
 */
export type DecodedEvent = RecordedEvent & { erased: boolean };

/** What `encode` takes: an event of the catalogue, with an optional deterministic id that is copied through. */
export type EncodeInput<D> = EventOf<D> & { id?: string };

export interface EventCatalogueOptions {
  /** Where data keys live. Required as soon as one definition has personal data. */
  keyStore?: SubjectKeyStore;
  /** How many subjects' decrypted data keys to keep in memory (LRU). 0 disables the cache. Default 10 000. */
  keyCacheSize?: number;
  /**
   * How long a cached key (or a cached "no key") is trusted. Bounds how long another process's erasure can go
   * unnoticed here (`erase` through this catalogue takes effect at once). Default 60 s.
   */
  keyCacheTtlMs?: number;
  /** Clock for the cache (tests). */
  now?: () => number;
}

/** An old version has no upcaster to the next one. */
export class MissingUpcaster extends Error {
  override readonly name = 'MissingUpcaster';
  constructor(
    readonly eventType: string,
    readonly fromVersion: number,
    readonly toVersion: number,
  ) {
    super(`No upcaster for ${eventType} from v${fromVersion} (current v${toVersion})`);
  }
}

interface CachedKey {
  key: Buffer | null;
  expiresAt: number;
}

interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function formatIssues(issues: readonly z.core.$ZodIssue[]): string {
  return issues.map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`).join('; ');
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * For an erased event: the schema with the personal fields made nullable, when the schema is a plain object
 * without object-level refinements (those may read the erased fields). Undefined otherwise.
 */
function relaxSchema(def: AnyEventDefinition): z.ZodType | undefined {
  const schema: z.ZodType = def.schema;
  if (!(schema instanceof z.ZodObject) || (schema._zod.def.checks?.length ?? 0) > 0) return undefined;
  const shape = schema.shape as Record<string, z.ZodType>;
  const overrides: Record<string, z.ZodType> = {};
  for (const field of def.personalData) {
    const fieldSchema = shape[field];
    if (fieldSchema) overrides[field] = z.nullable(fieldSchema);
  }
  try {
    return schema.extend(overrides);
  } catch {
    return undefined;
  }
}

/** `data` stored at `version`, brought step by step to the definition's current version by its upcasters. */
function upcastToCurrent(
  def: AnyEventDefinition,
  storedVersion: number,
  stored: Record<string, unknown>,
): Record<string, unknown> {
  let data = stored;
  for (let version = storedVersion; version < def.version; version++) {
    const upcast = def.upcasters?.[version];
    if (!upcast) throw new MissingUpcaster(def.type, version, def.version);
    const next = upcast(data);
    if (!isPlainObject(next)) throw new Error(`Upcaster of ${def.type} from v${version} did not return an object`);
    data = next;
  }
  return data;
}

interface Prepared {
  recorded: RecordedEvent;
  def: AnyEventDefinition;
}

/**
 * The registry of event types: turns domain events into storable ones (validated, personal data encrypted) and
 * recorded ones back (upcast, decrypted, validated). Unknown types fail loudly in both directions.
 */
export class EventCatalogue<D extends AnyEventDefinition = AnyEventDefinition> {
  private readonly byType = new Map<string, D>();
  private readonly relaxed = new Map<string, z.ZodType | undefined>();
  private readonly keyStore: SubjectKeyStore | undefined;
  private readonly cache: LruCache<string, CachedKey>;
  private readonly ttlMs: number;
  private readonly now: () => number;
  /** Keys being fetched, so concurrent decodes share one lookup. */
  private readonly pending = new Map<string, Promise<Buffer | null>>();
  /** Keys requested since the last flush: fetched together with one getMany. */
  private queue = new Map<string, Deferred<Buffer | null>>();
  private flushScheduled = false;
  /** Keys being created by encode. */
  private readonly creating = new Map<string, Promise<Buffer>>();
  /** Bumped by erase(): a lookup that started before must not put a key back in the cache. */
  private epoch = 0;

  constructor(definitions: readonly D[], options: EventCatalogueOptions = {}) {
    for (const def of definitions) {
      if (this.byType.has(def.type)) throw new Error(`Event type ${def.type} is defined twice in the catalogue`);
      this.byType.set(def.type, def);
    }
    this.keyStore = options.keyStore;
    const needsKeys = definitions.filter((def) => def.personalData.length > 0).map((def) => def.type);
    if (needsKeys.length > 0 && !this.keyStore) {
      throw new Error(`The catalogue needs a keyStore: ${needsKeys.join(', ')} hold personal data`);
    }
    this.cache = new LruCache(options.keyCacheSize ?? 10_000);
    this.ttlMs = options.keyCacheTtlMs ?? 60_000;
    this.now = options.now ?? Date.now;
  }

  isRegistered(type: string): type is D['type'] {
    return this.byType.has(type);
  }

  definitions(): readonly D[] {
    return [...this.byType.values()];
  }

  /**
   * Validates the data, encrypts its personal fields with the subject's key (created on first use; SubjectErased
   * for an erased subject) and returns the event to append, at the definition's current version. With an `id`,
   * encoding is deterministic, so a retried command produces the very same event (idempotent append).
   */
  async encode(event: EncodeInput<D>, metadata?: EventMetadata): Promise<NewEvent> {
    const input = event as { id?: string; type: string; data: unknown };
    const def = this.byType.get(input.type);
    if (!def) throw new UnknownEventType(input.type);
    const parsed = def.schema.safeParse(input.data);
    if (!parsed.success) throw new InvalidEventData(def.type, formatIssues(parsed.error.issues));
    // What the store will hold (jsonb keeps JSON only): undefined members go, so a retry compares equal.
    const data = JSON.parse(JSON.stringify(parsed.data ?? null)) as unknown;
    if (!isPlainObject(data)) throw new InvalidEventData(def.type, '(root): event data must be an object');

    const personal = def.personalData.filter((field) => data[field] !== undefined && data[field] !== null);
    if (personal.length > 0) {
      const subjectId = def.subject?.(parsed.data);
      if (typeof subjectId !== 'string' || subjectId === '') {
        throw new InvalidEventData(def.type, '(root): the data subject of the personal fields is missing');
      }
      const key = await this.keyForWriting(subjectId);
      for (const field of personal) data[field] = encryptField(key, subjectId, field, data[field], input.id);
    }
    return {
      ...(input.id !== undefined ? { id: input.id } : {}),
      type: def.type,
      version: def.version,
      data,
      ...(metadata !== undefined ? { metadata } : {}),
    };
  }

  /**
   * Encodes many events (bulk imports): the subjects without a cached key get their keys created together when the
   * key store can (`createMany`: one round trip instead of one transaction per subject), then each event is encoded as
   * by `encode`.
   */
  async encodeMany(items: readonly { event: EncodeInput<D>; metadata?: EventMetadata }[]): Promise<NewEvent[]> {
    const subjects = new Set<string>();
    for (const { event } of items) {
      const def = this.byType.get((event as { type: string }).type);
      if (!def?.subject || def.personalData.length === 0) continue;
      const parsed = def.schema.safeParse((event as { data: unknown }).data);
      const subjectId = parsed.success ? def.subject(parsed.data) : undefined;
      if (typeof subjectId === 'string' && subjectId !== '' && !this.cached(subjectId)?.key) subjects.add(subjectId);
    }
    if (subjects.size > 0 && this.keyStore?.createMany) {
      const epoch = this.epoch;
      await this.keyStore.createMany([...subjects]);
      for (const [subjectId, key] of await this.keyStore.getMany([...subjects]))
        if (key) this.remember(subjectId, key, epoch);
    }
    return Promise.all(items.map(({ event, metadata }) => this.encode(event, metadata)));
  }

  /** Decodes one event. Concurrent calls (e.g. `Promise.all(events.map(decode))`) share one key lookup. */
  async decode(recorded: RecordedEvent): Promise<DecodedEvent> {
    const [decoded] = await this.decodeMany([recorded]);
    return decoded!;
  }

  /** Decodes a batch, fetching every key it needs that is not cached with one key-store lookup. */
  async decodeMany(events: readonly RecordedEvent[]): Promise<DecodedEvent[]> {
    // Everything before the first await runs synchronously, so concurrent calls land in the same key batch.
    const prepared = events.map((recorded) => this.prepare(recorded));
    const subjects = new Set<string>();
    for (const { recorded } of prepared) {
      for (const value of Object.values(recorded.data)) if (isPiiEnvelope(value)) subjects.add(value.s);
    }
    const keys = subjects.size > 0 ? await this.loadKeys(subjects) : new Map<string, Buffer | null>();
    return prepared.map(({ recorded, def }) => this.finish(recorded, def, keys));
  }

  /**
   * Decodes without any key (the analyst's reads, ADR 0178): every field stored under a person's key shows `mask` and
   * is never decrypted, and so does every field the definition marks personal that an older writer left in plain
   * text; the free text it marks (`freeText`) has its contacts hidden (`maskContacts`). Upcast to the current version; not validated (a mask is no e-mail): for display only, never for deciding.
   */
  decodeMasked(events: readonly RecordedEvent[], mask: string): DecodedEvent[] {
    return events.map((recorded) => {
      const { def } = this.prepare(recorded);
      const stored: Record<string, unknown> = {};
      for (const [field, value] of Object.entries(recorded.data)) stored[field] = isPiiEnvelope(value) ? mask : value;
      const data = upcastToCurrent(def, recorded.version, stored);
      for (const field of def.personalData) if (data[field] !== undefined && data[field] !== null) data[field] = mask;
      // Free text a person typed: read as a provider who has not subscribed reads it, contacts hidden.
      for (const field of def.freeText ?? [])
        if (typeof data[field] === 'string') data[field] = maskContacts(data[field]);
      return { ...recorded, version: def.version, data, erased: false };
    });
  }

  /**
   * For the one-purpose rewrite of old events (ADR 0167): the stored data of `recorded` with the fields its definition
   * marks personal that an older writer left in plain text (before ADR 0112 moved them under the key) put under the
   * subject's key — or set to null when the subject is erased —, or undefined when no field is in plain text.
   */
  async sealPlainPersonalFields(recorded: RecordedEvent): Promise<Record<string, unknown> | undefined> {
    const def = this.byType.get(recorded.type);
    if (!def?.subject || def.personalData.length === 0 || !isPlainObject(recorded.data)) return undefined;
    const plain = def.personalData.filter(
      (field) =>
        recorded.data[field] !== undefined && recorded.data[field] !== null && !isPiiEnvelope(recorded.data[field]),
    );
    if (plain.length === 0) return undefined;
    const [decoded] = await this.decodeMany([recorded]);
    const subjectId = def.subject(decoded!.data);
    let key: Buffer | null;
    try {
      key = await this.keyForWriting(subjectId);
    } catch (error) {
      if (!(error instanceof Error && error.name === 'SubjectErased')) throw error;
      key = null;
    }
    const data = { ...recorded.data };
    for (const field of plain) data[field] = key ? encryptField(key, subjectId, field, data[field], recorded.id) : null;
    return data;
  }

  /**
   * Erases a data subject (LGPD): deletes its key in the key store and forgets it here at once. Other processes
   * notice within `keyCacheTtlMs`.
   */
  async erase(subjectId: string): Promise<void> {
    if (!this.keyStore) throw new Error('The catalogue has no keyStore');
    await this.keyStore.erase(subjectId);
    this.epoch += 1;
    this.creating.delete(subjectId);
    this.cache.set(subjectId, { key: null, expiresAt: this.now() + this.ttlMs });
  }

  private prepare(recorded: RecordedEvent): Prepared {
    const def = this.byType.get(recorded.type);
    if (!def) throw new UnknownEventType(recorded.type);
    if (recorded.version > def.version) throw new UnknownEventType(recorded.type, recorded.version);
    if (!isPlainObject(recorded.data))
      throw new InvalidEventData(recorded.type, `event ${recorded.id}: data is not an object`);
    return { recorded, def };
  }

  private finish(recorded: RecordedEvent, def: AnyEventDefinition, keys: Map<string, Buffer | null>): DecodedEvent {
    // 1. Decrypt. Envelopes are self-describing, so fields that were personal in an older version decrypt too,
    //    and under the name they were encrypted with (upcasters may rename them afterwards).
    let data: Record<string, unknown> = { ...recorded.data };
    let erased = false;
    for (const [field, value] of Object.entries(data)) {
      if (!isPiiEnvelope(value)) continue;
      const key = keys.get(value.s) ?? null;
      if (key === null) {
        data[field] = null;
        erased = true;
      } else {
        data[field] = decryptField(key, field, value);
      }
    }

    // 2. Upcast step by step to the current version.
    data = upcastToCurrent(def, recorded.version, data);

    // Fields the current version marks personal that an older writer stored in plain text (e.g. DemandFiled's notes
    // before ADR 0112) are the same person's data: erased with the rest, so an erasure reaches old events too.
    if (erased) {
      for (const field of def.personalData) if (data[field] !== undefined && data[field] !== null) data[field] = null;
    }

    // 3. Validate against the current schema; erased personal fields may be null.
    const where = `event ${recorded.id} (stored as v${recorded.version})`;
    const parsed = def.schema.safeParse(data);
    if (parsed.success) {
      data = parsed.data as Record<string, unknown>;
    } else if (!erased) {
      throw new InvalidEventData(def.type, `${where}: ${formatIssues(parsed.error.issues)}`);
    } else {
      const relaxed = this.relaxedSchema(def);
      if (relaxed) {
        const again = relaxed.safeParse(data);
        if (!again.success) throw new InvalidEventData(def.type, `${where}: ${formatIssues(again.error.issues)}`);
        data = again.data as Record<string, unknown>;
      } else {
        // A schema that cannot be relaxed: only issues located at a null personal field are forgiven.
        const personal = new Set(def.personalData);
        const remaining = parsed.error.issues.filter((issue) => {
          const top = issue.path[0];
          return !(typeof top === 'string' && personal.has(top) && data[top] === null);
        });
        if (remaining.length > 0) throw new InvalidEventData(def.type, `${where}: ${formatIssues(remaining)}`);
      }
    }
    return { ...recorded, version: def.version, data, erased };
  }

  private relaxedSchema(def: AnyEventDefinition): z.ZodType | undefined {
    if (!this.relaxed.has(def.type)) {
      this.relaxed.set(def.type, relaxSchema(def));
    }
    return this.relaxed.get(def.type);
  }

  private cached(subjectId: string): CachedKey | undefined {
    const entry = this.cache.get(subjectId);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.cache.delete(subjectId);
      return undefined;
    }
    return entry;
  }

  private remember(subjectId: string, key: Buffer | null, epoch: number): void {
    if (epoch === this.epoch) this.cache.set(subjectId, { key, expiresAt: this.now() + this.ttlMs });
  }

  private async keyForWriting(subjectId: string): Promise<Buffer> {
    const entry = this.cached(subjectId);
    if (entry?.key) return entry.key;
    let creating = this.creating.get(subjectId);
    if (!creating) {
      const keyStore = this.requireKeyStore();
      const epoch = this.epoch;
      creating = keyStore.getOrCreate(subjectId).then(
        (key) => {
          this.creating.delete(subjectId);
          this.remember(subjectId, key, epoch);
          return key;
        },
        (error: unknown) => {
          this.creating.delete(subjectId);
          throw error;
        },
      );
      this.creating.set(subjectId, creating);
    }
    return creating;
  }

  /** Cached keys at once; the rest through the next batched getMany (shared with concurrent callers). */
  private loadKeys(subjectIds: Iterable<string>): Promise<Map<string, Buffer | null>> {
    const result = new Map<string, Buffer | null>();
    const waits: Promise<void>[] = [];
    for (const subjectId of subjectIds) {
      const entry = this.cached(subjectId);
      if (entry) {
        result.set(subjectId, entry.key);
        continue;
      }
      let pending = this.pending.get(subjectId);
      if (!pending) {
        const request = deferred<Buffer | null>();
        this.queue.set(subjectId, request);
        this.pending.set(subjectId, request.promise);
        pending = request.promise;
        this.scheduleFlush();
      }
      waits.push(pending.then((key) => void result.set(subjectId, key)));
    }
    return waits.length === 0 ? Promise.resolve(result) : Promise.all(waits).then(() => result);
  }

  private scheduleFlush(): void {
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    queueMicrotask(() => void this.flush());
  }

  private async flush(): Promise<void> {
    this.flushScheduled = false;
    const batch = this.queue;
    this.queue = new Map();
    if (batch.size === 0) return;
    const epoch = this.epoch;
    try {
      const keys = await this.requireKeyStore().getMany([...batch.keys()]);
      for (const [subjectId, request] of batch) {
        const key = keys.get(subjectId) ?? null;
        this.pending.delete(subjectId);
        this.remember(subjectId, key, epoch);
        request.resolve(key);
      }
    } catch (error) {
      for (const [subjectId, request] of batch) {
        this.pending.delete(subjectId);
        request.reject(error);
      }
    }
  }

  private requireKeyStore(): SubjectKeyStore {
    if (!this.keyStore) throw new Error('Personal data found but the catalogue has no keyStore');
    return this.keyStore;
  }
}
