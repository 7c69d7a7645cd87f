/** A provider's details as `POST /v1/details/pj` and `POST /v1/details/pf` take them; `changes` replace fields. */

/** A company on Avenida Paulista (São Paulo) with a valid CNPJ, João Lima its owner. */
export const companyDetails = (changes: Record<string, string> = {}): Record<string, string> => ({
  fantasyname: 'Prevenir SST',
  corporatename: 'Prevenir SST Ltda',
  cnpj: '11.222.333/0001-81',
  cep: '01310-100',
  street: '01310100 - Avenida Paulista - 1000 - ',
  ddd: '11',
  phone: '98765-4321',
  name: 'João',
  surname: 'Lima',
  department: 'Proprietário(a) / CEO',
  role: '',
  register: '',
  socialnetwork: 'Indicação',
  ...changes,
});

/** Igor Nunes, an ergonomist on Avenida Paulista with a valid CPF. */
export const personDetails = (changes: Record<string, string> = {}): Record<string, string> => ({
  cpf: '529.982.247-25',
  name: 'Igor',
  surname: 'Nunes',
  street: '01310100 - Av. Paulista - 1 - ',
  DDD: '11',
  Phone: '987654321',
  profission: 'Ergonomista',
  register: 'X',
  socialnetwork: 'Google',
  ...changes,
});

/**
 * A provider's service profile as `POST /v1/company/detail` takes it: one area with all its NRs, no e-Social software,
 * serving `city` of `uf` (Blumenau/SC unless told).
 */
export const serviceProfile = (areaId: number | string, uf = 'SC', city = 'Blumenau') => ({
  area: String(areaId),
  nrs: 'null',
  esocial: 'Não, e não pretendo adquirir',
  software: null,
  uf,
  city,
});
