import type { Router } from 'express';
import { v5 as uuidv5 } from 'uuid';
import {
  approveReportRequest,
  refuseReportRequest,
  reportLeadRequest,
  reportLeadResponse as reportAnswer,
} from '@conectasst/common/api/trust';
import { DUPLICATE_LEAD_REFUND_WINDOW_HOURS, trustMessages as m } from '@conectasst/common/rules/trustRules';
import { demandMessages } from '@conectasst/common/rules/demandRules';
import type { LogPosition } from '@conectasst/events/envelope';
import { demandStream } from '@conectasst/events/schemas/demandEvents';
import type { LeadReportReason } from '@conectasst/events/schemas/leadReportEvents';
import { leadReportStream } from '@conectasst/events/schemas/leadReportEvents';
import { walletStream } from '@conectasst/events/schemas/walletEvents';
import { DomainError } from '@conectasst/common/rules/domainError';
import type { RouteHandler, RouteResult } from '@conectasst/platform/http/route';
import type { AuthUser } from '@conectasst/platform/auth/tokens';
import { demandDecider } from '../demands/businessLogic';
import type { CommandDeps } from '../infrastructure/commandContext';
import { metadataFor } from '../infrastructure/commandContext';
import {
  commandRouter,
  commandRoutes,
  createdResponses,
  decide,
  positionOf,
  route,
} from '../infrastructure/commandRoutes';
import { lastBounceOf } from '../mail/bounceRecorder';
import { walletDecider } from '../wallet/businessLogic';
import type { AutomaticEvidence } from './businessLogic';
import { leadReportDecider } from './businessLogic';

const REPORT_NAMESPACE = 'c8e1f0a4-2b6d-4e0f-9a37-5d1c7e2b9f40';
const declare = commandRoutes({ tags: ['Reembolsos'], access: 'admin' });

export const reportLeadRoute = declare.post(
  '/v1/lead-reports',
  'O parceiro inscrito reporta uma demanda ruim (até 7 dias após a inscrição); motivos verificáveis são reembolsados na hora',
  {
    access: 'provider',
    body: reportLeadRequest,
    responses: createdResponses(
      'Relato registrado (e, se verificável, créditos devolvidos)',
      {
        403: 'O parceiro não está inscrito nesta demanda',
        404: 'Demanda não encontrada',
        409: 'Já reportada, ou prazo de 7 dias encerrado',
      },
      reportAnswer,
    ),
  },
);
export const approveReportRoute = declare.post(
  '/v1/admin/lead-reports/approve',
  'Aprova um relato: os créditos gastos na demanda voltam ao parceiro (uma única vez)',
  {
    body: approveReportRequest,
    responses: {
      200: { description: 'Reembolso aprovado', schema: reportAnswer },
      404: { description: 'Relato não encontrado' },
      409: { description: 'Relato já recusado' },
    },
  },
);
export const refuseReportRoute = declare.post(
  '/v1/admin/lead-reports/refuse',
  'Recusa um relato, com o motivo (o parceiro vê a nota)',
  {
    body: refuseReportRequest,
    responses: {
      200: { description: 'Relato recusado', schema: reportAnswer },
      404: { description: 'Relato não encontrado' },
      409: { description: 'Relato já decidido' },
    },
  },
);

/** The answer of a report call: its message, the report's id and status, the credits given back. */
const reportAnswered = (
  message: string,
  reportId: string,
  status: 'open' | 'approved' | 'refused',
  refundedCredits: number,
  position: LogPosition | undefined,
  httpStatus = 200,
): RouteResult => ({
  ...(httpStatus === 200 ? {} : { status: httpStatus }),
  body: { message, data: { reportId, status, refundedCredits } },
  ...positionOf({ position }),
});

/** When the provider took its seat: the ProviderSubscribed event's own time, read from the demand's stream. */
async function subscribedAt(deps: CommandDeps, demandId: number, providerId: string): Promise<string | undefined> {
  const recorded = await deps.store.read(demandStream(demandId));
  const decoded = await deps.catalogue.decodeMany(recorded);
  const index = decoded.findLastIndex(
    (e) => e.type === 'ProviderSubscribed' && (e.data as { providerId: string }).providerId === providerId,
  );
  return index < 0 ? undefined : recorded[index]!.recordedAt.toISOString();
}

/** An earlier demand of the same e-mail for the same services filed within the window before this one. */
async function earlierDuplicate(deps: CommandDeps, demandId: number, email: string): Promise<number | undefined> {
  return deps.lookups.earlierDuplicateOf(demandId, email, DUPLICATE_LEAD_REFUND_WINDOW_HOURS);
}

/** Gives the credits back for an approved report (once per demand; a repeated call changes nothing). */
async function refund(
  deps: CommandDeps,
  user: AuthUser | undefined,
  report: {
    reportId: string;
    demandId: number;
    providerId: string;
    reason: LeadReportReason;
    decidedBy: string;
    automatic: boolean;
    note: string;
  },
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

/**
 * What the report is decided on: when the provider took its seat (none: not subscribed, 403), the credits it spent on
 * the demand, and the evidence the system can check by itself (a bounce of the requester's e-mail, an earlier duplicate).
 */
async function reportFacts(deps: CommandDeps, demandId: number, providerId: string, reason: LeadReportReason) {
  const demandLoad = await deps.commands.load(demandStream(demandId), demandDecider);
  const demand = demandLoad.state;
  if (demand.status === 'none' || demand.status === 'deleted')
    throw new DomainError('not_found', demandMessages.notFound);
  if (!demand.subscribers.includes(providerId)) throw new DomainError('forbidden', m.notSubscribed);
  const [since, wallet] = await Promise.all([
    subscribedAt(deps, demandId, providerId),
    deps.commands.load(walletStream(providerId), walletDecider),
  ]);
  if (!since) throw new DomainError('forbidden', m.notSubscribed);
  const email = demand.edited.requesterEmail ?? '';
  const evidence: AutomaticEvidence = {};
  if (email && reason === 'invalid_contact') {
    const bounce = await lastBounceOf(deps.commands, email, deps.config.piiMasterKey);
    if (bounce) evidence.bounce = bounce;
  }
  if (email && reason === 'duplicate') {
    // The duplicate check reads the demands read model: let it catch up with this demand's stream first (bounded).
    const last = [...demandLoad.positions.values()].at(-1);
    if (last) await deps.route.waitForPosition?.(last);
    const duplicateOf = await earlierDuplicate(deps, demandId, email);
    if (duplicateOf) evidence.duplicateOf = duplicateOf;
  }
  return { subscribedAt: since, credits: wallet.state.spentByDemand.get(demandId) ?? 0, evidence };
}

/** POST /v1/lead-reports: ReportLead; a verifiable reason is approved by the decider and refunded at once. */
function reportLead(deps: CommandDeps): RouteHandler<typeof reportLeadRoute> {
  return async (ctx) => {
    const { body, user, idempotencyKey } = ctx;
    const providerId = user.id;
    const { demandId, reason, note } = body;
    const facts = await reportFacts(deps, demandId, providerId, reason);
    const reportId = uuidv5(`${demandId}:${providerId}`, REPORT_NAMESPACE);
    const command = {
      type: 'ReportLead' as const,
      reportId,
      demandId,
      providerId,
      reason,
      note,
      ...facts,
      now: deps.now().toISOString(),
    };
    const reported = await decide(deps, ctx, leadReportStream(demandId, providerId), leadReportDecider, command);
    const approval = reported.events.find((e) => e.type === 'LeadReportApproved');
    if (approval?.type !== 'LeadReportApproved' && reported.state.status !== 'approved')
      return reportAnswered(m.reported, reportId, 'open', 0, reported.position, 201);
    const approvalNote = approval?.type === 'LeadReportApproved' ? approval.data.note : '';
    const refunded = await refund(
      deps,
      user,
      { reportId, demandId, providerId, reason, decidedBy: 'system', automatic: true, note: approvalNote },
      idempotencyKey,
    );
    return reportAnswered(
      m.refunded,
      reportId,
      'approved',
      refunded.credits,
      refunded.position ?? reported.position,
      201,
    );
  };
}

/** Credit-back for bad leads (docs/credits.md "Créditos de volta"). */
export function leadReportsCommandRouter(deps: CommandDeps): Router {
  /** The report's stream from its id (the admin queue lists ids; the read model knows the demand and provider). */
  const findReport = async (reportId: string) => {
    const report = await deps.lookups.leadReport(reportId);
    if (!report) throw new DomainError('not_found', m.reportNotFound);
    return report;
  };
  return commandRouter(deps.route, [
    route(reportLeadRoute, reportLead(deps)),
    route(approveReportRoute, async (ctx) => {
      const { body, user, idempotencyKey } = ctx;
      const { demandId, providerId, reason } = await findReport(body.reportId);
      const approved = await decide(deps, ctx, leadReportStream(demandId, providerId), leadReportDecider, {
        type: 'ApproveReport',
        adminId: user.id,
        note: body.note,
      });
      // Also after an approval whose refund was interrupted: the refund happens at most once, so asking again is safe.
      const refunded = await refund(
        deps,
        user,
        {
          reportId: body.reportId,
          demandId,
          providerId,
          reason,
          decidedBy: user.id,
          automatic: false,
          note: body.note,
        },
        idempotencyKey,
      );
      return reportAnswered(
        m.approved,
        body.reportId,
        'approved',
        refunded.credits,
        refunded.position ?? approved.position,
      );
    }),
    route(refuseReportRoute, async (ctx) => {
      const { demandId, providerId } = await findReport(ctx.body.reportId);
      const refused = await decide(deps, ctx, leadReportStream(demandId, providerId), leadReportDecider, {
        type: 'RefuseReport',
        adminId: ctx.user.id,
        note: ctx.body.note,
      });
      return reportAnswered(m.refused, ctx.body.reportId, 'refused', 0, refused.position);
    }),
  ]);
}
