import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AnyEventDefinition } from '@conectasst/events/catalogue/defineEvent';
import { EventCatalogue } from '@conectasst/events/catalogue/eventCatalogue';
import { MemorySubjectKeyStore } from '@conectasst/events/catalogue/keyStore';
import type { RecordedEvent } from '@conectasst/events/envelope';
import { allEventDefinitions } from '@conectasst/events/schemas/allEvents';
import { exportMode, openPrivateFile, redactPersonalData } from './redact';

/** Issue #18 item 8: the export writes its file 0600, says so, and offers `--redact` (the default on stdout). */
describe('export of personal data: file mode and --redact', () => {
  const keyStore = new MemorySubjectKeyStore();
  const catalogue = new EventCatalogue(allEventDefinitions, { keyStore });
  const definitions = new Map<string, AnyEventDefinition>(catalogue.definitions().map((d) => [d.type, d]));
  const definitionOf = (type: string) => definitions.get(type);
  const userId = '5b0c2f4e-8f2a-4d1b-9a57-3f1d2c4b5a69';
  let n = 0;

  async function recorded(type: string, data: Record<string, unknown>): Promise<RecordedEvent> {
    const event = await catalogue.encode({ type, data } as never);
    n += 1;
    return {
      id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      streamId: `user-${userId}`,
      revision: n,
      type: event.type,
      version: event.version,
      data: event.data as Record<string, unknown>,
      metadata: {},
      position: { commit: BigInt(n), prepare: BigInt(n) },
      globalPosition: BigInt(n),
      recordedAt: new Date('2026-11-25T03:00:00Z'),
    } as RecordedEvent;
  }

  it('given a registration, when redacted, then each personal field reads as its subject id and the rest stays', async () => {
    const event = await catalogue.decode(
      await recorded('UserRegistered', {
        userId,
        type: 'provider',
        name: 'Rita',
        surname: 'Alves',
        email: 'rita@sst.com.br',
        phone: '11987654321',
        passwordHash: '$argon2id$v=19$m=19456$abc',
      }),
    );
    const redacted = redactPersonalData(event, definitionOf);
    expect(redacted.data).toEqual({
      userId,
      type: 'provider',
      name: { $redacted: userId },
      surname: { $redacted: userId },
      email: { $redacted: userId },
      phone: { $redacted: userId },
      passwordHash: { $redacted: userId },
    });
    expect(JSON.stringify(redacted.data)).not.toMatch(/Rita|Alves|rita@|98765|argon2/);
    // The decoded event itself is left as it was (the complete export still has it).
    expect((event.data as { name: string }).name).toBe('Rita');
  });

  it('given an event without personal data, when redacted, then it is unchanged; erased fields stay null', async () => {
    const status = await catalogue.decode(await recorded('PartnerStatusChanged', { userId, active: false }));
    expect(redactPersonalData(status, definitionOf)).toBe(status);
    const other = '0f6a3a1e-2b7c-4d8e-9f10-112233445566';
    const phoneChange = await recorded('ProfileUpdated', {
      userId: other,
      name: 'Ana',
      surname: 'Dias',
      phone: '11912345678',
      street: 'Rua A',
      ufs: ['SP'],
      cities: ['All'],
      areaIds: [],
      nrIds: [],
    });
    await catalogue.erase(other);
    const erased = await catalogue.decode(phoneChange);
    expect(redactPersonalData(erased, definitionOf).data).toMatchObject({
      userId: other,
      name: null,
      phone: null,
      ufs: ['SP'],
    });
  });

  it('redacts unless --full, on stdout and in a file (ADR 0179); refuses both', () => {
    expect(exportMode({})).toEqual({ redact: true });
    expect(exportMode({ full: true })).toEqual({ redact: false });
    expect(exportMode({ out: 'log.ndjson' })).toEqual({ redact: true });
    expect(exportMode({ out: 'log.ndjson', full: true })).toEqual({ redact: false });
    expect(exportMode({ out: 'log.ndjson', redact: true })).toEqual({ redact: true });
    expect(exportMode({ redact: true, full: true })).toEqual({
      error: '--redact e --full não podem ser usados juntos.',
    });
  });

  it('writes the file readable by its owner only (0600), also over an existing world-readable file', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'export-mode-'));
    try {
      const fresh = path.join(dir, 'novo.ndjson');
      const existing = path.join(dir, 'antigo.ndjson');
      writeFileSync(existing, 'conteúdo antigo e mais longo que o novo\n', { mode: 0o644 });
      for (const file of [fresh, existing]) {
        const out = openPrivateFile(file);
        await new Promise<void>((resolve) => out.end('{"linha":1}\n', () => resolve()));
        expect([file, (statSync(file).mode & 0o777).toString(8)]).toEqual([file, '600']);
        expect(readFileSync(file, 'utf8')).toBe('{"linha":1}\n');
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
