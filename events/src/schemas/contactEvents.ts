import { z } from 'zod';
import { defineEvent } from '../catalogue/defineEvent';
import { plainEvent } from './plainEvent';

/** One message sent through 'Fale conosco': `contact-<id>`. */
export const contactStream = (contactId: number) => `contact-${contactId}`;

const contactId = z.number().int().positive();

/** Whose key encrypts a message's personal fields: its sender, one subject per message (erased when the message is deleted). */
export const contactSubject = (contactId: number) => `contact-${contactId}`;

/**
 * The sender is the data subject: erasing `contact-<id>`'s key removes the person's data from every replay. Deleting
 * the message does that first (ADR 0112).
 */
export const ContactMessageReceived = defineEvent({
  type: 'ContactMessageReceived',
  version: 1,
  schema: z.object({
    contactId,
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
    uf: z.string(),
    city: z.string(),
    subject: z.string(),
    text: z.string(),
  }),
  // subject (ADR 0112): the sender's own words, like the text ("Orçamento — Maria, 11 9…").
  personalData: ['firstName', 'lastName', 'email', 'phone', 'city', 'subject', 'text'],
  subject: (d) => contactSubject(d.contactId),
});

export const ContactMessageDeleted = plainEvent('ContactMessageDeleted', z.object({ contactId }));

export const contactEvents = [ContactMessageReceived, ContactMessageDeleted] as const;
