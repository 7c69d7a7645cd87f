import type { Pool } from 'pg';
import type { LogPosition } from '@conectasst/events/envelope';
import type { EventStore } from '@conectasst/events/eventStore';
import type { EventCatalogue } from '@conectasst/events/catalogue/eventCatalogue';
import { invoiceStream } from '@conectasst/events/schemas/invoiceEvents';
import { CreditsPurchased, CreditsReversed } from '@conectasst/events/schemas/walletEvents';
import {
  type InvoiceCustomer,
  type InvoiceIssuer,
  InvoicingUnavailable,
} from '@conectasst/platform/invoicing/invoicing';
import type { CommandHandler } from '../infrastructure/commandHandler';
import type { LogProcess } from '../infrastructure/logProcess';
import { startLogProcess } from '../infrastructure/logProcess';
import type { InvoiceCommand, InvoiceEvent, InvoiceReversalKind } from './businessLogic';
import { invoiceDecider } from './businessLogic';

/** The checkpoint row's name (and the consumer of its parked events). */
export const INVOICING = 'nfse-invoicing';

/** What a note of the order says, read when it is asked for (never copied into the log: the buyer's data is personal). */
export interface InvoiceOrder {
  orderId: number;
  /** "Pacote Essencial — 100 créditos". */
  description: string;
  /** When the payment was confirmed (ISO). */
  paidAt: string;
  /** The provider's fiscal data; undefined while incomplete (the attempt fails and is retried). */
  customer?: InvoiceCustomer;
}

export interface InvoiceProcessDeps {
  commands: Pick<CommandHandler, 'handle'>;
  issuer: InvoiceIssuer;
  orderFor(orderId: number): Promise<InvoiceOrder | undefined>;
  now(): Date;
}

/** What moves an order's note: the payment confirmed, a reversal, or a due retry (the sweep). */
export type InvoiceTrigger =
  | { kind: 'paid'; amountCents: number }
  | { kind: 'reversed'; reversal: InvoiceReversalKind; keptCents: number }
  | { kind: 'retry' };

const metadata = { userId: 'system:nfse', role: 'system' };

/**
 * Serves one order's note (ADR 0171): decides the claim on `invoice-<orderId>` (appended before any call), calls the
 * issuer for each claim it got, and records the outcome; an outcome that claims again (a note issued after a void is
 * cancelled; a cancellation after a partial refund reissues) is served in the same call. A claim that is not granted
 * (already claimed, not due) calls nothing: two processes, or a redelivered event, never call the issuer twice.
 */
export async function serveInvoice(
  deps: InvoiceProcessDeps,
  orderId: number,
  trigger: InvoiceTrigger,
): Promise<InvoiceEvent[]> {
  const stream = invoiceStream(orderId);
  const decide = async (command: InvoiceCommand) =>
    (await deps.commands.handle(stream, invoiceDecider, command, metadata)).events;
  const now = () => deps.now().toISOString();
  const recorded: InvoiceEvent[] = [];
  let claims =
    trigger.kind === 'reversed'
      ? await decide({ type: 'ClaimCancel', orderId, kind: trigger.reversal, keptCents: trigger.keptCents, now: now() })
      : trigger.kind === 'retry'
        ? await decide({ type: 'ClaimRetry', orderId, now: now() })
        : await decide({ type: 'ClaimIssue', orderId, amountCents: trigger.amountCents, now: now() });
  for (let rounds = 0; claims.length > 0 && rounds < 5; rounds++) {
    recorded.push(...claims);
    const claim = claims[claims.length - 1]!;
    claims = [];
    if (claim.type === 'InvoiceRequested') claims = await issue(claim.data.reference, claim.data.amountCents);
    else if (claim.type === 'InvoiceCancellationRequested')
      claims = await cancel(claim.data.reference, claim.data.kind);
    // Cancelled after a partial refund: the note of the money kept is claimed (the amount is the state's).
    else if (claim.type === 'InvoiceCancelled')
      claims = await decide({ type: 'ClaimIssue', orderId, amountCents: 1, now: now() });
  }
  return recorded;

  async function issue(reference: string, amountCents: number): Promise<InvoiceEvent[]> {
    const failed = (reason: string, retryable: boolean) =>
      decide({ type: 'RecordIssueFailure', orderId, reference, reason, retryable, now: now() });
    const order = await deps.orderFor(orderId);
    if (!order?.customer) return failed('dados fiscais do comprador incompletos', true);
    try {
      const note = await deps.issuer.issue({
        reference,
        orderId,
        description: order.description,
        amountCents,
        customer: order.customer,
        renderedAt: order.paidAt,
      });
      if (note.status === 'issued') {
        const { number, verificationCode, issuedAt, pdfUrl } = note;
        const events = await decide({
          type: 'RecordIssued',
          orderId,
          reference,
          number,
          verificationCode,
          issuedAt,
          ...(pdfUrl ? { pdfUrl } : {}),
        });
        recorded.push(...events.filter((e) => e.type === 'InvoiceIssued'));
        return events.filter((e) => e.type !== 'InvoiceIssued');
      }
      // The municipality answers later: asked again after the backoff (the issuer answers the same note by reference).
      if (note.status === 'processing') return failed('em processamento na prefeitura', true);
      return failed(note.reason, false);
    } catch (error) {
      if (error instanceof InvoicingUnavailable) return failed(error.message, true);
      throw error;
    }
  }

  async function cancel(reference: string, kind: InvoiceReversalKind): Promise<InvoiceEvent[]> {
    const failed = (reason: string, retryable: boolean) =>
      decide({ type: 'RecordCancelFailure', orderId, reference, reason, retryable, now: now() });
    const reason = {
      refunded: 'Estorno integral do pagamento',
      charged_back: 'Contestação (chargeback) do pagamento',
      partial_refund: 'Estorno parcial: nota substituída pelo valor mantido',
    }[kind];
    try {
      const result = await deps.issuer.cancel(reference, reason);
      if (result.status === 'cancelled') return decide({ type: 'RecordCancelled', orderId, reference, now: now() });
      if (result.status === 'processing') return failed('cancelamento em processamento na prefeitura', true);
      return failed(result.reason, false);
    } catch (error) {
      if (error instanceof InvoicingUnavailable) return failed(error.message, true);
      throw error;
    }
  }
}

export interface InvoiceProcessOptions {
  deps: InvoiceProcessDeps & {
    store: Pick<EventStore, 'subscribe' | 'headPosition'>;
    catalogue: Pick<EventCatalogue, 'decodeMany'>;
  };
  /** The money already refunded of an order by partial refunds (the note reissued is of the rest). */
  refundedSoFar(orderId: number): Promise<number>;
  pool: Pool;
  waitForReadModels: (position: LogPosition) => Promise<boolean>;
  onError: (error: unknown) => void;
  onParked?: (fields: Record<string, unknown>) => void;
  parkAfter?: number;
}

/**
 * The NFS-e process manager, fed by the log with its own checkpoint and parking (startLogProcess, ADR 0155): a
 * `CreditsPurchased` (card, boleto or PIX confirmed) asks for the order's note; a `CreditsReversed` (refund,
 * chargeback, partial refund) cancels it (and reissues the rest after a partial refund). Retries after a failed
 * attempt are the sweep's (`serveInvoice` with `retry` for the orders whose `retryAt` came), not the log's: the log
 * moves on.
 */
export function startInvoiceProcess({
  deps,
  refundedSoFar,
  pool,
  waitForReadModels,
  onError,
  onParked,
  parkAfter,
}: InvoiceProcessOptions): Promise<LogProcess> {
  return startLogProcess({
    name: INVOICING,
    store: deps.store,
    pool,
    eventTypes: [CreditsPurchased.type, CreditsReversed.type],
    waitForReadModels,
    onError,
    ...(onParked ? { onParked } : {}),
    ...(parkAfter !== undefined ? { parkAfter } : {}),
    act: async (events) => {
      for (const event of await deps.catalogue.decodeMany(events)) await serveInvoiceFor(deps, refundedSoFar, event);
    },
  });
}

/** One purchase event served: `CreditsPurchased` asks for the note, `CreditsReversed` cancels it (the log process's step, and a parked event's reprocessing). */
export async function serveInvoiceFor(
  deps: InvoiceProcessDeps,
  refundedSoFar: (orderId: number) => Promise<number>,
  event: { type: string; data: unknown },
): Promise<InvoiceEvent[]> {
  const data = event.data as { orderId: number; priceCents: number; kind?: InvoiceReversalKind };
  if (event.type === CreditsPurchased.type)
    return serveInvoice(deps, data.orderId, { kind: 'paid', amountCents: data.priceCents });
  if (event.type !== CreditsReversed.type) return [];
  const kind = data.kind!;
  const keptCents = kind === 'partial_refund' ? Math.max(0, data.priceCents - (await refundedSoFar(data.orderId))) : 0;
  return serveInvoice(deps, data.orderId, {
    kind: 'reversed',
    reversal: keptCents > 0 ? kind : kind === 'partial_refund' ? 'refunded' : kind,
    keptCents,
  });
}
