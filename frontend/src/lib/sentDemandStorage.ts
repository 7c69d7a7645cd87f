import { HOUR_MS } from '@conectasst/common/rules/time';
import { UNCONFIRMED_EXPIRY_HOURS } from '@conectasst/common/rules/demandRules';
import { readStored, removeStored, storageKeys, writeStored } from './storage';

/** The demand the requester just sent: its number and the address its confirmation link went to. */
export interface SentDemand {
  id: number;
  email: string;
  /** ISO time of the sending: the notice goes once the link's 72 h are over. */
  sentAt: string;
}

export function writeSentDemand(demand: SentDemand): void {
  writeStored(storageKeys.sentDemand, JSON.stringify(demand));
}

/** The demand sent from this browser, while its e-mail can still be confirmed; nothing when none or unreadable. */
export function readSentDemand(now = Date.now()): SentDemand | null {
  try {
    const parsed = JSON.parse(readStored(storageKeys.sentDemand) ?? 'null') as Partial<SentDemand> | null;
    if (
      !parsed ||
      typeof parsed.id !== 'number' ||
      typeof parsed.email !== 'string' ||
      typeof parsed.sentAt !== 'string'
    )
      return null;
    const sentAt = Date.parse(parsed.sentAt);
    if (!Number.isFinite(sentAt) || now - sentAt > UNCONFIRMED_EXPIRY_HOURS * HOUR_MS) return null;
    return { id: parsed.id, email: parsed.email, sentAt: parsed.sentAt };
  } catch {
    return null;
  }
}

export function clearSentDemand(): void {
  removeStored(storageKeys.sentDemand);
}
