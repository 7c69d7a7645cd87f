import { asText } from '@conectasst/common/rules/textRules';
import type { EventOf } from '@conectasst/events/catalogue/defineEvent';
import type { mailEvents } from '@conectasst/events/schemas/mailEvents';
import { SubjectErased } from '@conectasst/events/catalogue/keyStore';
import { mailAddressHash, mailBounceStream } from '@conectasst/events/schemas/mailEvents';
import type { Mailer, MailMessage } from '@conectasst/platform/mail/mailer';
import { MailRejected } from '@conectasst/platform/mail/mailer';
import type { CommandHandler } from '../infrastructure/commandHandler';
import type { Decider } from '../infrastructure/decider';

type MailEvent = EventOf<(typeof mailEvents)[number]>;
export interface Bounce {
  bouncedAt: string;
  smtpCode: number;
  /** Null when the address's owner was erased (LGPD) before the bounce was recorded. */
  response: string | null;
}

/** `mailbounce-<hmac(address)>`: every permanent refusal of one address, newest last. */
export const mailBounceDecider: Decider<
  { last: Bounce | undefined },
  { type: 'RecordBounce'; emailHash: string; bounce: Bounce; subject: string | null },
  MailEvent
> = {
  initialState: () => ({ last: undefined }),
  evolve: (_state, event) => ({
    last: { bouncedAt: event.data.bouncedAt, smtpCode: event.data.smtpCode, response: event.data.response },
  }),
  decide: (command) => [
    { type: 'MailBounced', data: { emailHash: command.emailHash, subject: command.subject, ...command.bounce } },
  ],
};

/**
 * The mail port as the commands use it: a permanent refusal of the recipient (SMTP 5xx) is recorded as `MailBounced`
 * and the send counts as done (like a bounce that comes back later, it is a fact about the address, not a failure of
 * the request). Temporary failures are thrown as before.
 */
export function bounceRecordingMailer(
  inner: Mailer,
  commands: CommandHandler,
  options: { addressSecret: string; now: () => Date },
): Mailer {
  const { now } = options;
  return {
    async send(message: MailMessage) {
      try {
        await inner.send(message);
      } catch (error) {
        if (!(error instanceof MailRejected)) throw error;
        const emailHash = mailAddressHash(error.recipient, options.addressSecret);
        const record = (subject: string | null, response: string | null) =>
          commands.handle(
            mailBounceStream(emailHash),
            mailBounceDecider,
            {
              type: 'RecordBounce',
              emailHash,
              subject,
              bounce: { bouncedAt: now().toISOString(), smtpCode: error.smtpCode, response },
            },
            { userId: 'system', role: 'system' },
          );
        try {
          // The server's own text, cut at a code point and made well-formed (ADR 0154): it goes into the log.
          await record(message.subject, asText(error.response, 500));
        } catch (recordError) {
          // The address's owner was erased (LGPD): the refusal is still a fact, recorded without its texts.
          if (!(recordError instanceof SubjectErased)) throw recordError;
          await record(null, null);
        }
      }
    },
  };
}

/**
 * The latest permanent refusal of an address, read from its stream (not a read model: a refund decision needs the truth).
 * Bounces recorded before ADR 0112 are under the plain SHA-256 of the address: read there when the keyed stream has none.
 */
export async function lastBounceOf(
  commands: CommandHandler,
  email: string,
  addressSecret: string,
): Promise<Bounce | undefined> {
  const keyed = (await commands.load(mailBounceStream(mailAddressHash(email, addressSecret)), mailBounceDecider)).state
    .last;
  return keyed ?? (await commands.load(mailBounceStream(mailAddressHash(email)), mailBounceDecider)).state.last;
}
