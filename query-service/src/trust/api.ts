import { Router } from 'express';
import { z } from 'zod';
import type { AdminCredential, Credential, LeadReport } from '@conectasst/common/api/trust';
import { adminCredentialSchema, credentialSchema, leadReportSchema } from '@conectasst/common/api/trust';
import { credentialLabel } from '@conectasst/common/rules/trustRules';
import type { CredentialKindCode, LeadReportReasonCode } from '@conectasst/common/rules/trustRules';
import { defineRoute, mountRoute } from '@conectasst/platform/http/route';
import type { QueryDeps } from '../queryContext';
import { reportSharesOf } from './reportFlags';

const statusFilter = <T extends string>(values: readonly [T, ...T[]]) =>
  z.object({ status: z.enum([...values, 'all'] as [T | 'all', ...(T | 'all')[]], { error: 'Filtro de situação inválido.' }).optional() });

export const myLeadReportsRoute = defineRoute({
  method: 'get',
  path: '/v1/lead-reports',
  summary: 'Os relatos de demandas ruins do parceiro e a decisão de cada um',
  tags: ['Reembolsos'],
  access: 'provider',
  kind: 'query',
  responses: { 200: { description: 'Relatos', schema: z.object({ data: z.array(leadReportSchema) }) } },
});

export const adminLeadReportsRoute = defineRoute({
  method: 'get',
  path: '/v1/admin/lead-reports',
  summary: 'Fila de reembolsos: relatos (em análise por padrão) com a proporção de relatos de cada parceiro',
  tags: ['Reembolsos'],
  access: 'admin',
  kind: 'query',
  query: statusFilter(['open', 'approved', 'refused'] as const),
  responses: { 200: { description: 'Relatos', schema: z.object({ data: z.array(leadReportSchema) }) } },
});

export const myCredentialsRoute = defineRoute({
  method: 'get',
  path: '/v1/credentials',
  summary: 'Os registros profissionais do parceiro, sua situação, e a verificação do CNPJ',
  tags: ['Credenciais'],
  access: 'provider',
  kind: 'query',
  responses: {
    200: { description: 'Registros', schema: z.object({ data: z.array(credentialSchema), cnpj: z.object({ hasCnpj: z.boolean(), verified: z.boolean() }) }) },
  },
});

export const adminCredentialsRoute = defineRoute({
  method: 'get',
  path: '/v1/admin/credentials',
  summary: 'Fila de credenciais: registros a verificar (pendentes por padrão)',
  tags: ['Credenciais'],
  access: 'admin',
  kind: 'query',
  query: statusFilter(['pending', 'verified', 'refused'] as const),
  responses: { 200: { description: 'Registros', schema: z.object({ data: z.array(adminCredentialSchema) }) } },
});

export const adminCnpjRoute = defineRoute({
  method: 'get',
  path: '/v1/admin/cnpj',
  summary: 'Contas Jurídicas com CNPJ e se a situação cadastral já foi verificada',
  tags: ['Credenciais'],
  access: 'admin',
  kind: 'query',
  responses: {
    200: {
      description: 'CNPJs',
      schema: z.object({ data: z.array(z.object({ providerId: z.string(), name: z.string(), corporateName: z.string(), cnpj: z.string(), verified: z.boolean(), verifiedAt: z.string().nullable() })) }),
    },
  },
});

interface ReportRow {
  report_id: string;
  demand_id: number;
  title: string | null;
  provider_id: string;
  provider_name: string | null;
  reason: LeadReportReasonCode;
  note: string;
  credits: number;
  status: LeadReport['status'];
  automatic: boolean;
  decision_note: string;
  reported_at: Date;
  decided_at: Date | null;
}

const REPORTS_SQL = `
  SELECT r.report_id, r.demand_id, d.title, r.provider_id, r.reason, r.note, r.credits, r.status, r.automatic, r.decision_note, r.reported_at, r.decided_at,
         coalesce(nullif(trim(coalesce(u.name, '') || ' ' || coalesce(u.surname, '')), ''), u.email, '') AS provider_name
    FROM lead_reports r
    LEFT JOIN demands d ON d.id = r.demand_id
    LEFT JOIN users u ON u.id = r.provider_id`;

interface CredentialRow {
  credential_id: string;
  provider_id: string;
  kind: CredentialKindCode;
  other_name: string;
  number: string | null;
  uf: string;
  rqe: string | null;
  status: Credential['status'];
  note: string;
  declared_at: Date;
  decided_at: Date | null;
  provider_name?: string | null;
  provider_email?: string | null;
}

const toCredential = (r: CredentialRow): Credential => ({
  credentialId: r.credential_id,
  providerId: r.provider_id,
  kind: r.kind,
  otherName: r.other_name,
  number: r.number ?? '',
  uf: r.uf,
  rqe: r.rqe ?? '',
  label: credentialLabel({ kind: r.kind, otherName: r.other_name, number: r.number, uf: r.uf, rqe: r.rqe }),
  status: r.status,
  note: r.note,
  declaredAt: r.declared_at.toISOString(),
  decidedAt: r.decided_at?.toISOString() ?? null,
});

/** Reads of the trust features: lead reports (refund queue) and credentials (verification queue). */
export function trustQueryRouter(deps: QueryDeps): Router {
  const router = Router();

  const withShares = async (rows: ReportRow[]): Promise<LeadReport[]> => {
    const shares = await reportSharesOf(deps.pool, [...new Set(rows.map((r) => r.provider_id))]);
    return rows.map((r) => {
      const share = shares.get(r.provider_id);
      return {
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
      };
    });
  };

  mountRoute(
    router,
    myLeadReportsRoute,
    async ({ user }) => {
      const rows = await deps.pool.query<ReportRow>(`${REPORTS_SQL} WHERE r.provider_id = $1 ORDER BY r.reported_at DESC LIMIT 500`, [user!.id]);
      return { body: { data: await withShares(rows.rows) } };
    },
    deps.route,
  );

  mountRoute(
    router,
    adminLeadReportsRoute,
    async ({ query }) => {
      const status = query.status ?? 'open';
      const rows = await deps.pool.query<ReportRow>(
        `${REPORTS_SQL} ${status === 'all' ? '' : 'WHERE r.status = $1'} ORDER BY r.reported_at ${status === 'open' ? 'ASC' : 'DESC'} LIMIT 500`,
        status === 'all' ? [] : [status],
      );
      return { body: { data: await withShares(rows.rows) } };
    },
    deps.route,
  );

  mountRoute(
    router,
    myCredentialsRoute,
    async ({ user }) => {
      const [rows, cnpj] = await Promise.all([
        deps.pool.query<CredentialRow>('SELECT * FROM provider_credentials WHERE provider_id = $1 ORDER BY declared_at', [user!.id]),
        deps.pool.query<{ cnpj: string | null; verified: boolean }>(
          'SELECT u.cnpj, EXISTS (SELECT 1 FROM cnpj_verifications v WHERE v.provider_id = u.id) AS verified FROM users u WHERE u.id = $1',
          [user!.id],
        ),
      ]);
      return { body: { data: rows.rows.map(toCredential), cnpj: { hasCnpj: Boolean(cnpj.rows[0]?.cnpj), verified: cnpj.rows[0]?.verified ?? false } } };
    },
    deps.route,
  );

  mountRoute(
    router,
    adminCredentialsRoute,
    async ({ query }) => {
      const status = query.status ?? 'pending';
      const rows = await deps.pool.query<CredentialRow>(
        `SELECT c.*, coalesce(nullif(trim(coalesce(u.name, '') || ' ' || coalesce(u.surname, '')), ''), '') AS provider_name, coalesce(u.email, '') AS provider_email
           FROM provider_credentials c LEFT JOIN users u ON u.id = c.provider_id
          ${status === 'all' ? '' : 'WHERE c.status = $1'} ORDER BY c.declared_at ${status === 'pending' ? 'ASC' : 'DESC'} LIMIT 500`,
        status === 'all' ? [] : [status],
      );
      const data: AdminCredential[] = rows.rows.map((r) => ({ ...toCredential(r), providerName: r.provider_name ?? '', providerEmail: r.provider_email ?? '' }));
      return { body: { data } };
    },
    deps.route,
  );

  mountRoute(
    router,
    adminCnpjRoute,
    async () => {
      const rows = await deps.pool.query<{ id: string; name: string | null; surname: string | null; corporate_name: string | null; cnpj: string; verified_at: Date | null }>(
        `SELECT u.id, u.name, u.surname, u.corporate_name, u.cnpj, v.verified_at
           FROM users u LEFT JOIN cnpj_verifications v ON v.provider_id = u.id
          WHERE u.type = 'provider' AND u.person_type = 2 AND u.cnpj IS NOT NULL AND NOT u.removed
          ORDER BY (v.verified_at IS NOT NULL), u.created_at DESC LIMIT 1000`,
      );
      return {
        body: {
          data: rows.rows.map((r) => ({
            providerId: r.id,
            name: [r.name, r.surname].filter(Boolean).join(' '),
            corporateName: r.corporate_name ?? '',
            cnpj: r.cnpj,
            verified: r.verified_at !== null,
            verifiedAt: r.verified_at?.toISOString() ?? null,
          })),
        },
      };
    },
    deps.route,
  );
  return router;
}
