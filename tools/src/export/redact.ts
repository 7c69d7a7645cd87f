import { closeSync, fchmodSync, openSync } from 'node:fs';
import { createWriteStream } from 'node:fs';
import type { WriteStream } from 'node:fs';
import type { AnyEventDefinition } from '@conectasst/events/catalogue/defineEvent';
import type { RecordedEvent } from '@conectasst/events/envelope';

/** What a redacted personal field holds instead of its value: whose it was, so analysts can still count and join people. */
export interface RedactedField {
  $redacted: string;
}

/**
 * For analysts (`npm run export -- --redact`, the default on stdout): every personal field of the event's definition
 * (names, e-mails, phones, CPF/CNPJ, addresses, free text under the person's key, password hashes) replaced by
 * `{ "$redacted": "<subject id>" }`. Erased fields stay `null`. Other fields are copied as they are.
 */
export function redactPersonalData<E extends RecordedEvent>(
  event: E,
  definitionOf: (type: string) => AnyEventDefinition | undefined,
): E {
  const def = definitionOf(event.type);
  if (!def || def.personalData.length === 0) return event;
  const data = event.data as Record<string, unknown>;
  let subject: string;
  try {
    subject = String(def.subject?.(data) ?? 'desconhecido');
  } catch {
    subject = 'desconhecido';
  }
  const redacted: Record<string, unknown> = { ...data };
  for (const field of def.personalData) {
    if (redacted[field] !== undefined && redacted[field] !== null)
      redacted[field] = { $redacted: subject } satisfies RedactedField;
  }
  return { ...event, data: redacted };
}

/**
 * The export's options from the command line: redacted unless `--full`, to stdout and to a file alike (issue #40, ADR
 * 0179: a file used to be complete by default). `--redact` says the default out loud.
 */
export function exportMode(values: {
  out?: string;
  redact?: boolean;
  full?: boolean;
}): { redact: boolean } | { error: string } {
  if (values.redact && values.full) return { error: '--redact e --full não podem ser usados juntos.' };
  return { redact: !values.full };
}

/**
 * The export file, readable and writable by its owner only (0600): a complete export holds decrypted personal data
 * and password hashes. An existing file is truncated and its mode tightened too (the mode of `open` only applies to
 * files it creates).
 */
export function openPrivateFile(path: string): WriteStream {
  const fd = openSync(path, 'w', 0o600);
  try {
    fchmodSync(fd, 0o600);
  } catch (error) {
    closeSync(fd);
    throw error;
  }
  return createWriteStream(path, { fd });
}
