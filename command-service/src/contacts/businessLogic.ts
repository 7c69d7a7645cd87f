import { contactMessages } from '@conectasst/common/rules/contactRules';
import type { EventOf } from '@conectasst/events/catalogue/defineEvent';
import type { contactEvents } from '@conectasst/events/schemas/contactEvents';
import { DomainError } from '@conectasst/common/rules/domainError';
import type { Decider } from '../infrastructure/decider';
import { decideByType } from '../infrastructure/decider';

export type ContactEvent = EventOf<(typeof contactEvents)[number]>;
export type ContactReceivedData = Extract<ContactEvent, { type: 'ContactMessageReceived' }>['data'];
export type ContactState = 'none' | 'received' | 'deleted';

export type ContactCommand =
  { type: 'ReceiveContactMessage'; message: ContactReceivedData } | { type: 'DeleteContactMessage'; contactId: number };

export function receiveContactMessage(
  command: Extract<ContactCommand, { type: 'ReceiveContactMessage' }>,
  state: ContactState,
): ContactEvent[] {
  if (state !== 'none') throw new DomainError('conflict', 'Esta mensagem já foi recebida.');
  return [{ type: 'ContactMessageReceived', data: command.message }];
}

export function deleteContactMessage(
  command: Extract<ContactCommand, { type: 'DeleteContactMessage' }>,
  state: ContactState,
): ContactEvent[] {
  if (state !== 'received') throw new DomainError('not_found', contactMessages.notFound);
  return [{ type: 'ContactMessageDeleted', data: { contactId: command.contactId } }];
}

export const decideContact = decideByType<ContactState, ContactCommand, ContactEvent>({
  ReceiveContactMessage: receiveContactMessage,
  DeleteContactMessage: deleteContactMessage,
});

/** A message sent through 'Fale conosco'. */
export const contactDecider: Decider<ContactState, ContactCommand, ContactEvent> = {
  initialState: () => 'none',
  evolve: (_state, event) => (event.type === 'ContactMessageReceived' ? 'received' : 'deleted'),
  decide: decideContact,
};
