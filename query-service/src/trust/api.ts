import type { Router } from 'express';
import type { AdminCredential, Credential, LeadReport } from '@conectasst/common/api/trust';
import {
  adminCredentialSchema,
  adminPendingWorkSchema,
  cnpjRowSchema,
  credentialsQueueQuery,
  leadReportSchema,
  leadReportsQueueQuery,
  myCredentialsResponseSchema,
} from '@conectasst/common/api/trust';
import type { RegistrySpeciality } from '@conectasst/common/rules/trustRules';
import { REGISTRY_SPECIALITIES, credentialLabel } from '@conectasst/common/rules/trustRules';
import type { QueryDeps } from '../queryContext';
import { bodyResponse, data, dataResponse, listResponse, queryRouter, queryRoutes } from '../queryRoutes';
import {
  cnpjQueue,
  cnpjStatusOf,
  credentialsByStatus,
  credentialsOf,
  pendingCredentialsCount,
} from '@conectasst/projections/credentials/credentialsQueries';
import { unmoderatedReportedReviews } from '@conectasst/projections/reviews/reviewsQueries';
import type { CnpjQueueRow, CredentialRow } from '@conectasst/projections/credentials/credentialsQueries';
import {
  leadReportsByStatus,
  leadReportsOf,
  openLeadReportsCount,
  reportSharesOf,
} from '@conectasst/projections/leadReports/leadReportsQueries';
import type { LeadReportRow, ReportShare } from '@conectasst/projections/leadReports/leadReportsQueries';

const declareRefund = queryRoutes({ tags: ['Reembolsos'] });
const declareCredential = queryRoutes({ tags: ['Credenciais'] });

export const myLeadReportsRoute = declareRefund.get(
  '/v1/lead-reports',
  'Os relatos de demandas ruins do parceiro e a decisão de cada um',
  { access: 'provider', responses: listResponse('Relatos', leadReportSchema) },
);

export const adminLeadReportsRoute = declareRefund.get(
  '/v1/admin/lead-reports',
  'Fila de reembolsos: relatos (em análise por padrão) com a proporção de relatos de cada parceiro',
  {
    access: 'admin',
    query: leadReportsQueueQuery,
    responses: listResponse('Relatos', leadReportSchema),
  },
);

export const myCredentialsRoute = declareCredential.get(
  '/v1/credentials',
  'Os registros profissionais do parceiro, sua situação, e a verificação do CNPJ',
  {
    access: 'provider',
    responses: bodyResponse('Registros', myCredentialsResponseSchema),
  },
);

export const adminCredentialsRoute = declareCredential.get(
  '/v1/admin/credentials',
  'Fila de credenciais: registros a verificar (pendentes por padrão)',
  {
    access: 'admin',
    query: credentialsQueueQuery,
    responses: listResponse('Registros', adminCredentialSchema),
  },
);

export const adminCnpjRoute = declareCredential.get(
  '/v1/admin/cnpj',
  'Contas Jurídicas com CNPJ e se a situação cadastral já foi verificada',
  {
    access: 'admin',
    responses: listResponse('CNPJs', cnpjRowSchema),
  },
);

const toCredential = (r: CredentialRow): Credential => ({
  credentialId: r.credential_id,
  providerId: r.provider_id,
  kind: r.kind,
  otherName: r.other_name,
  number: r.number ?? '',
  uf: r.uf,
  rqe: r.rqe ?? '',
  speciality: (REGISTRY_SPECIALITIES as readonly string[]).includes(r.speciality ?? '')
    ? (r.speciality as RegistrySpeciality)
    : null,
  specialityVerified: r.speciality_verified,
  label: credentialLabel({ kind: r.kind, otherName: r.other_name, number: r.number, uf: r.uf, rqe: r.rqe }),
  status: r.status,
  note: r.note,
  declaredAt: r.declared_at.toISOString(),
  decidedAt: r.decided_at?.toISOString() ?? null,
});

const toLeadReport = (r: LeadReportRow, share: ReportShare | undefined): LeadReport => ({
  reportId: r.report_id,
  demandId: r.demand_id,
  demandTitle: r.title ?? '',
  providerId: r.provider_id,
  providerName: r.provider_name ?? '',
  reason: r.reason,
  note: r.note,
  credits: r.credits,
  status: r.status,
  automatic: r.automatic,
  decisionNote: r.decision_note,
  reportedAt: r.reported_at.toISOString(),
  decidedAt: r.decided_at?.toISOString() ?? null,
  providerFlagged: share?.flagged ?? false,
  providerReports: share?.reports ?? 0,
  providerSubscriptions: share?.subscriptions ?? 0,
});

const toCnpjItem = (r: CnpjQueueRow) => ({
  providerId: r.id,
  name: [r.name, r.surname].filter(Boolean).join(' '),
  corporateName: r.corporate_name ?? '',
  cnpj: r.cnpj,
  verified: r.verified_at !== null,
  verifiedAt: r.verified_at?.toISOString() ?? null,
});

export const adminPendingWorkRoute = queryRoutes({ tags: ['Confiança'] }).get(
  '/v1/admin/pendencias',
  'O trabalho que espera um administrador: avaliações denunciadas sem moderação, credenciais a verificar e reembolsos a decidir (as contagens do menu)',
  { access: 'admin', responses: dataResponse('Contagens', adminPendingWorkSchema) },
);

/** Reads of the trust features: lead reports (refund queue) and credentials (verification queue). */
export function trustQueryRouter(deps: QueryDeps): Router {
  const withShares = async (rows: LeadReportRow[]): Promise<LeadReport[]> => {
    const shares = await reportSharesOf(deps.pool, [...new Set(rows.map((r) => r.provider_id))]);
    return rows.map((r) => toLeadReport(r, shares.get(r.provider_id)));
  };
  return queryRouter(deps)
    .add(myLeadReportsRoute, async ({ user }) => data(await withShares(await leadReportsOf(deps.pool, user.id, 500))))
    .add(adminLeadReportsRoute, async ({ query }) =>
      data(await withShares(await leadReportsByStatus(deps.pool, query.status ?? 'open', 500))),
    )
    .add(myCredentialsRoute, async ({ user }) => {
      const [rows, cnpj] = await Promise.all([credentialsOf(deps.pool, user.id), cnpjStatusOf(deps.pool, user.id)]);
      return { body: { data: rows.map(toCredential), cnpj } };
    })
    .add(adminCredentialsRoute, async ({ query }) => {
      const rows = await credentialsByStatus(deps.pool, query.status ?? 'pending', 500);
      const items: AdminCredential[] = rows.map((r) => ({
        ...toCredential(r),
        providerName: r.provider_name ?? '',
        providerEmail: r.provider_email ?? '',
      }));
      return data(items);
    })
    .add(adminCnpjRoute, async () => data((await cnpjQueue(deps.pool, 1000)).map(toCnpjItem)))
    .add(adminPendingWorkRoute, async () => {
      const [reportedReviews, credentials, refunds] = await Promise.all([
        unmoderatedReportedReviews(deps.pool),
        pendingCredentialsCount(deps.pool),
        openLeadReportsCount(deps.pool),
      ]);
      return data({ reportedReviews, credentials, refunds });
    }).router;
}
