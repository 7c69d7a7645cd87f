import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for personal-data fields (under a subject's data key) and for wrapping data keys
 * (under the master key). Blob layout everywhere: iv (12 bytes) | ciphertext | tag (16 bytes).
 */

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const KEY_BYTES = 32;

/** How an encrypted personal-data field is stored in the event's data. */
export interface PiiEnvelope {
  /** base64 of iv | ciphertext | tag; the plaintext is the JSON of the original value. */
  $pii: string;
  /** The data subject whose key encrypted it. */
  s: string;
}

export function isPiiEnvelope(value: unknown): value is PiiEnvelope {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return (
    keys.length === 2 &&
    typeof (value as Record<string, unknown>).$pii === 'string' &&
    typeof (value as Record<string, unknown>).s === 'string'
  );
}

/** A personal-data field could not be decrypted although its subject's key exists: tampered data or the wrong key. */
export class PiiDecryptionFailed extends Error {
  override readonly name = 'PiiDecryptionFailed';
  constructor(
    readonly subjectId: string,
    readonly field: string,
    detail: string,
  ) {
    super(`Cannot decrypt personal field ${JSON.stringify(field)} of subject ${JSON.stringify(subjectId)}: ${detail}`);
  }
}

export function seal(key: Buffer, plaintext: Buffer, aad: Buffer, iv: Buffer = randomBytes(IV_BYTES)): Buffer {
  const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(aad);
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]);
}

/** Throws when the blob was not sealed with this key and AAD. */
export function open(key: Buffer, blob: Buffer, aad: Buffer): Buffer {
  if (blob.length < IV_BYTES + TAG_BYTES) throw new Error('ciphertext too short');
  const iv = blob.subarray(0, IV_BYTES);
  const tag = blob.subarray(blob.length - TAG_BYTES);
  const decipher = createDecipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
  decipher.setAAD(aad);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(blob.subarray(IV_BYTES, blob.length - TAG_BYTES)), decipher.final()]);
}

/** Binds a ciphertext to its subject and field, so it cannot be moved to another person or field. */
function fieldAad(subjectId: string, field: string): Buffer {
  return Buffer.from(JSON.stringify([subjectId, field]), 'utf8');
}

/**
 * Encrypts one field value. With `eventId` the IV is synthetic (an HMAC of the event id, subject, field and
 * plaintext under a key derived from the data key), so re-encoding the same event gives the same bytes and an
 * idempotent retry is recognised by the event store; two different plaintexts still never share an IV.
 * Without it the IV is random.
 */
export function encryptField(
  key: Buffer,
  subjectId: string,
  field: string,
  value: unknown,
  eventId?: string,
): PiiEnvelope {
  const plaintext = Buffer.from(JSON.stringify(value), 'utf8');
  let iv: Buffer | undefined;
  if (eventId !== undefined) {
    const ivKey = createHmac('sha256', key).update('conectasst/pii/synthetic-iv/v1').digest();
    iv = createHmac('sha256', ivKey)
      .update(JSON.stringify([eventId, subjectId, field]))
      .update('\0')
      .update(plaintext)
      .digest()
      .subarray(0, IV_BYTES);
  }
  return { $pii: seal(key, plaintext, fieldAad(subjectId, field), iv).toString('base64'), s: subjectId };
}

export function decryptField(key: Buffer, field: string, envelope: PiiEnvelope): unknown {
  let plaintext: Buffer;
  try {
    plaintext = open(key, Buffer.from(envelope.$pii, 'base64'), fieldAad(envelope.s, field));
  } catch (error) {
    throw new PiiDecryptionFailed(envelope.s, field, error instanceof Error ? error.message : String(error));
  }
  return JSON.parse(plaintext.toString('utf8')) as unknown;
}
