import type { Area } from '@conectasst/common/api/areas';
import type { MeResponse, UserType } from '@conectasst/common/api/auth';
import type { PagedBody } from '@conectasst/common/api/envelope';

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
