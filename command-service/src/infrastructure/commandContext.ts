import type { EventCatalogue } from '@conectasst/events/catalogue/eventCatalogue';
import type { EventStore } from '@conectasst/events/eventStore';
import type { PasswordHasher } from '@conectasst/platform/auth/passwords';
import type { RouteDeps } from '@conectasst/platform/http/route';
import type { AppConfig } from '@conectasst/platform/config';
import type { Mailer } from '@conectasst/platform/mail/mailer';
import type { PaymentGateway } from '@conectasst/platform/payments/paymentGateway';
import type { InvoiceIssuer } from '@conectasst/platform/invoicing/invoicing';
import type { ProposalAttachments } from '@conectasst/platform/attachments/proposalAttachments';
import type { CommandHandler } from './commandHandler';
import type { IdAllocator } from './idAllocator';
import type { CommandMetadata } from './commandHandler';
import type { AuthUser } from '@conectasst/platform/auth/tokens';
import type { ReadModelLookups } from '../readModelLookups';
import type { ParkedOutcomeOf, ReprocessOutcome } from '@conectasst/projections/reprocessParked';

/** What the command modules need; built once by whoever hosts the command-service. */
export interface CommandDeps {
  store: EventStore;
  catalogue: EventCatalogue;
  commands: CommandHandler;
  ids: IdAllocator;
  /**
   * The read models, through the one port the command side has for them (ADR 0132): logins, recoveries, e-mails,
   * sweeps and lookups of ids. Never for an invariant that must hold under races (those are decided on the streams).
   */
  lookups: ReadModelLookups;
  hasher: PasswordHasher;
  config: AppConfig;
  route: RouteDeps;
  /** Outgoing e-mail (SMTP, or the dev mailbox in local mode). */
  mailer: Mailer;
  /** Payment gateway: sandbox checkout locally, Mercado Pago Checkout Pro in production (docs/credits.md). */
  payments: PaymentGateway;
  /** NFS-e issuer (docs/invoicing.md): the local sandbox, or Focus NFe in production. */
  invoicing: InvoiceIssuer;
  /**
   * "Eventos com falha" (ADR 0155): re-applies parked events to their projection, or marks them ignored, in the
   * `parked_events` table beside the read models.
   */
  parkedEvents: ParkedEventsPort;
  /** The PDFs of proposals, outside the event log (ADR 0163). */
  attachments: ProposalAttachments;
  /** The clock of command routes (`new Date()` in the app; injected so the time a command is taken at is one value). */
  now: () => Date;
}

type ParkedSelection = readonly { consumer: string; eventId: string }[];

/** The command side's port to the parked events (projections/src/reprocessParked.ts behind it). */
export interface ParkedEventsPort {
  reprocess(items: ParkedSelection, by: string): Promise<ParkedOutcomeOf<ReprocessOutcome>[]>;
  ignore(items: ParkedSelection, by: string): Promise<ParkedOutcomeOf<'ignored' | 'not-parked'>[]>;
}

export function metadataFor(user: AuthUser | undefined, idempotencyKey: string | undefined): CommandMetadata {
  return {
    userId: user?.id ?? 'anonymous',
    role: user?.role ?? 'public',
    ...(idempotencyKey ? { idempotencyKey } : {}),
  };
}
