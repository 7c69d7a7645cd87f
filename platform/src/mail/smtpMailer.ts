import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './mailer';

/** Sends through any SMTP server given as a URL (smtp://user:pass@host:587, smtps://… for implicit TLS). */
export function smtpMailer(smtpUrl: string, from: string): Mailer & { close(): void } {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message: MailMessage) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, ...(message.html ? { html: message.html } : {}) });
    },
    close() {
      transport.close();
    },
  };
}
