import type { CancelledInvoice, InvoiceIssuer, InvoiceRequest, IssuedInvoice, ServiceProvider } from './invoicing';
import { InvoicingUnavailable } from './invoicing';

/**
 * Focus NFe's NFS-e API v2 (ADR 0171), over fetch. Authentication: HTTP Basic with the token as user and an empty
 * password. Homologação https://homologacao.focusnfe.com.br, produção https://api.focusnfe.com.br.
 *   POST   /v2/nfse?ref=REF  — asks for the note; answers 202 `processando_autorizacao` (the municipality is asynchronous)
 *   GET    /v2/nfse/REF      — `processando_autorizacao` | `autorizado` (numero, codigo_verificacao, data_emissao,
 *                               url, url_danfse) | `erro_autorizacao` (erros[]) | `cancelado`
 *   DELETE /v2/nfse/REF      — body { justificativa } (15 to 255 characters): `cancelado` | `erro_cancelamento`
 * The `ref` is ours (`order-<id>`): Focus refuses a second POST for a ref it already holds, so a retry after a lost
 * answer reads the note with GET instead of issuing another.
 */
export interface FocusNfeConfig {
  token: string;
  apiBaseUrl: string;
  provider: ServiceProvider;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export const FOCUS_NFE_HOMOLOGACAO = 'https://homologacao.focusnfe.com.br';
export const FOCUS_NFE_PRODUCAO = 'https://api.focusnfe.com.br';

/** The JSON body Focus NFe expects for an NFS-e in the ABRASF layout (prestador, tomador, servico). */
export function focusNfseBody(request: InvoiceRequest, provider: ServiceProvider): Record<string, unknown> {
  const { customer } = request;
  const a = customer.address;
  const amount = request.amountCents / 100;
  return {
    data_emissao: request.renderedAt,
    natureza_operacao: 1,
    prestador: {
      cnpj: provider.cnpj,
      inscricao_municipal: provider.municipalRegistration,
      codigo_municipio: provider.cityCode,
    },
    tomador: {
      [customer.document.length === 14 ? 'cnpj' : 'cpf']: customer.document,
      razao_social: customer.name,
      ...(customer.email ? { email: customer.email } : {}),
      ...(customer.municipalRegistration ? { inscricao_municipal: customer.municipalRegistration } : {}),
      endereco: {
        logradouro: a.street,
        numero: a.number,
        ...(a.complement ? { complemento: a.complement } : {}),
        bairro: a.district,
        ...(a.cityCode ? { codigo_municipio: a.cityCode } : {}),
        uf: a.state,
        cep: a.postalCode.replace(/\D/g, ''),
      },
    },
    servico: {
      valor_servicos: amount,
      iss_retido: false,
      aliquota: provider.issRatePercent,
      item_lista_servico: provider.serviceCode.replace(/\D/g, ''),
      discriminacao: `${request.description} — pedido ${request.orderId}`,
      codigo_municipio: provider.cityCode,
    },
  };
}

interface FocusNote {
  status?: string;
  numero?: string;
  codigo_verificacao?: string;
  data_emissao?: string;
  url?: string;
  url_danfse?: string;
  erros?: { codigo?: string; mensagem?: string }[];
  mensagem?: string;
  codigo?: string;
}

/** Focus NFe's answer about one note, as the port's words. */
export function issuedInvoiceOf(reference: string, note: FocusNote, apiBaseUrl: string): IssuedInvoice {
  if (note.status === 'autorizado' && note.numero && note.codigo_verificacao) {
    const pdf = note.url_danfse ?? note.url;
    return {
      status: 'issued',
      reference,
      number: String(note.numero),
      verificationCode: note.codigo_verificacao,
      issuedAt: note.data_emissao ?? new Date().toISOString(),
      ...(pdf ? { pdfUrl: pdf.startsWith('http') ? pdf : `${apiBaseUrl}${pdf}` } : {}),
    };
  }
  if (note.status === 'processando_autorizacao') return { status: 'processing', reference };
  const reason =
    note.erros?.map((e) => `${e.codigo ?? ''} ${e.mensagem ?? ''}`.trim()).join('; ') ||
    note.mensagem ||
    `status ${note.status ?? 'desconhecido'}`;
  return { status: 'rejected', reference, reason };
}

export function focusNfeInvoicing(config: FocusNfeConfig): InvoiceIssuer {
  const base = config.apiBaseUrl.replace(/\/$/, '');
  const doFetch = config.fetch ?? fetch;
  const authorization = `Basic ${Buffer.from(`${config.token}:`).toString('base64')}`;

  async function call(method: string, path: string, body?: unknown): Promise<{ status: number; json: FocusNote }> {
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        method,
        headers: { authorization, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(config.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new InvoicingUnavailable(`Focus NFe ${method} ${path}: ${(error as Error).message}`);
    }
    if (response.status >= 500 || response.status === 429)
      throw new InvoicingUnavailable(`Focus NFe ${method} ${path}: HTTP ${response.status}`);
    const text = await response.text();
    let json: FocusNote = {};
    try {
      json = text ? (JSON.parse(text) as FocusNote) : {};
    } catch {
      throw new InvoicingUnavailable(`Focus NFe ${method} ${path}: answer is not JSON (HTTP ${response.status})`);
    }
    return { status: response.status, json };
  }

  const status = async (reference: string): Promise<IssuedInvoice> => {
    const { status: http, json } = await call('GET', `/v2/nfse/${encodeURIComponent(reference)}`);
    if (http === 404) return { status: 'rejected', reference, reason: 'nota não encontrada na Focus NFe' };
    return issuedInvoiceOf(reference, json, base);
  };

  return {
    name: 'focusnfe',
    async issue(request) {
      const { status: http, json } = await call(
        'POST',
        `/v2/nfse?ref=${encodeURIComponent(request.reference)}`,
        focusNfseBody(request, config.provider),
      );
      if (http === 202 || http === 201 || http === 200) return issuedInvoiceOf(request.reference, json, base);
      // A ref Focus already holds (a retry after a lost answer): read the note instead of issuing another.
      if (http === 422 && /ja_|already|processamento|autorizad/i.test(`${json.codigo ?? ''} ${json.mensagem ?? ''}`))
        return status(request.reference);
      return { status: 'rejected', reference: request.reference, reason: json.mensagem ?? `HTTP ${http}` };
    },
    status,
    async cancel(reference, reason): Promise<CancelledInvoice> {
      const justificativa =
        reason.length >= 15 ? reason.slice(0, 255) : `${reason} — estorno da compra`.padEnd(15, '.');
      const { status: http, json } = await call('DELETE', `/v2/nfse/${encodeURIComponent(reference)}`, {
        justificativa,
      });
      if (json.status === 'cancelado') return { status: 'cancelled', reference };
      if (json.status === 'processando_cancelamento' || json.status === 'processando_autorizacao')
        return { status: 'processing', reference };
      return {
        status: 'refused',
        reference,
        reason: json.erros?.map((e) => e.mensagem).join('; ') || json.mensagem || `HTTP ${http}`,
      };
    },
    async pdf(reference) {
      const note = await status(reference);
      if (note.status !== 'issued' || !note.pdfUrl) return undefined;
      try {
        const response = await doFetch(note.pdfUrl, { signal: AbortSignal.timeout(config.timeoutMs ?? 15_000) });
        if (!response.ok) return undefined;
        return new Uint8Array(await response.arrayBuffer());
      } catch (error) {
        throw new InvoicingUnavailable(`Focus NFe PDF: ${(error as Error).message}`);
      }
    },
  };
}
