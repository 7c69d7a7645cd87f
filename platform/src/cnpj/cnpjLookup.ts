import { parseCnaeCode } from '@conectasst/common/referenceData/cnae';
import { CNPJ_STATUSES, type CnpjCompany, type CnpjStatus } from '@conectasst/common/api/cnpj';

/** The upstream service did not answer (down, timed out, throttled us, or answered something unreadable). */
export class CnpjLookupUnavailable extends Error {
  override readonly name = 'CnpjLookupUnavailable';
}

/**
 * The CNPJ port (issue 37 item 2, ADR 0165): a company's public registration data for 14 digits with valid check digits.
 * `undefined` = the Receita knows no such CNPJ; throws `CnpjLookupUnavailable` when the service cannot say.
 */
export interface CnpjLookup {
  /** `'off'` when the lookup is switched off (`CNPJ_LOOKUP_URL=off`): the route then says so instead of "not found". */
  readonly kind: 'brasilapi' | 'sandbox' | 'off';
  find(cnpj: string): Promise<CnpjCompany | undefined>;
}

/** BrasilAPI's `GET /api/cnpj/v1/{cnpj}` body (the fields read here; it mirrors the Receita's open data). */
export interface BrasilApiCnpjBody {
  cnpj?: string;
  razao_social?: string | null;
  nome_fantasia?: string | null;
  cnae_fiscal?: number | string | null;
  cnae_fiscal_descricao?: string | null;
  porte?: string | null;
  descricao_porte?: string | null;
  descricao_situacao_cadastral?: string | null;
  data_situacao_cadastral?: string | null;
  descricao_tipo_de_logradouro?: string | null;
  logradouro?: string | null;
  numero?: string | null;
  complemento?: string | null;
  bairro?: string | null;
  municipio?: string | null;
  uf?: string | null;
  cep?: string | number | null;
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
/** `ATIVA`, `BAIXADA`, … → the status; an unknown word means the answer cannot be trusted. */
function statusOf(description: string): CnpjStatus {
  const s = description
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  const status = CNPJ_STATUSES.find((known) => s.startsWith(known));
  if (!status) throw new CnpjLookupUnavailable(`unknown situação cadastral "${description}"`);
  return status;
}

/** BrasilAPI's body → the product's company (CNAE fiscal `4711302` → class `47.11-3`, subclass `4711-3/02`). */
export function companyFromBrasilApi(cnpj: string, body: BrasilApiCnpjBody): CnpjCompany {
  const corporateName = text(body.razao_social);
  if (!corporateName) throw new CnpjLookupUnavailable('answer without razao_social');
  const fiscal = text(body.cnae_fiscal).replace(/\D/g, '').padStart(7, '0');
  const parsed = fiscal !== '0000000' ? parseCnaeCode(fiscal) : undefined;
  const street = [text(body.descricao_tipo_de_logradouro), text(body.logradouro)].filter(Boolean).join(' ');
  const since = text(body.data_situacao_cadastral);
  return {
    cnpj,
    corporateName,
    tradeName: text(body.nome_fantasia),
    cnae: parsed?.ok
      ? {
          code: parsed.classCode,
          subclass: `${fiscal.slice(0, 4)}-${fiscal.slice(4, 5)}/${fiscal.slice(5)}`,
          description: text(body.cnae_fiscal_descricao),
        }
      : null,
    size: text(body.descricao_porte) || text(body.porte),
    status: statusOf(text(body.descricao_situacao_cadastral)),
    statusSince: /^\d{4}-\d{2}-\d{2}$/.test(since) ? since : null,
    address: {
      cep: text(body.cep).replace(/\D/g, '').padStart(8, '0'),
      street,
      number: text(body.numero),
      complement: text(body.complemento),
      neighbourhood: text(body.bairro),
      city: text(body.municipio),
      uf: text(body.uf).toUpperCase(),
    },
  };
}

/**
 * BrasilAPI over HTTP (`CNPJ_LOOKUP_URL`, default https://brasilapi.com.br). 404 → not found; anything else that is not a
 * readable 200 (5xx, 429, timeout, refused connection) → `CnpjLookupUnavailable`, which the route answers with 503.
 */
export function brasilApiCnpjLookup(baseUrl: string, timeoutMs = 5_000, fetchImpl: typeof fetch = fetch): CnpjLookup {
  const base = baseUrl.replace(/\/$/, '');
  return {
    kind: 'brasilapi',
    async find(cnpj) {
      let response: Response;
      try {
        response = await fetchImpl(`${base}/api/cnpj/v1/${cnpj}`, {
          signal: AbortSignal.timeout(timeoutMs),
          headers: { accept: 'application/json' },
        });
      } catch (error) {
        throw new CnpjLookupUnavailable(`BrasilAPI unreachable: ${(error as Error).message}`);
      }
      if (response.status === 404) {
        await response.body?.cancel();
        return undefined;
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new CnpjLookupUnavailable(`BrasilAPI answered ${response.status}`);
      }
      let body: BrasilApiCnpjBody;
      try {
        body = (await response.json()) as BrasilApiCnpjBody;
      } catch {
        throw new CnpjLookupUnavailable('BrasilAPI answered something that is not JSON');
      }
      return companyFromBrasilApi(cnpj, body);
    },
  };
}

/**
 * A cache in front of a lookup, in memory, per process: found companies for `ttlMs` (a day by default: the Receita's
 * open data changes monthly), unknown CNPJs for `notFoundTtlMs`; failures are never cached. At most `maxEntries`
 * (oldest out first).
 */
export function cachedCnpjLookup(
  inner: CnpjLookup,
  options: { ttlMs?: number; notFoundTtlMs?: number; maxEntries?: number; now?: () => number } = {},
): CnpjLookup {
  const ttl = options.ttlMs ?? 24 * 60 * 60_000;
  const notFoundTtl = options.notFoundTtlMs ?? 60 * 60_000;
  const max = options.maxEntries ?? 10_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: CnpjCompany | undefined; until: number }>();
  const pending = new Map<string, Promise<CnpjCompany | undefined>>();
  return {
    kind: inner.kind,
    async find(cnpj) {
      const hit = entries.get(cnpj);
      if (hit && hit.until > now()) return hit.value;
      if (hit) entries.delete(cnpj);
      // Concurrent asks for one CNPJ share one upstream call.
      const running = pending.get(cnpj);
      if (running) return running;
      const call = inner
        .find(cnpj)
        .then((value) => {
          if (entries.size >= max) entries.delete(entries.keys().next().value!);
          entries.set(cnpj, { value, until: now() + (value ? ttl : notFoundTtl) });
          return value;
        })
        .finally(() => pending.delete(cnpj));
      pending.set(cnpj, call);
      return call;
    },
  };
}

const fixtureAddress = (
  cep: string,
  street: string,
  number: string,
  neighbourhood: string,
  city: string,
  uf: string,
) => ({ cep, street, number, complement: '', neighbourhood, city, uf });

/**
 * The sandbox fixture set (local mode and tests, `CNPJ_LOOKUP_URL=sandbox`): made-up companies under CNPJs generated
 * with valid check digits (@brazilian-utils/brazilian-utils validates them in the test), one per status the admin sees.
 * `SANDBOX_CNPJ_UNAVAILABLE` plays the service being down.
 */
export const SANDBOX_CNPJS = {
  ativa: '41873205000169',
  ativaSemFantasia: '28591647000154',
  inapta: '63150928000172',
  baixada: '15207364000114',
} as const;
export const SANDBOX_CNPJ_UNAVAILABLE = '90342618000122';

export const SANDBOX_COMPANIES: readonly CnpjCompany[] = [
  {
    cnpj: SANDBOX_CNPJS.ativa,
    corporateName: 'SUPERMERCADO BOM PRECO DE CAMPINAS LTDA',
    tradeName: 'BOM PRECO CAMPINAS',
    cnae: {
      code: '47.11-3',
      subclass: '4711-3/02',
      description:
        'Comércio varejista de mercadorias em geral, com predominância de produtos alimentícios - supermercados',
    },
    size: 'EMPRESA DE PEQUENO PORTE',
    status: 'ativa',
    statusSince: '2015-03-12',
    address: fixtureAddress('13015904', 'AVENIDA FRANCISCO GLICERIO', '1200', 'CENTRO', 'CAMPINAS', 'SP'),
  },
  {
    cnpj: SANDBOX_CNPJS.ativaSemFantasia,
    corporateName: 'CONSTRUTORA TERRA FIRME S.A.',
    tradeName: '',
    cnae: { code: '41.20-4', subclass: '4120-4/00', description: 'Construção de edifícios' },
    size: 'DEMAIS',
    status: 'ativa',
    statusSince: '2009-07-01',
    address: fixtureAddress('30130010', 'AVENIDA AFONSO PENA', '900', 'CENTRO', 'BELO HORIZONTE', 'MG'),
  },
  {
    cnpj: SANDBOX_CNPJS.inapta,
    corporateName: 'TRANSPORTES RAPIDO SUL LTDA',
    tradeName: 'RAPIDO SUL',
    cnae: {
      code: '49.30-2',
      subclass: '4930-2/02',
      description:
        'Transporte rodoviário de carga, exceto produtos perigosos e mudanças, intermunicipal, interestadual e internacional',
    },
    size: 'MICRO EMPRESA',
    status: 'inapta',
    statusSince: '2021-10-05',
    address: fixtureAddress('90010150', 'RUA DOS ANDRADAS', '55', 'CENTRO HISTORICO', 'PORTO ALEGRE', 'RS'),
  },
  {
    cnpj: SANDBOX_CNPJS.baixada,
    corporateName: 'SEGURANCA DO TRABALHO EXEMPLO LTDA',
    tradeName: 'SST EXEMPLO',
    cnae: {
      code: '74.90-1',
      subclass: '7490-1/99',
      description: 'Outras atividades profissionais, científicas e técnicas não especificadas anteriormente',
    },
    size: 'MICRO EMPRESA',
    status: 'baixada',
    statusSince: '2023-01-31',
    address: fixtureAddress('01310100', 'AVENIDA PAULISTA', '1000', 'BELA VISTA', 'SAO PAULO', 'SP'),
  },
];

/** The sandbox lookup over `SANDBOX_COMPANIES` (no network). */
export const sandboxCnpjLookup: CnpjLookup = {
  kind: 'sandbox',
  async find(cnpj) {
    if (cnpj === SANDBOX_CNPJ_UNAVAILABLE)
      throw new CnpjLookupUnavailable('sandbox: this CNPJ plays the service being down');
    return SANDBOX_COMPANIES.find((c) => c.cnpj === cnpj);
  },
};

/** Used when `CNPJ_LOOKUP_URL=off`: no lookup at all (the route answers 503 "desligada"; the forms are typed). */
export const noCnpjLookup: CnpjLookup = { kind: 'off', find: async () => undefined };

/** The lookup a `CNPJ_LOOKUP_URL` names: `off`, `sandbox`, or a BrasilAPI-compatible base address (cached). */
export function cnpjLookupFor(url: string): CnpjLookup {
  if (url === 'off') return noCnpjLookup;
  if (url === 'sandbox') return sandboxCnpjLookup;
  return cachedCnpjLookup(brasilApiCnpjLookup(url));
}
