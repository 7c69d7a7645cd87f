import type { Router } from 'express';
import { companyDetailsResponse, individualDetailsResponse } from '@conectasst/common/api/accounts';
import { accountMessages as m } from '@conectasst/common/rules/accountRules';
import { accountDetails } from '@conectasst/projections/users/usersQueries';
import type { QueryDeps } from '../queryContext';
import { found, queryRouter, queryRoutes } from '../queryRoutes';

const declare = queryRoutes({ tags: ['Contas e cadastro de parceiros'], access: 'provider' });

export const individualDetailsQuery = declare.get(
  '/v1/details/pf',
  'Dados de Pessoa Física do parceiro atual (404 se não for Pessoa Física)',
  {
    responses: {
      200: { description: 'Dados', schema: individualDetailsResponse },
      404: { description: 'Sem dados de Pessoa Física' },
    },
  },
);

export const companyDetailsQuery = declare.get(
  '/v1/details/pj',
  'Dados de Pessoa Jurídica do parceiro atual (404 se não for Pessoa Jurídica)',
  {
    responses: {
      200: { description: 'Dados', schema: companyDetailsResponse },
      404: { description: 'Sem dados de Pessoa Jurídica' },
    },
  },
);

export function detailsRouter(deps: QueryDeps): Router {
  const load = async (userId: string, personType: 1 | 2) => {
    const row = await accountDetails(deps.pool, userId);
    return found(row?.person_type === personType ? row.details : undefined, m.noDetails);
  };
  return queryRouter(deps)
    .add(individualDetailsQuery, async ({ user }) => {
      const d = await load(user.id, 1);
      return {
        body: {
          cpf: d.cpf ?? '',
          name: d.name ?? '',
          surname: d.surname ?? '',
          street: d.street ?? '',
          DDD: d.ddd ?? '',
          Phone: d.phone ?? '',
          profission: d.profission ?? '',
          register: d.register ?? '',
          socialnetwork: d.socialnetwork ?? '',
        },
      };
    })
    .add(companyDetailsQuery, async ({ user }) => {
      const d = await load(user.id, 2);
      return {
        body: {
          fantasyname: d.fantasyname ?? '',
          corporatename: d.corporatename ?? '',
          cnpj: d.cnpj ?? '',
          cep: d.cep ?? '',
          street: d.street ?? '',
          ddd: d.ddd ?? '',
          phone: d.phone ?? '',
          name: d.name ?? '',
          surname: d.surname ?? '',
          department: d.department ?? '',
          role: d.role ?? '',
          register: d.register ?? '',
          socialnetwork: d.socialnetwork ?? '',
          // The spec's client reads `profission` from both calls to learn the provider type.
          profission: d.role || d.department || '',
          cnae: d.cnae ?? '',
        },
      };
    }).router;
}
