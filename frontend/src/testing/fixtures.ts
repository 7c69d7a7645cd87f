import type { Area } from '@conectasst/common/api/areas';
import type { MeResponse, UserType } from '@conectasst/common/api/auth';
import type { CnpjCompany } from '@conectasst/common/api/cnpj';
import type { ServiceListing } from '@conectasst/common/api/demands';
import type { PagedBody } from '@conectasst/common/api/envelope';
import type { CreditPackage } from '@conectasst/common/api/packages';
import type { ProviderDetail } from '@conectasst/common/api/providers';

export function aCurrentUser(type: UserType, overrides: Partial<MeResponse['userData']> = {}, credits = 0): MeResponse {
  return {
    credits,
    userData: {
      id: 'u-1',
      name: type === 'admin' ? 'Ana' : 'Paulo',
      surname: type === 'admin' ? 'Administradora' : 'Prestador',
      email: `${type}@conectasst.test`,
      phone: '',
      street: '',
      uf: '',
      city: '',
      areas: [],
      nrs: [],
      type,
      esocial: null,
      software: null,
      profission: null,
      ...overrides,
    },
  };
}

export function anArea(id: number, name: string, status = true): Area {
  return { id, name, status, visible: status };
}

export function aPageOfAreas(items: Area[], { page = 1, perPage = 10, total = items.length } = {}): PagedBody<Area> {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  return {
    data: { data: items, page, perPage, total, lastPage },
    pages: Array.from({ length: lastPage }, (_, index) => ({ page: index + 1 })),
  };
}

/** An open demand as a provider sees it on /dashboard (1 of 5 seats taken). */
export const aListing: ServiceListing = {
  id: 7,
  title: 'PGR para a fábrica',
  description: 'PGR',
  branch_of_the_company: 'Indústria',
  type: 'Química',
  uf: 'SP',
  region: 'Campinas',
  street: 'Centro',
  about: '',
  status: true,
  contributors: '21,50',
  urgency: 'O mais rápido possível',
  published_date: '2026-11-20T12:00:00.000Z',
  expires_date: '2099-01-01T00:00:00.000Z',
  price: 10,
  subs: 1,
  max_subs: 5,
  activity: '',
  cnae: '',
  employees_per_site: null,
  cnae_class: null,
  risk_grade: null,
};
export const aCreditPackage = (id: number, price: number, credits: number, status = true): CreditPackage => ({
  id,
  name: `Pacote ${id}`,
  credits,
  ndemanda: credits / 10,
  price,
  pricePerCredit: Math.round((price / credits) * 100) / 100,
  status,
});
/** R$ 2,99, R$ 2,49 and (not on sale) R$ 1,00 per credit: the quote is 10 × R$ 2,49. */
export const quotedPackages = [
  aCreditPackage(1, 89.7, 30),
  aCreditPackage(2, 249, 100),
  aCreditPackage(3, 100, 100, false),
];
/** A price as antd/Intl write it, with its no-break space made a plain one. */
export const nbsp = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

/**
 * A company as the CNPJ look-up answers it (`GET /v1/cnpj/:cnpj`): by default the sandbox's active supermarket in
 * Campinas (CNPJ 41873205000169, CNAE 47.11-3), each field replaceable.
 */
export const aCnpjCompany = (changes: Partial<CnpjCompany> = {}): CnpjCompany => ({
  cnpj: '41873205000169',
  corporateName: 'SUPERMERCADO BOM PRECO DE CAMPINAS LTDA',
  tradeName: 'BOM PRECO CAMPINAS',
  cnae: { code: '47.11-3', subclass: '4711-3/02', description: 'Comércio varejista - supermercados' },
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
  ...changes,
});

/** A partner as the admin's page reads it (`GET /v1/admin/Parceiro`): João Lima's Prevenir SST Ltda, 3 credits, active. */
export const aPartnerDetail = (id: string): ProviderDetail => ({
  id,
  name: 'João Lima',
  typeSocial: 'PJ',
  corporatename: 'Prevenir SST Ltda',
  cnpj: '11222333000181',
  cpf: '',
  credits: 3,
  status: true,
  erased: false,
});
