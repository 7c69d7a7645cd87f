import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { DevMailbox } from './devMailbox';
import { MailRejected } from './mailer';
import { smtpMailer } from './smtpMailer';

/** A real SMTP conversation: nodemailer → smtp-server on 127.0.0.1, the message parsed back with postal-mime. */
describe('mail port', () => {
  let server: SMTPServer;
  let port: number;
  const received: { from: string; to: string[]; raw: Buffer }[] = [];

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onRcptTo(address, _session, callback) {
        if (address.address.startsWith('ninguem@'))
          callback(Object.assign(new Error('5.1.1 user unknown'), { responseCode: 550 }));
        else if (address.address.startsWith('cheia@'))
          callback(Object.assign(new Error('4.2.2 mailbox full, try later'), { responseCode: 452 }));
        else callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('sends through SMTP_URL with sender, recipient, subject and a Portuguese UTF-8 body', async () => {
    const mailer = smtpMailer(`smtp://127.0.0.1:${port}`, 'ConectaSST <nao-responda@conectasst.com.br>');
    await mailer.send({
      to: 'maria@exemplo.com.br',
      subject: 'Código para redefinir sua senha',
      text: 'Seu código é: ABCD2345\nAté já!',
    });
    mailer.close();
    expect(received).toHaveLength(1);
    expect(received[0]!.from).toBe('nao-responda@conectasst.com.br');
    expect(received[0]!.to).toEqual(['maria@exemplo.com.br']);
    const parsed = await PostalMime.parse(received[0]!.raw);
    expect(parsed.subject).toBe('Código para redefinir sua senha');
    expect(parsed.from?.name).toBe('ConectaSST');
    expect(parsed.text?.trim()).toBe('Seu código é: ABCD2345\nAté já!');
  });

  it('a permanent refusal of the recipient (5xx) is a MailRejected with the code; a temporary one (4xx) is an ordinary error', async () => {
    const mailer = smtpMailer(`smtp://127.0.0.1:${port}`, 'x@conectasst.com.br');
    const rejected = await mailer
      .send({ to: 'ninguem@exemplo.com.br', subject: 's', text: 't' })
      .catch((e: unknown) => e);
    expect(rejected).toBeInstanceOf(MailRejected);
    expect(rejected).toMatchObject({ recipient: 'ninguem@exemplo.com.br', smtpCode: 550 });
    expect((rejected as MailRejected).response).toContain('user unknown');
    const later = await mailer.send({ to: 'cheia@exemplo.com.br', subject: 's', text: 't' }).catch((e: unknown) => e);
    expect(later).toBeInstanceOf(Error);
    expect(later).not.toBeInstanceOf(MailRejected);
    mailer.close();
  });

  it('the dev mailbox refuses addresses under the reserved .invalid domain like a real server (550), and lists them', async () => {
    const box = new DevMailbox('ConectaSST <x@conectasst.com.br>');
    await expect(box.send({ to: 'compras@empresa.invalid', subject: 'm', text: 't' })).rejects.toMatchObject({
      name: 'MailRejected',
      smtpCode: 550,
    });
    expect(box.list()[0]).toMatchObject({ to: 'compras@empresa.invalid', rejected: expect.stringContaining('550') });
  });

  it('fails loudly when the server cannot be reached', async () => {
    const mailer = smtpMailer('smtp://127.0.0.1:1', 'x@conectasst.com.br');
    await expect(mailer.send({ to: 'a@b.com', subject: 's', text: 't' })).rejects.toThrow();
    mailer.close();
  });

  it('the dev mailbox keeps the newest messages first, up to its capacity', async () => {
    const box = new DevMailbox('ConectaSST <x@conectasst.com.br>', 2);
    for (const n of [1, 2, 3]) await box.send({ to: `p${n}@exemplo.com`, subject: `m${n}`, text: 't' });
    expect(box.list().map((m) => m.subject)).toEqual(['m3', 'm2']);
    expect(box.list()[0]).toMatchObject({
      from: 'ConectaSST <x@conectasst.com.br>',
      sentAt: expect.any(String),
      id: 3,
    });
  });
});
