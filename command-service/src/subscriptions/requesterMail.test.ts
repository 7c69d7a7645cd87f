import { providerSubscribedMail } from './requesterMail';

const config = { publicUrl: 'https://www.conectasst.example', jwtSecret: 'segredo-de-teste-com-32-caracteres!!' };
const provider = { name: 'Rita', surname: 'Alves', corporate_name: null, email: 'rita@sst.com.br', credentials: [] };

/** Issue #35 item 9: the requester's e-mail shows the provider's phone as a phone, not as the digits stored. */
describe('the e-mail telling a requester that a provider subscribed', () => {
  it.each([
    ['19991234567', '(19) 99123-4567'],
    ['1933334444', '(19) 3333-4444'],
  ])('shows %s as %s', (stored, shown) => {
    const mail = providerSubscribedMail(
      config,
      new Date('2026-11-27T12:00:00Z'),
      7,
      { email: 'ana@cliente.com.br' },
      { ...provider, phone: stored },
    );
    expect(mail.text).toContain(`Telefone: ${shown}`);
    expect(mail.text).not.toContain(stored);
  });

  it('without a phone, a dash', () => {
    const mail = providerSubscribedMail(
      config,
      new Date('2026-11-27T12:00:00Z'),
      7,
      { email: 'ana@cliente.com.br' },
      { ...provider, phone: null },
    );
    expect(mail.text).toContain('Telefone: —');
  });
});
