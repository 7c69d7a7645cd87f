import { createHash, randomInt } from 'node:crypto';

/** Letters and digits without the look-alikes (0/O, 1/I/L), so a code read from an e-mail is typed right. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const LENGTH = 8;

export function newResetCode(): string {
  return Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** Codes are kept only as hashes; lookups compare hashes. Case and spaces typed by the user do not matter. */
export function hashResetCode(code: string): string {
  return createHash('sha256').update(code.replace(/\s+/g, '').toUpperCase()).digest('hex');
}
