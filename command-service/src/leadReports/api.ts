import { Router } from 'express';
import { v5 as uuidv5 } from 'uuid';
import { z } from 'zod';
import { approveReportRequest, refuseReportRequest, reportLeadRequest } from '@conectasst/common/api/trust';
import { DUPLICATE_DEMAND_WINDOW_HOURS, trustMessages as m } from '@conectasst/common/rules/trustRules';
import { demandMessages } from '@conectasst/common/rules/demandRules';
import type { LogPosition } from '@conectasst/events/envelope';
import { demandStream } from '@conectasst/events/schemas/demandEvents';
import type { LeadReportReason } from '@conectasst/events/schemas/leadReportEvents';
import { leadReportStream } from '@conectasst/events/schemas/leadReportEvents';
import { walletStream } from '@conectasst/events/schemas/walletEvents';
import { DomainError } from '@conectasst/common/rules/domainError';
import { HttpError } from '@conectasst/platform/http/httpError';
import { defineRoute, mountRoute } from '@conectasst/platform/http/route';
import type { AuthUser } from '@conectasst/platform/auth/tokens';
import { demandDecider } from '../demands/businessLogic';
import type { CommandDeps } from '../infrastructure/commandContext';
import { metadataFor } from '../infrastructure/commandContext';
import { lastBounceOf } from '../mail/bounceRecorder';
import { walletDecider } from '../wallet/businessLogic';
import type { AutomaticEvidence } from './businessLogic';
import { leadReportDecider } from './businessLogic';

const REPORT_NAMESPACE = 'c8e1f0a4-2b6d-4e0f-9a37-5d1c7e2b9f40';
const tags = ['Reembolsos'];
const reportAnswer = z.object({ message: z.string(), data: z.object({ reportId: z.string(), status: z.enum(['open', 'approved', 'refused']), refundedCredits: z.number().int() }) });

export const reportLeadRoute = defineRoute({
  method: 'post',
  path: '/v1/lead-reports',
  summary: 'O parceiro inscrito reporta uma demanda ruim (até 7 dias após a inscrição); motivos verificáveis são reembolsados na hora',
  tags,
  access: 'provider',
  kind: 'command',
  body: reportLeadRequest,
  responses: {
    201: { description: 'Relato registrado (e, se verificável, créditos devolvidos)', schema: reportAnswer },
    403: { description: 'O parceiro não está inscrito nesta demanda' },
    404: { description: 'Demanda não encontrada' },
    409: { description: 'Já reportada, ou prazo de 7 dias encerrado' },
  },
});

export const approveReportRoute = defineRoute({
  method: 'post',
  path: '/v1/admin/lead-reports/approve',
  summary: 'Aprova um relato: os créditos gastos na demanda voltam ao parceiro (uma única vez)',
  tags,
  access: 'admin',
  kind: 'command',
  body: approveReportRequest,
  responses: { 200: { description: 'Reembolso aprovado', schema: reportAnswer }, 404: { description: 'Relato não encontrado' }, 409: { description: 'Relato já recusado' } },
});

export const refuseReportRoute = defineRoute({
  method: 'post',
  path: '/v1/admin/lead-reports/refuse',
  summary: 'Recusa um relato, com o motivo (o parceiro vê a nota)',
  tags,
  access: 'admin',
  kind: 'command',
  body: refuseReportRequest,
  responses: { 200: { description: 'Relato recusado', schema: reportAnswer }, 404: { description: 'Relato não encontrado' }, 409: { description: 'Relato já decidido' } },
});

/** When the provider took its seat: the ProviderSubscribed event's own time, read from the demand's stream. */
async function subscribedAt(deps: CommandDeps, demandId: number, providerId: string): Promise<string | undefined> {
  const recorded = await deps.store.read(demandStream(demandId));
  const decoded = await deps.catalogue.decodeMany(recorded);
  const index = decoded.findLastIndex((e) => e.type === 'ProviderSubscribed' && (e.data as { providerId: string }).providerId === providerId);
  return index < 0 ? undefined : recorded[index]!.recordedAt.toISOString();
}

/** An earlier demand of the same e-mail for the same services filed within the window before this one. */
async function earlierDuplicate(deps: CommandDeps, demandId: number, email: string): Promise<number | undefined> {
  return deps.lookups.earlierDuplicateOf(demandId, email, DUPLICATE_DEMAND_WINDOW_HOURS);
}

/** Gives the credits back for an approved report (once per demand; a repeated call changes nothing). */
async function refund(
  deps: CommandDeps,
  user: AuthUser | undefined,
  report: { reportId: string; demandId: number; providerId: string; reason: LeadReportReason; decidedBy: string; automatic: boolean; note: string },
  idempotencyKey: string | undefined,
): Promise<{ credits: number; position: LogPosition | undefined }> {
  const result = await deps.commands.handle(
    walletStream(report.providerId),
    walletDecider,
    { type: 'RefundCredits', ...report },
    metadataFor(user, idempotencyKey ? `${idempotencyKey}:refund` : undefined),
  );
  const refunded = result.events.find((e) => e.type === 'CreditsRefunded');
  return { credits: refunded?.type === 'CreditsRefunded' ? refunded.data.credits : 0, position: result.position };
}

/** Credit-back for bad leads (docs/credits.md "Créditos de volta"). */
export function leadReportsCommandRouter(deps: CommandDeps): Router {
  const router = Router();

  mountRoute(
    router,
    reportLeadRoute,
    async ({ body, user, idempotencyKey }) => {
      const providerId = user!.id;
      const { demandId } = body;
      const demandLoad = await deps.commands.load(demandStream(demandId), demandDecider);
      const demand = demandLoad.state;
      if (demand.status === 'none' || demand.status === 'deleted') throw new HttpError(404, demandMessages.notFound);
      if (!demand.subscribers.includes(providerId)) throw new HttpError(403, m.notSubscribed);
      const [since, wallet] = await Promise.all([subscribedAt(deps, demandId, providerId), deps.commands.load(walletStream(providerId), walletDecider)]);
      if (!since) throw new HttpError(403, m.notSubscribed);

      const email = demand.edited.requesterEmail ?? '';
      const evidence: AutomaticEvidence = {};
      if (email && body.reason === 'invalid_contact') {
        const bounce = await lastBounceOf(deps.commands, email, deps.config.piiMasterKey);
        if (bounce) evidence.bounce = bounce;
      }
      if (email && body.reason === 'duplicate') {
        // The duplicate check reads the demands read model: let it catch up with this demand's stream first (bounded).
        const last = [...demandLoad.positions.values()].at(-1);
        if (last) await deps.route.waitForPosition?.(last);
        const duplicateOf = await earlierDuplicate(deps, demandId, email);
        if (duplicateOf) evidence.duplicateOf = duplicateOf;
      }
      const reportId = uuidv5(`${demandId}:${providerId}`, REPORT_NAMESPACE);
      const reported = await deps.commands.handle(
        leadReportStream(demandId, providerId),
        leadReportDecider,
        {
          type: 'ReportLead',
          reportId,
          demandId,
          providerId,
          reason: body.reason,
          note: body.note,
          subscribedAt: since,
          now: new Date().toISOString(),
          credits: wallet.state.spentByDemand.get(demandId) ?? 0,
          evidence,
        },
        metadataFor(user, idempotencyKey),
      );
      let position = reported.position;
      const approval = reported.events.find((e) => e.type === 'LeadReportApproved');
      if (approval?.type === 'LeadReportApproved' || reported.state.status === 'approved') {
        const note = approval?.type === 'LeadReportApproved' ? approval.data.note : '';
        const refunded = await refund(deps, user, { reportId, demandId, providerId, reason: body.reason, decidedBy: 'system', automatic: true, note }, idempotencyKey);
        position = refunded.position ?? position;
        return { status: 201, body: { message: m.refunded, data: { reportId, status: 'approved' as const, refundedCredits: refunded.credits } }, ...(position ? { position } : {}) };
      }
      return { status: 201, body: { message: m.reported, data: { reportId, status: 'open' as const, refundedCredits: 0 } }, ...(position ? { position } : {}) };
    },
    deps.route,
  );

  /** The report's stream from its id (the admin queue lists ids; the read model knows the demand and provider). */
  const findReport = async (reportId: string) => {
    const report = await deps.lookups.leadReport(reportId);
    if (!report) throw new DomainError('not_found', m.reportNotFound);
    return report;
  };

  mountRoute(
    router,
    approveReportRoute,
    async ({ body, user, idempotencyKey }) => {
      const { demandId, providerId, reason } = await findReport(body.reportId);
      const approved = await deps.commands.handle(leadReportStream(demandId, providerId), leadReportDecider, { type: 'ApproveReport', adminId: user!.id, note: body.note }, metadataFor(user, idempotencyKey));
      // Also after an approval whose refund was interrupted: the refund happens at most once, so asking again is safe.
      const refunded = await refund(deps, user, { reportId: body.reportId, demandId, providerId, reason, decidedBy: user!.id, automatic: false, note: body.note }, idempotencyKey);
      const position = refunded.position ?? approved.position;
      return { body: { message: m.approved, data: { reportId: body.reportId, status: 'approved' as const, refundedCredits: refunded.credits } }, ...(position ? { position } : {}) };
    },
    deps.route,
  );

  mountRoute(
    router,
    refuseReportRoute,
    async ({ body, user, idempotencyKey }) => {
      const { demandId, providerId } = await findReport(body.reportId);
      const refused = await deps.commands.handle(leadReportStream(demandId, providerId), leadReportDecider, { type: 'RefuseReport', adminId: user!.id, note: body.note }, metadataFor(user, idempotencyKey));
      return { body: { message: m.refused, data: { reportId: body.reportId, status: 'refused' as const, refundedCredits: 0 } }, ...(refused.position ? { position: refused.position } : {}) };
    },
    deps.route,
  );
  return router;
}
