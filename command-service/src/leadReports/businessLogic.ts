import { LEAD_REPORT_WINDOW_DAYS, trustMessages as m } from '@conectasst/common/rules/trustRules';
import type { EventOf } from '@conectasst/events/catalogue/defineEvent';
import type { LeadReportReason, leadReportEvents } from '@conectasst/events/schemas/leadReportEvents';
import { DomainError } from '@conectasst/common/rules/domainError';
import type { Decider } from '../infrastructure/decider';
import { decideByType, evolveByType } from '../infrastructure/decider';
import { DAY_MS } from '@conectasst/common/rules/time';

export type LeadReportEvent = EventOf<(typeof leadReportEvents)[number]>;

export interface LeadReportState {
  status: 'none' | 'open' | 'approved' | 'refused';
  reportId: string;
  reason: LeadReportReason | undefined;
  credits: number;
}

/** What the platform can check by itself when a report comes in. */
export interface AutomaticEvidence {
  /** The requester's address was refused for good by its mail server (MailBounced). */
  bounce?: { bouncedAt: string; smtpCode: number; response: string | null };
  /** An earlier demand of the same e-mail for the same services, filed shortly before this one. */
  duplicateOf?: number;
}

export type LeadReportCommand =
  | {
      type: 'ReportLead';
      reportId: string;
      demandId: number;
      providerId: string;
      reason: LeadReportReason;
      note: string;
      /** When the provider took the seat, and now: the report window is counted from the subscription. */
      subscribedAt: string;
      now: string;
      /** Credits the provider spent on this demand (0: nothing to refund). */
      credits: number;
      evidence: AutomaticEvidence;
    }
  | { type: 'ApproveReport'; adminId: string; note: string }
  | { type: 'RefuseReport'; adminId: string; note: string };

/** The automatic refund: only the reasons the platform can check, and only when the check holds. */
function automaticApproval(
  reason: LeadReportReason,
  evidence: AutomaticEvidence,
): { note: string; evidence: { bouncedAt?: string; smtpCode?: number; duplicateOf?: number } } | undefined {
  if (reason === 'invalid_contact' && evidence.bounce) {
    return {
      note: `O servidor de e-mail do solicitante recusou o endereço (${evidence.bounce.smtpCode}).`,
      evidence: { bouncedAt: evidence.bounce.bouncedAt, smtpCode: evidence.bounce.smtpCode },
    };
  }
  if (reason === 'duplicate' && evidence.duplicateOf) {
    return {
      note: `Mesmo e-mail e mesmos serviços da demanda nº ${evidence.duplicateOf}.`,
      evidence: { duplicateOf: evidence.duplicateOf },
    };
  }
  return undefined;
}

export function reportLead(
  command: Extract<LeadReportCommand, { type: 'ReportLead' }>,
  state: LeadReportState,
): LeadReportEvent[] {
  if (state.status !== 'none') throw new DomainError('conflict', m.alreadyReported);
  if (Date.parse(command.now) - Date.parse(command.subscribedAt) > LEAD_REPORT_WINDOW_DAYS * DAY_MS)
    throw new DomainError('conflict', m.windowOver);
  if (command.credits <= 0)
    throw new DomainError('conflict', 'Nenhum crédito foi gasto nesta demanda: não há o que devolver.');
  const { reportId, demandId, providerId, reason, note, credits, subscribedAt } = command;
  const events: LeadReportEvent[] = [
    { type: 'LeadReported', data: { reportId, demandId, providerId, reason, note, credits, subscribedAt } },
  ];
  const automatic = automaticApproval(reason, command.evidence);
  if (automatic) {
    events.push({
      type: 'LeadReportApproved',
      data: {
        reportId,
        demandId,
        providerId,
        credits,
        decidedBy: 'system',
        automatic: true,
        note: automatic.note,
        evidence: automatic.evidence,
      },
    });
  }
  return events;
}

/** Approving twice changes nothing (the caller still makes sure the refund happened). */
export function approveReport(
  command: Extract<LeadReportCommand, { type: 'ApproveReport' }>,
  state: LeadReportState,
  ids: { demandId: number; providerId: string },
): LeadReportEvent[] {
  if (state.status === 'none') throw new DomainError('not_found', m.reportNotFound);
  if (state.status === 'approved') return [];
  if (state.status === 'refused') throw new DomainError('conflict', m.alreadyDecided);
  return [
    {
      type: 'LeadReportApproved',
      data: {
        reportId: state.reportId,
        ...ids,
        credits: state.credits,
        decidedBy: command.adminId,
        automatic: false,
        note: command.note,
      },
    },
  ];
}

export function refuseReport(
  command: Extract<LeadReportCommand, { type: 'RefuseReport' }>,
  state: LeadReportState,
  ids: { demandId: number; providerId: string },
): LeadReportEvent[] {
  if (state.status === 'none') throw new DomainError('not_found', m.reportNotFound);
  if (state.status !== 'open') throw new DomainError('conflict', m.alreadyDecided);
  if (!command.note.trim()) throw new DomainError('invalid', m.refuseNote);
  return [
    {
      type: 'LeadReportRefused',
      data: { reportId: state.reportId, ...ids, decidedBy: command.adminId, note: command.note },
    },
  ];
}

interface LeadReportFold extends LeadReportState {
  demandId: number;
  providerId: string;
}

/** `leadreport-<demandId>-<providerId>`: one report per provider and demand. */
export const leadReportDecider: Decider<LeadReportFold, LeadReportCommand, LeadReportEvent> = {
  initialState: () => ({ status: 'none', reportId: '', reason: undefined, credits: 0, demandId: 0, providerId: '' }),
  evolve: evolveByType<LeadReportFold, LeadReportEvent>({
    LeadReported: (_state, { data }) => ({
      status: 'open',
      reportId: data.reportId,
      reason: data.reason,
      credits: data.credits,
      demandId: data.demandId,
      providerId: data.providerId,
    }),
    LeadReportApproved: (state) => ({ ...state, status: 'approved' }),
    LeadReportRefused: (state) => ({ ...state, status: 'refused' }),
  }),
  decide: decideByType<LeadReportFold, LeadReportCommand, LeadReportEvent>({
    ReportLead: reportLead,
    ApproveReport: (command, state) =>
      approveReport(command, state, { demandId: state.demandId, providerId: state.providerId }),
    RefuseReport: (command, state) =>
      refuseReport(command, state, { demandId: state.demandId, providerId: state.providerId }),
  }),
};
