import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the SMTP server received it: envelope recipients, decoded subject and text body. */
export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

/** Quoted-printable (with soft line breaks) or base64 body, and RFC 2047 encoded words in the subject, as UTF-8. */
const decodeQuotedPrintable = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
const decodeWords = (header: string) =>
  header
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_m, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    )
    .trim();

/** A single-part message (what nodemailer sends for a text-only mail) as a `ReceivedMail`. */
export function parseMail(raw: string, to: string[]): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split);
  const body = raw.slice(split + 4);
  const subject = decodeWords(/^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(head)?.[1] ?? '');
  const encoding = /^Content-Transfer-Encoding: (\S+)/im.exec(head)?.[1]?.toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return { to, subject, text };
}

export interface SmtpTestServerOptions {
  /** Mailboxes the server does not know: `RCPT TO` one of them gets "550 5.1.1 … does not exist" (a hard bounce). */
  unknownMailboxes?: readonly string[];
}

/**
 * A real SMTP server on a free local port that keeps every message it accepts (`received`, oldest first): start the
 * app with `smtpUrl` so its mail goes through nodemailer and the network like in production.
 */
export async function startSmtpTestServer({ unknownMailboxes = [] }: SmtpTestServerOptions = {}): Promise<{
  smtpUrl: string;
  received: ReceivedMail[];
  stop: () => Promise<void>;
}> {
  const received: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      if (!unknownMailboxes.includes(address.address)) return callback();
      callback(Object.assign(new Error(`5.1.1 Mailbox ${address.address} does not exist`), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(
          parseMail(
            Buffer.concat(chunks).toString('latin1'),
            session.envelope.rcptTo.map((r) => r.address),
          ),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  return {
    smtpUrl: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    received,
    stop: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

/**
 * The SMTP server of a test file, like `useTestApi()` for the system (ADR 0143): registers the `beforeAll` that starts
 * it and the `afterAll` that stops it. Call it before `useTestApi(() => ({ smtpUrl: smtp.url() }))` so the server is
 * up when the system starts (hooks run in the order they are registered; the mailer opens one connection per message,
 * so none is left open when the server stops first).
 */
export function useSmtpTestServer(options: SmtpTestServerOptions = {}): { url(): string; received(): ReceivedMail[] } {
  let server: Awaited<ReturnType<typeof startSmtpTestServer>> | undefined;
  const started = () => {
    if (!server) throw new Error('useSmtpTestServer(): the server is not started yet (use it inside a test or a hook)');
    return server;
  };
  beforeAll(async () => {
    server = await startSmtpTestServer(options);
  });
  afterAll(async () => {
    await server?.stop();
  });
  return { url: () => started().smtpUrl, received: () => started().received };
}
