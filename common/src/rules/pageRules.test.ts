import { promisesContacts } from './pageRules';

describe('promisesContacts: the home says "até 5 contatos" once (issue #35 item 9)', () => {
  it('finds the promise in the admin’s subtitle, with or without the accent', () => {
    expect(
      promisesContacts('Peça orçamento sem criar conta e receba até 5 contatos de prestadores, gratuitamente.'),
    ).toBe(true);
    expect(promisesContacts('Receba ate 5 contatos')).toBe(true);
    expect(promisesContacts('PGR, PCMSO & laudos em um só pedido.')).toBe(false);
  });
});
