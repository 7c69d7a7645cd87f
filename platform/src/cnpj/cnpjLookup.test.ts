import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { isValidCnpj } from '@brazilian-utils/brazilian-utils';
import {
  brasilApiCnpjLookup,
  cachedCnpjLookup,
  cnpjLookupFor,
  CnpjLookupUnavailable,
  noCnpjLookup,
  SANDBOX_CNPJ_UNAVAILABLE,
  SANDBOX_CNPJS,
  SANDBOX_COMPANIES,
  sandboxCnpjLookup,
  type CnpjLookup,
} from './cnpjLookup';

const KNOWN = '41873205000169';
/** What BrasilAPI answers for a CNPJ (the fields of its documented `GET /api/cnpj/v1/{cnpj}`). */
const brasilApiBody = {
  cnpj: KNOWN,
  razao_social: 'SUPERMERCADO BOM PRECO DE CAMPINAS LTDA',
  nome_fantasia: 'BOM PRECO CAMPINAS',
  cnae_fiscal: 4711302,
  cnae_fiscal_descricao:
    'Comércio varejista de mercadorias em geral, com predominância de produtos alimentícios - supermercados',
  porte: 'EMPRESA DE PEQUENO PORTE',
  descricao_situacao_cadastral: 'ATIVA',
  data_situacao_cadastral: '2015-03-12',
  descricao_tipo_de_logradouro: 'AVENIDA',
  logradouro: 'FRANCISCO GLICERIO',
  numero: '1200',
  complemento: 'LOJA 2',
  bairro: 'CENTRO',
  municipio: 'CAMPINAS',
  uf: 'SP',
  cep: '13015904',
};

/** The BrasilAPI adapter against a real HTTP server that answers like the service does. */
describe('CNPJ lookup (BrasilAPI adapter)', () => {
  let server: http.Server;
  let url: string;
  let calls = 0;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      calls += 1;
      const cnpj = /^\/api\/cnpj\/v1\/(\d{14})$/.exec(req.url ?? '')?.[1];
      const json = (status: number, body: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (cnpj === KNOWN) json(200, brasilApiBody);
      else if (cnpj === '28591647000154')
        json(200, {
          ...brasilApiBody,
          cnpj,
          nome_fantasia: '',
          cnae_fiscal: 4120400,
          descricao_situacao_cadastral: 'BAIXADA',
          descricao_tipo_de_logradouro: '',
          cep: 1310100,
        });
      else if (cnpj === '63150928000172')
        json(404, { message: `CNPJ ${cnpj} não encontrado.`, type: 'not_found', name: 'CnpjNotFound' });
      else if (cnpj === '15207364000114') json(429, { message: 'Too many requests' });
      else if (cnpj === '90342618000122') setTimeout(() => json(200, brasilApiBody), 1_000);
      else if (cnpj === '77232762421836')
        res.writeHead(200, { 'content-type': 'text/html' }).end('<html>manutenção</html>');
      else json(500, { message: 'falhou' });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((r) => server.close(() => r()));
  });

  it('reads a company: names, the CNAE fiscal as the product class, porte, status and address', async () => {
    expect(await brasilApiCnpjLookup(url).find(KNOWN)).toEqual({
      cnpj: KNOWN,
      corporateName: 'SUPERMERCADO BOM PRECO DE CAMPINAS LTDA',
      tradeName: 'BOM PRECO CAMPINAS',
      cnae: { code: '47.11-3', subclass: '4711-3/02', description: brasilApiBody.cnae_fiscal_descricao },
      size: 'EMPRESA DE PEQUENO PORTE',
      status: 'ativa',
      statusSince: '2015-03-12',
      address: {
        cep: '13015904',
        street: 'AVENIDA FRANCISCO GLICERIO',
        number: '1200',
        complement: 'LOJA 2',
        neighbourhood: 'CENTRO',
        city: 'CAMPINAS',
        uf: 'SP',
      },
    });
  });

  it('reads a closed company without trade name; a numeric CEP keeps its leading zero', async () => {
    const company = await brasilApiCnpjLookup(url).find('28591647000154');
    expect(company).toMatchObject({
      tradeName: '',
      status: 'baixada',
      cnae: { code: '41.20-4', subclass: '4120-4/00' },
    });
    expect(company?.address).toMatchObject({ cep: '01310100', street: 'FRANCISCO GLICERIO' });
  });

  it('a 404 is "not found"', async () => {
    expect(await brasilApiCnpjLookup(url).find('63150928000172')).toBeUndefined();
  });

  it('throttling, a 5xx, a timeout, a page that is not JSON and a refused connection are "unavailable", never "not found"', async () => {
    await expect(brasilApiCnpjLookup(url).find('15207364000114')).rejects.toBeInstanceOf(CnpjLookupUnavailable);
    await expect(brasilApiCnpjLookup(url).find('64178170587640')).rejects.toBeInstanceOf(CnpjLookupUnavailable);
    await expect(brasilApiCnpjLookup(url, 100).find('90342618000122')).rejects.toBeInstanceOf(CnpjLookupUnavailable);
    await expect(brasilApiCnpjLookup(url).find('77232762421836')).rejects.toBeInstanceOf(CnpjLookupUnavailable);
    await expect(brasilApiCnpjLookup('http://127.0.0.1:1').find(KNOWN)).rejects.toBeInstanceOf(CnpjLookupUnavailable);
  });

  it('the cache answers a second ask without calling the service, until its time runs out; failures are not kept', async () => {
    let clock = 0;
    const lookup = cachedCnpjLookup(brasilApiCnpjLookup(url), { ttlMs: 1_000, notFoundTtlMs: 100, now: () => clock });
    calls = 0;
    await Promise.all([lookup.find(KNOWN), lookup.find(KNOWN)]);
    expect(await lookup.find(KNOWN)).toMatchObject({ corporateName: brasilApiBody.razao_social });
    expect(calls).toBe(1);
    clock = 1_001;
    await lookup.find(KNOWN);
    expect(calls).toBe(2);
    expect(await lookup.find('63150928000172')).toBeUndefined();
    expect(await lookup.find('63150928000172')).toBeUndefined();
    expect(calls).toBe(3);
    await expect(lookup.find('15207364000114')).rejects.toBeInstanceOf(CnpjLookupUnavailable);
    await expect(lookup.find('15207364000114')).rejects.toBeInstanceOf(CnpjLookupUnavailable);
    expect(calls).toBe(5);
  });

  it('the cache keeps at most maxEntries, the oldest out first', async () => {
    const seen: string[] = [];
    const inner: CnpjLookup = { kind: 'sandbox', find: async (cnpj) => (seen.push(cnpj), undefined) };
    const lookup = cachedCnpjLookup(inner, { maxEntries: 2 });
    for (const cnpj of ['a', 'b', 'c', 'b', 'a']) await lookup.find(cnpj);
    expect(seen).toEqual(['a', 'b', 'c', 'a']);
  });
});

describe('CNPJ sandbox fixtures and off', () => {
  it('every fixture CNPJ has valid check digits, and the one that plays "down" too', () => {
    for (const cnpj of [...Object.values(SANDBOX_CNPJS), SANDBOX_CNPJ_UNAVAILABLE])
      expect(isValidCnpj(cnpj)).toBe(true);
    expect(SANDBOX_COMPANIES.map((c) => c.status)).toEqual(['ativa', 'ativa', 'inapta', 'baixada']);
  });

  it('the sandbox finds its companies, not others, and plays the service being down', async () => {
    expect(await sandboxCnpjLookup.find(SANDBOX_CNPJS.ativa)).toMatchObject({
      corporateName: 'SUPERMERCADO BOM PRECO DE CAMPINAS LTDA',
      cnae: { code: '47.11-3' },
    });
    expect(await sandboxCnpjLookup.find('77232762421836')).toBeUndefined();
    await expect(sandboxCnpjLookup.find(SANDBOX_CNPJ_UNAVAILABLE)).rejects.toBeInstanceOf(CnpjLookupUnavailable);
  });

  it('CNPJ_LOOKUP_URL picks the lookup: off, sandbox, or a cached BrasilAPI', async () => {
    expect(cnpjLookupFor('off')).toBe(noCnpjLookup);
    expect(await noCnpjLookup.find(SANDBOX_CNPJS.ativa)).toBeUndefined();
    expect(cnpjLookupFor('sandbox')).toBe(sandboxCnpjLookup);
    expect(cnpjLookupFor('https://brasilapi.com.br').kind).toBe('brasilapi');
  });
});
