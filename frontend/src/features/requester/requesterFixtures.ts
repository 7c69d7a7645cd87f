import type { RequesterPage, RequesterPageProvider } from '@conectasst/common/api/demands';

/** Test data of the requester's page: a provider who subscribed (not verified, no reviews yet). */
export const bruno: RequesterPageProvider = {
  id: 'p-1',
  name: 'Bruno Tavares',
  corporateName: null,
  email: 'bruno@sst.com.br',
  phone: '11987654321',
  profession: 'Engenheiro de Segurança do Trabalho',
  subscribedAt: '2026-11-25T12:00:00.000Z',
  credentials: [],
  verified: false,
  profilePath: '/parceiros/bruno-tavares-p-1',
  rating: { average: null, count: 0 },
};

/**
 * Helena's demand (a bakery in São Paulo, PGR) as her page shows it in `state`, with the providers who subscribed:
 * confirmed unless pending, closed by a hire when closed; `overrides` for anything else.
 */
export const demand = (
  state: RequesterPage['state'] = 'open',
  providers: RequesterPageProvider[] = [],
  overrides: Partial<RequesterPage> = {},
): RequesterPage => ({
  id: 7,
  title: 'PGR',
  services: ['PGR'],
  requesterName: 'Helena',
  corporateName: 'Padaria Boa Ltda',
  uf: 'SP',
  city: 'São Paulo',
  neighbourhood: 'Mooca',
  neededBy: 'Em até 30 dias',
  deadline: null,
  expiresAt: '2099-01-01T00:00:00.000Z',
  createdAt: '2026-11-25T12:00:00.000Z',
  activity: 'Panificação',
  cnae: '1091102',
  employees: '21 a 50',
  employeesPerSite: null,
  about: '',
  state,
  verification: state === 'pending' ? 'pending' : 'confirmed',
  closeReason: state === 'closed' ? 'hired' : null,
  subs: providers.length,
  maxSubs: 5,
  providers,
  ...overrides,
});

/** The reviews of a page nobody has reviewed, and no hire recorded. */
export const noReviews = { reviews: [], hiddenProviderIds: [], hired: null };
