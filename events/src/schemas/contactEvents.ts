import { z } from 'zod';
import { defineEvent } from '../catalogue/defineEvent';

/** One message sent through 'Fale conosco': `contact-<id>`. */
export const contactStream = (contactId: number) => `contact-${contactId}`;

const contactId = z.number().int().positive();

/** The sender is the data subject: erasing `contact-<id>`'s key removes the person's data from every replay. */
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
  personalData: ['firstName', 'lastName', 'email', 'phone', 'city', 'text'],
  subject: (d) => `contact-${d.contactId}`,
});

export const ContactMessageDeleted = defineEvent({ type: 'ContactMessageDeleted', version: 1, schema: z.object({ contactId }), personalData: [] });

export const contactEvents = [ContactMessageReceived, ContactMessageDeleted] as const;
