import { FISCAL_DATA_MESSAGES } from '@conectasst/common/rules/fiscalDataRules';
import { invoiceStream } from '@conectasst/events/schemas/invoiceEvents';
import { onPostgres, positionOf, testFiscalData, useTestApi } from '../../../test-support/apiHarness';
import { eventually } from '../../../test-support/serviceProcesses';

const { app, api, as, signUpProvider } = useTestApi();

interface OrderSeen {
  id: number;
  status: string;
  invoice: { status: string; number: string | null; downloadable: boolean; lastError: string | null } | null;
}

/** The provider's orders once the NFS-e process has served the order (the process reads the log on its own). */
const ordersWhen = (auth: string, check: (order: OrderSeen) => boolean) =>
  eventually(
    'the order in Meus pedidos',
    async () => (await as(auth).get('/v1/orders').expect(200)).body.data[0] as OrderSeen,
    check,
    20_000,
    100,
  );

/** A provider with fiscal data buys the cheapest package with PIX in the sandbox and the bank pays it. */
async function buyWithPix(auth: string, position: string) {
  const packages = await as(auth, position).get('/v1/dashboard/packages').expect(200);
  const checkout = await as(auth).post('/v1/checkout', { product_id: packages.body.data[0].id }).expect(201);
  const token = checkout.body.token as string;
  await app().get('/v1/checkout/sandbox').query({ token }).set('X-Min-Position', positionOf(checkout)).expect(200);
  await app().post('/v1/checkout/sandbox/pay').send({ token, method: 'pix' }).expect(200);
  await app().post('/v1/checkout/sandbox/pix/confirm').send({ token }).expect(200);
  return token;
}

describe(onPostgres('NFS-e of every paid purchase through the HTTP API (issue 37, ADR 0171)'), () => {
  it('given a provider without fiscal data, the checkout refuses with 422 and says why; the form starts from the profile; invalid data is refused by field; once given, the purchase goes on', async () => {
    const p = await signUpProvider({ fiscalData: false, name: 'Bruna', surname: 'Sales' });
    const packages = await as(p.auth, p.position).get('/v1/dashboard/packages').expect(200);
    const refused = await as(p.auth).post('/v1/checkout', { product_id: packages.body.data[0].id }).expect(422);
    expect(refused.body.message).toBe(FISCAL_DATA_MESSAGES.missing);

    const view = await as(p.auth).get('/v1/fiscal-data').expect(200);
    expect(view.body.data).toEqual({
      fiscalData: null,
      prefill: expect.objectContaining({ name: 'Bruna Sales', email: p.email }),
    });

    const bad = await as(p.auth)
      .put('/v1/fiscal-data', {
        ...testFiscalData('Bruna Sales'),
        document: '111.111.111-11',
        address: { ...testFiscalData('x').address, state: 'XX', postalCode: '123' },
      })
      .expect(422);
    expect(bad.body.fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ message: FISCAL_DATA_MESSAGES.document }),
        expect.objectContaining({ message: FISCAL_DATA_MESSAGES.state }),
        expect.objectContaining({ message: FISCAL_DATA_MESSAGES.postalCode }),
      ]),
    );

    const saved = await as(p.auth)
      .put('/v1/fiscal-data', {
        ...testFiscalData('Bruna Sales'),
        document: '529.982.247-25',
        address: { ...testFiscalData('x').address, state: 'sp', postalCode: '01001-000' },
      })
      .expect(200);
    expect((await as(p.auth).get('/v1/fiscal-data').expect(200)).body.data.fiscalData).toMatchObject({
      document: '52998224725',
      address: { state: 'SP', postalCode: '01001000' },
    });
    await as(p.auth, saved).post('/v1/checkout', { product_id: packages.body.data[0].id }).expect(201);
  });

  it("given a PIX purchase paid in the sandbox, the note is issued once, shown in Meus pedidos, and its PDF is the buyer's alone", async () => {
    const p = await signUpProvider({ name: 'Rita', surname: 'Nunes' });
    await buyWithPix(p.auth, p.position);
    const order = await ordersWhen(p.auth, (o) => o.invoice?.status === 'issued');
    expect(order).toMatchObject({
      status: 'paid',
      invoice: { status: 'issued', number: expect.stringMatching(/^\d{11}0$/), downloadable: true },
    });

    const pdf = await as(p.auth)
      .get(`/v1/orders/${order.id}/nfse`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="nfse-pedido-${order.id}.pdf"`);
    const text = (pdf.body as Buffer).toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toContain(order.invoice!.number!);
    expect(text).toContain('Rita Nunes');

    // Another provider, and no one, cannot have it; an order that does not exist looks the same.
    const other = await signUpProvider();
    await as(other.auth).get(`/v1/orders/${order.id}/nfse`).expect(404);
    await app().get(`/v1/orders/${order.id}/nfse`).expect(401);
    await as(p.auth).get('/v1/orders/999999/nfse').expect(404);
    // Issued once: one claim, one note on the order's stream.
    const types = (await api().system.store.read(invoiceStream(order.id))).map((e) => e.type);
    expect(types).toEqual(['InvoiceRequested', 'InvoiceIssued']);
  });

  it.each([
    ['refunded', 'Pagamento estornado: créditos retirados.'],
    ['charged_back', 'Pagamento contestado no cartão: créditos retirados.'],
  ])(
    'given an issued note, when the payment is %s, the note is cancelled and its PDF says so',
    async (kind, message) => {
      const p = await signUpProvider();
      const token = await buyWithPix(p.auth, p.position);
      const issued = await ordersWhen(p.auth, (o) => o.invoice?.status === 'issued');
      const reversed = await app().post('/v1/checkout/sandbox/reverse').send({ token, kind }).expect(200);
      expect(reversed.body.message).toBe(message);
      const cancelled = await ordersWhen(p.auth, (o) => o.invoice?.status === 'cancelled');
      expect(cancelled).toMatchObject({
        id: issued.id,
        status: kind,
        invoice: { number: issued.invoice!.number, downloadable: true },
      });
      const pdf = await as(p.auth)
        .get(`/v1/orders/${issued.id}/nfse`)
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect((pdf.body as Buffer).toString('latin1')).toContain('CANCELADA');
      expect((await api().system.store.read(invoiceStream(issued.id))).map((e) => e.type)).toEqual([
        'InvoiceRequested',
        'InvoiceIssued',
        'InvoiceCancellationRequested',
        'InvoiceCancelled',
      ]);
    },
  );

  it('given an issued note, a partial refund cancels it and issues a note of the money kept (ADR 0168)', async () => {
    const p = await signUpProvider();
    const token = await buyWithPix(p.auth, p.position);
    const issued = await ordersWhen(p.auth, (o) => o.invoice?.status === 'issued');
    await app()
      .post('/v1/checkout/sandbox/reverse')
      .send({ token, kind: 'partial_refund', amount: '10.00', refundId: `nfse-${issued.id}` })
      .expect(200);
    const reissued = await ordersWhen(
      p.auth,
      (o) => o.invoice?.status === 'issued' && o.invoice.number !== issued.invoice!.number,
    );
    expect(reissued.invoice!.number).toMatch(/1$/);
    const events = await api().system.store.read(invoiceStream(issued.id));
    const requested = events
      .filter((e) => e.type === 'InvoiceRequested')
      .map((e) => e.data as { reference: string; amountCents: number });
    expect(requested).toHaveLength(2);
    expect(requested[1]!.reference).toBe(`order-${issued.id}-r1`);
    expect(requested[0]!.amountCents - requested[1]!.amountCents).toBe(1000);
  });
});
