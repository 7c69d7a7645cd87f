import type { Mailer, MailMessage, SentMail } from './mailer';

/**
 * Local mode without SMTP_URL: messages are kept in memory and listed at GET /v1/dev/mailbox,
 * so password recovery and receipts can be followed without a mail server. Never used in production mode.
 */
export class DevMailbox implements Mailer {
  private readonly messages: SentMail[] = [];
  private nextId = 1;

  constructor(
    private readonly from: string,
    private readonly capacity = 500,
  ) {}

  async send(message: MailMessage): Promise<void> {
    this.messages.push({ ...message, id: this.nextId++, from: this.from, sentAt: new Date().toISOString() });
    if (this.messages.length > this.capacity) this.messages.shift();
  }

  /** Newest first. */
  list(): SentMail[] {
    return [...this.messages].reverse();
  }
}
