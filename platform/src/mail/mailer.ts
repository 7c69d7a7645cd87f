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
}
