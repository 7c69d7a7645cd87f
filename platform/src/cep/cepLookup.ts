/** An address found for a CEP. */
export interface CepAddress {
  cep: string;
  street: string;
  neighbourhood: string;
  city: string;
  uf: string;
}

/** The postal-code port (spec §4: 8 digits typed → the street is filled). `undefined` = not found or unavailable. */
export interface CepLookup {
  find(cep: string): Promise<CepAddress | undefined>;
}

interface ViaCepBody {
  cep?: string;
  logradouro?: string;
  bairro?: string;
  localidade?: string;
  uf?: string;
  erro?: boolean | string;
}

/**
 * ViaCEP over HTTP (`CEP_LOOKUP_URL`, default the public service). Short timeout; any failure reads as "not found",
 * so the form simply lets the user type the street (the offline fallback: nothing breaks without the service).
 */
export function viaCepLookup(baseUrl: string, timeoutMs = 2_500, fetchImpl: typeof fetch = fetch): CepLookup {
  const base = baseUrl.replace(/\/$/, '');
  return {
    async find(cep) {
      if (!/^\d{8}$/.test(cep)) return undefined;
      try {
        const response = await fetchImpl(`${base}/ws/${cep}/json/`, { signal: AbortSignal.timeout(timeoutMs) });
        if (!response.ok) return undefined;
        const body = (await response.json()) as ViaCepBody;
        if (body.erro || !body.localidade) return undefined;
        return {
          cep,
          street: body.logradouro ?? '',
          neighbourhood: body.bairro ?? '',
          city: body.localidade,
          uf: body.uf ?? '',
        };
      } catch {
        return undefined;
      }
    },
  };
}

/** Used when `CEP_LOOKUP_URL=off`: no lookup at all. */
export const noCepLookup: CepLookup = { find: async () => undefined };
