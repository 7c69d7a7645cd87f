import type { EventOf } from '@conectasst/events/catalogue/defineEvent';
import {
  legalDocumentStream,
  type LegalDocumentKind,
  type LegalDocumentPublished,
} from '@conectasst/events/schemas/legalEvents';
import type { CommandDeps } from '../infrastructure/commandContext';
import type { Decider } from '../infrastructure/decider';

export type LegalDocumentEvent = EventOf<typeof LegalDocumentPublished>;
export type LegalDocumentState = { version: 0 } | { version: number; title: string; body: string };

export type LegalDocumentCommand = {
  type: 'PublishLegalDocument';
  kind: LegalDocumentKind;
  title: string;
  body: string;
};

/**
 * Terms of use and privacy policy (issue 37 item 3, ADR 0165): each save of a changed text is a new version (1, 2, …),
 * dated by its event; saving the same text again publishes nothing (no new version to accept).
 */
export function publishLegalDocument(command: LegalDocumentCommand, state: LegalDocumentState): LegalDocumentEvent[] {
  if (state.version > 0 && 'title' in state && state.title === command.title && state.body === command.body) return [];
  return [
    {
      type: 'LegalDocumentPublished',
      data: { kind: command.kind, version: state.version + 1, title: command.title, body: command.body },
    },
  ];
}

export const legalDocumentDecider: Decider<LegalDocumentState, LegalDocumentCommand, LegalDocumentEvent> = {
  initialState: () => ({ version: 0 }),
  evolve: (_state, event) => ({ version: event.data.version, title: event.data.title, body: event.data.body }),
  decide: publishLegalDocument,
};

/** The versions in force of both texts, read from their streams (the write side's truth); null before both are published. */
export async function legalVersionsInForce(
  deps: Pick<CommandDeps, 'commands'>,
): Promise<{ termsVersion: number; privacyVersion: number } | null> {
  const [terms, privacy] = await Promise.all([
    deps.commands.load(legalDocumentStream('termos-de-uso'), legalDocumentDecider),
    deps.commands.load(legalDocumentStream('politica-de-privacidade'), legalDocumentDecider),
  ]);
  return terms.state.version && privacy.state.version
    ? { termsVersion: terms.state.version, privacyVersion: privacy.state.version }
    : null;
}
