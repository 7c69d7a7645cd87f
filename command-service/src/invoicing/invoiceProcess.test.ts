import { EventCatalogue } from '@conectasst/events/catalogue/eventCatalogue';
import { MemorySubjectKeyStore } from '@conectasst/events/catalogue/keyStore';
import { MemoryEventStore } from '@conectasst/events/memory/memoryEventStore';
import { allEventDefinitions } from '@conectasst/events/schemas/allEvents';
import { invoiceStream } from '@conectasst/events/schemas/invoiceEvents';
import type { InvoiceIssuer } from '@conectasst/platform/invoicing/invoicing';
import { sandboxInvoicing } from '@conectasst/platform/invoicing/sandboxInvoicing';
import { CommandHandler } from '../infrastructure/commandHandler';
import { invoiceRetryDelayMs } from './businessLogic';
import { type InvoiceOrder, serveInvoice } from './invoiceProcess';

const order: InvoiceOrder = {
  orderId: 7,
  description: 'Pacote Essencial — 100 créditos',
  paidAt: '2026-11-27T10:00:00.000Z',
  customer: {
    document: '11222333000181',
    name: 'Segurança Total Ltda.',
    address: {
      street: 'Rua Augusta',
      number: '100',
      district: 'Consolação',
      city: 'São Paulo',
      state: 'SP',
      postalCode: '01304-000',
    },
  },
};

function setUp(description = order.description) {
  const store = new MemoryEventStore();
  const catalogue = new EventCatalogue(allEventDefinitions, { keyStore: new MemorySubjectKeyStore() });
  const sandbox = sandboxInvoicing(() => clock);
  const calls: string[] = [];
  // The sandbox, counting each call to the issuer.
  const issuer: InvoiceIssuer = {
    ...sandbox,
    issue: (request) => (calls.push(`issue ${request.reference} ${request.amountCents}`), sandbox.issue(request)),
    cancel: (reference, reason) => (calls.push(`cancel ${reference}`), sandbox.cancel(reference, reason)),
  };
  let clock = new Date('2026-11-27T10:00:05.000Z');
  const deps = {
    commands: new CommandHandler(store, catalogue),
    issuer,
    orderFor: async () => ({ ...order, description }),
    now: () => clock,
  };
  const types = async () => (await catalogue.decodeMany(await store.read(invoiceStream(7)))).map((e) => e.type);
  return { deps, sandbox, calls, types, advance: (ms: number) => (clock = new Date(clock.getTime() + ms)) };
}

describe('NFS-e process: claim, call, record (ADR 0171)', () => {
  it('given a confirmed payment, when it is served twice (a redelivered event), then the issuer is called once and the note recorded once', async () => {
    const { deps, calls, types, sandbox } = setUp();
    await serveInvoice(deps, 7, { kind: 'paid', amountCents: 27900 });
    await serveInvoice(deps, 7, { kind: 'paid', amountCents: 27900 });
    expect(calls).toEqual(['issue order-7 27900']);
    expect(await types()).toEqual(['InvoiceRequested', 'InvoiceIssued']);
    expect(sandbox.note('order-7')?.request.customer.name).toBe('Segurança Total Ltda.');
  });

  it('given an issuer that fails once, when the retry is due, then the note is asked again and issued', async () => {
    const { deps, calls, types, advance } = setUp('Pacote [falha-nfse]');
    await serveInvoice(deps, 7, { kind: 'paid', amountCents: 27900 });
    expect(await types()).toEqual(['InvoiceRequested', 'InvoiceIssueFailed']);
    await serveInvoice(deps, 7, { kind: 'retry' }); // not yet due
    expect(calls).toHaveLength(1);
    advance(invoiceRetryDelayMs(1));
    await serveInvoice(deps, 7, { kind: 'retry' });
    expect(calls).toEqual(['issue order-7 27900', 'issue order-7 27900']);
    expect(await types()).toEqual(['InvoiceRequested', 'InvoiceIssueFailed', 'InvoiceRequested', 'InvoiceIssued']);
  });

  it('given an issued note, when the payment is charged back, then the note is cancelled once', async () => {
    const { deps, calls, types, sandbox } = setUp();
    await serveInvoice(deps, 7, { kind: 'paid', amountCents: 27900 });
    await serveInvoice(deps, 7, { kind: 'reversed', reversal: 'charged_back', keptCents: 0 });
    await serveInvoice(deps, 7, { kind: 'reversed', reversal: 'charged_back', keptCents: 0 });
    expect(calls).toEqual(['issue order-7 27900', 'cancel order-7']);
    expect(await types()).toEqual([
      'InvoiceRequested',
      'InvoiceIssued',
      'InvoiceCancellationRequested',
      'InvoiceCancelled',
    ]);
    expect(sandbox.note('order-7')?.cancelledAt).toBeDefined();
  });

  it('given an issued note, when half the money is refunded, then it is cancelled and a note of the half kept is issued', async () => {
    const { deps, calls, types } = setUp();
    await serveInvoice(deps, 7, { kind: 'paid', amountCents: 27900 });
    await serveInvoice(deps, 7, { kind: 'reversed', reversal: 'partial_refund', keptCents: 13950 });
    expect(calls).toEqual(['issue order-7 27900', 'cancel order-7', 'issue order-7-r1 13950']);
    expect((await types()).slice(2)).toEqual([
      'InvoiceCancellationRequested',
      'InvoiceCancelled',
      'InvoiceRequested',
      'InvoiceIssued',
    ]);
  });

  it('given a buyer without fiscal data, then the attempt fails (retried) and nothing is sent to the issuer', async () => {
    const { deps, calls, types } = setUp();
    await serveInvoice({ ...deps, orderFor: async () => ({ ...order, customer: undefined }) }, 7, {
      kind: 'paid',
      amountCents: 27900,
    });
    expect(calls).toEqual([]);
    expect(await types()).toEqual(['InvoiceRequested', 'InvoiceIssueFailed']);
  });
});
