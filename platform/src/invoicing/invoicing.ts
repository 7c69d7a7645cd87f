/**
 * The invoicing port (ADR 0171): every paid purchase of credits carries a nota fiscal de serviço (NFS-e). The
 * command-service decides when a note is due or must be cancelled; how it is issued is the adapter's business: the
 * local sandbox (a note numbered here, with a PDF receipt) or Focus NFe in production.
 */

import type { FiscalData } from '@conectasst/common/rules/fiscalDataRules';

/** The buyer (tomador): the provider's fiscal data, asked once before the first purchase (common/rules/fiscalDataRules). */
export type InvoiceCustomer = FiscalData;

export interface InvoiceRequest {
  /**
   * Our reference for the note, unique and stable: `order-<orderId>` (a reissue after a partial refund adds `-r<n>`).
   * The same reference asked twice is the same note: an adapter never issues two for it.
   */
  reference: string;
  orderId: number;
  /** What the note says was sold, e.g. "Pacote Essencial — 100 créditos de intermediação em SST". */
  description: string;
  amountCents: number;
  customer: InvoiceCustomer;
  /** When the service was rendered (the payment's confirmation, ISO). */
  renderedAt: string;
}

/** The note as the issuer answers it. `processing`: accepted, the municipality has not answered yet (ask again). */
export type IssuedInvoice =
  | { status: 'processing'; reference: string }
  | {
      status: 'issued';
      reference: string;
      number: string;
      verificationCode: string;
      issuedAt: string;
      /** Where the note's PDF is read from (the sandbox: our own route; Focus NFe: its DANFSE address). */
      pdfUrl?: string;
    }
  | { status: 'rejected'; reference: string; reason: string };

export type CancelledInvoice =
  | { status: 'cancelled'; reference: string }
  | { status: 'processing'; reference: string }
  | { status: 'refused'; reference: string; reason: string };

/** A failure worth retrying (network, timeout, 5xx, 429): the process manager backs off and asks again. */
export class InvoicingUnavailable extends Error {
  override readonly name = 'InvoicingUnavailable';
}

/** The service rendered: ConectaSST's own fiscal data and the service code the notes carry. */
export interface ServiceProvider {
  cnpj: string;
  name: string;
  municipalRegistration: string;
  /** IBGE code of the municipality that issues the notes. */
  cityCode: string;
  /** Item of the LC 116/2003 list (intermediação: 10.02 / 1002 in ABRASF) and its description. */
  serviceCode: string;
  serviceDescription: string;
  /** ISS rate in percent, e.g. 2. */
  issRatePercent: number;
}

export interface InvoiceIssuer {
  readonly name: 'sandbox' | 'focusnfe';
  /** Asks for the note (idempotent by reference). */
  issue(request: InvoiceRequest): Promise<IssuedInvoice>;
  /** Reads where a note asked for earlier stands (polling while `processing`). */
  status(reference: string): Promise<IssuedInvoice>;
  cancel(reference: string, reason: string): Promise<CancelledInvoice>;
  /** The note's PDF, if the adapter can produce or fetch it. */
  pdf(reference: string): Promise<Uint8Array | undefined>;
}
