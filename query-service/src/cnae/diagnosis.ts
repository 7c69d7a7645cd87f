import type { Router } from 'express';
import type { DiagnosedService } from '@conectasst/common/api/cnae';
import { diagnosisQuery, diagnosisResponse } from '@conectasst/common/api/cnae';
import type { Service } from '@conectasst/common/api/services';
import { gradeMeaning } from '@conectasst/common/referenceData/cnae';
import type { Applicability } from '@conectasst/common/rules/diagnosisRules';
import { diagnose, diagnosisMessages } from '@conectasst/common/rules/diagnosisRules';
import type { QueryDeps } from '../queryContext';
import { data, defineQuery, queryRouter } from '../queryRoutes';
import { listServicesWithApplicability } from '@conectasst/projections/services/servicesQueries';
import { cnaeView, findCnaeClass } from './cnaeLookup';

export const diagnosisRoute = defineQuery({
  path: '/v1/diagnostico',
  summary:
    'Diagnóstico SST: do CNAE, do número de empregados e do porte (mei, me_epp, outra), o grau de risco e os serviços do catálogo que se aplicam, cada um com sua NR e o porquê (primeira orientação)',
  tags: ['Diagnóstico SST'],
  access: 'public',
  query: diagnosisQuery,
  responses: {
    200: {
      description: 'Grau de risco, serviços que se aplicam e os que o porte pode dispensar',
      schema: diagnosisResponse,
    },
    400: { description: 'CNAE malformado, número de empregados ou porte inválido' },
    404: { description: 'Classe fora da relação da NR-4' },
  },
});

const diagnosed = (s: Service & { applicability: Applicability }): DiagnosedService => ({
  id: s.id,
  name: s.name,
  area: s.area,
  area_name: s.area_name,
  nrs: s.nrs,
  reason: s.applicability.reason,
});

export function diagnosisQueryRouter(deps: QueryDeps): Router {
  return queryRouter(deps).add(diagnosisRoute, async ({ query }) => {
    const found = findCnaeClass(query.cnae);
    const catalogue = (await listServicesWithApplicability(deps.pool)) as (Service & {
      applicability: Applicability;
    })[];
    const { applies, exempt } = diagnose(catalogue, {
      grade: found.grade,
      employees: query.employees,
      size: query.size,
    });
    return data({
      cnae: { ...cnaeView(found), meaning: gradeMeaning[found.grade] },
      employees: query.employees,
      size: query.size,
      services: applies.map(diagnosed),
      exempt: exempt.map(diagnosed),
      notice: diagnosisMessages.notice,
    });
  }).router;
}
