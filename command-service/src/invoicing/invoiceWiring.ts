import type { LogPosition } from '@conectasst/events/envelope';
import { OrderPlaced, PaymentConfirmed, orderStream } from '@conectasst/events/schemas/orderEvents';
import { walletStream } from '@conectasst/events/schemas/walletEvents';
import type { InvoiceIssuer } from '@conectasst/platform/invoicing/invoicing';
import type { Pool } from 'pg';
import { orderDecider } from '../checkout/businessLogic';
import type { CommandDeps } from '../infrastructure/commandContext';
import type { LogProcess } from '../infrastructure/logProcess';
import { walletDecider } from '../wallet/businessLogic';
import { INVOICE_CLAIM_LEASE_MS } from './businessLogic';
import { fiscalDataOf } from './fiscalData';
import type { InvoiceOrder, InvoiceProcessDeps } from './invoiceProcess';
import { serveInvoice, serveInvoiceFor, startInvoiceProcess } from './invoiceProcess';

type Deps = Pick<CommandDeps, 'store' | 'catalogue' | 'commands' | 'lookups' | 'now'>;

/** What the note of an order says: the package bought, when it was paid, and the buyer's fiscal data (read now, never logged). */
export async function invoiceOrderOf(deps: Deps, orderId: number): Promise<InvoiceOrder | undefined> {
  const recorded = await deps.store.read(orderStream(orderId));
  const placedEvent = recorded.find((e) => e.type === OrderPlaced.type);
  if (!placedEvent) return undefined;
  const [placed] = await deps.catalogue.decodeMany([placedEvent]);
  const { providerId, packageName, credits } = placed!.data as {
    providerId: string;
    packageName: string;
    credits: number;
  };
  const paid = recorded.find((e) => e.type === PaymentConfirmed.type);
  const customer = await fiscalDataOf(deps.commands, providerId);
  return {
    orderId,
    description: `Pacote ${packageName} — ${credits} créditos de intermediação de serviços de SST (ConectaSST)`,
    paidAt: (paid?.recordedAt ?? placedEvent.recordedAt).toISOString(),
    ...(customer ? { customer } : {}),
  };
}

/** The money partial refunds gave back so far of an order (ADR 0168): the reissued note is of the rest. */
export async function refundedSoFar(deps: Deps, orderId: number): Promise<number> {
  const { state: order } = await deps.commands.load(orderStream(orderId), orderDecider);
  if (order.status === 'none') return 0;
  const { state: wallet } = await deps.commands.load(walletStream(order.providerId), walletDecider);
  return wallet.partialRefunds.get(orderId)?.refundedCents ?? 0;
}

export function invoiceProcessDeps(deps: Deps, issuer: InvoiceIssuer): InvoiceProcessDeps {
  return { commands: deps.commands, issuer, orderFor: (orderId) => invoiceOrderOf(deps, orderId), now: deps.now };
}

/**
 * The retry sweep (docs/invoicing.md): the orders whose failed attempt's backoff came, or whose claim outlived its
 * lease, are served again; the decider (`ClaimRetry`) claims only what is really due. Returns the orders served.
 */
export async function retryDueInvoices(deps: Deps & { invoicing: InvoiceIssuer }, now: Date): Promise<number> {
  const due = await deps.lookups.invoicesDueForRetry(now, INVOICE_CLAIM_LEASE_MS);
  for (const orderId of due) await serveInvoice(invoiceProcessDeps(deps, deps.invoicing), orderId, { kind: 'retry' });
  return due.length;
}

/** Starts the NFS-e process manager on the log (where commands are hosted), with the system's issuer. */
export function startInvoicing(
  deps: CommandDeps,
  options: {
    pool: Pool;
    waitForReadModels: (position: LogPosition) => Promise<boolean>;
    onError: (error: unknown) => void;
    onParked: (fields: Record<string, unknown>) => void;
  },
): Promise<LogProcess> {
  return startInvoiceProcess({
    deps: { ...invoiceProcessDeps(deps, deps.invoicing), store: deps.store, catalogue: deps.catalogue },
    refundedSoFar: (orderId) => refundedSoFar(deps, orderId),
    ...options,
  });
}

/** A parked purchase event of the NFS-e process, served again ("Eventos com falha", ADR 0155). */
export function reprocessInvoiceEvent(deps: CommandDeps, event: { type: string; data: unknown }) {
  return serveInvoiceFor(invoiceProcessDeps(deps, deps.invoicing), (orderId) => refundedSoFar(deps, orderId), event);
}
