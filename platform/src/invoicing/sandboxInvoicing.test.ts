import { InvoicingUnavailable, type InvoiceRequest } from './invoicing';
import { minimalPdf } from './minimalPdf';
import { sandboxInvoicePdf, sandboxInvoicing, sandboxNoteNumbers } from './sandboxInvoicing';

const request: InvoiceRequest = {
  reference: 'order-7',
  orderId: 7,
  description: 'Pacote Essencial — 100 créditos',
  amountCents: 27900,
  renderedAt: '2026-11-27T10:00:00.000Z',
  customer: {
    document: '52998224725',
    name: 'João da Silva',
    address: {
      street: 'Rua das Flores',
      number: '10',
      district: 'Centro',
      city: 'Curitiba',
      state: 'PR',
      postalCode: '80010-000',
    },
  },
};

describe('sandbox NFS-e issuer', () => {
  const now = () => new Date('2026-11-27T10:05:00.000Z');

  it('issues one note per reference: asked again, it answers the same number and code', async () => {
    const issuer = sandboxInvoicing(now);
    const first = await issuer.issue(request);
    expect(first).toEqual({
      status: 'issued',
      reference: 'order-7',
      number: '202600000070',
      verificationCode: expect.stringMatching(/^[0-9A-F]{8}$/),
      issuedAt: '2026-11-27T10:05:00.000Z',
    });
    await expect(issuer.issue(request)).resolves.toEqual(first);
    // Another process (a restart) derives the same note from the reference alone.
    await expect(sandboxInvoicing(now).issue(request)).resolves.toEqual(first);
    expect(sandboxNoteNumbers({ ...request, reference: 'order-7-r1' }).number).toBe('202600000071');
  });

  it('"[falha-nfse]" in the description fails once (unavailable), then issues', async () => {
    const issuer = sandboxInvoicing(now);
    const failing = { ...request, description: 'Pacote [falha-nfse]' };
    await expect(issuer.issue(failing)).rejects.toBeInstanceOf(InvoicingUnavailable);
    await expect(issuer.issue(failing)).resolves.toMatchObject({ status: 'issued' });
  });

  it('the PDF receipt is a valid PDF carrying the number, code, buyer and amount; a cancelled note says so', async () => {
    const issuer = sandboxInvoicing(now);
    const note = await issuer.issue(request);
    if (note.status !== 'issued') throw new Error('not issued');
    const text = Buffer.from((await issuer.pdf('order-7'))!).toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(text).toContain(note.number);
    expect(text).toContain(note.verificationCode);
    expect(text).toContain('Jo\\343o da Silva'); // ã in WinAnsi
    expect(text).toContain('R$ 279,00');
    await expect(issuer.cancel('order-7', 'Chargeback do pagamento')).resolves.toEqual({
      status: 'cancelled',
      reference: 'order-7',
    });
    expect(Buffer.from((await issuer.pdf('order-7'))!).toString('latin1')).toContain('CANCELADA');
    // A note of ours issued before a restart (the sandbox keeps notes in memory) is cancelled too; anything else is refused.
    await expect(issuer.cancel('order-9', 'x')).resolves.toEqual({ status: 'cancelled', reference: 'order-9' });
    await expect(issuer.cancel('nota-alheia', 'x')).resolves.toMatchObject({ status: 'refused' });
  });

  it('the PDF cross-reference table points at each object', () => {
    const text = Buffer.from(minimalPdf([{ text: 'Olá (teste) \\ ok' }])).toString('latin1');
    const xrefAt = Number(/startxref\n(\d+)/.exec(text)![1]);
    expect(text.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...text.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((offset, i) => expect(text.slice(offset, offset + 8)).toBe(`${i + 1} 0 obj\n`));
    expect(text).toContain('(Ol\\341 \\(teste\\) \\\\ ok)');
  });

  it('renders a stored note again (after a restart) from its data alone', () => {
    const pdf = Buffer.from(
      sandboxInvoicePdf({ request, number: '1', verificationCode: 'ABC', issuedAt: '2026-11-27T10:05:00.000Z' }),
    ).toString('latin1');
    expect(pdf).toContain('ABC');
  });
});
