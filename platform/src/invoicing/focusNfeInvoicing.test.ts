import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { focusNfeInvoicing, focusNfseBody } from './focusNfeInvoicing';
import { type InvoiceRequest, InvoicingUnavailable } from './invoicing';
import { invoicingConfig } from './invoicingFor';
import { SANDBOX_PROVIDER } from './sandboxInvoicing';

const request: InvoiceRequest = {
  reference: 'order-42',
  orderId: 42,
  description: 'Pacote Essencial — 100 créditos',
  amountCents: 27900,
  renderedAt: '2026-11-27T10:00:00.000Z',
  customer: {
    document: '11222333000181',
    name: 'Segurança Total Ltda.',
    email: 'fiscal@seguranca.example',
    municipalRegistration: '998877',
    address: {
      street: 'Rua Augusta',
      number: '100',
      district: 'Consolação',
      city: 'São Paulo',
      state: 'SP',
      postalCode: '01304-000',
      cityCode: '3550308',
    },
  },
};

/** A fake Focus NFe: records each call, answers by a script keyed on method and path. */
function fakeFocus(
  answer: (method: string, path: string, body: unknown) => { status: number; body?: unknown; raw?: string },
) {
  const calls: { method: string; path: string; authorization?: string; body: unknown }[] = [];
  const server: Server = createServer((req: IncomingMessage, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const body = text ? JSON.parse(text) : undefined;
      calls.push({ method: req.method!, path: req.url!, authorization: req.headers.authorization, body });
      const out = answer(req.method!, req.url!, body);
      res.writeHead(out.status, { 'content-type': out.raw ? 'application/pdf' : 'application/json' });
      res.end(out.raw ?? (out.body === undefined ? '' : JSON.stringify(out.body)));
    });
  });
  return {
    calls,
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('Focus NFe adapter against a local fake server', () => {
  let fake: ReturnType<typeof fakeFocus>;
  afterEach(() => fake.stop());

  it('asks for the note with Basic auth and our ref, then reads it authorised with number, code and DANFSE address', async () => {
    let authorised = false;
    fake = fakeFocus((method, path) => {
      if (method === 'POST') return { status: 202, body: { status: 'processando_autorizacao', ref: 'order-42' } };
      if (method === 'GET' && path === '/v2/nfse/order-42')
        return authorised
          ? {
              status: 200,
              body: {
                status: 'autorizado',
                numero: '1234',
                codigo_verificacao: 'AB12CD34',
                data_emissao: '2026-11-27T07:01:00-03:00',
                url_danfse: '/arquivos/danfse/order-42.pdf',
              },
            }
          : { status: 200, body: { status: 'processando_autorizacao' } };
      if (method === 'GET' && path === '/arquivos/danfse/order-42.pdf')
        return { status: 200, raw: '%PDF-1.4 nota 1234' };
      return { status: 404, body: { codigo: 'nao_encontrado' } };
    });
    const base = await fake.start();
    const issuer = focusNfeInvoicing({ token: 'tok', apiBaseUrl: base, provider: SANDBOX_PROVIDER });

    await expect(issuer.issue(request)).resolves.toEqual({ status: 'processing', reference: 'order-42' });
    expect(fake.calls[0]).toMatchObject({
      method: 'POST',
      path: '/v2/nfse?ref=order-42',
      authorization: `Basic ${Buffer.from('tok:').toString('base64')}`,
    });
    expect(fake.calls[0]!.body).toMatchObject({
      tomador: { cnpj: '11222333000181', razao_social: 'Segurança Total Ltda.', inscricao_municipal: '998877' },
      servico: { valor_servicos: 279, item_lista_servico: '1002' },
    });

    await expect(issuer.status('order-42')).resolves.toEqual({ status: 'processing', reference: 'order-42' });
    authorised = true;
    await expect(issuer.status('order-42')).resolves.toEqual({
      status: 'issued',
      reference: 'order-42',
      number: '1234',
      verificationCode: 'AB12CD34',
      issuedAt: '2026-11-27T07:01:00-03:00',
      pdfUrl: `${base}/arquivos/danfse/order-42.pdf`,
    });
    expect(Buffer.from((await issuer.pdf('order-42'))!).toString()).toBe('%PDF-1.4 nota 1234');
  });

  it('a second POST for a ref Focus already holds reads the note instead of issuing another', async () => {
    fake = fakeFocus((method) =>
      method === 'POST'
        ? { status: 422, body: { codigo: 'ja_autorizado', mensagem: 'Nota fiscal já autorizada' } }
        : { status: 200, body: { status: 'autorizado', numero: '77', codigo_verificacao: 'X1' } },
    );
    const issuer = focusNfeInvoicing({ token: 'tok', apiBaseUrl: await fake.start(), provider: SANDBOX_PROVIDER });
    await expect(issuer.issue(request)).resolves.toMatchObject({ status: 'issued', number: '77' });
    expect(fake.calls.map((c) => c.method)).toEqual(['POST', 'GET']);
  });

  it('a municipality rejection reads as rejected with its reasons; a 5xx or 429 is unavailable (retried)', async () => {
    let code = 500;
    fake = fakeFocus((method) =>
      method === 'GET'
        ? {
            status: 200,
            body: {
              status: 'erro_autorizacao',
              erros: [{ codigo: 'E160', mensagem: 'Inscrição municipal do tomador inválida' }],
            },
          }
        : { status: code, body: {} },
    );
    const issuer = focusNfeInvoicing({ token: 'tok', apiBaseUrl: await fake.start(), provider: SANDBOX_PROVIDER });
    await expect(issuer.issue(request)).rejects.toBeInstanceOf(InvoicingUnavailable);
    code = 429;
    await expect(issuer.issue(request)).rejects.toBeInstanceOf(InvoicingUnavailable);
    await expect(issuer.status('order-42')).resolves.toEqual({
      status: 'rejected',
      reference: 'order-42',
      reason: 'E160 Inscrição municipal do tomador inválida',
    });
  });

  it('cancels with a justificativa of at least 15 characters; a refusal carries its reason', async () => {
    let answer: unknown = { status: 'cancelado' };
    fake = fakeFocus(() => ({ status: 200, body: answer }));
    const issuer = focusNfeInvoicing({ token: 'tok', apiBaseUrl: await fake.start(), provider: SANDBOX_PROVIDER });
    await expect(issuer.cancel('order-42', 'Estorno')).resolves.toEqual({ status: 'cancelled', reference: 'order-42' });
    expect(fake.calls[0]).toMatchObject({ method: 'DELETE', path: '/v2/nfse/order-42' });
    expect((fake.calls[0]!.body as { justificativa: string }).justificativa.length).toBeGreaterThanOrEqual(15);
    answer = { status: 'erro_cancelamento', erros: [{ mensagem: 'Prazo de cancelamento expirado' }] };
    await expect(issuer.cancel('order-42', 'Chargeback do pagamento 555')).resolves.toEqual({
      status: 'refused',
      reference: 'order-42',
      reason: 'Prazo de cancelamento expirado',
    });
  });

  it('an unreachable API is unavailable, never a crash', async () => {
    fake = fakeFocus(() => ({ status: 200 }));
    await fake.start();
    const issuer = focusNfeInvoicing({
      token: 'tok',
      apiBaseUrl: 'http://127.0.0.1:1',
      provider: SANDBOX_PROVIDER,
      timeoutMs: 500,
    });
    await expect(issuer.status('order-42')).rejects.toBeInstanceOf(InvoicingUnavailable);
  });
});

describe('Focus NFe body and configuration (no network)', () => {
  it('a CPF buyer goes as tomador.cpf, without an inscrição municipal when they have none', () => {
    const body = focusNfseBody(
      {
        ...request,
        customer: { ...request.customer, document: '52998224725', municipalRegistration: undefined } as never,
      },
      SANDBOX_PROVIDER,
    );
    expect(body.tomador).toMatchObject({ cpf: '52998224725' });
    expect(body.tomador).not.toHaveProperty('cnpj');
    expect(body.tomador).not.toHaveProperty('inscricao_municipal');
  });

  it('local mode without a token uses the sandbox; production requires the token and ConectaSST fiscal data', () => {
    expect(invoicingConfig({}, 'local')).toEqual({ issuer: 'sandbox' });
    expect(() => invoicingConfig({}, 'production')).toThrow(/FOCUS_NFE_TOKEN is required/);
    expect(() => invoicingConfig({ FOCUS_NFE_TOKEN: 't' }, 'local')).toThrow(/NFSE_PROVIDER_CNPJ is required/);
    const env = {
      FOCUS_NFE_TOKEN: 't',
      NFSE_PROVIDER_CNPJ: '11.222.333/0001-81',
      NFSE_PROVIDER_MUNICIPAL_REGISTRATION: '1',
      NFSE_PROVIDER_CITY_CODE: '3550308',
    };
    expect(invoicingConfig(env, 'local')).toMatchObject({
      issuer: 'focusnfe',
      apiUrl: 'https://homologacao.focusnfe.com.br',
      provider: { cnpj: '11222333000181', issRatePercent: 2 },
    });
    expect(invoicingConfig(env, 'production')).toMatchObject({ apiUrl: 'https://api.focusnfe.com.br' });
  });
});
