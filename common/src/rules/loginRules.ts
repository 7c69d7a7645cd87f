/** Messages of the login screen (spec §2 /login, §8). */
export const loginMessages = {
  emailRequired: 'Preencha o campo e-mail',
  passwordRequired: 'Preencha o campo senha',
} as const;
