import type { Mailer, MailMessage, SentMail } from './mailer';
import { MailRejected } from './mailer';

/**
 * Domains under the reserved top-level domain `.invalid` (RFC 2606) cannot exist: a real server answers 550 for them.
 * The dev mailbox does the same, so bounces can be followed locally (e.g. a requester `maria@empresa.invalid`).
 */
const REJECTED_DOMAIN = /\.invalid$/i;

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
    const rejected = REJECTED_DOMAIN.test(message.to.split('@')[1] ?? '')
      ? '550 5.1.2 Domínio do destinatário não existe'
      : undefined;
    this.messages.push({
      ...message,
      id: this.nextId++,
      from: this.from,
      sentAt: new Date().toISOString(),
      ...(rejected ? { rejected } : {}),
    });
    if (this.messages.length > this.capacity) this.messages.shift();
    if (rejected) throw new MailRejected(message.to, 550, rejected);
  }

  /** Newest first. */
  list(): SentMail[] {
    return [...this.messages].reverse();
  }
}
