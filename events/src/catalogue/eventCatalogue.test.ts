import { z } from 'zod';
import { InvalidEventData, UnknownEventType } from '../errors';
import type { EventOf } from './defineEvent';
import { defineEvent } from './defineEvent';
import { EventCatalogue, MissingUpcaster } from './eventCatalogue';
import { MemorySubjectKeyStore, SubjectErased } from './keyStore';
import { isPiiEnvelope, PiiDecryptionFailed } from './piiCipher';
import {
  CompanyDetailsProvided,
  CreditsPurchased,
  ProfileUpdated,
  ProfileUpdatedV1,
  recorded,
  UserRegistered,
} from './testEvents';

const alice = {
  userId: 'user-alice',
  name: 'Alice Souza',
  email: 'alice@example.com',
  phone: '+55 11 99999-0000',
  role: 'requester' as const,
};

function setup(options: { keyCacheSize?: number; keyCacheTtlMs?: number; now?: () => number } = {}) {
  const keyStore = new MemorySubjectKeyStore();
  const catalogue = new EventCatalogue([UserRegistered, CreditsPurchased, ProfileUpdated, CompanyDetailsProvided], {
    keyStore,
    ...options,
  });
  return { keyStore, catalogue };
}

describe('EventCatalogue: encoding and decoding', () => {
  it('given a registered event, when encoded and decoded, then the original data comes back at the current version', async () => {
    const { catalogue } = setup();
    const encoded = await catalogue.encode({ type: 'UserRegistered', data: alice }, { userId: 'system' });
    expect(encoded).toMatchObject({ type: 'UserRegistered', version: 1, metadata: { userId: 'system' } });
    expect(encoded.id).toBeUndefined();

    const decoded = await catalogue.decode(recorded(encoded));
    expect(decoded.data).toEqual(alice);
    expect(decoded.erased).toBe(false);
    expect(decoded.version).toBe(1);
  });

  it('given personal fields, when encoded, then none of their values is readable in the stored data', async () => {
    const { catalogue } = setup();
    const encoded = await catalogue.encode({ type: 'UserRegistered', data: alice });
    const text = JSON.stringify(encoded);
    for (const secret of [alice.email, alice.name, alice.phone, 'Souza', '99999']) expect(text).not.toContain(secret);
    expect(encoded.data.userId).toBe('user-alice');
    expect(encoded.data.role).toBe('requester');
    for (const field of ['name', 'email', 'phone']) {
      expect(isPiiEnvelope(encoded.data[field])).toBe(true);
      expect(encoded.data[field]).toEqual({ $pii: expect.any(String), s: 'user-alice' });
    }
  });

  it('given an absent optional personal field, when encoded, then it stays absent (nothing to encrypt)', async () => {
    const { catalogue } = setup();
    const { phone: _phone, ...withoutPhone } = alice;
    const encoded = await catalogue.encode({ type: 'UserRegistered', data: withoutPhone });
    expect('phone' in encoded.data).toBe(false);
    expect((await catalogue.decode(recorded(encoded))).data).toEqual(withoutPhone);
  });

  it('given an id, when the same event is encoded twice, then the bytes are identical (an idempotent retry matches)', async () => {
    const { catalogue } = setup();
    const first = await catalogue.encode({ id: 'evt-1', type: 'UserRegistered', data: alice });
    const retry = await catalogue.encode({ id: 'evt-1', type: 'UserRegistered', data: alice });
    expect(first.id).toBe('evt-1');
    expect(retry).toEqual(first);
    const otherId = await catalogue.encode({ id: 'evt-2', type: 'UserRegistered', data: alice });
    expect(otherId.data.email).not.toEqual(first.data.email);
    const noId = await catalogue.encode({ type: 'UserRegistered', data: alice });
    const noIdAgain = await catalogue.encode({ type: 'UserRegistered', data: alice });
    expect(noIdAgain.data.email).not.toEqual(noId.data.email);
  });

  it('given an event without personal data, when encoded, then it needs no key at all', async () => {
    const { catalogue, keyStore } = setup();
    const getOrCreate = jest.spyOn(keyStore, 'getOrCreate');
    const encoded = await catalogue.encode({ type: 'CreditsPurchased', data: { walletId: 'wallet-1', credits: 10 } });
    expect(encoded.data).toEqual({ walletId: 'wallet-1', credits: 10 });
    expect(getOrCreate).not.toHaveBeenCalled();
    expect((await catalogue.decode(recorded(encoded))).data).toEqual({ walletId: 'wallet-1', credits: 10 });
  });

  it('given data with unknown members, when encoded, then the schema strips them before storing', async () => {
    const { catalogue } = setup();
    const encoded = await catalogue.encode({
      type: 'CreditsPurchased',
      data: { walletId: 'w', credits: 1, junk: true } as never,
    });
    expect(encoded.data).toEqual({ walletId: 'w', credits: 1 });
  });
});

describe('EventCatalogue: unknown and invalid events', () => {
  it('given an unregistered type, when encoded, then it fails with UnknownEventType', async () => {
    const { catalogue } = setup();
    await expect(catalogue.encode({ type: 'NoSuchEvent', data: {} } as never)).rejects.toThrow(UnknownEventType);
  });

  it('given an unregistered type in the log, when decoded, then it fails loudly instead of being skipped', async () => {
    const { catalogue } = setup();
    const event = recorded({ type: 'NoSuchEvent', version: 1, data: {} });
    await expect(catalogue.decode(event)).rejects.toThrow(UnknownEventType);
    const valid = recorded(await catalogue.encode({ type: 'CreditsPurchased', data: { walletId: 'w', credits: 1 } }));
    await expect(catalogue.decodeMany([valid, event])).rejects.toThrow(UnknownEventType);
  });

  it('given invalid data, when encoded, then it fails with InvalidEventData naming the fields but not the values', async () => {
    const { catalogue } = setup();
    const attempt = catalogue.encode({
      type: 'UserRegistered',
      data: { ...alice, email: 'alice-at-example', role: 'boss' } as never,
    });
    await expect(attempt).rejects.toThrow(InvalidEventData);
    const error = (await attempt.catch((e: unknown) => e)) as InvalidEventData;
    expect(error.eventType).toBe('UserRegistered');
    expect(error.issues).toMatch(/^email: .*; role: /);
    expect(error.message).not.toContain('alice-at-example');
  });

  it('given stored data that no longer fits the schema, when decoded, then it fails with InvalidEventData', async () => {
    const { catalogue } = setup();
    const event = recorded({ type: 'CreditsPurchased', version: 1, data: { walletId: 'w', credits: -5 } });
    await expect(catalogue.decode(event)).rejects.toThrow(InvalidEventData);
  });

  it('given a ciphertext that was tampered with or moved to another field, when decoded, then it fails loudly', async () => {
    const { catalogue } = setup();
    const encoded = await catalogue.encode({ type: 'UserRegistered', data: alice });
    const moved = recorded(encoded, { data: { ...encoded.data, name: encoded.data.email } });
    await expect(catalogue.decode(moved)).rejects.toThrow(PiiDecryptionFailed);

    const envelope = encoded.data.email as { $pii: string; s: string };
    const bytes = Buffer.from(envelope.$pii, 'base64');
    bytes[14] = bytes[14]! ^ 1;
    const tampered = recorded(encoded, {
      data: { ...encoded.data, email: { ...envelope, $pii: bytes.toString('base64') } },
    });
    await expect(catalogue.decode(tampered)).rejects.toThrow(PiiDecryptionFailed);
  });
});

describe('EventCatalogue: versions', () => {
  it('given v1 and v2 events, when decoded, then they are upcast step by step to v3 (personal fields included)', async () => {
    const { catalogue, keyStore } = setup();
    // Events written by older code: v1 had `fullName` (encrypted under that name), v2 had no locale.
    const oldCatalogue = new EventCatalogue([ProfileUpdatedV1], { keyStore });
    const v1 = recorded(
      await oldCatalogue.encode({ type: 'ProfileUpdated', data: { userId: 'user-alice', fullName: 'Alice S.' } }),
    );
    const v2 = recorded({ type: 'ProfileUpdated', version: 2, data: { userId: 'user-bob', name: 'Bob' } });
    const v3 = recorded(
      await catalogue.encode({ type: 'ProfileUpdated', data: { userId: 'user-alice', name: 'Alice', locale: 'en' } }),
    );

    const [fromV1, fromV2, fromV3] = await catalogue.decodeMany([v1, v2, v3]);
    expect(fromV1).toMatchObject({
      version: 3,
      erased: false,
      data: { userId: 'user-alice', name: 'Alice S.', locale: 'pt-BR' },
    });
    expect(fromV2).toMatchObject({ version: 3, data: { userId: 'user-bob', name: 'Bob', locale: 'pt-BR' } });
    expect(fromV3).toMatchObject({ version: 3, data: { userId: 'user-alice', name: 'Alice', locale: 'en' } });
  });

  it('given an event newer than the catalogue knows, when decoded, then it fails with UnknownEventType and the version', async () => {
    const { catalogue } = setup();
    const attempt = catalogue.decode(
      recorded({ type: 'ProfileUpdated', version: 4, data: { userId: 'u', name: 'n', locale: 'x' } }),
    );
    await expect(attempt).rejects.toThrow(UnknownEventType);
    await expect(attempt).rejects.toMatchObject({ eventType: 'ProfileUpdated', version: 4 });
  });

  it('given an old version without an upcaster for one step, when decoded, then it fails with MissingUpcaster', async () => {
    const Gappy = defineEvent({
      type: 'Gappy',
      version: 3,
      schema: z.object({ a: z.number(), b: z.number(), c: z.number() }),
      personalData: [],
      upcasters: { 2: (old) => ({ ...old, c: 0 }) },
    });
    const catalogue = new EventCatalogue([Gappy]);
    await expect(
      catalogue.decode(recorded({ type: 'Gappy', version: 2, data: { a: 1, b: 2 } })),
    ).resolves.toMatchObject({
      data: { a: 1, b: 2, c: 0 },
    });
    await expect(catalogue.decode(recorded({ type: 'Gappy', version: 1, data: { a: 1 } }))).rejects.toThrow(
      MissingUpcaster,
    );
  });
});

describe('EventCatalogue: erasure (crypto-shredding)', () => {
  it('given an erased subject, when its events are decoded, then personal fields are null, erased is true and the rest stays', async () => {
    const { catalogue } = setup();
    const bob = { userId: 'user-bob', name: 'Bob', email: 'bob@example.com', role: 'provider' as const };
    const events = [
      recorded(await catalogue.encode({ type: 'UserRegistered', data: alice })),
      recorded(await catalogue.encode({ type: 'UserRegistered', data: bob })),
    ];

    await catalogue.erase('user-alice');

    const [aliceAfter, bobAfter] = await catalogue.decodeMany(events);
    expect(aliceAfter).toMatchObject({
      erased: true,
      data: { userId: 'user-alice', role: 'requester', name: null, email: null, phone: null },
    });
    expect(bobAfter).toMatchObject({ erased: false, data: bob });
    // The log itself is untouched.
    expect(events[0]!.data.email).toEqual({ $pii: expect.any(String), s: 'user-alice' });
  });

  it('given a subject erased through the key store by another process, when the cached key expires, then decoding shows the erasure', async () => {
    let clock = 0;
    const { catalogue, keyStore } = setup({ keyCacheTtlMs: 1_000, now: () => clock });
    const event = recorded(await catalogue.encode({ type: 'UserRegistered', data: alice }));
    expect((await catalogue.decode(event)).erased).toBe(false);

    await keyStore.erase('user-alice');
    clock = 999;
    expect((await catalogue.decode(event)).erased).toBe(false); // still within the cache's trust window
    clock = 1_000;
    expect(await catalogue.decode(event)).toMatchObject({ erased: true, data: { email: null } });
  });

  it('given an erased subject, when new personal data is encoded for it, then it is refused with SubjectErased', async () => {
    const { catalogue } = setup();
    await catalogue.encode({ type: 'UserRegistered', data: alice });
    await catalogue.erase('user-alice');
    await expect(catalogue.encode({ type: 'UserRegistered', data: alice })).rejects.toThrow(SubjectErased);
  });

  it('given an erased v1 event, when upcast, then the null personal field is carried to its new name', async () => {
    const { catalogue, keyStore } = setup();
    const oldCatalogue = new EventCatalogue([ProfileUpdatedV1], { keyStore });
    const v1 = recorded(
      await oldCatalogue.encode({ type: 'ProfileUpdated', data: { userId: 'user-carol', fullName: 'Carol' } }),
    );
    await keyStore.erase('user-carol');
    expect(await catalogue.decode(v1)).toMatchObject({
      erased: true,
      version: 3,
      data: { userId: 'user-carol', name: null, locale: 'pt-BR' },
    });
  });

  it('given an event stored when a field was still plain text, when its subject is erased, then that field reads null with the rest', async () => {
    const { catalogue, keyStore } = setup();
    // The older catalogue did not count the phone as personal: it was stored in plain text.
    const PlainPhone = defineEvent({ ...UserRegistered, personalData: ['name', 'email'] });
    const old = recorded(
      await new EventCatalogue([PlainPhone], { keyStore }).encode({ type: 'UserRegistered', data: alice }),
    );
    expect(old.data.phone).toBe(alice.phone);
    expect((await catalogue.decode(old)).data).toEqual(alice);

    await catalogue.erase('user-alice');
    expect(await catalogue.decode(old)).toMatchObject({
      erased: true,
      data: { userId: 'user-alice', role: 'requester', name: null, email: null, phone: null },
    });
  });

  it('given a refined schema, when an erased event is decoded, then only issues at erased fields are forgiven', async () => {
    const { catalogue } = setup();
    const data = {
      providerId: 'prov-1',
      cnpj: '12345678000190',
      address: { street: 'Rua A, 1', city: 'São Paulo' },
      employees: 12,
    };
    const event = recorded(await catalogue.encode({ type: 'CompanyDetailsProvided', data }));
    expect(JSON.stringify(event.data)).not.toContain('12345678000190');
    expect((await catalogue.decode(event)).data).toEqual(data);

    await catalogue.erase('prov-1');
    expect(await catalogue.decode(event)).toMatchObject({
      erased: true,
      data: { providerId: 'prov-1', cnpj: null, address: null, employees: 12 },
    });

    const broken = recorded(event, { data: { ...event.data, employees: 'many' } });
    await expect(catalogue.decode(broken)).rejects.toThrow(InvalidEventData);
  });
});

describe('EventCatalogue: key lookups', () => {
  it('given a batch of events of several subjects, when decodeMany runs, then the keys are fetched with one lookup and then cached', async () => {
    const { keyStore } = setup();
    const writer = new EventCatalogue([UserRegistered], { keyStore });
    const events = [];
    for (const n of [1, 2, 3, 1, 2, 3, 1]) {
      events.push(recorded(await writer.encode({ type: 'UserRegistered', data: { ...alice, userId: `user-${n}` } })));
    }
    const reader = new EventCatalogue([UserRegistered], { keyStore });
    const getMany = jest.spyOn(keyStore, 'getMany');

    const decoded = await reader.decodeMany(events);
    expect(decoded.map((e) => e.data.userId)).toEqual([
      'user-1',
      'user-2',
      'user-3',
      'user-1',
      'user-2',
      'user-3',
      'user-1',
    ]);
    expect(getMany).toHaveBeenCalledTimes(1);
    expect([...getMany.mock.calls[0]![0]].sort()).toEqual(['user-1', 'user-2', 'user-3']);

    await reader.decodeMany(events);
    expect(getMany).toHaveBeenCalledTimes(1);
  });

  it('given concurrent single decodes, when they run together, then they share one lookup', async () => {
    const { keyStore } = setup();
    const writer = new EventCatalogue([UserRegistered], { keyStore });
    const events = await Promise.all(
      ['a', 'b', 'c', 'a'].map(async (n) =>
        recorded(await writer.encode({ type: 'UserRegistered', data: { ...alice, userId: n } })),
      ),
    );
    const reader = new EventCatalogue([UserRegistered], { keyStore });
    const getMany = jest.spyOn(keyStore, 'getMany');
    const decoded = await Promise.all(events.map((e) => reader.decode(e)));
    expect(decoded.map((e) => e.data.name)).toEqual(['Alice Souza', 'Alice Souza', 'Alice Souza', 'Alice Souza']);
    expect(getMany).toHaveBeenCalledTimes(1);
  });

  it('given a small key cache, when more subjects are read, then the least recently used key is fetched again', async () => {
    const { keyStore } = setup();
    const writer = new EventCatalogue([UserRegistered], { keyStore });
    const event = async (userId: string) =>
      recorded(await writer.encode({ type: 'UserRegistered', data: { ...alice, userId } }));
    const [a, b, c] = [await event('a'), await event('b'), await event('c')];
    const reader = new EventCatalogue([UserRegistered], { keyStore, keyCacheSize: 2 });
    const getMany = jest.spyOn(keyStore, 'getMany');
    await reader.decode(a);
    await reader.decode(b);
    await reader.decode(a); // a is now the most recent
    await reader.decode(c); // evicts b
    expect(getMany).toHaveBeenCalledTimes(3);
    await reader.decode(a);
    expect(getMany).toHaveBeenCalledTimes(3);
    await reader.decode(b);
    expect(getMany).toHaveBeenCalledTimes(4);
  });

  it('given a key-store failure, when decoding, then the error reaches every waiting caller and the next call retries', async () => {
    const { catalogue, keyStore } = setup();
    const event = recorded(
      await new EventCatalogue([UserRegistered], { keyStore }).encode({ type: 'UserRegistered', data: alice }),
    );
    jest.spyOn(keyStore, 'getMany').mockRejectedValueOnce(new Error('connection lost'));
    const results = await Promise.allSettled([catalogue.decode(event), catalogue.decode(event)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    await expect(catalogue.decode(event)).resolves.toMatchObject({ data: alice });
  });
});

describe('EventCatalogue: construction', () => {
  it('given two definitions of one type, when the catalogue is built, then it throws', () => {
    expect(
      () => new EventCatalogue([UserRegistered, UserRegistered], { keyStore: new MemorySubjectKeyStore() }),
    ).toThrow(/defined twice/);
  });

  it('given personal data without a key store, when the catalogue is built, then it throws', () => {
    expect(() => new EventCatalogue([UserRegistered])).toThrow(/keyStore/);
  });

  it('given a definition with personal data but no subject, or naming unknown fields, when defined, then it throws', () => {
    const schema = z.object({ email: z.string() });
    expect(() => defineEvent({ type: 'X', version: 1, schema, personalData: ['email'] })).toThrow(/subject/);
    expect(() => defineEvent({ type: 'X', version: 1, schema, personalData: ['mail'], subject: () => 's' })).toThrow(
      /mail/,
    );
    expect(() => defineEvent({ type: 'X', version: 0, schema, personalData: [] })).toThrow(/version/);
    expect(() => defineEvent({ type: 'X', version: 2, schema, personalData: [], upcasters: { 2: (d) => d } })).toThrow(
      /upcaster/,
    );
  });

  it('given a catalogue, when asked, then it tells which types it knows and lists its definitions', () => {
    const { catalogue } = setup();
    expect(catalogue.isRegistered('UserRegistered')).toBe(true);
    expect(catalogue.isRegistered('Nope')).toBe(false);
    expect(catalogue.definitions().map((d) => d.type)).toEqual([
      'UserRegistered',
      'CreditsPurchased',
      'ProfileUpdated',
      'CompanyDetailsProvided',
    ]);
  });

  it('given definitions, when EventOf builds a union, then each type is tied to its own data (compile-time check)', () => {
    type DomainEvent = EventOf<typeof UserRegistered | typeof CreditsPurchased>;
    const ok: DomainEvent[] = [
      { type: 'UserRegistered', data: alice },
      { type: 'CreditsPurchased', data: { walletId: 'w', credits: 3 } },
    ];
    // @ts-expect-error credits belong to CreditsPurchased, not UserRegistered
    const wrong: DomainEvent = { type: 'UserRegistered', data: { walletId: 'w', credits: 3 } };
    const typed = new EventCatalogue([UserRegistered, CreditsPurchased], { keyStore: new MemorySubjectKeyStore() });
    // @ts-expect-error the typed catalogue only encodes its own events
    void typed.encode({ type: 'ProfileUpdated', data: {} }).catch(() => undefined);
    expect(ok).toHaveLength(2);
    expect(wrong.type).toBe('UserRegistered');
  });
});

describe("EventCatalogue.decodeMasked: the analyst's keyless read (ADR 0178)", () => {
  const NoteLeft = defineEvent({
    type: 'NoteLeft',
    version: 1,
    schema: z.object({ userId: z.string(), name: z.string(), companyType: z.string(), nr: z.string() }),
    personalData: ['name'],
    subject: (d) => d.userId,
    freeText: ['companyType'],
  });

  it('given personal fields and free text, when decoded without keys, then the person is masked and the contacts in the free text hidden', async () => {
    const keyStore = new MemorySubjectKeyStore();
    const catalogue = new EventCatalogue([NoteLeft], { keyStore });
    const data = { userId: 'u-1', name: 'Alice Souza', companyType: 'Padaria — ligue 11 98765-4321', nr: 'NR-35' };
    const encoded = await catalogue.encode({ type: 'NoteLeft', data });
    const [masked] = catalogue.decodeMasked([recorded(encoded)], '•••');
    expect(masked!.data).toEqual({
      userId: 'u-1',
      name: '•••',
      companyType: 'Padaria — ligue [contato oculto]',
      nr: 'NR-35',
    });
    // The holder of the key reads it all as written.
    expect((await catalogue.decode(recorded(encoded))).data).toEqual(data);
  });

  it('refuses a definition whose free text names a field its schema does not have', () => {
    expect(() =>
      defineEvent({ type: 'Bad', version: 1, schema: z.object({ a: z.string() }), personalData: [], freeText: ['b'] }),
    ).toThrow('freeText names fields the schema does not have: b');
  });
});
