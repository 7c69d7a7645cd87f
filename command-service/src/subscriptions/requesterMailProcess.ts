import type { Pool } from 'pg';
import type { LogPosition } from '@conectasst/events/envelope';
import { PARK_AFTER_FAILURES } from '@conectasst/projections/parkedEvents';
import { ProviderSubscribed } from '@conectasst/events/schemas/demandEvents';
import type { CommandDeps } from '../infrastructure/commandContext';
import { startLogProcess } from '../infrastructure/logProcess';
import { providerSubscribedMail } from './requesterMail';

export interface RequesterMailProcessOptions {
  deps: Pick<CommandDeps, 'store' | 'catalogue' | 'lookups' | 'mailer' | 'config' | 'now'>;
  /** The write side's PostgreSQL: the process's checkpoint (`process_checkpoints`). */
  pool: Pool;
  /** Read-your-writes for the process: resolves true once every read model has applied `position`. */
  waitForReadModels: (position: LogPosition) => Promise<boolean>;
  /** A failed batch (retried with backoff) or a mail the server refused (not retried). */
  onError: (error: unknown) => void;
  /** Once per event parked after the bounded retries (ADR 0155): the fields of its one error line. */
  onParked?: (fields: Record<string, unknown>) => void;
  /** Failures of one batch before it is handled one event at a time and the failing events are parked; 5 by default. */
  parkAfter?: number;
}

export interface RequesterMailProcess {
  /** Resolves once the e-mails of every subscription committed before the call are sent. */
  caughtUp(): Promise<void>;
  stop(): Promise<void>;
}

/** The checkpoint row's name. */
export const REQUESTER_MAILS = 'requester-mails';

/**
 * The process reads the log at most this often: nobody waits on these e-mails, and under a stream of appends fewer,
 * larger batches cost fewer reads of the log, waits and statements than one per append's wake-up.
 */
const PACE_MS = 100;

/**
 * The requester's e-mail of each decoded `ProviderSubscribed`: what every seat's e-mail needs in one statement, then
 * the sends. Also "Reprocessar" of an event this process parked (ADR 0155).
 */
export async function sendRequesterMails(
  deps: RequesterMailProcessOptions['deps'],
  subscribed: readonly { data: Record<string, unknown> }[],
  onError: (error: unknown) => void,
): Promise<void> {
  const seats = subscribed.map((e) => e.data as { demandId: number; providerId: string });
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
}

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
  onParked = (fields) => onError(new Error(`requester e-mails: event parked ${JSON.stringify(fields)}`)),
  parkAfter = PARK_AFTER_FAILURES,
}: RequesterMailProcessOptions): Promise<RequesterMailProcess> {
  // The log process (checkpoint under lock, read models awaited, poison events parked) that instant alerts use too.
  return startLogProcess({
    name: REQUESTER_MAILS,
    store: deps.store,
    pool,
    eventTypes: [ProviderSubscribed.type],
    waitForReadModels,
    // Another process may have sent part of a batch already: the log process hands over only what lies past the
    // stored checkpoint.
    act: async (events) => sendRequesterMails(deps, await deps.catalogue.decodeMany(events), onError),
    onError,
    onParked,
    parkAfter,
    paceMs: PACE_MS,
  });
}
