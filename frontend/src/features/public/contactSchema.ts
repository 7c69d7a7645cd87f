import {
  CONTACT_CITY_MAX,
  CONTACT_NAME_MAX,
  CONTACT_SUBJECT_MAX,
  CONTACT_TEXT_MAX,
  EMAIL_PATTERN,
  contactMessages as m,
  isContactPhone,
} from '@conectasst/common/rules/contactRules';
import * as yup from 'yup';

export interface ContactFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  uf: string;
  city: string;
  subject: string;
  text: string;
}

export const initialContactValues: ContactFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  uf: '',
  city: '',
  subject: '',
  text: '',
};

/** (11) 98765-4321 while typing; the server keeps the digits. */
export function maskPhone(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 11);
  if (digits.length <= 2) return digits.length ? `(${digits}` : '';
  const rest = digits.slice(2);
  const split = digits.length === 11 ? 5 : 4;
  return `(${digits.slice(0, 2)}) ${rest.slice(0, split)}${rest.length > split ? `-${rest.slice(split)}` : ''}`;
}

/** Same rules as the server's `createContactRequest`. */
export const contactSchema = yup.object({
  firstName: yup.string().trim().required(m.firstNameRequired).max(CONTACT_NAME_MAX, m.tooLong),
  lastName: yup.string().trim().required(m.lastNameRequired).max(CONTACT_NAME_MAX, m.tooLong),
  email: yup.string().trim().required(m.emailInvalid).matches(EMAIL_PATTERN, m.emailInvalid),
  phone: yup
    .string()
    .required(m.phoneInvalid)
    .test('phone', m.phoneInvalid, (value) => isContactPhone(value ?? '')),
  uf: yup.string().required(m.ufInvalid),
  city: yup.string().trim().required(m.cityRequired).max(CONTACT_CITY_MAX, m.tooLong),
  subject: yup.string().trim().required(m.subjectRequired).max(CONTACT_SUBJECT_MAX, m.tooLong),
  text: yup.string().trim().required(m.textRequired).max(CONTACT_TEXT_MAX, m.tooLong),
});
