import { createHash } from 'node:crypto';
import {
  InvoicingUnavailable,
  type CancelledInvoice,
  type InvoiceIssuer,
  type InvoiceRequest,
  type IssuedInvoice,
  type ServiceProvider,
} from './invoicing';
import { minimalPdf } from './minimalPdf';

/** ConectaSST as the sandbox's service provider: a fictitious CNPJ; intermediação de negócios (LC 116, item 10.02). */
export const SANDBOX_PROVIDER: ServiceProvider = {
  cnpj: '00000000000191',
  name: 'ConectaSST Intermediação de Serviços Ltda. (sandbox)',
  municipalRegistration: '1234567',
  cityCode: '3550308',
  serviceCode: '10.02',
  serviceDescription:
    'Agenciamento, corretagem ou intermediação de títulos em geral, valores mobiliários e contratos quaisquer',
  issRatePercent: 2,
};

/** Everything the sandbox note holds: the data a municipality's note carries, and what its PDF prints. */
export interface SandboxNote {
  request: InvoiceRequest;
  number: string;
  verificationCode: string;
  issuedAt: string;
  cancelledAt?: string;
  cancelReason?: string;
}

/**
 * The note's number and verification code follow from its reference alone (the year and the order id; a hash), so
 * asking twice, or after a restart, answers the same note: the sandbox can never issue two for one reference.
 */
export function sandboxNoteNumbers(request: Pick<InvoiceRequest, 'reference' | 'orderId' | 'renderedAt'>): {
  number: string;
  verificationCode: string;
} {
  const year = request.renderedAt.slice(0, 4);
  const reissue = /-r(\d+)$/.exec(request.reference)?.[1] ?? '0';
  return {
    number: `${year}${String(request.orderId).padStart(7, '0')}${reissue}`,
    verificationCode: createHash('sha256')
      .update(`nfse-sandbox:${request.reference}`)
      .digest('hex')
      .slice(0, 8)
      .toUpperCase(),
  };
}

const brl = (cents: number) =>
  `R$ ${(cents / 100)
    .toFixed(2)
    .replace('.', ',')
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;
const documentText = (digits: string) =>
  digits.length === 14
    ? digits.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5')
    : digits.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
const dateText = (iso: string) => new Date(iso).toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' });

/** The sandbox note's receipt: a one-page PDF with the note's number, code, parties, service and amounts. */
export function sandboxInvoicePdf(note: SandboxNote, provider: ServiceProvider = SANDBOX_PROVIDER): Uint8Array {
  const { request } = note;
  const { customer } = request;
  const iss = Math.round((request.amountCents * provider.issRatePercent) / 100);
  const a = customer.address;
  return minimalPdf([
    { text: 'NFS-e — Nota Fiscal de Serviços Eletrônica (SANDBOX, sem valor fiscal)', size: 14, bold: true },
    { text: `Número: ${note.number}    Código de verificação: ${note.verificationCode}` },
    { text: `Emitida em: ${dateText(note.issuedAt)}    Referência: ${request.reference} (pedido ${request.orderId})` },
    ...(note.cancelledAt
      ? [{ text: `CANCELADA em ${dateText(note.cancelledAt)}: ${note.cancelReason ?? ''}`, bold: true }]
      : []),
    { text: 'Prestador', size: 12, bold: true },
    {
      text: `${provider.name} — CNPJ ${documentText(provider.cnpj)} — Inscrição municipal ${provider.municipalRegistration}`,
    },
    { text: 'Tomador', size: 12, bold: true },
    {
      text: `${customer.name} — ${customer.document.length === 14 ? 'CNPJ' : 'CPF'} ${documentText(customer.document)}${customer.municipalRegistration ? ` — IM ${customer.municipalRegistration}` : ''}`,
    },
    {
      text: `${a.street}, ${a.number}${a.complement ? ` ${a.complement}` : ''} — ${a.district} — ${a.city}/${a.state} — CEP ${a.postalCode}`,
    },
    { text: 'Serviço', size: 12, bold: true },
    { text: `Código ${provider.serviceCode} (LC 116/2003): ${provider.serviceDescription.slice(0, 90)}` },
    { text: `Discriminação: ${request.description}` },
    { text: 'Valores', size: 12, bold: true },
    {
      text: `Valor do serviço: ${brl(request.amountCents)}    Alíquota ISS: ${provider.issRatePercent}%    ISS: ${brl(iss)}`,
    },
    { text: `Valor líquido: ${brl(request.amountCents)}` },
  ]);
}

/**
 * Local mode's issuer: notes issued at once, kept in memory for status and PDF (the command-service's read model keeps
 * what it needs to render the PDF again after a restart: `sandboxInvoicePdf`). A description containing
 * "[falha-nfse]" answers unavailable the first time, to show the retry in local mode and tests.
 */
export function sandboxInvoicing(
  now: () => Date = () => new Date(),
): InvoiceIssuer & { note(reference: string): SandboxNote | undefined } {
  const notes = new Map<string, SandboxNote>();
  const failedOnce = new Set<string>();
  const issuedOf = (note: SandboxNote): IssuedInvoice => ({
    status: 'issued',
    reference: note.request.reference,
    number: note.number,
    verificationCode: note.verificationCode,
    issuedAt: note.issuedAt,
  });
  return {
    name: 'sandbox',
    async issue(request) {
      const existing = notes.get(request.reference);
      if (existing) return issuedOf(existing);
      if (request.description.includes('[falha-nfse]') && !failedOnce.has(request.reference)) {
        failedOnce.add(request.reference);
        throw new InvoicingUnavailable('sandbox: falha simulada na emissão da NFS-e');
      }
      const note: SandboxNote = { request, ...sandboxNoteNumbers(request), issuedAt: now().toISOString() };
      notes.set(request.reference, note);
      return issuedOf(note);
    },
    async status(reference) {
      const note = notes.get(reference);
      return note ? issuedOf(note) : { status: 'rejected', reference, reason: 'nota desconhecida no sandbox' };
    },
    async cancel(reference, reason): Promise<CancelledInvoice> {
      const note = notes.get(reference);
      // Issued before a restart (the notes live in memory): its number follows from the reference, so it is cancelled too.
      if (!note)
        return /^order-\d+(-r\d+)?$/.test(reference)
          ? { status: 'cancelled', reference }
          : { status: 'refused', reference, reason: 'nota desconhecida no sandbox' };
      if (!note.cancelledAt) Object.assign(note, { cancelledAt: now().toISOString(), cancelReason: reason });
      return { status: 'cancelled', reference };
    },
    async pdf(reference) {
      const note = notes.get(reference);
      return note ? sandboxInvoicePdf(note) : undefined;
    },
    note: (reference) => notes.get(reference),
  };
}
