import { z } from 'zod';
import { NOT_TEXT, requiredText, textPattern } from '../rules/textRules';
import {
  CONTACT_CITY_MAX,
  CONTACT_EMAIL_MAX,
  CONTACT_NAME_MAX,
  CONTACT_SUBJECT_MAX,
  CONTACT_TEXT_MAX,
  EMAIL_PATTERN,
  PHONE_DIGITS,
  contactMessages as m,
} from '../rules/contactRules';
import { pageQuery, recordId } from './ids';

const required = (message: string, max: number) => requiredText(message, max, m.tooLong);

/** `POST /v1/contato` (spec §3 submission payload). */
export const createContactRequest = z.object({
  firstName: required(m.firstNameRequired, CONTACT_NAME_MAX),
  lastName: required(m.lastNameRequired, CONTACT_NAME_MAX),
  email: z
    .string({ error: m.emailInvalid })
    .max(CONTACT_EMAIL_MAX, { error: m.emailInvalid })
    .trim()
    .regex(EMAIL_PATTERN, { error: m.emailInvalid }),
  phone: z
    .string({ error: m.phoneInvalid })
    // 10 or 11 digits with any mask: stated on the text as typed, so the OpenAPI document says it too (ADR 0114);
    // NUL is no part of it (the route layer refuses it).
    .regex(textPattern(`^[^0-9${NOT_TEXT}]*(?:[0-9][^0-9${NOT_TEXT}]*){10,11}$`), { error: m.phoneInvalid })
    .transform((value) => value.replace(/\D/g, ''))
    .pipe(z.string().regex(PHONE_DIGITS, { error: m.phoneInvalid })),
  uf: z
    .string({ error: m.ufInvalid })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { error: m.ufInvalid }),
  city: required(m.cityRequired, CONTACT_CITY_MAX),
  subject: required(m.subjectRequired, CONTACT_SUBJECT_MAX),
  text: required(m.textRequired, CONTACT_TEXT_MAX),
});
export type CreateContactRequest = z.input<typeof createContactRequest>;

/** A received message as the admin sees it (spec §3). */
export const contactMessageSchema = z.object({
  id: z.number().int(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  uf: z.string(),
  city: z.string().nullable(),
  subject: z.string(),
  text: z.string().nullable(),
  created_at: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const contactIdParams = z.object({ id: recordId });

/** `GET /v1/contato?page=` (admin): paged, newest first. */
export const listContactsQuery = z.object({ page: pageQuery });
