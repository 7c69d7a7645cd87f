import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './mailer';
import { MailRejected } from './mailer';

/** Sends through any SMTP server given as a URL (smtp://user:pass@host:587, smtps://… for implicit TLS). */
export function smtpMailer(smtpUrl: string, from: string): Mailer & { close(): void } {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message: MailMessage) {
      try {
        await transport.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
        });
      } catch (error) {
        // A 5xx answer is permanent (the address does not exist, the mailbox is closed): report it as such.
        const { responseCode, response } = error as { responseCode?: number; response?: string };
        if (typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600)
          throw new MailRejected(message.to, responseCode, response ?? String(responseCode));
        throw error;
      }
    },
    close() {
      transport.close();
    },
  };
}
