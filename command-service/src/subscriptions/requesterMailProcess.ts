import type { Pool } from 'pg';
import type { LogPosition, RecordedEvent } from '@conectasst/events/envelope';
import { comparePositions } from '@conectasst/events/envelope';
import { ProviderSubscribed } from '@conectasst/events/schemas/demandEvents';
import type { CommandDeps } from '../infrastructure/commandContext';
import { ProcessCheckpoint } from '../infrastructure/processCheckpoint';
import { providerSubscribedMail } from './requesterMail';

export interface RequesterMailProcessOptions {
  deps: Pick<CommandDeps, 'store' | 'catalogue' | 'lookups' | 'mailer' | 'config' | 'now'>;
  /** The write side's PostgreSQL: the process's checkpoint (`process_checkpoints`). */
  pool: Pool;
  /** Read-your-writes for the process: resolves true once every read model has applied `position`. */
  waitForReadModels: (position: LogPosition) => Promise<boolean>;
  /** A failed batch (retried with backoff) or a mail the server refused (not retried). */
  onError: (error: unknown) => void;
}

export interface RequesterMailProcess {
  /** Resolves once the e-mails of every subscription committed before the call are sent. */
  caughtUp(): Promise<void>;
  stop(): Promise<void>;
}

/** The checkpoint row's name. */
export const REQUESTER_MAILS = 'requester-mails';

/** A log with no subscription in it moves the checkpoint at most this often (a restart re-reads at most this much). */
const IDLE_CHECKPOINT_MS = 10_000;
/**
 * The process reads the log at most this often: nobody waits on these e-mails, and under a stream of appends fewer,
 * larger batches cost fewer reads of the log, waits and statements than one per append's wake-up.
 */
const PACE_MS = 100;

/**
 * "Up to 5 contacts" (ADR 0152): each `ProviderSubscribed` in the log sends the demand's requester the provider's
 * contact, off the request that subscribed. A process manager on the command side follows the log from its own
 * checkpoint; for each batch it waits until the read models hold the batch, reads what every seat's e-mail needs in one
 * statement (`seatMails`), sends the e-mails and moves the checkpoint, holding the checkpoint row's lock throughout.
 * So a crash after the subscription's append never loses its e-mail (the next start reads from the checkpoint), two
 * processes never send the same one, and a crash between the sends and the checkpoint's commit is the only way an
 * e-mail goes twice. A seat given back before its e-mail left, an erased requester or one without an address: no mail.
 */
export async function startRequesterMailProcess({
  deps,
  pool,
  waitForReadModels,
  onError,
}: RequesterMailProcessOptions): Promise<RequesterMailProcess> {
  const checkpoint = new ProcessCheckpoint(pool, REQUESTER_MAILS);
  const from = await checkpoint.open(() => deps.store.headPosition());
  let movedAt = Date.now();
  const subscription = deps.store.subscribe(
    from,
    async (events, upTo) => {
      await handle(events, upTo);
      await new Promise((resolve) => setTimeout(resolve, PACE_MS));
    },
    { eventTypes: [ProviderSubscribed.type], onError },
  );
  return { caughtUp: () => subscription.caughtUp(), stop: () => subscription.stop() };

  async function handle(events: RecordedEvent[], upTo: LogPosition): Promise<void> {
    if (events.length === 0) {
      if (Date.now() - movedAt < IDLE_CHECKPOINT_MS) return;
      await checkpoint.skipTo(upTo);
      movedAt = Date.now();
      return;
    }
    // The seats, the requesters' addresses and the providers' contacts of this batch are in the read models.
    if (!(await waitForReadModels(upTo)))
      throw new Error('requester e-mails: the read models are behind the log; retrying');
    await checkpoint.advance(upTo, async (stored) => {
      // Another process may have sent part of this batch already: only what lies past the stored checkpoint.
      const fresh = await deps.catalogue.decodeMany(events.filter((e) => comparePositions(e.position, stored) > 0));
      const seats = fresh.map((e) => e.data as { demandId: number; providerId: string });
      const now = deps.now();
      const mails = (await deps.lookups.seatMails(seats)).map((seat) =>
        providerSubscribedMail(
          deps.config,
          now,
          seat.demand_id,
          { email: seat.requester_email, name: seat.requester_name },
          seat,
        ),
      );
      // A refused address is recorded by the mailer (MailBounced); it is not sent again.
      await Promise.all(mails.map((mail) => deps.mailer.send(mail).catch(onError)));
    });
    movedAt = Date.now();
  }
}
