/** Rules of the 'Fale conosco' form, shared by the form and the server. */
export const CONTACT_NAME_MAX = 50;
export const CONTACT_EMAIL_MAX = 254;
export const CONTACT_SUBJECT_MAX = 150;
export const CONTACT_TEXT_MAX = 3000;
export const CONTACT_CITY_MAX = 100;
/** Spec §4: after a failed send the page reloads after 2.5 s. */
export const CONTACT_RELOAD_DELAY_MS = 2500;

export const contactMessages = {
  firstNameRequired: 'Preencha o campo nome',
  lastNameRequired: 'Preencha o campo sobrenome',
  emailInvalid: 'O e-mail informado é inválido',
  phoneInvalid: 'Numero de telefone invalido!',
  ufInvalid: 'Selecione um estado',
  cityRequired: 'Selecione uma cidade',
  subjectRequired: 'Preencha o campo assunto',
  textRequired: 'Escreva sua mensagem',
  tooLong: 'Texto longo demais',
  /** Spec §8 */
  success: 'Recebemos seu contato!',
  failure: 'Tente novamente!',
  deleted: 'Contato deletado com sucesso!',
  notFound: 'Contato não encontrado.',
} as const;

import { onlyDigits } from './fieldRules';

/** A simple address pattern (spec §5 uses one for e-mails): the accounts' one. */
export { EMAIL_PATTERN } from './fieldRules';
/** 10 or 11 digits (area code + number), any mask. */
export const PHONE_DIGITS = /^\d{10,11}$/;
export const isContactPhone = (value: string) => PHONE_DIGITS.test(onlyDigits(value));
