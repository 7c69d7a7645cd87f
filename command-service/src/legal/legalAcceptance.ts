import { legalMessages } from '@conectasst/common/api/legal';
import { DomainError } from '@conectasst/common/rules/domainError';
import type { EventOf } from '@conectasst/events/catalogue/defineEvent';
import type { LegalTermsAccepted } from '@conectasst/events/schemas/legalEvents';
import type { Decider } from '../infrastructure/decider';

export type LegalAcceptanceEvent = EventOf<typeof LegalTermsAccepted>;
export type LegalAcceptanceState = { termsVersion: number; privacyVersion: number } | null;

/** `inForce`: the versions in force when the command runs (read from the documents' streams), null before any is published. */
export type LegalAcceptanceCommand = {
  type: 'AcceptLegalTerms';
  userId: string;
  termsVersion: number;
  privacyVersion: number;
  inForce: { termsVersion: number; privacyVersion: number } | null;
};

/**
 * Issue 37 item 3: a provider accepts the versions in force — never an older one (a new version published while the
 * screen was open must be read first); accepting the same versions twice records nothing.
 */
export function acceptLegalTerms(command: LegalAcceptanceCommand, state: LegalAcceptanceState): LegalAcceptanceEvent[] {
  if (!command.inForce) throw new DomainError('conflict', legalMessages.notPublished);
  if (
    command.termsVersion !== command.inForce.termsVersion ||
    command.privacyVersion !== command.inForce.privacyVersion
  ) {
    throw new DomainError('conflict', legalMessages.outdated);
  }
  if (state && state.termsVersion === command.termsVersion && state.privacyVersion === command.privacyVersion)
    return [];
  return [
    {
      type: 'LegalTermsAccepted',
      data: { userId: command.userId, termsVersion: command.termsVersion, privacyVersion: command.privacyVersion },
    },
  ];
}

export const legalAcceptanceDecider: Decider<LegalAcceptanceState, LegalAcceptanceCommand, LegalAcceptanceEvent> = {
  initialState: () => null,
  evolve: (_state, event) => ({ termsVersion: event.data.termsVersion, privacyVersion: event.data.privacyVersion }),
  decide: acceptLegalTerms,
};
