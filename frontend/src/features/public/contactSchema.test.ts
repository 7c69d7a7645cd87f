import { contactSchema, initialContactValues } from './contactSchema';

const valid = {
  ...initialContactValues,
  firstName: 'Ana',
  lastName: 'Souza',
  email: 'ana.souza@exemplo.com.br',
  phone: '(11) 98765-4321',
  uf: 'SP',
  city: 'Campinas',
  subject: 'Dúvida',
  text: 'Olá',
};

describe("the 'Fale conosco' form schema, built on the server's rules (issue #34 item 3)", () => {
  it('given a masked mobile or landline number, then it is accepted; given too few digits, then refused', async () => {
    await expect(contactSchema.isValid(valid)).resolves.toBe(true);
    await expect(contactSchema.isValid({ ...valid, phone: '(11) 3456-7890' })).resolves.toBe(true);
    await expect(contactSchema.validateAt('phone', { ...valid, phone: '(11) 3456-789' })).rejects.toThrow(
      'Numero de telefone invalido!',
    );
  });

  it('given an address without a domain, then the e-mail is refused', async () => {
    await expect(contactSchema.validateAt('email', { ...valid, email: 'ana@exemplo' })).rejects.toThrow(
      'O e-mail informado é inválido',
    );
  });
});
