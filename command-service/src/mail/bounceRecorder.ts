import type { EventOf } from '@conectasst/events/catalogue/defineEvent';
import type { mailEvents } from '@conectasst/events/schemas/mailEvents';
import { mailAddressHash, mailBounceStream } from '@conectasst/events/schemas/mailEvents';
import type { Mailer, MailMessage } from '@conectasst/platform/mail/mailer';
import { MailRejected } from '@conectasst/platform/mail/mailer';
import type { CommandHandler } from '../infrastructure/commandHandler';
import type { Decider } from '../infrastructure/decider';

type MailEvent = EventOf<(typeof mailEvents)[number]>;
export interface Bounce {
  bouncedAt: string;
  smtpCode: number;
  response: string;
}

/** `mailbounce-<sha256(address)>`: every permanent refusal of one address, newest last. */
export const mailBounceDecider: Decider<{ last: Bounce | undefined }, { type: 'RecordBounce'; emailHash: string; bounce: Bounce; subject: string }, MailEvent> = {
  initialState: () => ({ last: undefined }),
  evolve: (_state, event) => ({ last: { bouncedAt: event.data.bouncedAt, smtpCode: event.data.smtpCode, response: event.data.response } }),
  decide: (command) => [{ type: 'MailBounced', data: { emailHash: command.emailHash, subject: command.subject, ...command.bounce } }],
};

/**
 * The mail port as the commands use it: a permanent refusal of the recipient (SMTP 5xx) is recorded as `MailBounced`
 * and the send counts as done (like a bounce that comes back later, it is a fact about the address, not a failure of
 * the request). Temporary failures are thrown as before.
 */
export function bounceRecordingMailer(inner: Mailer, commands: CommandHandler, now: () => Date = () => new Date()): Mailer {
  return {
    async send(message: MailMessage) {
      try {
        await inner.send(message);
      } catch (error) {
        if (!(error instanceof MailRejected)) throw error;
        const emailHash = mailAddressHash(error.recipient);
        await commands.handle(
          mailBounceStream(emailHash),
          mailBounceDecider,
          { type: 'RecordBounce', emailHash, subject: message.subject, bounce: { bouncedAt: now().toISOString(), smtpCode: error.smtpCode, response: error.response.slice(0, 500) } },
          { userId: 'system', role: 'system' },
        );
      }
    },
  };
}

/** The latest permanent refusal of an address, read from its stream (not a read model: a refund decision needs the truth). */
export async function lastBounceOf(commands: CommandHandler, email: string): Promise<Bounce | undefined> {
  return (await commands.load(mailBounceStream(mailAddressHash(email)), mailBounceDecider)).state.last;
}
