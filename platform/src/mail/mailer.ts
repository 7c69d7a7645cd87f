/** An e-mail the product sends (recovery codes, demand receipts, provider contacts, new-demand digests). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** The mail port. Adapters: SMTP (nodemailer, SMTP_URL) and the local dev mailbox. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface SentMail extends MailMessage {
  id: number;
  from: string;
  sentAt: string;
  /** Set when the (simulated) receiving server refused the address: the SMTP answer. */
  rejected?: string;
}

/**
 * The receiving server refused the recipient for good (an SMTP 5xx answer, e.g. "550 5.1.1 no such user"). Temporary
 * failures (4xx, connection errors) are ordinary errors: the message may go through later.
 */
export class MailRejected extends Error {
  constructor(
    readonly recipient: string,
    readonly smtpCode: number,
    readonly response: string,
  ) {
    super(`mail to ${recipient} rejected: ${response}`);
    this.name = 'MailRejected';
  }
}
